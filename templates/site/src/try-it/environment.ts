/**
 * The environment a reader chose (pamdocs.yaml `tryIt.environments`, docs/guides/site.md:
 * The Try it console), shared by the consoles and the request samples of an
 * API: switched in a console, it changes the server, its variables and the
 * default parameter values of both. Remembered for the tab (sessionStorage:
 * a name, no secret). Lives in the docs script, which hands it to the
 * console script, so both read one state.
 */
import { useSyncExternalStore } from 'react';
import type { TryIt, TryItEnvironment } from '../../../../src/shared/site-model.js';

const chosen = new Map<string, string>();
const listeners = new Set<() => void>();

/** sessionStorage key of the environment chosen for API `name`. */
const keyOf = (name: string): string => `${name}:environment`;

function chosenName(name: string): string | undefined {
  if (!chosen.has(name)) {
    try {
      chosen.set(name, sessionStorage.getItem(keyOf(name)) ?? '');
    } catch {
      chosen.set(name, '');
    }
  }
  return chosen.get(name) || undefined;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The environment the reader chose for `tryIt`'s API (its first until they choose), undefined without environments; and the setter. */
export function useEnvironment(tryIt: TryIt | undefined): [TryItEnvironment | undefined, (name: string) => void] {
  const name = tryIt?.storageName ?? '';
  const current = useSyncExternalStore(
    subscribe,
    () => chosenName(name),
    () => undefined,
  );
  const environments = tryIt?.environments ?? [];
  const environment = environments.find((e) => e.name === current) ?? environments[0];
  const choose = (next: string): void => {
    chosen.set(name, next);
    try {
      sessionStorage.setItem(keyOf(name), next);
    } catch {
      // Blocked storage: the choice holds for this page.
    }
    for (const listener of listeners) listener();
  };
  return [environment, choose];
}
