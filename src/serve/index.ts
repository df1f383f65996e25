/**
 * `serve`: builds the site in memory and serves it with express on
 * 127.0.0.1; with `watch`, rebuilds on every change (reading and processing
 * only the changed files) and updates open pages in place, or shows the
 * problems over the last good build. Only files of the built site are ever
 * served: requests are answered from the in-memory file map, never the disk.
 */
import { watch as chokidarWatch, type FSWatcher } from 'chokidar';
import express from 'express';
import { createServer } from 'node:http';
import path from 'node:path';
import { buildFiles, type SiteBuild } from '../pipeline/build.js';
import type { FileMap } from '../emit/site-files.js';
import { bundleTemplate } from '../emit/bundle.js';
import { CONTENT_SECURITY_POLICY } from '../emit/html.js';
import { cacheDir, DiskCache } from '../shared/cache.js';
import { isIgnored, readSource, type Source } from '../source/discover.js';
import { preloadParsers } from '../parse/load.js';
import { listen } from './listen.js';
import { EVENTS_PATH, LIVE_CLIENT, LIVE_SCRIPT, LiveReload } from './live-reload.js';
import { waitingPage } from './waiting-page.js';

/** Default port of `serve` (fixed so bookmarks keep working; the CLI repeats it to avoid loading this module early). */
export const DEFAULT_PORT = 4400;
/** Default host: loopback only; `--host` exposes the server. */
export const DEFAULT_HOST = '127.0.0.1';
/** Quiet period that coalesces a burst of file events into one rebuild, in ms. */
export const REBUILD_DEBOUNCE_MS = 2;
/**
 * chokidar drops a second `change` of one file within 50 ms of the first
 * (its throttle, chokidar/index.js `_emit`), so a quick second save would be
 * lost. This long after the last event, the files that changed are read
 * again, and rebuilt only when their text is not what the last rebuild read.
 */
export const TRAILING_CHECK_MS = 80;
/**
 * How many builds before the current one keep their hashed assets
 * reachable. During a burst of saves, a page may still be loading the
 * scripts of an update when the next build replaces it (a 404 there made
 * the page reload and lose its state).
 */
export const KEPT_BUILDS = 3;
/**
 * Most characters of new data (index and group payloads) a live update
 * carries itself; past it, the page loads the rest as scripts.
 */
export const INLINE_LIMIT = 4 * 1024 * 1024;

/** Files of a build made on first request (search index, error catalogue, openapi.json), by path. */
type LazyFiles = Map<string, () => string>;
/** A build as the server keeps it: the result, and its files made on first request. */
interface Built {
  result: SiteBuild;
  lazy: LazyFiles;
}

/** Options of {@link serve}. */
export interface ServeOptions {
  /** Content folder. Default: `content`. */
  dir?: string;
  cwd?: string;
  /** Default {@link DEFAULT_PORT}; 0 picks any free port. */
  port?: number;
  /** Default {@link DEFAULT_HOST}. */
  host?: string;
  /** Fail when the port is taken instead of trying the next one. */
  strictPort?: boolean;
  /** Rebuild on change and update open pages. */
  watch?: boolean;
  /** Called after the first build and after every rebuild, with the files that changed (content-relative display paths). */
  onBuild?: (result: SiteBuild, changed: string[]) => void;
}

/** A running server. */
export interface ServeHandle {
  /** e.g. `http://127.0.0.1:4400/` */
  url: string;
  host: string;
  port: number;
  /** The first build. */
  initial: SiteBuild;
  /** Resolves once every rebuild started so far has finished (for tests and benchmarks). */
  idle(): Promise<void>;
  /** Stops watching and listening, removes the temporary output. */
  close(): Promise<void>;
}

/**
 * Starts the server. Resolves once it listens. Without `watch` the first
 * build must succeed; with `watch`, content errors are shown in the browser
 * until they are fixed.
 * @throws UsageError when the content folder is missing or no port can be bound
 * @throws ContentError when the first build finds errors and `watch` is off
 */
