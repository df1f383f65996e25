/**
 * Bundles the React template (`templates/site/`) with esbuild into one
 * classic script and one stylesheet (classic, not module, so the site runs
 * over `file://`). The result is keyed by the template's sources and the
 * versions of its packages: `npm run compile` leaves one beside the compiled
 * modules ({@link prebundleTemplate}), and bundles made later are cached on
 * disk, so most builds never start esbuild. A template changed since it was
 * bundled has another key, so a stale bundle is never used.
 */
import type { Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { writeJsonAtomically } from '../shared/atomic-json.js';
import { COMPILED, packageFile } from '../shared/package-files.js';
import { bundleSplit } from './split-bundle.js';

/** The bundled template. */
export interface TemplateBundle {
  /** The template's key: its sources, the versions of its packages and how it is bundled (20 hex digits). */
  key: string;
  /** The app script, starting with the compile hint ({@link COMPILE_HINT}). */
  js: string;
  /** The app's stylesheet. */
  css: string;
  /** The docs script (`docs.tsx`, the API reference's screens, which the app loads when needed), with the compile hint too. */
  docs: string;
  /** The head script (`head.ts`): index.html runs it before the page paints (remembered theme, deep-link mark). */
  head: string;
  /** The search runtime (MiniSearch), a separate script the site loads when its search dialog first opens. */
  search: string;
  /** The samples runtime (`samples-runtime.ts`: the snippet writers and the highlighter), a separate script the site loads when a card's request samples first come into view. */
  samples: string;
  /** The Try it console (`try-it/console-script.tsx`), split off the app like the docs script, which the site loads when a reader first opens a console; shipped only by a site with `tryIt`. */
  tryIt: string;
  /** The script of the sign-in's redirect page (`try-it/redirect.ts`, `oauth2-redirect.html`); shipped only by a site whose console signs in with a redirect. */
  redirect: string;
  /**
   * The template's Node side (`server.tsx`, which renders the landing for
   * index.html) as CommonJS text: read from the compiled package or the cache
   * folder, else made by esbuild and stored there; on the first call only
   * (a build whose landing is cached never asks).
   * @throws Error with esbuild's messages when it does not compile (an internal error).
   */
  server(): Promise<string>;
}

/** Entry of the template, in the package folder. */
export const TEMPLATE_ENTRY = packageFile('templates/site/src/main.tsx');

/**
 * The bundle `npm run compile` made, beside the compiled modules
 * (`dist/template-bundle.json`, JSON `{ key, js, css, docs, head, search, samples, tryIt, redirect }`); undefined when
 * running from the TypeScript sources.
 */
const PREBUILT = COMPILED ? packageFile('dist/template-bundle.json') : undefined;

/** The template's Node side `npm run compile` made (`dist/template-server.json`, JSON `{ key, code }`), like {@link PREBUILT}. */
const PREBUILT_SERVER = COMPILED ? packageFile('dist/template-server.json') : undefined;

/**
 * V8's explicit compile hint (Chrome 136+): a script that starts with this
 * comment has all its functions compiled on the thread that streams it in,
 * instead of lazily on the main thread at their first call. Every function of
 * the app script runs at start-up, so it carries the hint; the search runtime,
 * loaded when the dialog first opens, does not. Its effect shows in the
 * total blocking time that `bench/lighthouse.mjs` reports.
 * Source: v8.dev/blog/explicit-compile-hints, "allFunctionsCalledOnLoad".
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The esbuild options of every bundle (entry points aside); part of the bundle's key. */
const ESBUILD_OPTIONS = {
  bundle: true,
  format: 'iife',
  minify: true,
  write: false,
  outdir: 'out',
  entryNames: '[name]',
  jsx: 'automatic',
  target: 'es2020',
  legalComments: 'none',
  logLevel: 'silent',
  define: { 'process.env.NODE_ENV': '"production"' },
} as const;

/** The esbuild options of the Node side: the same, as CommonJS for Node (Node's own modules stay `require` calls). */
const SERVER_OPTIONS = { ...ESBUILD_OPTIONS, format: 'cjs', platform: 'node', target: 'node20' } as const;

/** Packages whose code ends up in the bundle, or that make it. */
const BUNDLED_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'minisearch',
  '@scalar/snippetz',
  'highlight.js',
  'oauth4webapi',
  'esbuild',
];

/** The module `src/shared/<name>` the template imports: the source, or compiled (`dist/shared/`, which `npm run compile` writes standalone) when running compiled. */
const sharedModule = (name: string): string => packageFile(COMPILED ? `dist/shared/${name}.js` : `src/shared/${name}.ts`);

