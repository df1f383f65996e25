/**
 * Loads a content folder: discovers its files and turns each into a
 * document, from the cache when its text is unchanged, else by processing
 * it. Broken files become diagnostics; the rest still load.
 */
import { statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { cacheKey, type DocumentCache } from '../cache/documents.js';
import { fromConfigRecord, type LoadedConfig } from '../config/load.js';
import type { ConfigRecord } from '../config/process.js';
import type { Diagnostic } from '../diagnostics.js';
import { CONFIG_FILE, discover, displayPath, readSource, UnreadableFile, type Source, type TextSource } from './discover.js';
import { fromRecord, type ContentDocument, type ParsedDocument } from './documents.js';
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
  /**
   * Reads a file's text (a string when it is known at once); the dev server
   * passes one that remembers unchanged files. Default: read from disk, or
   * with a cache, the text the last load with that cache read when the
   * file's size, times and inode are unchanged.
   */
  readText?: (source: Source) => string | Promise<string>;
}

/** What a load made of one text file: the config, or a document; with the file's own diagnostics. */
type FileResult = { config: true; loaded?: LoadedConfig; diagnostics: Diagnostic[] } | ({ config: false } & ParsedDocument);

/** One text file as the last load with the same cache saw it. */
interface Remembered {
  /** Display path it was loaded under (diagnostics carry it). */
  file: string;
  text: string;
  /** Size, times and inode when read from disk, unless it was modified too recently to trust them. */
  stamp?: string;
  result: FileResult;
}

/**
 * What loads with one long-lived cache (the dev server's, a library caller's
 * MemoryCache) remember per absolute path, so a reload skips reading,
 * hashing and rebuilding the documents of unchanged files; unchanged files
 * then keep their document objects, which later steps memoize on.
 */
const remembered = new WeakMap<DocumentCache, Map<string, Remembered>>();

/**
 * A file whose modification time is this close to when it was read may be
 * modified again within the same timestamp tick (coarse clocks, FAT's 2 s),
 * so its stamp is not trusted: it is read again next time.
 */
const RACY_MS = 3000;

/** Size, modification and change times (ns) and inode of a file, or undefined when it cannot be stat'ed. */
function stampOf(file: string): { stamp: string; mtimeMs: number } | undefined {
  try {
    const s = statSync(file, { bigint: true });
    return { stamp: `${s.size}:${s.mtimeNs}:${s.ctimeNs}:${s.ino}`, mtimeMs: Number(s.mtimeMs) };
  } catch {
    return undefined;
  }
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
  const memo = cache ? (remembered.get(cache) ?? new Map<string, Remembered>()) : undefined;
  if (cache && memo) remembered.set(cache, memo);
  const stamps = new Map<string, string>();
  const unreadable = (s: Source, error: unknown): undefined => {
    if (!(error instanceof UnreadableFile)) throw error;
    diagnostics.push({ file: s.file, line: error.line, column: error.column, severity: 'error', rule: error.rule, message: error.message });
    return undefined;
  };
  /** The remembered text of a file unchanged on disk since the last load (same stamp). */
  const unchanged = (s: Source): string | undefined => {
    const entry = memo?.get(s.path);
    return entry?.stamp !== undefined && stampOf(s.path)?.stamp === entry.stamp ? entry.text : undefined;
  };
  const fromDisk = async (s: Source): Promise<TextSource> => {
    if (!memo) return readSource(s);
    const now = Date.now();
    const stamp = stampOf(s.path);
    const text = await readSource(s);
    if (stamp && stamp.mtimeMs < now - RACY_MS) stamps.set(s.path, stamp.stamp);
    return text;
  };
  // Texts known without waiting are taken as they are; only real reads are awaited.
  const readings = textSources.map((s): TextSource | undefined | Promise<TextSource | undefined> => {
    try {
      const text = read ? read(s) : unchanged(s);
      if (typeof text === 'string') return { ...s, text };
      return (text ? text.then((t) => ({ ...s, text: t })) : fromDisk(s)).catch((error: unknown) => unreadable(s, error));
    } catch (error) {
      return unreadable(s, error);
    }
  });
  await Promise.all(readings.flatMap((r, i) => (r instanceof Promise ? [r.then((t) => (readings[i] = t))] : [])));
  const texts = readings.filter((t): t is TextSource => t !== undefined && !(t instanceof Promise));
  await Promise.all([...assets.values()].filter((a) => /\.svg$/i.test(a.rel)).map(async (svg) => diagnostics.push(...(await svgProblems(svg)))));
  // What the last load made of the same text is reused as it is; the rest comes from the cache or is processed.
  const entries: (Remembered | undefined)[] = texts.map((t) => {
    const known = memo?.get(t.path);
    if (!known || known.text !== t.text || known.file !== t.file) return undefined;
    const stamp = stamps.get(t.path);
    return stamp === undefined || stamp === known.stamp ? known : { ...known, stamp };
  });
  const todo = entries.flatMap((r, i) => (r === undefined ? [i] : []));
  const keys = todo.map((i) => cacheKey(texts[i]!.rel, texts[i]!.text));
  const records: unknown[] = keys.map((key) => cache?.get(key));
  const misses = records.flatMap((r, n) => (r === undefined ? [n] : []));
  const jobs: Job[] = misses.map((n) => {
    const text = texts[todo[n]!]!;
    return { rel: text.rel, text: text.text, config: text.rel === CONFIG_FILE };
  });
  const fresh = await processAll(jobs);
  misses.forEach((n, j) => {
    records[n] = fresh[j];
    cache?.set(keys[n]!, fresh[j]);
  });
  todo.forEach((i, n) => {
    const text = texts[i]!;
    const stamp = stamps.get(text.path);
    const result: FileResult =
      text.rel === CONFIG_FILE
        ? { config: true, ...fromConfigRecord(records[n] as ConfigRecord, text) }
        : { config: false, ...fromRecord(records[n] as DocumentRecord, text) };
    entries[i] = { file: text.file, text: text.text, result, ...(stamp ? { stamp } : {}) };
  });

  let config: LoadedConfig | undefined;
  for (const entry of entries) {
    const result = entry!.result;
    if (result.config) config = result.loaded;
    else if (result.document) documents.push(result.document);
    for (const d of result.diagnostics) diagnostics.push(d);
  }
  if (memo) {
    memo.clear();
    texts.forEach((t, i) => memo.set(t.path, entries[i]!));
  }
  documents.sort((a, b) => (a.rel < b.rel ? -1 : 1));
  const markdown = sources.flatMap((s) => (s.rel.endsWith('.md') ? [s.rel] : []));
  return { root: abs, cwd, ...(config ? { config } : {}), documents, markdown, assets, diagnostics, processed: jobs.length };
}
