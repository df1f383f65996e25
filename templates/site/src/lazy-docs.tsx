/**
 * The app's side of the docs script (docs.tsx): the API reference's screens
 * as lazy components, the script loaded once, when one is first rendered,
 * when a deep link opens (main.tsx), or when the landing is idle, so that a
 * click from the landing finds them there.
 */
import { lazy, Suspense, useSyncExternalStore, type ComponentProps, type ComponentType } from 'react';
import { DOCS_KEY } from '../../../src/shared/page-protocol.js';
import { getIndex, loadData } from './data.js';
import type { Docs } from './docs.js';
import { Loading } from './Loading.js';

/**
 * Loads the docs script (once; again after a failure).
 * @throws NotFoundError (rejects) when the script does not load
 */
export const loadDocs = (): Promise<Docs> => loadData<Docs>(DOCS_KEY, getIndex().assets.docs);

/** Loads the docs script when the browser is next idle (at once where it cannot tell); a failure shows when a screen needs it. */
export function prefetchDocs(): void {
  const load = (): void => void loadDocs().catch(() => undefined);
  if (window.requestIdleCallback) window.requestIdleCallback(load);
  else window.setTimeout(load, 0);
}

/** The screen `name` of the docs script as a lazy component: it suspends until the script is there. */
function lazyScreen<K extends keyof Docs>(name: K) {
  return lazy(() => loadDocs().then((docs) => ({ default: docs[name] as ComponentType<ComponentProps<Docs[K]>> })));
}

/** The screens of the docs script; the router renders them inside its Suspense boundary. */
export const GroupRoute = lazyScreen('GroupRoute');
export const GuideRoute = lazyScreen('GuideRoute');
export const SchemasRoute = lazyScreen('SchemasRoute');
export const ErrorsRoute = lazyScreen('ErrorsRoute');
export const ChangelogRoute = lazyScreen('ChangelogRoute');
const LazyEntityList = lazyScreen('EntityList');

const noSubscription = (): (() => void) => () => undefined;

/**
 * The entity list on a landing page. The landing is also rendered on Node
 * and hydrated, where nothing may suspend: there, and while hydrating, it is
 * the loading line; after that, the list from the docs script.
 */
export function EntityListSlot() {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!hydrated) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <LazyEntityList />
    </Suspense>
  );
}