/** A key for the template at `entry`: its source files and the versions of the packages it bundles. */
export async function templateKey(entry: string = TEMPLATE_ENTRY): Promise<string> {
  const dir = path.dirname(entry);
  // Names relative to the template folder only: an installed package lives at another path than where it was packed.
  const hash = createHash('sha256');
  const require = createRequire(import.meta.url);
  for (const name of BUNDLED_PACKAGES) {
    // Found from the package's entry: not every package exports its `package.json`.
    const entry = require.resolve(name);
    const root = entry.slice(
      0,
      entry.lastIndexOf(`${path.sep}node_modules${path.sep}${name}${path.sep}`) + `${path.sep}node_modules${path.sep}${name}`.length,
    );
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
    hash.update(`${name}@${pkg.version}\n`);
  }
  // Read synchronously: some 40 small files, each of which through the thread pool would be three round trips.
  const files = readdirSync(dir, { recursive: true }).map(String).sort();
  for (const name of files) {
    if (!/\.(tsx?|css)$/.test(name)) continue;
    hash.update(`${name}\n`).update(readFileSync(path.join(dir, name)));
  }
  // The site model and page protocol the template imports from the Node side (compiled, each a bundle with the modules it re-exports).
  for (const shared of ['site-model', 'page-protocol', 'site-servers', 'samples-protocol', 'search-protocol', 'sign-in-protocol']) {
    const file = sharedModule(shared);
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  // How the bundle is made: a bundle cached by another recipe is not this one.
  hash.update(JSON.stringify(ESBUILD_OPTIONS)).update(JSON.stringify(SERVER_OPTIONS)).update(COMPILE_HINT);
  return hash.digest('hex').slice(0, 20);
}

/**
 * The production bundle of the template (minified, `NODE_ENV=production`,
 * ES2020), from `cacheDir` when there, else made by esbuild and stored there.
 * @throws Error with esbuild's messages when the template does not compile (an internal error).
 */
export async function bundleTemplate(options: { entry?: string; cacheDir?: string } = {}): Promise<TemplateBundle> {
  const entry = options.entry ?? TEMPLATE_ENTRY;
  const key = await templateKey(entry);
  const { js, css, docs, head, search, samples, tryIt, redirect } = await keyed(
    { key, prebuilt: PREBUILT, cacheDir: options.cacheDir, name: 'template' },
    () => runEsbuild(entry),
  );
  let server: Promise<string> | undefined;
  const makeServer = () =>
    keyed({ key, prebuilt: PREBUILT_SERVER, cacheDir: options.cacheDir, name: 'template-server' }, () => runServerEsbuild(entry));
  return { key, js, css, docs, head, search, samples, tryIt, redirect, server: () => (server ??= makeServer().then((made) => made.code)) };
}

/**
 * What esbuild made for the template keyed `key`: from `prebuilt` (the
 * compiled package's) when its key matches, else from `<cacheDir>/<name>-<key>.json`,
 * else made by `make` and stored there (a cache that cannot be written is skipped).
 */
async function keyed<T extends object>(
  where: { key: string; prebuilt: string | undefined; cacheDir: string | undefined; name: string },
  make: () => Promise<T>,
): Promise<T> {
  const file = where.cacheDir ? path.join(where.cacheDir, `${where.name}-${where.key}.json`) : undefined;
  for (const stored of [where.prebuilt, file]) {
    if (!stored) continue;
    const cached = await readFile(stored, 'utf8').then(
      (t) => JSON.parse(t) as T & { key?: string },
      () => undefined,
    );
    if (cached?.key === where.key) return cached;
  }
  const made = await make();
  if (file) await writeJsonAtomically(file, { key: where.key, ...made }).catch(() => undefined);
  return made;
}

/**
 * Bundles the template and stores it beside the compiled modules, for builds
 * to use (run by `npm run compile`; a no-op when running from sources).
 * @throws Error with esbuild's messages when the template does not compile
 *   (nothing is stored: builds then bundle it themselves).
 */
export async function prebundleTemplate(): Promise<void> {
  if (!PREBUILT || !PREBUILT_SERVER) return;
  // The key is taken first: a template edited while esbuild runs then has another key.
  const key = await templateKey(TEMPLATE_ENTRY);
  const made: [string, object][] = [
    [PREBUILT, await runEsbuild(TEMPLATE_ENTRY)],
    [PREBUILT_SERVER, await runServerEsbuild(TEMPLATE_ENTRY)],
  ];
  for (const [file, bundle] of made) await writeJsonAtomically(file, { key, ...bundle });
}

/**
 * The template imports the site model and the page protocol from
 * `src/shared/`. An installed package ships them compiled (`dist/shared/`),
 * not as sources: this esbuild plugin resolves such an import to the
 * compiled module when the source is not there.
 */
const sharedModules: Plugin = {
  name: 'pamdocs-shared-modules',
  setup(build) {
    build.onResolve({ filter: /\/src\/shared\/[\w-]+\.js$/ }, ({ path: spec, resolveDir }) => {
      const source = path.resolve(resolveDir, spec).replace(/\.js$/, '.ts');
      if (existsSync(source)) return undefined;
      return { path: sharedModule(path.basename(spec, '.js')) };
    });
  },
};

/** The client side of the template (the site's scripts and stylesheet), made by esbuild. */
async function runEsbuild(
  entry: string,
): Promise<Pick<TemplateBundle, 'js' | 'css' | 'docs' | 'head' | 'search' | 'samples' | 'tryIt' | 'redirect'>> {
  const beside = (name: string): string => path.join(path.dirname(entry), name);
  // The docs script, the head script and the search and samples runtimes sit beside the entry, the console and its redirect page's script in its folder.
  const others = {
    head: beside('head.ts'),
    search: beside('search-runtime.ts'),
    samples: beside('samples-runtime.ts'),
    redirect: beside('try-it/redirect.ts'),
  };
  const splits = { docs: beside('docs.tsx'), 'try-it': beside('try-it/console-script.tsx') };
  const made = await bundleSplit({ ...ESBUILD_OPTIONS, plugins: [sharedModules] }, { app: entry, splits, others });
  const output = (name: string): string => made.get(name) ?? '';
  return {
    js: COMPILE_HINT + output('app.js'),
    css: output('app.css'),
    docs: COMPILE_HINT + output('docs.js'),
    head: output('head.js'),
    search: output('search.js'),
    samples: output('samples.js'),
    tryIt: output('try-it.js'),
    redirect: output('redirect.js'),
  };
}

/** The template's Node side (`server.tsx` beside the entry), made by esbuild. */
async function runServerEsbuild(entry: string): Promise<{ code: string }> {
  const { build } = await import('esbuild');
  const result = await build({
    ...SERVER_OPTIONS,
    entryPoints: { server: path.join(path.dirname(entry), 'server.tsx') },
    plugins: [sharedModules],
  });
  return { code: result.outputFiles[0]?.text ?? '' };
}
