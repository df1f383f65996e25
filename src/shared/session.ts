/**
 * The state of an incremental build. Every cache that outlives one call of a
 * stage (the loader's files as the last load saw them, the rules' memos, assembled
 * endpoints, serialized group scripts, code samples) lives in a Session,
 * under a {@link SessionKey} its stage declares. The dev server keeps one
 * session per server; `check` and `build` make a fresh one per run, so
 * nothing survives them, nor a server's `close()`.
 *
 * Memos key on objects. They are correct because of one rule, kept by the
 * loader (`src/parse/load.ts`): within one session, a file whose text is
 * unchanged keeps the document object the last load made of it, and later
 * stages keep their objects for unchanged inputs in turn (an endpoint of the
 * site model, for example). A memo therefore answers for the same object
 * with what it computed before, and an edited file, being a new object,
 * is computed afresh.
 */
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

/** Options of a {@link Session}. */
export interface SessionOptions {
  /** Processed files by content hash (on disk across runs, or in memory); none: every file is processed. */
  cache?: DocumentCache;
  /**
   * Whether builds will follow in this session (the dev server). Stages then
   * also keep what only a next build needs, such as each endpoint's JSON
   * (about 250 MiB at 10,000 endpoints); a one-shot run leaves it off.
   * Default: false.
   */
  incremental?: boolean;
}

/** The caches of one incremental build; see the module comment. */
export class Session {
  /** The document cache, shared by the stages in sections (`cache.section('checks')`). */
  readonly cache: DocumentCache | undefined;
  /** See {@link SessionOptions.incremental}. */
  readonly incremental: boolean;
  private readonly states = new Map<SessionKey<unknown>, unknown>();
  /** The sections of a session without a document cache, kept in memory for the life of the session. */
  private own: MemoryCache | undefined;

  constructor(options: SessionOptions = {}) {
    this.cache = options.cache;
    this.incremental = options.incremental ?? false;
  }

  /**
   * The section `name` of the session's cache (`checks`: what the checks
   * reported for each file): the document cache's section (on disk across
   * runs when it is a `DiskCache`, which the dev server keeps for its whole
   * life), else one of the session's own, in memory. Entries are keyed by
   * content (the cache keys of the inputs), never by object, so a run
   * reads and writes them the same way whether it is a first build, a
   * cached build or a rebuild of the dev server.
   */
  section(name: string): DocumentCache {
    return (this.cache ?? (this.own ??= new MemoryCache())).section(name);
  }

  /** The state under `key`, made empty on first use. */
  get<T>(key: SessionKey<T>): T {
    let state = this.states.get(key) as T | undefined;
    if (state === undefined) this.states.set(key, (state = key.create()));
    return state;
  }

  /** Drops every piece of state (the document cache stays). */
  clear(): void {
    this.states.clear();
  }
}
