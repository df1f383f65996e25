// `npm run compile`: empties dist/ (so no module of an old layout is shipped), writes the type
// declarations (tsc), bundles the Node side (esbuild), prebundles the site template and writes
// the JSON Schemas that `pamdocs init` points editors at (dist/schemas/).
//
// Why a bundle: a command used to import some 700 module files (unified's processors alone are
// hundreds), and resolving, reading and compiling them was most of a small build's time. The
// entries below keep their paths under dist/ (the CLI, the library, the modules worker threads
// import, and the modules the repository's scripts and benchmarks import); the code they share
// is split into dist/chunks/, and a command's own code loads only when it runs (dynamic imports
// stay chunks of their own).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.json', '--emitDeclarationOnly'], { cwd: root, stdio: 'inherit' });

/** Modules with a path of their own under dist/ (relative to src/, without `.ts`). */
const ENTRIES = [
  'cli',
  'index',
  // The entry of worker threads, and the job modules this thread and the workers import when a file
  // needs processing (src/shared/jobs/pool.ts): the processors, loaded by no run that finds every file cached.
  'shared/jobs/worker',
  'parse/jobs',
  'openapi/jobs',
  // Imported by this script and by bench/run.mjs.
  'emit/bundle',
  'parse/json-schema',
  'pipeline/build',
  'pipeline/site-build',
  'parse/reuse-or-process',
  'shared/cache',
  'shared/session',
];

/**
 * Packages left to Node's loader: esbuild (a native binary), and packages that read files of
 * their own at run time (`open` runs its xdg-open script) or that only `import` and `serve` load.
 */
const EXTERNAL = ['esbuild', 'open', '@redocly/openapi-core', '@scalar/openapi-upgrader', 'openapi-sampler', 'express', 'chokidar'];

/**
 * zod's main module re-exports its messages in some 50 languages as `z.locales`, and a namespace
 * re-export cannot be tree-shaken: the bundle would carry about 400 KB that every command parses.
 * pamdocs reports in English only (zod's default `en`), so `z.locales` and `z.core.locales` hold
 * just that one.
 */
const englishZodLocales = {
  name: 'zod-english-locales',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, ({ importer, resolveDir }) =>
      /zod[\\/]v4[\\/](classic[\\/]external|core[\\/]index)\.js$/.test(importer)
        ? { path: path.join(resolveDir, '..', 'locales', 'en.js'), namespace: 'zod-locales' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'zod-locales' }, ({ path: en }) => ({
      contents: "export { default as en } from './en.js';",
      resolveDir: path.dirname(en),
      loader: 'js',
    }));
  },
};

/**
 * gray-matter requires js-yaml 3 for its default YAML engine, whose `!!js/function` type then
 * requires esprima (280 KB) at run time: every first build compiled both for nothing, since
 * pamdocs gives gray-matter a YAML engine of its own (js-yaml 4; src/parse/frontmatter.ts). Its
 * js-yaml 3 is a stub whose functions throw, so a call that ever reached it would be loud.
 */
const grayMatterWithoutYaml = {
  name: 'gray-matter-without-js-yaml',
  setup(b) {
    b.onResolve({ filter: /^js-yaml$/ }, ({ importer }) =>
      /[\\/]gray-matter[\\/]/.test(importer) ? { path: 'js-yaml', namespace: 'gray-matter-yaml' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'gray-matter-yaml' }, () => ({
      contents:
        "const unused = () => { throw new Error('gray-matter reads YAML with the engine pamdocs gives it'); };\nmodule.exports = { safeLoad: unused, safeDump: unused };",
      loader: 'js',
    }));
  },
};

await build({
  entryPoints: ENTRIES.map((entry) => `src/${entry}.ts`),
  plugins: [englishZodLocales, grayMatterWithoutYaml],
  absWorkingDir: root,
  outbase: 'src',
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  external: EXTERNAL,
  // Bundled CommonJS packages `require` Node's modules: an ES module has no `require` of its own.
  banner: { js: "import { createRequire as __pamdocsRequire } from 'node:module'; const require = __pamdocsRequire(import.meta.url);" },
  logLevel: 'warning',
});

// The site model and page protocol, standalone, for a template bundled where the sources are not
// shipped (an installed package: src/emit/bundle.ts resolves the template's imports to these).
await build({
  entryPoints: ['src/shared/site-model.ts', 'src/shared/page-protocol.ts'],
  absWorkingDir: root,
  outdir: 'dist/shared',
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  logLevel: 'warning',
});

const { prebundleTemplate } = await import('../dist/emit/bundle.js');
await prebundleTemplate().catch((error) =>
  console.warn('pamdocs: the template was not prebundled (builds will bundle it):', error.message.split('\n')[0]),
);
const { writeSchemas } = await import('../dist/parse/json-schema.js');
await writeSchemas(fileURLToPath(new URL('../dist/schemas', import.meta.url)));
