/**
 * `serve`: builds the site into a temporary folder and serves it with express
 * on 127.0.0.1; with `watch`, rebuilds on every change and reloads open pages.
 */
import { watch as chokidarWatch, type FSWatcher } from 'chokidar';
import express from 'express';
import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, type BuildResult } from '../build/index.js';
import { bundleTemplate } from '../build/bundle.js';
import { cacheDir } from '../cache/documents.js';
import { CONTENT_SECURITY_POLICY } from '../build/html.js';
import { listen } from './listen.js';
import { EVENTS_PATH, LIVE_CLIENT, LIVE_SCRIPT, LiveReload } from './live-reload.js';

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
  /** Rebuild on change and reload open pages. */
  watch?: boolean;
  /** Called after the first build and after every rebuild. */
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
  /** Stops watching and listening, removes the temporary output. */
  close(): Promise<void>;
}

/**
 * Starts the server. Resolves once it listens; the first build must succeed.
 * @throws UsageError when the content folder is missing or no port can be bound
 * @throws ContentError when the first build finds errors in the content
 */
export async function serve(options: ServeOptions = {}): Promise<ServeHandle> {
  const cwd = options.cwd ?? process.cwd();
  const dir = path.resolve(cwd, options.dir ?? 'content');
  const host = options.host ?? DEFAULT_HOST;
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-serve-'));
  const out = path.join(tmp, 'site');
  const bundle = bundleTemplate({ cacheDir: cacheDir(cwd) });
  const extraScripts = options.watch ? [LIVE_SCRIPT] : [];
  const rebuild = () => build({ dir, out, cwd, bundle, extraScripts });
  const initial = await rebuild().catch(async (error: unknown) => {
    await rm(tmp, { recursive: true, force: true });
    throw error;
  });
  if (!initial.ok) {
    await rm(tmp, { recursive: true, force: true });
    throw new ContentError(initial);
  }
  options.onBuild?.(initial, []);

  const live = new LiveReload();
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
  app.use(express.static(out, { dotfiles: 'ignore', index: 'index.html', redirect: false }));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  const server = createServer(app);
  const port = await listen(server, host, options.port ?? DEFAULT_PORT, options.strictPort ?? false).catch(async (error: unknown) => {
    await rm(tmp, { recursive: true, force: true });
    throw error;
  });

  let watcher: FSWatcher | undefined;
  if (options.watch) {
    let timer: NodeJS.Timeout | undefined;
    let pending: string[] = [];
    let running: Promise<void> = Promise.resolve();
    const flush = () => {
      const changed = pending;
      pending = [];
      running = running.then(async () => {
        try {
          const result = await rebuild();
          options.onBuild?.(result, changed);
          if (result.ok) live.send('reload');
        } catch (error) {
          options.onBuild?.(
            { ok: false, outDir: out, files: [], diagnostics: [], errors: 1, warnings: 0, timings: {} },
            [...changed, `(rebuild failed: ${(error as Error).message})`],
          );
        }
      });
    };
    watcher = chokidarWatch(dir, { ignoreInitial: true });
    watcher.on('all', (_event, file) => {
      pending.push(path.relative(cwd, file));
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
    async close() {
      await watcher?.close();
      live.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(tmp, { recursive: true, force: true });
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
