/**
 * Loads a content folder: discovers its files and turns each into a
 * document, from the cache when its text is unchanged, else by processing
 * it. Broken files become diagnostics; the rest still load.
 */
import { statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { cacheKey, type DocumentCache } from '../shared/cache.js';
import { fromConfigRecord, type ConfigRecord, type LoadedConfig } from './config.js';
import type { Diagnostic } from '../shared/diagnostics.js';
import { UsageError } from '../shared/errors.js';
import { CONFIG_FILE, discover, displayPath, readSource, UnreadableFile, type Source, type TextSource } from '../source/discover.js';
import { fromRecord, type ContentDocument, type ParsedDocument } from './documents.js';
import { runJobs, type JobKind } from '../shared/jobs/pool.js';
import type { ParseJob } from './jobs.js';
import { FILE_TIME_BOUND_MS } from '../shared/jobs/bounded.js';
import { unprocessableDocument, type DocumentRecord } from './process-document.js';

/** Processing text files, on workers when many (`./jobs.ts`). */
const PARSE_JOBS: JobKind<ParseJob, DocumentRecord | ConfigRecord> = {
  module: new URL('./jobs.js', import.meta.url),
  load: () => import('./jobs.js'),
};

/**
 * Imports the parse stage's processors (unified, yaml, zod: about half a
 * second) ahead of the first job on this thread; the dev server calls it
 * once it serves, so the first edit does not wait for them.
 */
export async function preloadParsers(): Promise<void> {
  await PARSE_JOBS.load();
}

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
  /**
   * Absolute paths of the only files that may have changed since the last
   * load with the same `cache`, when no file or folder was added or removed
   * (the dev server knows from its watcher). The load then reads and
   * processes just these and takes everything else from that last load.
   * A path the last load did not read as text makes it a full load.
   */
  changed?: ReadonlySet<string>;
  /**
   * How long processing one file may run, in ms, before it is stopped and
   * reported as `content/unprocessable` on that file. Default: 5000
   * (`FILE_TIME_BOUND_MS`).
   */
  fileTimeBoundMs?: number;
}

/** What a load made of one text file: the config, or a document; with the file's own diagnostics. */
type FileResult = { config: true; loaded?: LoadedConfig; diagnostics: Diagnostic[] } | ({ config: false } & ParsedDocument);

/** One text file as the last load with the same cache saw it. */
interface Remembered {
  /** Display path it was loaded under (diagnostics carry it). */
  file: string;
  /** Path relative to the content folder. */
  rel: string;
  text: string;
  /** Size, times and inode when read from disk, unless it was modified too recently to trust them. */
  stamp?: string;
  result: FileResult;
}

/** What loads with one cache remember: each text file, and the last load. */
interface Memory {
  /** Text files by absolute path, in content-relative path order. */
  files: Map<string, Remembered>;
  /** The last load, and its diagnostics that belong to no text file's result (missing config, unreadable files, SVG assets). */
  last?: { content: LoadedContent; other: Diagnostic[] };
}

/**
 * What loads with one long-lived cache (the dev server's, a library caller's
 * MemoryCache) remember, so a reload skips reading, hashing and rebuilding
 * the documents of unchanged files; unchanged files then keep their
 * document objects, which later steps memoize on.
 */
const remembered = new WeakMap<DocumentCache, Memory>();

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
 * Loads the content folder `root`.
 * @throws UsageError when `root` does not exist or is not a folder.
 */
