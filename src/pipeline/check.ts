/**
 * `check`: load the content and run every rule.
 */
import type { Diagnostic } from '../shared/diagnostics.js';
import { loadAndCheck, type RunOptions, type Timings } from './steps.js';

/** Options of {@link check}: the content folder, working directory, session and time bound of every run. */
export type CheckOptions = Omit<RunOptions, 'changed'>;

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
  const { diagnostics, errors, warnings, timings } = await loadAndCheck(options);
  return { diagnostics, errors, warnings, timings };
}
