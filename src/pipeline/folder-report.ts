/**
 * The text the command line prints about a run that writes a content folder
 * (`pamdocs init`, `pamdocs init --from`, `pamdocs import`): on stderr, its
 * diagnostics and what it wrote or why it wrote nothing; on stdout, the
 * command to run next. Made here, printed by `src/cli.ts` (as `./report.ts`
 * is for the other runs).
 */
import { formatDiagnostics } from '../check/format.js';
import type { Diagnostic } from '../shared/diagnostics.js';
import { displayPath } from '../source/discover.js';
import type { ImportResult } from './import.js';
import type { InitFromResult, InitResult } from './init.js';
import { plural } from './report.js';

/** What to print about a run that writes a content folder, and whether it exits clean. */
export interface FolderReport {
  /** For stderr: the diagnostics, then what was written or why nothing was. */
  stderr: string;
  /** For stdout: what to run next; '' when nothing was written. */
  stdout: string;
  /** Whether the run exits 0 (else 1, content errors). */
  ok: boolean;
}

/** `diagnostics` as the stylish format prints them, or '' when there are none. */
const problems = (diagnostics: readonly Diagnostic[], color: boolean): string =>
  diagnostics.length > 0 ? formatDiagnostics(diagnostics, 'stylish', { color }) : '';

/** The argument of `pamdocs serve` for the folder `dir` as given, shown as `shown`: none for the default folder. */
const serveArg = (dir: string, shown: string): string => (dir === 'content' ? '' : ` ${shown}`);

/** A folder that was not written because `spec` has `errors`: `verb` says what was not done (`Not imported`). */
const notWritten = (found: string, verb: string, spec: string, errors: number): FolderReport => ({
  stderr: `${found}${verb}: \`${spec}\` has ${plural(errors, 'error')}. Nothing was written.\n`,
  stdout: '',
  ok: false,
});

/** What `pamdocs import` of `spec` into the folder `dir` (as given) did, with display paths relative to `cwd`. */
export function importReport(result: ImportResult, spec: string, dir: string, cwd: string, color: boolean): FolderReport {
  const found = problems(result.diagnostics, color);
  if (!result.written) return notWritten(found, 'Not imported', spec, result.errors);
  const shown = displayPath(result.outDir, cwd);
  const { operations, groups, entities } = result.stats;
  const ms = Object.values(result.timings).reduce((a, b) => a + b, 0);
  return {
    stderr: `${found}Imported ${plural(operations, 'operation')} in ${plural(groups, 'group')}, ${plural(entities, 'entity', 'entities')} from ${spec} -> ${shown}/ (${plural(result.files.length, 'file')}) in ${Math.round(ms)} ms\n`,
    stdout: `Next: npx pamdocs serve${serveArg(dir, shown)} --watch\n`,
    ok: result.ok,
  };
}

/** What `pamdocs init --from spec` into the folder `dir` (as given) did, with display paths relative to `cwd`. */
export function initFromReport(result: InitFromResult, spec: string, dir: string, cwd: string, color: boolean): FolderReport {
  const found = problems(result.diagnostics, color);
  if (!result.written) return notWritten(found, 'Not created', spec, result.errors);
  const shown = displayPath(result.dir, cwd);
  return {
    stderr: `${found}Created ${shown}/, which reads ${spec} on every run (nothing is copied from it):\n${result.files.map((f) => `  ${shown}/${f}\n`).join('')}`,
    stdout: `Next: npx pamdocs serve${serveArg(dir, shown)} --watch   (then edit ${spec}; the browser follows)\n`,
    ok: result.ok,
  };
}

/** What `pamdocs init` into the folder `dir` (as given) wrote, with display paths relative to `cwd`. */
export function initReport(result: InitResult, dir: string, cwd: string): FolderReport {
  const shown = displayPath(result.dir, cwd);
  return {
    stderr: `Created ${shown}/ with a starter site:\n${result.files.map((f) => `  ${shown}/${f}\n`).join('')}`,
    stdout: `Next: npx pamdocs serve${serveArg(dir, shown)} --watch   (then edit the files; the browser follows)\n`,
    ok: true,
  };
}
