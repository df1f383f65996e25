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
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { COMPILED, packageFile } from '../shared/package-files.js';

/** The bundled template. */
export interface TemplateBundle {
  /** The app script, starting with the compile hint ({@link COMPILE_HINT}). */
  js: string;
  /** The app's stylesheet. */
  css: string;
  /** The search runtime (MiniSearch), a separate script the site loads when its search dialog first opens. */
  search: string;
}

/** Entry of the template, in the package folder. */
export const TEMPLATE_ENTRY = packageFile('templates/site/src/main.tsx');

/**
 * The bundle `npm run compile` made, beside the compiled modules
 * (`dist/template-bundle.json`, JSON `{ key, js, css, search }`); undefined when
 * running from the TypeScript sources.
 */
const PREBUILT = COMPILED ? packageFile('dist/template-bundle.json') : undefined;

/**
 * V8's explicit compile hint (Chrome 136+): a script that starts with this
 * comment has all its functions compiled on the thread that streams it in,
 * instead of lazily on the main thread at their first call. Every function of
 * the app script runs at start-up, so it carries the hint; the search runtime,
 * loaded when the dialog first opens, does not. Measured with Lighthouse
 * (mobile preset) on the PAM group page `#/primary-user`, 8 interleaved runs
 * each: the app script's evaluation 36 -> 22 ms, total blocking time
 * 138 -> 78 ms (medians).
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

/** Packages whose code ends up in the bundle, or that make it. */
const BUNDLED_PACKAGES = ['react', 'react-dom', 'react-router', 'react-router-dom', 'minisearch', 'esbuild'];

/** The module `src/shared/<name>` the template imports: the source, or compiled (`dist/shared/`, which `npm run compile` writes standalone) when running compiled. */
const sharedModule = (name: string): string => packageFile(COMPILED ? `dist/shared/${name}.js` : `src/shared/${name}.ts`);

/** A key for the template at `entry`: its source files and the versions of the packages it bundles. */
async function templateKey(entry: string): Promise<string> {
  const dir = path.dirname(entry);
  // Names relative to the template folder only: an installed package lives at another path than where it was packed.
  const hash = createHash('sha256');
  const require = createRequire(import.meta.url);
  for (const name of BUNDLED_PACKAGES) {
    // Found from the package's entry: not every package exports its `package.json`.
    const entry = require.resolve(name);
    const root = entry.slice(0, entry.lastIndexOf(`${path.sep}node_modules${path.sep}${name}${path.sep}`) + `${path.sep}node_modules${path.sep}${name}`.length);
    const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { version: string };
    hash.update(`${name}@${pkg.version}\n`);
  }
  const files = (await readdir(dir, { recursive: true })).map(String).sort();
  for (const name of files) {
    if (!/\.(tsx?|css)$/.test(name)) continue;
    hash.update(`${name}\n`).update(await readFile(path.join(dir, name)));
  }
  // The site model and page protocol the template imports from the Node side.
  for (const shared of ['site-model', 'page-protocol']) {
    hash.update(await readFile(sharedModule(shared)).catch(() => ''));
  }
  // How the bundle is made: a bundle cached by another recipe is not this one.
  hash.update(JSON.stringify(ESBUILD_OPTIONS)).update(COMPILE_HINT);
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
  const file = options.cacheDir ? path.join(options.cacheDir, `template-${key}.json`) : undefined;
  for (const stored of [PREBUILT, file]) {
    if (!stored) continue;
    const cached = await readFile(stored, 'utf8').then((t) => JSON.parse(t) as TemplateBundle & { key?: string }, () => undefined);
    if (cached?.js && (stored === file || cached.key === key)) return { js: cached.js, css: cached.css, search: cached.search };
  }
  const bundle = await runEsbuild(entry);
  if (file) {
    await mkdir(path.dirname(file), { recursive: true })
      .then(() => writeFile(`${file}.${process.pid}.tmp`, JSON.stringify(bundle)))
      .then(() => rename(`${file}.${process.pid}.tmp`, file))
      .catch(() => undefined);
  }
  return bundle;
}

/**
 * Bundles the template and stores it beside the compiled modules, for builds
 * to use (run by `npm run compile`; a no-op when running from sources).
 * @throws Error with esbuild's messages when the template does not compile
 *   (nothing is stored: builds then bundle it themselves).
 */
export async function prebundleTemplate(): Promise<void> {
  if (!PREBUILT) return;
  // The key is taken first: a template edited while esbuild runs then has another key.
  const key = await templateKey(TEMPLATE_ENTRY);
  const bundle = await runEsbuild(TEMPLATE_ENTRY);
  await writeFile(`${PREBUILT}.${process.pid}.tmp`, JSON.stringify({ key, ...bundle }));
  await rename(`${PREBUILT}.${process.pid}.tmp`, PREBUILT);
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

async function runEsbuild(entry: string): Promise<TemplateBundle> {
  const { build } = await import('esbuild');
  const result = await build({
    ...ESBUILD_OPTIONS,
    // The search runtime sits beside the entry: `search-runtime.ts`.
    entryPoints: { app: entry, search: path.join(path.dirname(entry), 'search-runtime.ts') },
    plugins: [sharedModules],
  });
  const output = (name: string): string => result.outputFiles.find((out) => path.basename(out.path) === name)?.text ?? '';
  return { js: COMPILE_HINT + output('app.js'), css: output('app.css'), search: output('search.js') };
}
