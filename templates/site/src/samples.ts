import { useEffect, useState, useSyncExternalStore } from 'react';
import { SAMPLES_RUNTIME, type SamplesRuntime } from '../../../src/shared/page-protocol.js';
import { loadScript, useIndex } from './data.js';
import { readText, storeChoice } from './storage.js';

/** localStorage key of the chosen sample language. */
const LANGUAGE_KEY = 'pamdocs-sample-language';

const listeners = new Set<() => void>();
let chosen: string | undefined;

const read = (): string => (chosen ??= readText(LANGUAGE_KEY) ?? 'curl');

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function choose(language: string): void {
  chosen = language;
  storeChoice(LANGUAGE_KEY, language);
  for (const listener of listeners) listener();
}

/**
 * The sample language every endpoint shows (a target id of
 * `sample-targets.ts`, or a written sample's tab key) and its setter;
 * remembered across pages and reloads.
 */
export function useSampleLanguage(): [string, (language: string) => void] {
  return [useSyncExternalStore(subscribe, read, () => 'curl'), choose];
}

/** The samples runtime once loaded, shared by every card; undefined until then. */
let loaded: SamplesRuntime | undefined;
let loading: Promise<SamplesRuntime> | undefined;

/**
 * The samples runtime once `wanted` (its block near the viewport: `useNear`)
 * and its script has loaded (once per page); undefined before. Code far
 * below the reader costs nothing: each block waits until it comes near,
 * even once the runtime is there.
 */
export function useSamplesRuntime(wanted: boolean): SamplesRuntime | undefined {
  const src = useIndex().assets.samplesRuntime;
  const [runtime, setRuntime] = useState(loaded);
  useEffect(() => {
    if (!wanted || runtime) return;
    let live = true;
    loading ??= loadScript(src, () => (window as unknown as Record<string, SamplesRuntime>)[SAMPLES_RUNTIME]!);
    loading.then(
      (made) => {
        loaded = made;
        if (live) setRuntime(made);
      },
      () => {
        loading = undefined; // a failed load is tried again by the next block
      },
    );
    return () => void (live = false);
  }, [wanted, runtime, src]);
  return wanted ? runtime : undefined;
}
