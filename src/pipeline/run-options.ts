/**
 * What every run of the pipeline (`check`, `build`, `serve`) is given and
 * measures: its options, the options that change its result, and its
 * timings. Loaded before a run knows whether it will be given again
 * (`./replay.ts`), so it imports no stage.
 */
import type { LoadOptions } from '../parse/load.js';
import type { Session } from '../shared/session.js';

/** Time spent in each phase, in ms. */
export type Timings = Record<string, number>;

/** Options of every run of the pipeline. */
export interface RunOptions extends Pick<LoadOptions, 'changed' | 'fileTimeBoundMs'> {
  /** Content folder. Default: `content`, relative to `cwd`. */
  dir?: string;
  /** Working directory; diagnostics name files relative to it. Default: `process.cwd()`. */
  cwd?: string;
  /**
   * The session to run in (the dev server keeps one for its life). Default:
   * a fresh one with the on-disk document cache of the content folder
   * (`DiskCache.open`), saved when the run ends.
   */
  session?: Session;
}

/** Measures `fn` into `timings[name]` (ms). */
export async function timed<T>(timings: Timings, name: string, fn: () => T | Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await fn();
  } finally {
    timings[name] = Math.round((performance.now() - start) * 10) / 10;
  }
}

/** The inputs that change a run's result besides the files: the time bound. */
export const resultOptions = (options: RunOptions) => ({ fileTimeBoundMs: options.fileTimeBoundMs ?? null });
