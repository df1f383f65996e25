/**
 * `check`: load the content and run every rule; a run whose inputs are the
 * last run's gives its diagnostics again (`./replay.ts`).
 */
import { countBySeverity, type Diagnostic } from '../shared/diagnostics.js';
import { Replays } from './replay.js';
import { checkFolder, loadFolder, resultOptions, timed, type RunOptions, type Timings } from './steps.js';

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
  const folder = await loadFolder(options);
  const { content, session, timings } = folder;
  const replays = folder.owned ? Replays.of(content.root, content.cwd) : undefined;
  const key = replays && (await Replays.key(content, session, resultOptions(options)));
  const replayed = key === undefined ? undefined : await timed(timings, 'replay', () => replays!.find(key));
  if (replayed) return { diagnostics: replayed.diagnostics, ...countBySeverity(replayed.diagnostics), timings };
  const { diagnostics, errors, warnings, content: checked } = await checkFolder(folder, false);
  if (key !== undefined) await replays!.keep(key, checked.watched, diagnostics);
  return { diagnostics, errors, warnings, timings };
}
