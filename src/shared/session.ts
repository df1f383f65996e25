/**
 * The state of the runs of one caller: `check` and `build` make a session
 * per run; the dev server keeps one for its whole life, and its rebuilds
 * follow each other in it.
 *
 * What a stage makes is kept in one cache, by content: under a key made
 * of the cache keys of its inputs ({@link contentKey}; a file's key is a
 * hash of pamdocs' code, its path and its text), in a section the stage
 * declares ({@link cacheSection}). A `disk` section lives in the document
 * cache (`DiskCache`: on disk across runs; a library caller may pass a
 * `MemoryCache`); a `memory` section is kept only by a session that runs
 * follow (the dev server's), and holds what is not worth a disk write (an
 * endpoint assembled, its JSON). Every stage reads and writes its sections
 * the same way in every run: a first build finds nothing, a later one finds
 * what an earlier one made for the same inputs.
 *
 * Besides the cache, a session holds state owned by a stage that outlives
 * one call ({@link SessionKey}): the loader's last texts, a live OpenAPI
 * document's reads, the landing's renderers.
 */
import { createHash } from 'node:crypto';
import { MemoryCache, type DocumentCache } from './cache.js';

/** One piece of session state: a name (for debugging) and how to make it empty. Declared once by the stage that keeps it. */
export interface SessionKey<T> {
  readonly name: string;
  create(): T;
}

/** Declares session state named `name`, made empty by `create` on first use in each session. */
export function sessionKey<T>(name: string, create: () => T): SessionKey<T> {
  return { name, create };
}

/**
 * A section of the session's cache: its name, and where it is kept. `disk`:
 * in the document cache (values must be JSON); `memory`: in the session,
 * when runs follow in it, else nowhere.
 */
export interface CacheSection {
  readonly name: string;
  readonly store: 'disk' | 'memory';
}

/** Declares the cache section `name`, kept in `store`. */
export function cacheSection(name: string, store: CacheSection['store']): CacheSection {
  return { name, store };
}

/** Characters from which {@link contentKey} hashes a part on its own rather than joined with the others. */
const LARGE_PART = 64 * 1024;

/**
 * The key of what is made from `parts` (the cache keys of the inputs, and
 * any setting that changes the output): SHA-256 of the parts, each after
 * its length (so no two lists of parts share a key), hex (64 characters).
 */
export function contentKey(...parts: readonly string[]): string {
  // Small parts are joined and hashed in one update (an update per part costs more than the hashing of a
  // large model's short parts); a large one (an OpenAPI document's text) is hashed as it is, never copied.
  const hash = createHash('sha256');
  let text = '';
  for (const part of parts) {
    text += `${part.length}:`;
    if (part.length < LARGE_PART) text += part;
    else {
      hash.update(text).update(part);
      text = '';
    }
  }
  return hash.update(text).digest('hex');
}

/**
 * The key of what is made from inputs that all have content keys already
 * (64 hex digits each; '' for an input that is absent): the keys joined, with
 * no hashing, as a key read once per endpoint on every rebuild must cost
 * little.
 */
export function joinedKey(...keys: readonly string[]): string {
  return keys.join(':');
}

/** Options of a {@link Session}. */
export interface SessionOptions {
  /** The document cache, which keeps processed files and the `disk` sections (on disk across runs, or in memory); none: files are processed each run, and the `disk` sections are kept in memory for the session. */
  cache?: DocumentCache;
  /**
   * Whether rebuilds will follow in this session (the dev server): then it keeps
   * its `memory` sections from one run to the next (every endpoint's JSON:
   * hundreds of MiB on a large API); a one-shot run keeps nothing there.
   * Default: false.
   */
  rebuilds?: boolean;
}

/** What a section keeps, by key (a `DocumentCache` is one). */
export interface CacheEntries {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

/** A `memory` section of a session that rebuilds: what the last complete run used stays, the rest goes at {@link Session.dropUnused}. */
class RebuildMemory implements CacheEntries {
  /** Each entry, with the number of the run that last used it. */
  private readonly entries = new Map<string, { value: unknown; run: number }>();
  private run = 0;
  get(key: string): unknown {
    const entry = this.entries.get(key);
    if (entry) entry.run = this.run;
    return entry?.value;
  }
  set(key: string, value: unknown): void {
    this.entries.set(key, { value, run: this.run });
  }
  /** Keeps what the run that ended used, and drops the rest. */
  dropUnused(): void {
    for (const [key, entry] of this.entries) if (entry.run !== this.run) this.entries.delete(key);
    this.run++;
  }
}

/** A `memory` section of a one-shot session: keeps nothing. */
const NOWHERE: CacheEntries = {
  get: () => undefined,
  set: () => undefined,
};

/** The caches and state of the runs of one caller; see the module comment. */
export class Session {
  /** The document cache: processed files by content hash, and the `disk` sections; none: every file is processed. */
  readonly cache: DocumentCache | undefined;
  /** See {@link SessionOptions.rebuilds}. */
  readonly rebuilds: boolean;
  private readonly states = new Map<SessionKey<unknown>, unknown>();
  private readonly memory = new Map<string, RebuildMemory>();
  /** The `disk` sections of a session without a document cache, in memory. */
  private own: MemoryCache | undefined;

  constructor(options: SessionOptions = {}) {
    this.cache = options.cache;
    this.rebuilds = options.rebuilds ?? false;
  }

  /** The section `section` of the session's cache (see the module comment). */
  section(section: CacheSection): CacheEntries {
    if (section.store === 'disk') return (this.cache ?? (this.own ??= new MemoryCache())).section(section.name);
    if (!this.rebuilds) return NOWHERE;
    let memory = this.memory.get(section.name);
    if (!memory) this.memory.set(section.name, (memory = new RebuildMemory()));
    return memory;
  }

  /** What `section` keeps under `key`, else `make()` (kept there). `make` must return a value other than undefined. */
  memo<T>(section: CacheSection, key: string, make: () => T): T {
    const kept = this.section(section);
    let value = kept.get(key) as T | undefined;
    if (value === undefined) kept.set(key, (value = make()));
    return value;
  }

  /** Ends a complete run (a build that made the site): its `memory` sections keep what it used, and drop what it did not. */
  dropUnused(): void {
    for (const memory of this.memory.values()) memory.dropUnused();
  }

  /** The state under `key`, made empty on first use. */
  get<T>(key: SessionKey<T>): T {
    let state = this.states.get(key) as T | undefined;
    if (state === undefined) this.states.set(key, (state = key.create()));
    return state;
  }

  /** Drops every piece of state and the `memory` sections (the document cache stays). */
  clear(): void {
    this.states.clear();
    this.memory.clear();
  }
}
