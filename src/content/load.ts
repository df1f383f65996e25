/**
 * Loads a content folder: discovers its files and turns each into a
 * document, from the cache when its text is unchanged, else by processing
 * it. Broken files become diagnostics; the rest still load.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { cacheKey, type DocumentCache } from '../cache/documents.js';
import { fromConfigRecord, type LoadedConfig } from '../config/load.js';
import type { ConfigRecord } from '../config/process.js';
import type { Diagnostic } from '../diagnostics.js';
import { CONFIG_FILE, discover, displayPath, readSource, UnreadableFile, type Source } from './discover.js';
import { fromRecord, type ContentDocument } from './documents.js';
import { canParallelize, processInWorkers, type Job } from './parallel.js';
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

/**
 * An SVG is a document that can run script when opened on its own (on a host
 * without the site's CSP), so SVG assets may hold no script, event handler,
 * `javascript:` URL or foreign object. Rule id: `content/unsafe-svg`.
 */
async function svgProblems(svg: Source): Promise<Diagnostic[]> {
  const text = await readFile(svg.path, 'utf8').catch(() => '');
  const m = /<script\b|\son[a-z]+\s*=|javascript:|<foreignObject\b|<iframe\b|<embed\b|<object\b/i.exec(text);
  if (!m) return [];
  const before = text.slice(0, m.index);
  return [
    {
      file: svg.file,
      line: before.split('\n').length,
      column: m.index - before.lastIndexOf('\n'),
      severity: 'error',
      rule: 'content/unsafe-svg',
      message: `The SVG contains \`${m[0].trim()}\`; SVG assets may hold no script, event handler, javascript: URL or embedded document`,
    },
  ];
}

/** A problem with how pamdocs was called (exit code 2), not with the content. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Options of {@link loadContent}. */
export interface LoadOptions {
  /** Processed files by content hash; default: none (every file is processed). */
  cache?: DocumentCache;
  /** Reads a file's text; the dev server passes one that remembers unchanged files. Default: read from disk. */
  readText?: (source: Source) => Promise<string>;
}

/**
 * Processes files that the cache did not have: on worker threads when they
 * are many, else here. The processing modules (zod, yaml, unified) are
 * imported only when there is something to process.
 */
async function processAll(jobs: Job[]): Promise<unknown[]> {
  if (jobs.length === 0) return [];
  if (canParallelize(jobs.length)) {
    try {
      return await processInWorkers(jobs);
    } catch {
      // A worker could not start or died: process on this thread instead.
    }
  }
  const [{ processDocument }, { processConfig }] = await Promise.all([import('./process.js'), import('../config/process.js')]);
  return jobs.map((job) => (job.config ? processConfig(job.text) : processDocument(job.rel, job.text)));
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
  // Read every text file, take what the cache has, then process the rest (on all cores when many).
  const textSources: Source[] = [];
  for (const source of sources) {
    if (source === configSource || source.rel.endsWith('.md')) textSources.push(source);
    else assets.set(source.rel, source);
  }
  const read = options.readText;
  const readable = await Promise.all(
    textSources.map(async (s) => {
      try {
        return read ? { ...s, text: await read(s) } : await readSource(s);
      } catch (error) {
        if (!(error instanceof UnreadableFile)) throw error;
        diagnostics.push({ file: s.file, line: error.line, column: error.column, severity: 'error', rule: error.rule, message: error.message });
        return undefined;
      }
    }),
  );
  const texts = readable.filter((t) => t !== undefined);
  await Promise.all([...assets.values()].filter((a) => /\.svg$/i.test(a.rel)).map(async (svg) => diagnostics.push(...(await svgProblems(svg)))));
  const keys = texts.map((t) => cacheKey(t.rel, t.text));
  const records: unknown[] = keys.map((key) => cache?.get(key));
  const misses = records.flatMap((r, i) => (r === undefined ? [i] : []));
  const jobs: Job[] = misses.map((i) => ({ rel: texts[i]!.rel, text: texts[i]!.text, config: texts[i]!.rel === CONFIG_FILE }));
  const fresh = await processAll(jobs);
  misses.forEach((i, n) => {
    records[i] = fresh[n];
    cache?.set(keys[i]!, fresh[n]);
  });

  let config: LoadedConfig | undefined;
  texts.forEach((text, i) => {
    if (text.rel === CONFIG_FILE) {
      const result = fromConfigRecord(records[i] as ConfigRecord, text);
      config = result.loaded;
      diagnostics.push(...result.diagnostics);
    } else {
      const result = fromRecord(records[i] as DocumentRecord, text);
      if (result.document) documents.push(result.document);
      diagnostics.push(...result.diagnostics);
    }
  });
  documents.sort((a, b) => (a.rel < b.rel ? -1 : 1));
  const markdown = sources.flatMap((s) => (s.rel.endsWith('.md') ? [s.rel] : []));
  return { root: abs, cwd, ...(config ? { config } : {}), documents, markdown, assets, diagnostics, processed: jobs.length };
}
