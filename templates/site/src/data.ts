import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import type { SidebarGroup, SiteIndex } from '../../../src/shared/page-protocol.js';
import { DATA_CALLBACK, INDEX_GLOBAL } from '../../../src/shared/page-protocol.js';

/** The page's globals, where the data scripts deliver (read when used: the landing is also rendered on Node, where there is no window). */
const globals = (): Record<string, unknown> => window as unknown as Record<string, unknown>;

/** The index in use; replaced in place by a live update from `pamdocs serve --watch`. */
let current: SiteIndex | undefined;
const listeners = new Set<() => void>();

/**
 * The {@link SiteIndex} the index script assigned to `window[INDEX_GLOBAL]`
 * (or the one {@link provideIndex} gave).
 * @throws Error when the index script did not run (missing or broken asset)
 */
export function getIndex(): SiteIndex {
  if (current) return current;
  const value = globals()[INDEX_GLOBAL];
  if (!value || typeof value !== 'object') {
    throw new Error(`Site index not loaded: window.${INDEX_GLOBAL} is missing`);
  }
  return (current = value as SiteIndex);
}

/**
 * The current index, re-rendering the component when a live update replaces
 * it. The index is also the server snapshot: the pre-rendered landing was
 * rendered from the same index, so hydration reads it too.
 */
export function useIndex(): SiteIndex {
  return useSyncExternalStore(subscribe, getIndex, getIndex);
}

/** Makes `index` current and re-renders the components that read it (a live update; the landing's render on Node). */
export function provideIndex(index: SiteIndex): void {
  current = index;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The group whose route is `/<segment>`, if any. */
export function findGroup(index: SiteIndex, segment: string | undefined): SidebarGroup | undefined {
  return index.groups.find((g) => g.route === `/${segment ?? ''}`);
}

/** The data key of a group's script (see `DATA_CALLBACK` in the model). */
export const groupKey = (group: Pick<SidebarGroup, 'id'>): string => `group:${group.id}`;

/** Number of the latest live update: an older one that finishes later is dropped. */
let latestUpdate = 0;

/**
 * Makes a new index current (a live update): the one given, or the one the
 * script at `src` delivers; components re-render in place. `open`, the new
 * script of the group on screen, loads at the same time, so the page can
 * show it without a second round trip. When updates overlap, only the
 * latest one is applied, whatever order their scripts arrive in.
 * @throws Error when the index script fails to load
 */
export async function replaceIndex(src: string, open?: Pick<SidebarGroup, 'id' | 'asset'>, given?: SiteIndex): Promise<void> {
  const update = ++latestUpdate;
  let index: SiteIndex;
  try {
    [index] = await Promise.all([
      // The value is taken in the script's load event, which fires right after that script ran.
      given ?? loadScript(src, () => globals()[INDEX_GLOBAL] as SiteIndex),
      open ? loadData(groupKey(open), open.asset).catch(() => undefined) : undefined,
    ]);
  } catch (error) {
    // A newer update is under way: this one's failure does not matter.
    if (update !== latestUpdate) return;
    throw error;
  }
  if (update !== latestUpdate) return;
  globals()[INDEX_GLOBAL] = index;
  provideIndex(index);
}

/**
 * Runs a classic script by URL (works over `file://`, where fetch does not);
 * resolves with what `read` returns in its load event (right after it ran).
 */
export function loadScript<T = void>(src: string, read?: () => T): Promise<T> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      script.remove();
      resolve(read ? read() : (undefined as T));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`Cannot load ${src}`));
    };
    document.head.appendChild(script);
  });
}

/** A data script that did not load or did not deliver its payload; shown as "404 Not Found". */
export class NotFoundError extends Error {
  constructor() {
    super('404 Not Found');
    this.name = 'NotFoundError';
  }
}

/** Payloads delivered by data scripts that ran, by key, until their loader takes them. */
const delivered = new Map<string, unknown>();

