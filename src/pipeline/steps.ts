/**
 * The one pipeline behind `check`, `build` and `serve` (DESIGN.md): load ->
 * check -> assemble -> lay out files. Returns values; never prints or exits.
 */
import { DiskCache, type DocumentCache } from '../shared/cache.js';
import { runChecks } from '../check/run.js';
import { assemble } from '../model/assemble.js';
import { loadContent, type LoadedContent, type LoadOptions } from '../parse/load.js';
import { countBySeverity, type Diagnostic } from '../shared/diagnostics.js';
import type { SiteModel } from '../shared/site-model.js';
import { loadAssets } from '../emit/assets.js';
import { endpointCode } from '../model/code/step.js';
import type { FileMap } from '../emit/site-files.js';

/** Time spent in each phase, in ms. */
export type Timings = Record<string, number>;

/** The content loaded and checked. */
export interface Checked {
  content: LoadedContent;
  /** The document cache the load used, if any; later steps keep their own sections in it. */
  cache?: DocumentCache;
  /** Saves what later steps added to the cache when the pipeline opened it (the on-disk cache); else does nothing. */
  persist(): Promise<void>;
  /** The load's time bound per file, in ms, for the steps after it (see {@link LoadOptions.fileTimeBoundMs}). */
  fileTimeBoundMs?: number;
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
export async function loadAndCheck(
  dir: string,
  cwd = process.cwd(),
  options: CacheOption & Pick<LoadOptions, 'readText' | 'changed' | 'fileTimeBoundMs'> = {},
): Promise<Checked> {
  const timings: Timings = {};
  const cache = options.cache === undefined ? await DiskCache.open(dir, cwd) : options.cache || undefined;
  const load: LoadOptions = {
    ...(cache ? { cache } : {}),
    ...(options.readText ? { readText: options.readText } : {}),
    ...(options.changed ? { changed: options.changed } : {}),
    ...(options.fileTimeBoundMs ? { fileTimeBoundMs: options.fileTimeBoundMs } : {}),
  };
  const content = await timed(timings, 'load', () => loadContent(dir, cwd, load));
  const diagnostics = await timed(timings, 'check', () => runChecks(content));
  const persist = async () => {
    if (cache instanceof DiskCache && options.cache === undefined) await cache.save();
  };
  await persist();
  const bound = options.fileTimeBoundMs ? { fileTimeBoundMs: options.fileTimeBoundMs } : {};
  return { content, ...(cache ? { cache } : {}), persist, ...bound, diagnostics, ...countBySeverity(diagnostics), timings };
}

/** An assembled site model with the content assets it references, or the errors that stopped it. */
export type Rendered = { ok: true; model: SiteModel; assets: FileMap } | { ok: false; diagnostics: Diagnostic[] };

/**
 * Makes the endpoints' code (samples and highlighted examples, from the
 * cache's `code` section when unchanged) and assembles the site model of
 * checked content; not ok when an endpoint's code could not be made.
 * @throws Error when the content has no valid config (callers check errors first).
 */
export async function render(checked: Checked): Promise<Rendered> {
  const { content } = checked;
  const loaded = content.config;
  if (!loaded) throw new Error('Cannot render content without a valid pamdocs.yaml');
  const assets = await loadAssets(content.assets);
  const { code, diagnostics } = await timed(checked.timings, 'code', () => endpointCode(content.documents, checked.cache?.section('code'), checked.fileTimeBoundMs));
  await checked.persist();
  if (diagnostics.length > 0) return { ok: false, diagnostics };
  const model = await timed(checked.timings, 'assemble', () => assemble(loaded.config, content.documents, { assetUrl: (rel) => assets.url(rel), code }));
  return { ok: true, model, assets: assets.files };
}
