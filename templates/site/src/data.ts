import type { GroupPage, SidebarGroup, SiteIndex } from '../../../src/model.js';
import { GROUP_CALLBACK, INDEX_GLOBAL } from '../../../src/model.js';

const globals = window as unknown as Record<string, unknown>;

/**
 * The {@link SiteIndex} the index script assigned to `window[INDEX_GLOBAL]`.
 * Throws when the index script did not run (missing or broken asset).
 */
export function getIndex(): SiteIndex {
  const value = globals[INDEX_GLOBAL];
  if (!value || typeof value !== 'object') {
    throw new Error(`Site index not loaded: window.${INDEX_GLOBAL} is missing`);
  }
  return value as SiteIndex;
}

/** The page the last executed group script delivered, taken by that script's load handler. */
let delivered: GroupPage | null = null;
globals[GROUP_CALLBACK] = (page: GroupPage): void => {
  delivered = page;
};

const cache = new Map<string, Promise<GroupPage>>();

/**
 * Loads a group's {@link GroupPage} by injecting one classic `<script src=asset>`
 * (works over `file://`, no fetch). The promise is cached per group; on failure
 * it is dropped from the cache and rejects with a 404 `Response`, which the
 * router shows on its error screen.
 */
export function loadGroup(group: SidebarGroup): Promise<GroupPage> {
  let pending = cache.get(group.id);
  if (!pending) {
    pending = new Promise<GroupPage>((resolve, reject) => {
      const script = document.createElement('script');
      const fail = (): void => {
        cache.delete(group.id);
        script.remove();
        reject(new Response('', { status: 404, statusText: 'Not Found' }));
      };
      script.src = group.asset;
      script.async = true;
      // A classic script's load event fires right after it ran, so `delivered` is its page.
      script.onload = () => {
        const page = delivered;
        delivered = null;
        if (page) resolve(page);
        else fail();
      };
      script.onerror = fail;
      document.head.appendChild(script);
    });
    cache.set(group.id, pending);
  }
  return pending;
}