/** Installs `window[DATA_CALLBACK]`, through which data scripts deliver their payloads; main.tsx calls it before anything loads. */
export function receiveData(): void {
  globals()[DATA_CALLBACK] = (key: string, payload: unknown): void => {
    delivered.set(key, payload);
  };
}

/** A data script's load: the promise, and the payload once it has arrived, so a render can use it at once. */
interface Load {
  promise: Promise<unknown>;
  arrived?: { payload: unknown };
}

/** Loads by script URL (a new build gives changed data a new URL). */
const loads = new Map<string, Load>();

/** The payload of the data script at `asset` if it has arrived. */
const arrivedAt = (asset: string | null): { payload: unknown } | undefined => (asset === null ? undefined : loads.get(asset)?.arrived);

/** The payload of the data script at `asset` if it has arrived (loaded before, or carried by a live update), else undefined. */
export const arrivedData = <T>(asset: string): T | undefined => arrivedAt(asset)?.payload as T | undefined;

/** Takes the payload of the data script at `asset` as delivered (a live update carried it), so it is not loaded. */
export function provideData(asset: string, payload: unknown): void {
  if (!loads.has(asset)) loads.set(asset, { promise: Promise.resolve(payload), arrived: { payload } });
}

/**
 * Loads the data script at `asset`, which delivers the payload for `key`
 * through `window[DATA_CALLBACK]`. The promise is cached per URL; on failure
 * it is dropped from the cache and rejects with a {@link NotFoundError}.
 */
export function loadData<T>(key: string, asset: string): Promise<T> {
  let load = loads.get(asset);
  if (!load) {
    const started: Load = {
      promise: loadScript(asset).then(
        () => {
          const payload = delivered.get(key);
          delivered.delete(key);
          if (payload === undefined) throw new NotFoundError();
          started.arrived = { payload };
          return payload;
        },
        () => {
          throw new NotFoundError();
        },
      ),
    };
    started.promise.catch(() => loads.delete(asset));
    loads.set(asset, (load = started));
  }
  return load.promise as Promise<T>;
}

/** State of {@link useData}: the last payload (kept while a newer one loads), the error, and whether a load is running. */
export interface DataState<T> {
  value: T | undefined;
  error: unknown;
  pending: boolean;
}

/**
 * Loads a data script while the component is shown and re-renders with its
 * payload; a new `asset` (another group, or a live update) loads again while
 * the previous payload stays on screen. `asset` null loads nothing.
 * `transition`: render the payload as a transition (in slices; for big pages
 * that no `?scroll=` waits for).
 */
export function useData<T>(key: string, asset: string | null, transition = false): DataState<T> {
  const [state, setState] = useState<DataState<T> & { asset: string | null }>({
    value: undefined,
    error: undefined,
    pending: asset !== null,
    asset: null,
  });
  // A payload that has already arrived (a live update carried it, or it was loaded before) shows in this render.
  const arrived = state.asset !== asset ? arrivedAt(asset) : undefined;
  useEffect(() => {
    if (asset === null) return;
    const known = arrivedAt(asset);
    if (known) {
      setState((s) => (s.asset === asset ? s : { value: known.payload as T, error: undefined, pending: false, asset }));
      return;
    }
    let live = true;
    setState((s) => (s.asset === asset && !s.error ? s : { ...s, pending: true }));
    const arrive = (next: DataState<T>): void => {
      if (!live) return;
      if (transition) startTransition(() => setState({ ...next, asset }));
      else setState({ ...next, asset });
    };
    loadData<T>(key, asset).then(
      (value) => arrive({ value, error: undefined, pending: false }),
      (error: unknown) => arrive({ value: undefined, error, pending: false }),
    );
    return () => {
      live = false;
    };
  }, [key, asset, transition]);
  return arrived ? { value: arrived.payload as T, error: undefined, pending: false } : state;
}
