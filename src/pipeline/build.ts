/**
 * `build`: check the content and, only when it has no errors, lay out the
 * site ({@link buildFiles}, in memory) and write it atomically.
 */
import path from 'node:path';
import type { LoadedContent } from '../parse/load.js';
import { cacheDir, codeFingerprint } from '../shared/cache.js';
import { contentKey } from '../shared/session.js';
import { countBySeverity, type Diagnostic } from '../shared/diagnostics.js';
import type { SiteModel, SiteStats } from '../shared/site-model.js';
import { lookUpReplay } from './replay.js';
import { checkFolder, loadFolder, render, resultOptions, timed, type LoadedFolder, type RunOptions, type Timings } from './steps.js';
import { bundleTemplate, templateKey, type TemplateBundle } from '../emit/bundle.js';
import { siteFiles, type DataScripts, type FileMap, type SiteFilesOptions } from '../emit/site-files.js';
import { writeAtomically } from '../emit/write.js';

/** Options of {@link buildFiles}. */
export interface BuildFilesOptions extends RunOptions {
  /** Scripts appended to index.html after the app (used by `serve --watch`). */
  extraScripts?: string[];
  /** A template bundle to reuse instead of bundling again (the dev server keeps one). */
  bundle?: Promise<TemplateBundle>;
  /** Registers the derived files (made from the whole model) to be made on request (see {@link SiteFilesOptions.lazy}). */
  lazy?: SiteFilesOptions['lazy'];
}

/** A site laid out in memory. */
export interface SiteBuild {
  /** True when the content has no errors; otherwise `files` is empty. */
  ok: boolean;
  /** Output files by path relative to the site root. */
  files: FileMap;
  diagnostics: Diagnostic[];
  errors: number;
  warnings: number;
  model?: SiteModel;
  /** The index and group scripts among `files`, with their payloads (absent when `ok` is false). */
  scripts?: DataScripts;
  /** ms per phase: load, openapi, check, code, assemble, changelog (versions of an API), bundle, files (and write, for `build`). */
  timings: Timings;
  /** Absolute paths of the files outside the content folder the site is made of (OpenAPI documents): the dev server watches them. */
  watched: string[];
  /** What the site holds (absent when `ok` is false). */
  stats?: SiteStats;
}

/**
 * Checks the content and lays out the site in memory (what `serve` serves).
 * @throws UsageError when the content folder is missing.
 */
export async function buildFiles(options: BuildFilesOptions = {}): Promise<SiteBuild> {
  const bundle = startBundle(options);
  return buildFolder(await loadFolder(options), options, bundle);
}

/** The template bundle of a build: the caller's, or one started now (from the prebundled template or the cache). */
function startBundle(options: BuildFilesOptions): Promise<TemplateBundle> {
  const bundle = options.bundle ?? bundleTemplate({ cacheDir: cacheDir(options.cwd ?? process.cwd()) });
  bundle.catch(() => undefined);
  return bundle;
}

/** Checks a loaded folder and lays out its site in memory. */
async function buildFolder(folder: LoadedFolder, options: BuildFilesOptions, bundle: Promise<TemplateBundle>): Promise<SiteBuild> {
  const checked = await checkFolder(folder);
  const base = {
    diagnostics: checked.diagnostics,
    errors: checked.errors,
    warnings: checked.warnings,
    timings: checked.timings,
    watched: checked.content.watched,
  };
  if (checked.errors > 0) return { ...base, ok: false, files: new Map() };
  const rendered = await render(checked);
  const template = await timed(checked.timings, 'bundle', () => bundle);
  const { files, scripts } = await timed(checked.timings, 'files', () =>
    siteFiles(rendered.model, template, rendered.assets, checked.session, {
      keys: rendered.keys,
      content: checked.content,
      assetUrl: rendered.assetUrl,
      extraScripts: options.extraScripts ?? [],
      inputsKey: modelInputsKey(checked.content, rendered.assets),
      ...(options.lazy ? { lazy: options.lazy } : {}),
    }),
  );
  // The landing rendered into index.html is kept in the document cache too.
  await checked.persist();
  // A complete build: what the session keeps in memory for the next is what this one used.
  checked.session.settle();
  return { ...base, ok: true, files, scripts, model: rendered.model, stats: rendered.model.stats };
}

/**
 * A key of everything a site model is made from: pamdocs' code, the config,
 * every document's text and path (its cache key), and the content assets
 * the model references (their names carry content hashes). Two builds with
 * the same key make the same model, so the same derived files. SHA-256, hex.
 */
export function modelInputsKey(content: LoadedContent, assets: FileMap): string {
  // The documents' keys (fixed-length hashes) joined at once: one part, not one part per document.
  const documents = content.documents.map((doc) => doc.key).join(':');
  return contentKey(codeFingerprint(), JSON.stringify(content.config?.config ?? null), documents, ...assets.keys());
}

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
  const folder = await loadFolder(options, lookup?.read, timings);
  const { scripts: _scripts, ...site } = await buildFolder(folder, options, startBundle(options));
  if (site.ok) await timed(site.timings, 'write', () => writeAtomically(outDir, site.files));
  const files = [...site.files.keys()].sort();
  if (lookup?.key !== undefined) {
    const kept = site.ok ? { dir: outDir, files, stats: site.stats! } : undefined;
    await lookup.replays.keep(lookup.key, lookup.stamps, site.watched, site.diagnostics, kept);
  }
  return { ...site, outDir, files };
}
