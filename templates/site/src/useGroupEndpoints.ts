import { useEffect, useMemo, useState } from 'react';
import type { Endpoint } from '../../../src/shared/site-model.js';
import { groupChunkKey, type GroupChunk, type GroupPage } from '../../../src/shared/page-protocol.js';
import { arrivedData, loadData } from './data.js';

/** Longest wait for an idle moment before a big group's further scripts load, in ms. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * A group page's endpoints: those of its page, then those of each further
 * script of a big group (`GroupPage.more`) in order, as they arrive; a script
 * that has arrived before (or came with a live update) counts at once. Also
 * whether one of them failed to load. The further scripts load when the
 * browser is idle after the first cards paint, or at once when `target` (the
 * `?scroll=` anchor) is not among the page's own endpoints.
 */
export function useGroupEndpoints(page: GroupPage, target: string | null): { endpoints: Endpoint[]; failed: boolean } {
  const waitsForMore = target !== null && !page.endpoints.some((e) => e.id === target);
  const [loaded, setLoaded] = useState<{ page: GroupPage; chunks: (Endpoint[] | undefined)[]; failed: boolean }>({
    page,
    chunks: [],
    failed: false,
  });
  useEffect(() => {
    let live = true;
    const loadMore = () =>
      (page.more ?? []).forEach((asset, i) => {
        loadData<GroupChunk>(groupChunkKey(page.id, i + 1), asset).then(
          (chunk) => {
            if (!live) return;
            setLoaded((s) => {
              const chunks = s.page === page ? [...s.chunks] : [];
              chunks[i] = chunk.endpoints;
              return { page, chunks, failed: s.page === page && s.failed };
            });
          },
          () => {
            if (live) setLoaded((s) => ({ page, chunks: s.page === page ? s.chunks : [], failed: true }));
          },
        );
      });
    if (!page.more?.length) return;
    if (waitsForMore) loadMore();
    // Not before the first cards paint: the further scripts would compete with them for the network and the thread.
    const idle = waitsForMore
      ? 0
      : window.requestIdleCallback
        ? window.requestIdleCallback(loadMore, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(loadMore, IDLE_TIMEOUT_MS);
    return () => {
      live = false;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [page, waitsForMore]);
  return useMemo(() => {
    const more = page.more ?? [];
    if (more.length === 0) return { endpoints: page.endpoints, failed: false };
    const chunks = loaded.page === page ? loaded.chunks : [];
    const endpoints = [...page.endpoints];
    for (let i = 0; i < more.length; i++) {
      const chunk = chunks[i] ?? arrivedData<GroupChunk>(more[i]!)?.endpoints;
      if (!chunk) break;
      endpoints.push(...chunk);
    }
    return { endpoints, failed: loaded.page === page && loaded.failed };
  }, [page, loaded]);
}
