/**
 * `check`: load the content and run every rule; a run whose inputs are the
 * last run's gives its diagnostics again (`./replay.ts`) before loading any stage.
 */
import { countBySeverity, type Diagnostic } from '../shared/diagnostics.js';
import { lookUpReplay } from './replay.js';
import { resultOptions, type RunOptions, type Timings } from './run-options.js';

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
  const timings: Timings = {};
  // A run of its own may give the last run's diagnostics again.
  const lookup = options.session === undefined ? await lookUpReplay('check', options, resultOptions(options), timings) : undefined;
  const replayed = lookup?.found;
  if (replayed) return { diagnostics: replayed.diagnostics, ...countBySeverity(replayed.diagnostics), timings };
  // The stages load only for a run of its own.
  const { checkFolder, loadFolder } = await import('./steps.js');
  const folder = await loadFolder(options, lookup?.read, timings);
  const { diagnostics, errors, warnings, content: checked } = await checkFolder(folder, false);
  if (lookup?.key !== undefined) await lookup.replays.keep(lookup.key, lookup.stamps, checked.watched, diagnostics);
  return { diagnostics, errors, warnings, timings };
}
