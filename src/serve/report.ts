/**
 * The text `pamdocs serve` prints: where the docs are served after the first
 * build, a line with the problems of each rebuild after a change, and what
 * a rebuild that failed with an internal error leaves. Made here, printed by
 * `src/cli.ts` (as `src/pipeline/report.ts` is for the other runs).
 */
import { formatDiagnostics } from '../check/format.js';
import type { SiteBuild } from '../pipeline/site-build.js';
import { buildReport } from '../pipeline/report.js';
import type { ServeHandle } from './index.js';

/** After the first build of `handle`: its report and any notes on stderr, where the docs are served on stdout. */
export function servingReport(
  handle: ServeHandle,
  asked: { port: number; watch?: boolean },
  cwd: string,
  color: boolean,
): { stderr: string; stdout: string } {
  const moved = handle.port !== asked.port && asked.port !== 0 ? `Port ${asked.port} is in use; using ${handle.port} instead.\n` : '';
  const shown = handle.initial.ok ? '' : 'The browser shows these problems until they are fixed.\n';
  return {
    stderr: `${buildReport(handle.initial, cwd, color)}${moved}${shown}`,
    stdout: `pamdocs is serving the docs at ${handle.url}${asked.watch ? ' (watching for changes)' : ''}\nPress Ctrl-C to stop.\n`,
  };
}

/** The line of a rebuild after the files `changed` (display paths, not empty), with its problems under it (stylish, coloured when `color`). */
export function rebuildReport(result: SiteBuild, changed: readonly string[], color: boolean): string {
  const ms = Object.values(result.timings).reduce((a, b) => a + b, 0);
  const problems = result.errors + result.warnings;
  const line = `${result.ok ? 'rebuilt' : 'not rebuilt'} after ${[...new Set(changed)].join(', ')} in ${Math.round(ms)} ms, ${problems} problem${problems === 1 ? '' : 's'}\n`;
  return problems > 0 ? line + formatDiagnostics(result.diagnostics, 'stylish', { color }) : line;
}

/** What a rebuild after the files `changed` that failed with the internal error `error` leaves; its stack trace when `debug`. */
export function rebuildErrorReport(error: Error, changed: readonly string[], debug: boolean): string {
  const what = changed.length > 0 ? ` after ${[...new Set(changed)].join(', ')}` : '';
  const detail = debug ? `${error.stack ?? ''}\n` : 'Run again with --debug for the stack trace, and report it as a bug.\n';
  return `not rebuilt${what}: internal error: ${error.message}\nThe server keeps serving the last good build.\n${detail}`;
}
