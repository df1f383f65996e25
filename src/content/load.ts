/**
 * Loads a content folder: discovers its files and turns each into a
 * document, from the cache when its text is unchanged, else by processing
 * it. Broken files become diagnostics; the rest still load.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { cacheKey, type DocumentCache } from '../cache/documents.js';
import { fromConfigRecord, type LoadedConfig } from '../config/load.js';
import type { ConfigRecord } from '../config/process.js';
import type { Diagnostic } from '../diagnostics.js';
import { CONFIG_FILE, discover, displayPath, readSource, type Source, type TextSource } from './discover.js';
import { fromRecord, type ContentDocument } from './documents.js';
import type { DocumentRecord } from './process.js';

/** Everything read from a content folder. */
export interface LoadedContent {
  /** Absolute path of the content folder. */
  root: string;
  /** The working directory that display paths are relative to. */
  cwd: string;
  /** Undefined when `pamdocs.yaml` is missing or invalid. */
  config?: LoadedConfig;
  documents: ContentDocument[];
  /**
   * Content-relative paths of every Markdown file found, valid or not, so a
   * broken file is reported as broken and not also as missing.
   */
  markdown: string[];
  /** Non-Markdown files (images and other assets), by content-relative path. */
  assets: Map<string, Source>;
  diagnostics: Diagnostic[];
  /** How many Markdown and config files were processed (the rest came from the cache). */
  processed: number;
}

/** A problem with how pamdocs was called (exit code 2), not with the content. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Options of {@link loadContent}. */
export interface LoadOptions {
  /** Processed files by content hash; default: none (every file is processed). */
  cache?: DocumentCache;
}

/** The processing functions, imported on the first cache miss only (they pull in zod, yaml and unified). */
async function processors() {
  const [{ processDocument }, { processConfig }] = await Promise.all([import('./process.js'), import('../config/process.js')]);
  return { processDocument, processConfig };
}

/**
 * Loads the content folder `root`.
 * @throws UsageError when `root` does not exist or is not a folder.
 */
export async function loadContent(root: string, cwd = process.cwd(), options: LoadOptions = {}): Promise<LoadedContent> {
  const abs = path.resolve(cwd, root);
  const info = await stat(abs).catch(() => undefined);
  if (!info?.isDirectory()) {
    throw new UsageError(`Cannot find the content folder \`${displayPath(abs, cwd)}\`${info ? ' (it is a file)' : ''}`);
  }
  const sources = await discover(abs, cwd);
  const diagnostics: Diagnostic[] = [];
  const documents: ContentDocument[] = [];
  const assets = new Map<string, Source>();
  const cache = options.cache;
  let processing: ReturnType<typeof processors> | undefined;
  let processed = 0;
  /** The record of a text file, from the cache or processed now. */
  const recordOf = async <T>(source: TextSource, run: (p: Awaited<ReturnType<typeof processors>>) => T): Promise<T> => {
    const key = cacheKey(source.rel, source.text);
    const hit = cache?.get(key) as T | undefined;
    if (hit) return hit;
    const record = run(await (processing ??= processors()));
    processed++;
    cache?.set(key, record);
    return record;
  };

  let config: LoadedConfig | undefined;
  const configSource = sources.find((s) => s.rel === CONFIG_FILE);
  if (!configSource) {
    diagnostics.push({
      file: displayPath(path.join(abs, CONFIG_FILE), cwd),
      line: 1,
      column: 1,
      severity: 'error',
      rule: 'config/missing',
      message: `Cannot find \`${CONFIG_FILE}\` in the content folder`,
      hint: 'Create it with the site title and the inventory of groups and endpoints (see the README, Content format).',
    });
  }
  await Promise.all(
    sources.map(async (source) => {
      if (source === configSource) {
        const text = await readSource(source);
        const result = fromConfigRecord(await recordOf<ConfigRecord>(text, (p) => p.processConfig(text.text)), text);
        config = result.loaded;
        diagnostics.push(...result.diagnostics);
      } else if (source.rel.endsWith('.md')) {
        const text = await readSource(source);
        const result = fromRecord(await recordOf<DocumentRecord>(text, (p) => p.processDocument(text.rel, text.text)), text);
        if (result.document) documents.push(result.document);
        diagnostics.push(...result.diagnostics);
      } else {
        assets.set(source.rel, source);
      }
    }),
  );
  documents.sort((a, b) => (a.rel < b.rel ? -1 : 1));
  const markdown = sources.flatMap((s) => (s.rel.endsWith('.md') ? [s.rel] : []));
  return { root: abs, cwd, ...(config ? { config } : {}), documents, markdown, assets, diagnostics, processed };
}
