/**
 * `serve`: builds the site in memory and serves it on 127.0.0.1; with
 * `watch`, rebuilds on every change (reading and processing only the changed
 * files, in one session for the server's life) and updates open pages in
 * place, or shows the problems over the last good build. The parts: the
 * build history (`./history.ts`), the rebuilder (`./rebuilder.ts`), the
 * express app (`./app.ts`) and the live-reload channel (`./live-reload.ts`).
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { bundleTemplate } from '../emit/bundle.js';
import { buildFiles, type SiteBuild } from '../pipeline/site-build.js';
import { cacheDir, DiskCache } from '../shared/cache.js';
import { Session } from '../shared/session.js';
import { createApp } from './app.js';
import { BuildHistory, type Built, type LazyFiles } from './history.js';
import { listen } from './listen.js';
import { LIVE_SCRIPT, LiveReload } from './live-reload.js';
import { Rebuilder } from './rebuilder.js';

/** Default port of `serve` (fixed so bookmarks keep working; the CLI repeats it to avoid loading this module early). */
export const DEFAULT_PORT = 4400;
/** Default host: loopback only; `--host` exposes the server. */
export const DEFAULT_HOST = '127.0.0.1';

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
  /** Called after the first build and after every rebuild, with the files that changed (display paths). */
  onBuild?: (result: SiteBuild, changed: string[]) => void;
  /**
   * Called when a rebuild fails with an internal error (a bug of pamdocs,
   * not a content problem), with the files that changed; the server keeps
   * serving the last good build and open pages show the error.
   */
  onRebuildError?: (error: Error, changed: string[]) => void;
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
  /** Stops watching and listening; saves the document cache. */
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
  const session = new Session({ cache, rebuilds: true });
  const extraScripts = options.watch ? [LIVE_SCRIPT] : [];
  const rebuild = async (changed?: ReadonlySet<string>): Promise<Built> => {
    const lazy: LazyFiles = new Map();
    const result = await buildFiles({ dir, cwd, bundle, session, extraScripts, lazy, ...(changed ? { changed } : {}) });
    return { result, lazy };
  };
  const history = new BuildHistory();
  const live = options.watch ? new LiveReload() : undefined;

  const first = await rebuild();
  if (!first.result.ok && !options.watch) throw new ContentError(first.result);
  const event = history.publish(first);
  if (event) live?.send(event);
  await cache.save();
  options.onBuild?.(first.result, []);

  const server = createServer(createApp(history, live));
  const port = await listen(server, host, options.port ?? DEFAULT_PORT, options.strictPort ?? false);
  const rebuilder =
    live &&
    new Rebuilder({
      dir,
      cwd,
      session,
      watched: first.result.watched,
      rebuild,
      onEvent: (ended) => {
        if (ended.type === 'failed') {
          history.failed();
          live.send({ type: 'failure', message: ended.error.message });
          options.onRebuildError?.(ended.error, ended.changed);
          return;
        }
        const told = history.publish(ended.built);
        if (told) live.send(told);
        if (told || ended.changed.length > 0) options.onBuild?.(ended.built.result, ended.changed);
      },
    });
  await rebuilder?.watch();

  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}/`,
    host,
    port,
    initial: first.result,
    idle: () => rebuilder?.idle() ?? Promise.resolve(),
    async close() {
      await rebuilder?.close();
      await cache.save();
      live?.close();
      session.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The content has errors, so there is nothing to serve; carries the build result with its diagnostics. */
export class ContentError extends Error {
  override name = 'ContentError';
  constructor(readonly result: SiteBuild) {
    super(`The content has ${result.errors} error(s)`);
  }
}
