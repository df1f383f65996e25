/**
 * How the loads of a session (`./load.ts`) turn text files into their
 * results ({@link reuseOrProcess}): a text the session has seen keeps what
 * was made of it (the same objects); another comes from the document cache
 * by content hash, or is processed (on all cores when many, each file
 * within the time bound).
 */
import { cacheKey } from '../shared/cache.js';
import type { FileFacts } from '../shared/facts.js';
import { JobKind, runJobs } from '../shared/jobs/pool.js';
import type { Session } from '../shared/session.js';
import { CONFIG_FILE, type TextSource } from '../source/discover.js';
import { fromConfigRecord, type ConfigRecord, type WrittenConfigFile } from './config.js';
import { fromRecord, type ParsedDocument } from './documents.js';
import type { ParseJob } from './jobs.js';
import { unprocessableDocument, type DocumentRecord } from './record.js';

/** Processing text files, on workers when many (`./jobs.ts`). */
export const PARSE_JOBS = JobKind.of<typeof import('./jobs.js')>('parse/jobs');

/**
 * Imports the parse stage's processors (unified, yaml, zod: about half a
 * second) ahead of the first job on this thread; the dev server calls it
 * once it serves, so the first edit does not wait for them.
 */
export async function preloadParsers(): Promise<void> {
  await PARSE_JOBS.load();
}

/** What a load made of one text file: the config, or a document; with the file's facts. */
export type FileResult = { config: true; written?: WrittenConfigFile; facts: FileFacts } | ({ config: false } & ParsedDocument);

/** One text file as the last load saw it. */
export interface LoadedFile {
  /** Display path it was loaded under (its facts carry it). */
  file: string;
  /** Path relative to the content folder. */
  rel: string;
  text: string;
  /** Its cache key (`cacheKey`: pamdocs' code, its path and its text). */
  key: string;
  /** Size, times and inode when read from disk, unless it was modified too recently to trust them. */
  stamp?: string;
  result: FileResult;
}

/**
 * What the session makes of `texts`, reused or processed: what the last
 * load made of the same text (`known`, by absolute path: the same objects,
 * from memory), else the record from the document cache (on disk), else
 * processed now (on all cores when many). Resolves with an entry per text,
 * by absolute path. `textKeys`: the cache key of each text when known.
 */
export async function reuseOrProcess(
  known: ReadonlyMap<string, LoadedFile>,
  texts: readonly TextSource[],
  session: Session,
  bound: number,
  textKeys?: readonly string[],
): Promise<{ files: Map<string, LoadedFile>; processed: number }> {
  const entries: (LoadedFile | undefined)[] = texts.map((t) => {
    const last = known.get(t.path);
    return last && last.text === t.text && last.file === t.file ? { ...last } : undefined;
  });
  const todo = entries.flatMap((e, i) => (e === undefined ? [i] : []));
  const cache = session.cache;
  const keys = todo.map((i) => textKeys?.[i] ?? cacheKey(texts[i]!.rel, texts[i]!.text));
  const records = keys.map((key) => cache?.get(key) as DocumentRecord | ConfigRecord | undefined);
  const misses = records.flatMap((r, n) => (r === undefined ? [n] : []));
  const jobOf = ({ rel, text }: TextSource): ParseJob => (rel === CONFIG_FILE ? { type: 'config', text } : { type: 'document', rel, text });
  const fresh = await runJobs(
    PARSE_JOBS,
    misses.map((n) => jobOf(texts[todo[n]!]!)),
    bound,
  );
  misses.forEach((n, j) => {
    records[n] = fresh[j] ?? overrun(texts[todo[n]!]!.rel, bound);
    // A file stopped at the time bound is not cached: it is tried again next run.
    if (fresh[j] !== undefined) cache?.set(keys[n]!, fresh[j]);
  });
  todo.forEach((i, n) => {
    const t = texts[i]!;
    const result: FileResult =
      t.rel === CONFIG_FILE
        ? { config: true, ...fromConfigRecord(records[n] as ConfigRecord, t, keys[n]!) }
        : { config: false, ...fromRecord(records[n] as DocumentRecord, t, keys[n]!) };
    entries[i] = { file: t.file, rel: t.rel, text: t.text, key: keys[n]!, result };
  });
  return { files: new Map(texts.map((t, i) => [t.path, entries[i]!])), processed: misses.length };
}

/** The record of a text file whose processing ran past the time bound (`boundMs`, ms) and was stopped. */
function overrun(rel: string, boundMs: number): DocumentRecord | ConfigRecord {
  const record = unprocessableDocument(rel, `processing it took longer than ${boundMs / 1000} s and was stopped`);
  return rel === CONFIG_FILE ? { facts: record.facts } : record;
}
