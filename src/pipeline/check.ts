/**
 * `check`: load the content and run every rule.
 */
import type { Diagnostic } from '../shared/diagnostics.js';
import type { LoadOptions } from '../parse/load.js';
import { loadAndCheck, type CacheOption, type Timings } from './steps.js';

/** Options of {@link check}. */
export interface CheckOptions extends CacheOption, Pick<LoadOptions, 'fileTimeBoundMs'> {
  /** Content folder. Default: `content`, relative to `cwd`. */
  dir?: string;
  /** Working directory; diagnostics name files relative to it. Default: `process.cwd()`. */
  cwd?: string;
}

/** What {@link check} found. */
export interface CheckResult {
  /** Sorted by file, line and column. */
  diagnostics: Diagnostic[];
  errors: number;
  warnings: number;
  /** ms per phase: load, check. */
  timings: Timings;
}

/**
 * Checks a content folder. Bad content never throws: it is reported.
 * @throws UsageError when the content folder does not exist.
 */
export async function check(options: CheckOptions = {}): Promise<CheckResult> {
  const { diagnostics, errors, warnings, timings } = await loadAndCheck(options.dir ?? 'content', options.cwd ?? process.cwd(), options);
  return { diagnostics, errors, warnings, timings };
}
