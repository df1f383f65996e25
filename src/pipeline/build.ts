/**
 * `build`: check the content and, only when it has no errors, lay out the
 * site (`./site-build.ts`, in memory) and write it atomically. A build whose
 * inputs are the last build's writes that build's site again
 * (`./replay.ts`) before loading any stage: the stages load only for a
 * build of its own.
 */
import path from 'node:path';
import { templateKey } from '../emit/bundle.js';
import { countBySeverity } from '../shared/diagnostics.js';
import { writeAtomically } from '../emit/write.js';
import type { SiteBuild, BuildFilesOptions } from './site-build.js';
import { lookUpReplay } from './replay.js';
import { resultOptions, timed, type Timings } from './run-options.js';

/** Options of {@link build}. */
export interface BuildOptions extends BuildFilesOptions {
  /** Output folder. Default: `site`, relative to `cwd`. */
  out?: string;
  /**
   * Whether a build whose inputs are the last build's writes that build's
   * site again without building (`./replay.ts`; its result then has no
   * `model`). Default: true.
   */
  replay?: boolean;
}

/** What {@link build} did. */
export interface BuildResult extends Omit<SiteBuild, 'files' | 'scripts'> {
  /** True when the site was written. False when the content has errors: nothing was written. */
  ok: boolean;
  /** Absolute output folder. */
  outDir: string;
  /** Files written, relative to `outDir`; empty when `ok` is false. */
  files: string[];
}

/**
 * Builds the site into `out`, replacing it as a whole. A build whose inputs
 * are the last build's writes that build's site again (`./replay.ts`).
 * @throws UsageError when the content folder is missing or the output folder may not be replaced.
 */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const outDir = path.resolve(options.cwd ?? process.cwd(), options.out ?? 'site');
  const timings: Timings = {};
  // A run of its own may give the last run's site again. The site is the template's too: another template is another build.
  const replayable = options.session === undefined && options.replay !== false && !options.extraScripts;
  const lookup = replayable
    ? await lookUpReplay('build', options, { ...resultOptions(options), template: await templateKey() }, timings)
    : undefined;
  const replayed = lookup?.found;
  if (replayed?.site) {
    await timed(timings, 'write', () => writeAtomically(outDir, lookup!.replays.siteCopier(replayed)));
    return {
      ok: true,
      diagnostics: replayed.diagnostics,
      ...countBySeverity(replayed.diagnostics),
      timings,
      watched: replayed.read.map(([file]) => file),
      stats: replayed.site.stats,
      outDir,
      files: [...replayed.site.files].sort(),
    };
  }
  const { buildFiles } = await import('./site-build.js');
  const { scripts: _scripts, ...site } = await buildFiles(options, lookup?.read, timings);
  if (site.ok) await timed(site.timings, 'write', () => writeAtomically(outDir, site.files));
  const files = [...site.files.keys()].sort();
  if (lookup?.key !== undefined) {
    const kept = site.ok ? { dir: outDir, files, stats: site.stats! } : undefined;
    await lookup.replays.keep(lookup.key, lookup.stamps, site.watched, site.diagnostics, kept);
  }
  return { ...site, outDir, files };
}
