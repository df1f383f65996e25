import { useSyncExternalStore } from 'react';
import { SAMPLE_LANGUAGES, type SampleLanguage } from '../../../src/shared/site-model.js';
import { readChoice, storeChoice } from './storage.js';

/** localStorage key of the chosen sample language. */
const LANGUAGE_KEY = 'pamdocs-sample-language';

const listeners = new Set<() => void>();
let chosen: SampleLanguage | undefined;

const read = (): SampleLanguage => (chosen ??= readChoice(LANGUAGE_KEY, SAMPLE_LANGUAGES) ?? SAMPLE_LANGUAGES[0]);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function choose(language: SampleLanguage): void {
  chosen = language;
  storeChoice(LANGUAGE_KEY, language);
  for (const listener of listeners) listener();
}

/** The sample language every endpoint shows and its setter; remembered across pages and reloads. */
export function useSampleLanguage(): [SampleLanguage, (language: SampleLanguage) => void] {
  return [useSyncExternalStore(subscribe, read), choose];
}
