/**
 * The one pipeline behind `check`, `build` and `serve` (DESIGN.md): load ->
 * check -> assemble and render -> lay out files. Returns values; never prints
 * or exits.
 */
import { runChecks } from './check/run.js';
import { assemble } from './content/assemble.js';
import { loadContent, type LoadedContent } from './content/load.js';
import { countBySeverity, type Diagnostic } from './diagnostics.js';
import type { SiteModel } from './model.js';
import { createMarkdownRenderer, type MarkdownRenderer } from './render/markdown.js';
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

/**
 * Loads and checks a content folder.
 * @throws UsageError when the folder does not exist.
 */
export async function loadAndCheck(dir: string, cwd = process.cwd()): Promise<Checked> {
  const timings: Timings = {};
  const content = await timed(timings, 'load', () => loadContent(dir, cwd));
  const diagnostics = await timed(timings, 'check', () => runChecks(content));
  return { content, diagnostics, ...countBySeverity(diagnostics), timings };
}

/** A rendered site model with the content assets it references. */
export interface Rendered {
  model: SiteModel;
  assets: FileMap;
}

/**
 * Assembles and renders the site model of checked content.
 * @throws Error when the content has no valid config (callers check errors first).
 */
export async function render(checked: Checked): Promise<Rendered> {
  const { content } = checked;
  const loaded = content.config;
  if (!loaded) throw new Error('Cannot render content without a valid pamdocs.yaml');
  const assets = await loadAssets(content.assets);
  let renderer: MarkdownRenderer | undefined;
  const model = await timed(checked.timings, 'render', () =>
    assemble(loaded.config, content.documents, {
      render: (doc, stats) => (renderer ??= createMarkdownRenderer(stats))(doc.body, { rel: doc.rel, assetUrl: (rel) => assets.url(rel) }),
      assetUrl: (rel) => assets.url(rel),
    }),
  );
  return { model, assets: assets.files };
}
