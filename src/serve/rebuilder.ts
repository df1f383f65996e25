/**
 * Rebuilding on every change of the content folder and of the documents
 * the site is made of (the OpenAPI documents pamdocs.yaml names, and the
 * files their `$ref`s read, in the folder or not): chokidar reports changes
 * (a document's once its size holds still), a short quiet period
 * coalesces a burst into one rebuild, rebuilds run one after another, and
 * each ends in a typed event: built, or failed with its error (an internal
 * error, never a content problem: those are a build's diagnostics). A file
 * read while it was still being written is read again when the writes stop.
 */
import { watch as chokidarWatch, type FSWatcher } from 'chokidar';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lastSpecText } from '../openapi/live/memory.js';
import { lastText } from '../parse/load.js';
import { preloadParsers } from '../parse/reuse-or-process.js';
import type { Session } from '../shared/session.js';
import { isIgnored } from '../source/discover.js';
import { readSource } from '../source/read.js';
import type { Built } from './history.js';

/** Quiet period that coalesces a burst of file events into one rebuild, in ms. */
export const REBUILD_DEBOUNCE_MS = 2;
/**
 * chokidar drops a second `change` of one file within 50 ms of the first
 * (its throttle, chokidar/index.js `_emit`), so a quick second save would be
 * lost. This long after the last event (ms), the files that changed are
 * read again, and rebuilt only when their text is not what the last rebuild read.
 */
export const TRAILING_CHECK_MS = 80;
/**
 * How long a file that went away may take to come back before the rebuild
 * that has it gone, in ms: an editor that saves by deleting and writing
 * anew (or a busy machine between the two) is past chokidar's 100 ms
 * `atomic` window, and the build in between would report the file missing.
 * A file that stays away is shown gone this much later.
 */
export const UNLINK_GRACE_MS = 250;

/** How a rebuild ended; `changed`: the display paths (relative to the working directory) of the files that changed. */
export type RebuildEvent = { type: 'built'; built: Built; changed: string[] } | { type: 'failed'; error: Error; changed: string[] };

/** Options of a {@link Rebuilder}. */
export interface RebuilderOptions {
  /** Absolute content folder. */
  dir: string;
  /** Working directory display paths are relative to. */
  cwd: string;
  /** The server's session: the loader's memory tells what the last rebuild read. */
  session: Session;
  /** Absolute paths of the documents the first build was made of (`SiteBuild.watched`). */
  watched: readonly string[];
  /**
   * Builds again; `changed`: the only files of the content folder edited
   * since the last build (absolute paths), when none was added or removed
   * (an OpenAPI document is read again by every build, whatever `changed` says).
   */
  rebuild(changed?: ReadonlySet<string>): Promise<Built>;
  /** Called when a rebuild ends. */
  onEvent(event: RebuildEvent): void;
}

/**
 * How long a watched document's size must hold still before its save is
 * taken, in ms: a large document (GitHub's is 13 MB) is written in many
 * chunks, and one read half-written is a syntax error for a moment.
 */
export const DOCUMENT_STILL_MS = 20;

/** Watches the content folder and rebuilds on change; one per server. */
export class Rebuilder {
  private watcher: FSWatcher | undefined;
  /** Watches the documents the site is made of (`watchDocuments`). */
  private documents: FSWatcher | undefined;
  private running: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private trailing: NodeJS.Timeout | undefined;
  /** Display paths of the files changed since the last rebuild started. */
  private pending = new Set<string>();
  /** Absolute paths of the files edited since then, and whether any file or folder came or went. */
  private edited = new Set<string>();
  private structural = false;
  /** Absolute paths changed since the last trailing check. */
  private recent = new Set<string>();
  /** The documents the last build was made of. */
  private watchedDocuments = new Set<string>();
  /**
   * Whether the last rebuild failed: it may have stopped before reading the
   * files, so what the last load read says nothing of what was built, and
   * the next rebuild reads everything.
   */
  private failed = false;

  constructor(private readonly options: RebuilderOptions) {}

  /** Starts watching; resolves once the watcher is ready. The processors then load, so the first edit does not wait for them. */
  async watch(): Promise<void> {
    const { dir } = this.options;
    const watcher = chokidarWatch(dir, { ignoreInitial: true, ignored: (file) => isIgnored(path.relative(dir, file)) });
    this.watcher = watcher;
    // A document's save is reported by the watcher of documents, once it is written (`watchDocuments`).
    watcher.on('all', (event, file) => (event === 'change' && this.watchedDocuments.has(file) ? undefined : this.changed(file, event)));
    await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
    // The documents are watched from the start, so a save right after the server is up is seen.
    this.watchDocuments(this.options.watched);
    const documents = this.documents;
    if (documents) await new Promise<void>((resolve) => documents.once('ready', () => resolve()));
    this.queue(() => preloadParsers().catch(() => undefined));
  }

  /** Resolves once every rebuild started so far has finished. */
  idle(): Promise<void> {
    return this.running;
  }

