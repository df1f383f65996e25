/**
 * `serve`: builds the site into a temporary folder and serves it with express
 * on 127.0.0.1; with `watch`, rebuilds on every change (re-processing only the
 * changed files) and updates open pages in place, or shows the problems over
 * the last good build.
 */
import { watch as chokidarWatch, type FSWatcher } from 'chokidar';
import express from 'express';
import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, type BuildResult } from '../build/index.js';
import { bundleTemplate } from '../build/bundle.js';
import { CONTENT_SECURITY_POLICY } from '../build/html.js';
import { cacheDir, DiskCache } from '../cache/documents.js';
import { isIgnored } from '../content/discover.js';
import { listen } from './listen.js';
import { EVENTS_PATH, LIVE_CLIENT, LIVE_SCRIPT, LiveReload } from './live-reload.js';
import { waitingPage } from './waiting-page.js';

/** Default port of `serve` (fixed so bookmarks keep working; the CLI repeats it to avoid loading this module early). */
export const DEFAULT_PORT = 4400;
/** Default host: loopback only; `--host` exposes the server. */
export const DEFAULT_HOST = '127.0.0.1';
/** Quiet period that coalesces a burst of file events into one rebuild, in ms. */
export const REBUILD_DEBOUNCE_MS = 30;

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
  onBuild?: (result: BuildResult, changed: string[]) => void;
}

/** A running server. */
export interface ServeHandle {
  /** e.g. `http://127.0.0.1:4400/` */
  url: string;
  host: string;
  port: number;
  /** The first build. */
  initial: BuildResult;
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
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-serve-'));
  const out = path.join(tmp, 'site');
  const cleanup = () => rm(tmp, { recursive: true, force: true });
  const bundle = bundleTemplate({ cacheDir: cacheDir(cwd) });
  const cache = await DiskCache.open(dir, cwd);
  const extraScripts = options.watch ? [LIVE_SCRIPT] : [];
  const rebuild = () => build({ dir, out, cwd, bundle, cache, extraScripts });
  const live = new LiveReload();
  let built = false;
  const publish = (result: BuildResult) => {
    if (result.ok) {
      built = true;
      const index = result.files.find((f) => /^assets\/index-[0-9a-f]+\.js$/.test(f));
      if (index) live.send({ type: 'update', index });
    } else live.send({ type: 'problems', diagnostics: result.diagnostics.filter((d) => d.severity === 'error') });
  };

  const initial = await rebuild().catch(async (error: unknown) => {
    await cleanup();
    throw error;
  });
  if (!initial.ok && !options.watch) {
    await cleanup();
    throw new ContentError(initial);
  }
  publish(initial);
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
    app.get(['/', '/index.html'], (_req, res, next) => {
      if (built) next();
      else res.type('html').send(waitingPage(LIVE_SCRIPT));
    });
  }
  app.use(express.static(out, { dotfiles: 'ignore', index: 'index.html', redirect: false }));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  const server = createServer(app);
  const port = await listen(server, host, options.port ?? DEFAULT_PORT, options.strictPort ?? false).catch(async (error: unknown) => {
    await cleanup();
    throw error;
  });

  let watcher: FSWatcher | undefined;
  let running: Promise<void> = Promise.resolve();
  if (options.watch) {
    let timer: NodeJS.Timeout | undefined;
    let pending = new Set<string>();
    const flush = () => {
      const changed = [...pending];
      pending = new Set();
      running = running.then(async () => {
        try {
          const result = await rebuild();
          publish(result);
          options.onBuild?.(result, changed);
        } catch (error) {
          options.onBuild?.(
            { ok: false, outDir: out, files: [], diagnostics: [], errors: 1, warnings: 0, timings: {} },
            [...changed, `(rebuild failed: ${(error as Error).message})`],
          );
        }
      });
    };
    watcher = chokidarWatch(dir, {
      ignoreInitial: true,
      ignored: (file) => isIgnored(path.relative(dir, file)),
    });
    watcher.on('all', (_event, file) => {
      pending.add(path.relative(cwd, file).split(path.sep).join('/'));
      clearTimeout(timer);
      timer = setTimeout(flush, REBUILD_DEBOUNCE_MS);
    });
    await new Promise<void>((resolve) => watcher!.once('ready', () => resolve()));
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
      await running;
      await cache.save();
      live.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await cleanup();
    },
  };
}

/** The content has errors, so there is nothing to serve; carries the build result with its diagnostics. */
export class ContentError extends Error {
  override name = 'ContentError';
  constructor(readonly result: BuildResult) {
    super(`The content has ${result.errors} error(s)`);
  }
}