export async function serve(options: ServeOptions = {}): Promise<ServeHandle> {
  const cwd = options.cwd ?? process.cwd();
  const dir = path.resolve(cwd, options.dir ?? 'content');
  const host = options.host ?? DEFAULT_HOST;
  const bundle = bundleTemplate({ cacheDir: cacheDir(cwd) });
  const cache = await DiskCache.open(dir, cwd);
  // Texts of unchanged files, by absolute path; the watcher forgets the ones that change. Reads are
  // synchronous, so no change can land between a read and remembering it.
  const texts = new Map<string, string>();
  const readText = (source: Source): string => {
    let text = texts.get(source.path);
    if (text === undefined) texts.set(source.path, (text = readSource(source).text));
    return text;
  };
  /** Whether `file` now holds another text than the one the last rebuild read (or could not read). */
  const differs = (file: string): boolean => {
    let now: string | undefined;
    try {
      now = readSource({ path: file, rel: path.relative(dir, file), file }).text;
    } catch {
      now = undefined;
    }
    return now !== texts.get(file);
  };
  const forget = (file: string) => {
    for (const known of texts.keys()) if (known.startsWith(file + path.sep)) texts.delete(known);
    texts.delete(file);
  };
  const extraScripts = options.watch ? [LIVE_SCRIPT] : [];
  /** Builds again; `changed`: the only files edited since the last build, when none was added or removed. */
  const rebuild = async (changed?: ReadonlySet<string>): Promise<Built> => {
    const lazy: LazyFiles = new Map();
    const result = await buildFiles({ dir, cwd, bundle, cache, extraScripts, readText, lazy, remember: true, ...(changed ? { changed } : {}) });
    return { result, lazy };
  };
  const live = new LiveReload();
  let site: FileMap = new Map();
  let lazy: LazyFiles = new Map();
  /**
   * The hashed assets of the builds before the current one (newest first): a
   * page told about one build may ask for its scripts after the next build
   * is out, so they stay reachable ({@link KEPT_BUILDS}). Their names carry
   * their content, so an old name never serves other content.
   */
  let previous: { site: FileMap; lazy: LazyFiles }[] = [];
  let published = '';
  /** Serves a build and tells open pages about it; returns false when nothing changed since the last one. */
  const publish = ({ result, lazy: made }: Built): boolean => {
    if (result.ok && result.scripts) {
      const { index, groups, payloads } = result.scripts;
      const before = { site, lazy };
      site = result.files;
      lazy = made;
      if (index === published) return false;
      if (before.site.size > 0) previous = [before, ...previous].slice(0, KEPT_BUILDS);
      published = index;
      // The new index and group data travel with the event (up to INLINE_LIMIT), so the open page
      // need not load them as scripts.
      const inline: Record<string, string> = {};
      let size = 0;
      for (const asset of [index, ...Object.values(groups).map((g) => g.asset)]) {
        const json = before.site.has(asset) ? undefined : payloads.get(asset);
        if (json === undefined || size + json.length > INLINE_LIMIT) continue;
        inline[asset] = json;
        size += json.length;
      }
      live.send({ type: 'update', index, groups, inline });
    } else {
      const diagnostics = result.diagnostics.filter((d) => d.severity === 'error');
      const key = JSON.stringify(diagnostics);
      if (key === published) return false;
      published = key;
      live.send({ type: 'problems', diagnostics });
    }
    return true;
  };

  /** A hashed asset of one of the {@link previous} builds. */
  const olderAsset = (file: string): string | Uint8Array | undefined => {
    if (!file.startsWith('assets/')) return undefined;
    for (const build of previous) {
      const body = build.site.get(file) ?? build.lazy.get(file)?.();
      if (body !== undefined) return body;
    }
    return undefined;
  };

  const first = await rebuild();
  const initial = first.result;
  if (!initial.ok && !options.watch) throw new ContentError(initial);
  publish(first);
  await cache.save();
  options.onBuild?.(initial, []);

  const app = express();
  app.disable('x-powered-by');
  app.use((_req, res, next) => {
    res.set({
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-cache',
    });
    next();
  });
  if (options.watch) {
    app.get(`/${LIVE_SCRIPT}`, (_req, res) => {
      res.type('text/javascript').send(LIVE_CLIENT);
    });
    app.get(`/${EVENTS_PATH}`, live.handler);
  }
  app.use((req, res) => {
    const file = siteFile(req.path);
    const body = file === undefined ? undefined : (site.get(file) ?? lazy.get(file)?.() ?? olderAsset(file));
    if (body !== undefined) res.type(path.extname(file!) || 'html').send(Buffer.from(body));
    else if (options.watch && site.size === 0 && file === 'index.html') res.type('html').send(waitingPage(LIVE_SCRIPT));
    else res.status(file === undefined ? 400 : 404).type('text/plain').send(file === undefined ? 'Bad request' : 'Not found');
  });
  const server = createServer(app);
  const port = await listen(server, host, options.port ?? DEFAULT_PORT, options.strictPort ?? false);

  let watcher: FSWatcher | undefined;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let trailing: NodeJS.Timeout | undefined;
  if (options.watch) {
    let pending = new Set<string>();
    let recent = new Set<string>();
    // Absolute paths of the files edited since the last flush, and whether any file or folder came or went.
    let edited = new Set<string>();
    let structural = false;
    const flush = () => {
      const changed = [...pending];
      const only = structural ? undefined : edited;
      pending = new Set();
      edited = new Set();
      structural = false;
      running = running.then(async () => {
        try {
          const built = await rebuild(only);
          if (publish(built) || changed.length > 0) options.onBuild?.(built.result, changed);
        } catch (error) {
          options.onBuild?.(
            { ok: false, files: new Map(), diagnostics: [], errors: 1, warnings: 0, timings: {} },
            [...changed, `(rebuild failed: ${(error as Error).message})`],
          );
        }
      });
    };
    watcher = chokidarWatch(dir, {
      ignoreInitial: true,
      ignored: (file) => isIgnored(path.relative(dir, file)),
    });
    watcher.on('all', (event, file) => {
      forget(file);
      if (event === 'change') edited.add(file);
      else structural = true;
      recent.add(file);
      pending.add(path.relative(cwd, file).split(path.sep).join('/'));
      clearTimeout(timer);
      timer = setTimeout(flush, REBUILD_DEBOUNCE_MS);
      clearTimeout(trailing);
      trailing = setTimeout(() => {
        // Read the recently changed files again (after the rebuilds under way), in case chokidar
        // dropped a later save; rebuild only those whose text is not the one the last rebuild read.
        const files = [...recent];
        recent = new Set();
        running = running.then(() => {
          const changed = files.filter(differs);
          if (changed.length === 0) return;
          for (const f of changed) {
            forget(f);
            edited.add(f);
            pending.add(path.relative(cwd, f).split(path.sep).join('/'));
          }
          flush();
        });
      }, TRAILING_CHECK_MS);
    });
    await new Promise<void>((resolve) => watcher!.once('ready', () => resolve()));
    // The first edit is processed on this thread: have the processors ready for it.
    running = running.then(preloadParsers).then(
      () => undefined,
      () => undefined,
    );
  }

  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}/`,
    host,
    port,
    initial,
    idle: () => running,
    async close() {
      await watcher?.close();
      clearTimeout(timer);
      clearTimeout(trailing);
      await running;
      await cache.save();
      live.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The site file a request path names (`/` is `index.html`), or undefined when
 * the path cannot name one (bad percent-encoding, NUL bytes).
 */
export function siteFile(requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const rel = decoded.replace(/^\/+/, '');
  return rel === '' ? 'index.html' : rel;
}

/** The content has errors, so there is nothing to serve; carries the build result with its diagnostics. */
export class ContentError extends Error {
  override name = 'ContentError';
  constructor(readonly result: SiteBuild) {
    super(`The content has ${result.errors} error(s)`);
  }
}
