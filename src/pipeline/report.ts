/**
 * The text the command line prints about a run: its diagnostics and a one-line
 * summary. Made here, printed by `src/cli.ts`.
 */
import { formatDiagnostics } from '../check/format.js';
import { displayPath } from '../source/discover.js';
import { REDIRECT_PAGE } from '../shared/page-protocol.js';
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
  return `${problems}${signInNote(result, cwd)}Built ${plural(stats.endpoints, 'endpoint')} in ${plural(stats.groups, 'group')}, ${plural(stats.entities, 'entity', 'entities')}${where} in ${Math.round(total)} ms (${phases})\n`;
}

/**
 * What a team registers with its OAuth 2 provider when the site has a
 * sign-in redirect page (docs/guides/site.md, Signing in): its URL, relative to
 * where the site is published; '' when it has none.
 */
function signInNote(result: BuildResult | SiteBuild, cwd: string): string {
  const has = 'outDir' in result ? result.files.includes(REDIRECT_PAGE) : result.files.has(REDIRECT_PAGE);
  if (!has) return '';
  const written = 'outDir' in result ? `${displayPath(result.outDir, cwd)}/${REDIRECT_PAGE}` : REDIRECT_PAGE;
  return [
    `Try it signs readers in with OAuth 2: register the redirect page ${written} with the provider,`,
    `at the URL where the site is published (\`${REDIRECT_PAGE}\` beside index.html, e.g. https://docs.example.com/${REDIRECT_PAGE}).\n`,
  ].join(' ');
}
