/**
 * The text the command line prints about a run: its diagnostics and a one-line
 * summary. Made here, printed by `src/cli.ts`.
 */
import { formatDiagnostics } from '../check/format.js';
import { displayPath } from '../source/discover.js';
import type { BuildResult } from './build.js';
import type { SiteBuild } from './site-build.js';

/** `n` and the noun, in the plural (`many`, default `<one>s`) unless `n` is 1. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * A build's diagnostics (stylish, coloured when `color`) and its summary line,
 * with times per phase in ms; `serve` passes an in-memory build (no output folder).
 */
export function buildReport(result: BuildResult | SiteBuild, cwd: string, color: boolean): string {
  const problems = result.diagnostics.length > 0 ? formatDiagnostics(result.diagnostics, 'stylish', { color }) : '';
  if (!result.ok) {
    return `${problems}${
      'outDir' in result
        ? [
            `Build stopped: the content has ${plural(result.errors, 'error')}.`,
            `Nothing was written; \`${displayPath(result.outDir, cwd)}\` is unchanged.\n`,
          ].join(' ')
        : `The content has ${plural(result.errors, 'error')}.\n`
    }`;
  }
  const stats = result.stats!;
  const t = result.timings;
  const total = Object.values(t).reduce((a, b) => a + b, 0);
  const phases = Object.entries(t)
    .map(([k, v]) => `${k} ${Math.round(v)} ms`)
    .join(', ');
  const where = 'outDir' in result ? ` -> ${displayPath(result.outDir, cwd)}/ (${plural(result.files.length, 'file')})` : '';
  return `${problems}Built ${plural(stats.endpoints, 'endpoint')} in ${plural(stats.groups, 'group')}, ${plural(stats.entities, 'entity', 'entities')}${where} in ${Math.round(total)} ms (${phases})\n`;
}