  /** Stops watching and waits for the rebuild under way. */
  async close(): Promise<void> {
    await this.watcher?.close();
    await this.documents?.close();
    clearTimeout(this.timer);
    clearTimeout(this.trailing);
    await this.running;
  }

  /**
   * Watches the documents a build was made of (`SiteBuild.watched`: the
   * OpenAPI documents and the files their `$ref`s read, in the content
   * folder or not), and no longer those it was not.
   */
  private watchDocuments(files: readonly string[]): void {
    const now = new Set(files);
    const gone = [...this.watchedDocuments].filter((file) => !now.has(file));
    const added = files.filter((file) => !this.watchedDocuments.has(file));
    if (gone.length > 0) this.documents?.unwatch(gone);
    if (added.length > 0 && this.documents) this.documents.add(added);
    else if (added.length > 0) {
      // A large document is written in many chunks: its save is taken once its size holds still.
      this.documents = chokidarWatch(added, {
        ignoreInitial: true,
        awaitWriteFinish: { stabilityThreshold: DOCUMENT_STILL_MS, pollInterval: 10 },
      });
      this.documents.on('all', (event, file) => this.changed(file, event));
    }
    this.watchedDocuments = now;
  }

  /** Whether `file` (absolute) is inside the content folder. */
  private inside(file: string): boolean {
    const rel = path.relative(this.options.dir, file);
    return !rel.startsWith('..') && !path.isAbsolute(rel);
  }

  /**
   * A watcher's `event` of `file`: an existing file's content changed
   * (`change`), else something came or went; a file that went waits
   * {@link UNLINK_GRACE_MS} for it to come back (any later event of the
   * burst rebuilds as soon as it would). A document outside the content
   * folder is read again by every build: the content folder is unchanged.
   */
  private changed(file: string, event: string): void {
    const edit = event === 'change';
    const gone = event.startsWith('unlink');
    if (!this.inside(file)) {
      // Nothing of the content folder changed; the build reads the document again.
    } else if (edit) this.edited.add(file);
    else this.structural = true;
    this.recent.add(file);
    this.pending.add(this.display(file));
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), gone ? UNLINK_GRACE_MS : REBUILD_DEBOUNCE_MS);
    clearTimeout(this.trailing);
    this.trailing = setTimeout(() => this.recheck(), (gone ? UNLINK_GRACE_MS : 0) + TRAILING_CHECK_MS);
  }

  /** Queues a rebuild of what changed since the last one. */
  private flush(): void {
    const changed = [...this.pending];
    const only = this.structural || this.failed ? undefined : this.edited;
    this.pending = new Set();
    this.edited = new Set();
    this.structural = false;
    this.queue(async () => {
      let built: Built;
      try {
        built = await this.options.rebuild(only);
      } catch (error) {
        this.failed = true;
        this.options.onEvent({ type: 'failed', error: error instanceof Error ? error : new Error(String(error)), changed });
        return;
      }
      this.failed = false;
      this.watchDocuments(built.result.watched);
      this.options.onEvent({ type: 'built', built, changed });
    });
  }

  /**
   * Reads the recently changed files again (after the rebuilds under way), in
   * case chokidar dropped a later save (a large document is written in many
   * chunks, and a rebuild may have read it half-written); rebuilds when one's
   * text is not the one the last rebuild read.
   */
  private recheck(): void {
    const files = [...this.recent];
    this.recent = new Set();
    this.queue(() => {
      const stale = files.filter((file) => this.failed || this.readOtherwise(file));
      if (stale.length === 0) return;
      for (const file of stale) {
        if (this.inside(file)) this.edited.add(file);
        this.pending.add(this.display(file));
      }
      this.flush();
    });
  }

  /**
   * Whether `file` (absolute) holds another text now than the last rebuild
   * read: as an OpenAPI document (of any size, in the content folder or
   * not) when that is how it was read, else as content text.
   */
  private readOtherwise(file: string): boolean {
    // A file gone is the watchers' to report, once it has had its time to come back (`UNLINK_GRACE_MS`).
    if (!existsSync(file)) return false;
    const { session } = this.options;
    const document = lastSpecText(session, file);
    if (document !== undefined || this.watchedDocuments.has(file)) return this.documentNow(file) !== document;
    return this.textNow(file) !== lastText(session, file);
  }

  /** The text of `file` now, or undefined when it cannot be read as content. */
  private textNow(file: string): string | undefined {
    try {
      return readSource({ path: file, rel: path.relative(this.options.dir, file), file }).text;
    } catch {
      return undefined;
    }
  }

  /** The text of a watched document now, or undefined when it cannot be read. */
  private documentNow(file: string): string | undefined {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
  }

  private display(file: string): string {
    return path.relative(this.options.cwd, file).split(path.sep).join('/');
  }

  /** Runs `step` after everything queued before it; a step that throws does not stop the queue. */
  private queue(step: () => unknown): void {
    this.running = this.running.then(step).then(
      () => undefined,
      () => undefined,
    );
  }
}
