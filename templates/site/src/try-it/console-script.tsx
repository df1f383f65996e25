/**
 * The Try it console script: split off the app like the docs script
 * (`src/emit/split-bundle.ts`), shipped only by a site with `tryIt` and
 * loaded when a reader first opens a console (`./TryIt.tsx`), so no other
 * page pays for it. It delivers the console through `window[DATA_CALLBACK]`.
 */
import { DATA_CALLBACK, TRY_IT_KEY } from '../../../../src/shared/page-protocol.js';
import { Console } from './Console.js';

/** What the console script delivers. */
export const consoleScript = { Console };

/** The console script's payload. */
export type ConsoleScript = typeof consoleScript;

(window as unknown as Record<string, (key: string, payload: unknown) => void>)[DATA_CALLBACK]!(TRY_IT_KEY, consoleScript);
