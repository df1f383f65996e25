/**
 * A site built in memory: the content checked and, only when it has no
 * errors, laid out as files ({@link buildFiles}). What `build` writes
 * (`./build.ts`) and what `serve` serves.
 */
import type { LoadedContent } from '../parse/load.js';
import type { ReadFolder } from '../parse/read-folder.js';
import { cacheDir, codeFingerprint } from '../shared/cache.js';
import { contentKey } from '../shared/session.js';
import type { Diagnostic } from '../shared/diagnostics.js';
import type { SiteModel, SiteStats } from '../shared/site-model.js';
import { timed, type RunOptions, type Timings } from './run-options.js';
import { checkFolder, loadFolder, render, type LoadedFolder } from './steps.js';
import { bundleTemplate, type TemplateBundle } from '../emit/bundle.js';
import { siteFiles, type DataScripts, type FileMap, type SiteFilesOptions } from '../emit/site-files.js';

/** Options of {@link buildFiles}. */
export interface BuildFilesOptions extends RunOptions {
  /** Scripts appended to index.html after the app (used by `serve --watch`). */
  extraScripts?: string[];
  /** A template bundle to reuse instead of bundling again (the dev server keeps one). */
  bundle?: Promise<TemplateBundle>;
  /** Registers the derived files (made from the whole model) here, to be made on request (see {@link SiteFilesOptions.lazy}). */
  lazy?: Map<string, () => string>;
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
  /** Absolute paths of the OpenAPI documents the site is made of and the files their `$ref`s read, in the content folder or not: the dev server follows their saves. */
  watched: string[];
  /** What the site holds (absent when `ok` is false). */
  stats?: SiteStats;
}

/**
 * Checks the content and lays out the site in memory (what `serve` serves).
 * `read`: the folder as already read (`readFolder`; not read again).
 * `timings`: where the phases are measured (ms).
 * @throws UsageError when the content folder is missing.
 */
export async function buildFiles(options: BuildFilesOptions = {}, read?: ReadFolder, timings: Timings = {}): Promise<SiteBuild> {
  const bundle = startBundle(options);
  return buildFolder(await loadFolder(options, read, timings), options, bundle);
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
      ...(options.lazy ? { lazy: { files: options.lazy, version: modelInputsKey(checked.content, rendered.assets) } } : {}),
    }),
  );
  // The landing rendered into index.html is kept in the document cache too.
  await checked.persist();
  // A complete build: what the session keeps in memory for the next is what this one used.
  checked.session.dropUnused();
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
