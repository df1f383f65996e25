import { useSyncExternalStore } from 'react';
import type { GroupPage, SidebarGroup, SiteIndex } from '../../../src/model.js';
import { GROUP_CALLBACK, INDEX_GLOBAL } from '../../../src/model.js';

const globals = window as unknown as Record<string, unknown>;

/** The index in use; replaced in place by a live update from `pamdocs serve --watch`. */
let current: SiteIndex | undefined;
const listeners = new Set<() => void>();

/**
 * The {@link SiteIndex} the index script assigned to `window[INDEX_GLOBAL]`.
 * Throws when the index script did not run (missing or broken asset).
 */
export function getIndex(): SiteIndex {
  if (current) return current;
  const value = globals[INDEX_GLOBAL];
  if (!value || typeof value !== 'object') {
    throw new Error(`Site index not loaded: window.${INDEX_GLOBAL} is missing`);
  }
  return (current = value as SiteIndex);
}

/** The current index, re-rendering the component when a live update replaces it. */
export function useIndex(): SiteIndex {
  return useSyncExternalStore(subscribe, getIndex);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The group whose route is `/<segment>`, if any. */
export function findGroup(segment: string | undefined): SidebarGroup | undefined {
  return getIndex().groups.find((g) => g.route === `/${segment ?? ''}`);
}

/**
 * Loads a new index script (a live update) and makes it current; components
 * re-render in place. `open`, the new script of the group on screen, loads at
 * the same time, so the page can show it without a second round trip.
 * @throws Error when the index script fails to load
 */
export async function replaceIndex(src: string, open?: Pick<SidebarGroup, 'id' | 'asset'>): Promise<void> {
  await Promise.all([loadScript(src), open ? loadGroup(open).catch(() => undefined) : undefined]);
  current = undefined;
  getIndex();
  for (const listener of listeners) listener();
}

/** Runs a classic script by URL (works over `file://`). */
function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => {
      script.remove();
      resolve();
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`Cannot load ${src}`));
    };
    document.head.appendChild(script);
  });
}

/** Pages delivered by group scripts that ran, by group id, until their load handler takes them. */
const delivered = new Map<string, GroupPage>();
globals[GROUP_CALLBACK] = (page: GroupPage): void => {
  delivered.set(page.id, page);
};

/** Group pages by script URL (a new build gives a changed group a new URL). */
const cache = new Map<string, Promise<GroupPage>>();

/**
 * Loads a group's {@link GroupPage} by injecting one classic `<script src=asset>`
 * (works over `file://`, no fetch). The promise is cached per script URL; on
 * failure it is dropped from the cache and rejects with a 404 `Response`,
 * which the router shows on its error screen.
 */
export function loadGroup(group: Pick<SidebarGroup, 'id' | 'asset'>): Promise<GroupPage> {
  let pending = cache.get(group.asset);
  if (!pending) {
    pending = new Promise<GroupPage>((resolve, reject) => {
      const script = document.createElement('script');
      const fail = (): void => {
        cache.delete(group.asset);
        script.remove();
        reject(new Response('', { status: 404, statusText: 'Not Found' }));
      };
      script.src = group.asset;
      script.async = true;
      script.onload = () => {
        const page = delivered.get(group.id);
        delivered.delete(group.id);
        script.remove();
        if (page) resolve(page);
        else fail();
      };
      script.onerror = fail;
      document.head.appendChild(script);
    });
    cache.set(group.asset, pending);
  }
  return pending;
}
