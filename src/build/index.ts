/**
 * `build`: check the content, and only when it has no errors, render it and
 * write the site atomically.
 */
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import type { SiteModel } from '../model.js';
import { loadAndCheck, render, timed, type CacheOption, type Timings } from '../pipeline.js';
import { cacheDir } from '../cache/documents.js';
import { bundleTemplate, type TemplateBundle } from './bundle.js';
import { siteFiles } from './site-files.js';
import { writeAtomically } from './write.js';

/** Options of {@link build}. */
export interface BuildOptions extends CacheOption {
  /** Content folder. Default: `content`, relative to `cwd`. */
  dir?: string;
  /** Output folder. Default: `site`, relative to `cwd`. */
  out?: string;
  /** Working directory for relative paths. Default: `process.cwd()`. */
  cwd?: string;
  /** Scripts appended to index.html after the app (used by `serve --watch`). */
  extraScripts?: string[];
  /** A template bundle to reuse instead of bundling again (the dev server keeps one). */
  bundle?: Promise<TemplateBundle>;
}

/** What {@link build} did. */
export interface BuildResult {
  /** True when the site was written. False when the content has errors: nothing was written. */
  ok: boolean;
  /** Absolute output folder. */
  outDir: string;
  /** Files written, relative to `outDir`; empty when `ok` is false. */
  files: string[];
  diagnostics: Diagnostic[];
  errors: number;
  warnings: number;
  /** The model that was written, when `ok`. */
  model?: SiteModel;
  /** ms per phase: load, check, render, bundle, write. */
  timings: Timings;
}

/**
 * Builds the site.
 * @throws UsageError when the content folder is missing or the output folder may not be replaced.
 */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const cwd = options.cwd ?? process.cwd();
  const outDir = path.resolve(cwd, options.out ?? 'site');
  const bundle = options.bundle ?? bundleTemplate({ cacheDir: cacheDir(cwd) });
  bundle.catch(() => undefined);
  const checked = await loadAndCheck(options.dir ?? 'content', cwd, options);
  const base = { outDir, diagnostics: checked.diagnostics, errors: checked.errors, warnings: checked.warnings, timings: checked.timings };
  if (checked.errors > 0) return { ...base, ok: false, files: [] };
  const rendered = await render(checked);
  const template = await timed(checked.timings, 'bundle', () => bundle);
  const files = siteFiles(rendered.model, template, rendered.assets, { extraScripts: options.extraScripts ?? [] });
  await timed(checked.timings, 'write', () => writeAtomically(outDir, files));
  return { ...base, ok: true, files: [...files.keys()].sort(), model: rendered.model };
}