export async function loadContent(root: string, cwd = process.cwd(), options: LoadOptions = {}): Promise<LoadedContent> {
  const abs = path.resolve(cwd, root);
  const info = await stat(abs).catch(() => undefined);
  if (!info?.isDirectory()) {
    throw new UsageError(`Cannot find the content folder \`${displayPath(abs, cwd)}\`${info ? ' (it is a file)' : ''}`);
  }
  const cache = options.cache;
  const memory = cache ? (remembered.get(cache) ?? { files: new Map<string, Remembered>() }) : undefined;
  if (cache && memory) remembered.set(cache, memory);
  if (cache && memory?.last?.content.root === abs && memory.last.content.cwd === cwd && options.changed) {
    const reloaded = await reloadChanged(memory, options.changed, cache, options);
    if (reloaded) return reloaded;
  }
  const sources = await discover(abs, cwd);
  const diagnostics: Diagnostic[] = [];
  const assets = new Map<string, Source>();

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
  const memo = memory?.files;
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
  /** Reads a file (synchronously: ten times faster than promise reads for thousands of small files). */
  const fromDisk = (s: Source): TextSource => {
    if (!memo) return readSource(s);
    const now = Date.now();
    const stamp = stampOf(s.path);
    const text = readSource(s);
    if (stamp && stamp.mtimeMs < now - RACY_MS) stamps.set(s.path, stamp.stamp);
    return text;
  };
  // Texts known without waiting are taken as they are; only a caller's asynchronous reads are awaited.
  const readings = textSources.map((s): TextSource | undefined | Promise<TextSource | undefined> => {
    try {
      const text = read ? read(s) : unchanged(s);
      if (typeof text === 'string') return { ...s, text };
      return text ? text.then((t) => ({ ...s, text: t })).catch((error: unknown) => unreadable(s, error)) : fromDisk(s);
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
  const made = await processTexts(
    todo.map((i) => texts[i]!),
    cache,
    options.fileTimeBoundMs,
  );
  todo.forEach((i, n) => {
    const stamp = stamps.get(texts[i]!.path);
    entries[i] = { ...made.entries[n]!, ...(stamp ? { stamp } : {}) };
  });
  const files = new Map(texts.map((t, i) => [t.path, entries[i]!]));
  const markdown = sources.flatMap((s) => (s.rel.endsWith('.md') ? [s.rel] : []));
  const content = compose({ root: abs, cwd, markdown, assets, processed: made.processed }, files.values(), diagnostics);
  if (memory) {
    memory.files = files;
    memory.last = { content, other: diagnostics };
  }
  return content;
}

/**
 * Processes texts the last load did not see (from the cache by content
 * hash, else on all cores), into what the load remembers of them.
 */
async function processTexts(
  texts: readonly TextSource[],
  cache: DocumentCache | undefined,
  boundMs = FILE_TIME_BOUND_MS,
): Promise<{ entries: Remembered[]; processed: number }> {
  const keys = texts.map((t) => cacheKey(t.rel, t.text));
  const records: unknown[] = keys.map((key) => cache?.get(key));
  const misses = records.flatMap((r, n) => (r === undefined ? [n] : []));
  const jobs = misses.map((n): ParseJob => {
    const text = texts[n]!;
    return text.rel === CONFIG_FILE ? { type: 'config', text: text.text } : { type: 'document', rel: text.rel, text: text.text };
  });
  const fresh = await runJobs(PARSE_JOBS, jobs, boundMs);
  misses.forEach((n, j) => {
    const record = fresh[j] ?? overrun(texts[n]!.rel, boundMs);
    records[n] = record;
    // A file stopped at the time bound is not cached: it is tried again next run.
    if (fresh[j] !== undefined) cache?.set(keys[n]!, record);
  });
  const entries = texts.map((text, n): Remembered => {
    const result: FileResult =
      text.rel === CONFIG_FILE
        ? { config: true, ...fromConfigRecord(records[n] as ConfigRecord, text) }
        : { config: false, ...fromRecord(records[n] as DocumentRecord, text, keys[n]!) };
    return { file: text.file, rel: text.rel, text: text.text, result };
  });
  return { entries, processed: jobs.length };
}

/** The record of a text file whose processing ran past the file time bound and was stopped. */
function overrun(rel: string, boundMs: number): DocumentRecord | ConfigRecord {
  const reason = `processing it took longer than ${boundMs / 1000} s and was stopped`;
  const record = unprocessableDocument(rel, reason);
  return rel === CONFIG_FILE ? { diagnostics: record.diagnostics, positions: {} } : record;
}

/**
 * The content of the text files `entries` (in content-relative path order,
 * so the documents are too) with the diagnostics of no single text file (`other`).
 */
function compose(
  base: Pick<LoadedContent, 'root' | 'cwd' | 'markdown' | 'assets' | 'processed'>,
  entries: Iterable<Remembered>,
  other: readonly Diagnostic[],
): LoadedContent {
  let config: LoadedConfig | undefined;
  const documents: ContentDocument[] = [];
  const diagnostics = [...other];
  for (const { result } of entries) {
    if (result.config) config = result.loaded;
    else if (result.document) documents.push(result.document);
    for (const d of result.diagnostics) diagnostics.push(d);
  }
  return { ...base, ...(config ? { config } : {}), documents, diagnostics };
}

/**
 * A load after edits of known text files only (see {@link LoadOptions.changed}):
 * the changed files are read and processed, the rest is the last load's.
 * Undefined when a full load is needed: a changed path that was no text
 * file of the last load, or one that cannot be read now.
 */
async function reloadChanged(
  memory: Memory,
  changed: ReadonlySet<string>,
  cache: DocumentCache,
  { readText: read, fileTimeBoundMs }: Pick<LoadOptions, 'readText' | 'fileTimeBoundMs'>,
): Promise<LoadedContent | undefined> {
  const last = memory.last!;
  const edited: TextSource[] = [];
  for (const file of changed) {
    const known = memory.files.get(file);
    if (!known) return undefined;
    const source: Source = { path: file, rel: known.rel, file: known.file };
    let text: string;
    try {
      text = read ? await read(source) : readSource(source).text;
    } catch {
      return undefined;
    }
    if (text !== known.text) edited.push({ ...source, text });
  }
  const made = await processTexts(edited, cache, fileTimeBoundMs);
  const files = new Map(memory.files);
  edited.forEach((t, i) => files.set(t.path, made.entries[i]!));
  const { root, cwd, markdown, assets } = last.content;
  const content = compose({ root, cwd, markdown, assets, processed: made.processed }, files.values(), last.other);
  memory.files = files;
  memory.last = { content, other: last.other };
  return content;
}
