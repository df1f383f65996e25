/**
 * The one pipeline behind `check`, `build` and `serve` (DESIGN.md): load ->
 * check -> assemble -> lay out files. Returns values; never prints or exits.
 */
import { DiskCache, type DocumentCache } from './cache/documents.js';
import { runChecks } from './check/run.js';
import { assemble } from './content/assemble.js';
import { loadContent, type LoadedContent, type LoadOptions } from './content/load.js';
import { countBySeverity, type Diagnostic } from './diagnostics.js';
import type { SiteModel } from './model.js';
import { loadAssets } from './build/assets.js';
import type { FileMap } from './build/site-files.js';

/** Time spent in each phase, in ms. */
export type Timings = Record<string, number>;

/** The content loaded and checked. */
export interface Checked {
  content: LoadedContent;
  diagnostics: Diagnostic[];
  errors: number;
  warnings: number;
  timings: Timings;
}

/** Measures `fn` into `timings[name]` (ms). */
export async function timed<T>(timings: Timings, name: string, fn: () => T | Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await fn();
  } finally {
    timings[name] = Math.round((performance.now() - start) * 10) / 10;
  }
}

/** Which document cache a run uses. */
export interface CacheOption {
  /**
   * A cache to use (the dev server keeps one), `false` for none, or by
   * default the on-disk cache of the content folder (see {@link DiskCache.open}).
   */
  cache?: DocumentCache | false;
}

/**
 * Loads and checks a content folder, with the document cache.
 * @throws UsageError when the folder does not exist.
 */
export async function loadAndCheck(dir: string, cwd = process.cwd(), options: CacheOption & Pick<LoadOptions, 'readText'> = {}): Promise<Checked> {
  const timings: Timings = {};
  const cache = options.cache === undefined ? await DiskCache.open(dir, cwd) : options.cache || undefined;
  const load: LoadOptions = { ...(cache ? { cache } : {}), ...(options.readText ? { readText: options.readText } : {}) };
  const content = await timed(timings, 'load', () => loadContent(dir, cwd, load));
  const diagnostics = await timed(timings, 'check', () => runChecks(content));
  if (cache instanceof DiskCache && options.cache === undefined) await cache.save();
  return { content, diagnostics, ...countBySeverity(diagnostics), timings };
}

/** An assembled site model with the content assets it references. */
export interface Rendered {
  model: SiteModel;
  assets: FileMap;
}

/**
 * Assembles the site model of checked content.
 * @throws Error when the content has no valid config (callers check errors first).
 */
export async function render(checked: Checked): Promise<Rendered> {
  const { content } = checked;
  const loaded = content.config;
  if (!loaded) throw new Error('Cannot render content without a valid pamdocs.yaml');
  const assets = await loadAssets(content.assets);
  const model = await timed(checked.timings, 'assemble', () => assemble(loaded.config, content.documents, { assetUrl: (rel) => assets.url(rel) }));
  return { model, assets: assets.files };
}
