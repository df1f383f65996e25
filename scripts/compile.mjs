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
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
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
  // The entry of worker threads (src/shared/jobs/pool.ts).
  'shared/jobs/worker',
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

/**
 * The job modules (src/shared/jobs/pool.ts): each a CommonJS bundle of its own at
 * `dist/<module>.cjs`, which this thread and worker threads evaluate with V8's code cache
 * (src/shared/bundle-loader.ts; Node's loader takes no code cache for ES modules before
 * Node 22). They hold the processors, loaded only when a file needs processing.
 */
const JOB_MODULES = ['parse/jobs', 'openapi/jobs'];
for (const module of JOB_MODULES) {
  await build({
    entryPoints: [`src/${module}.ts`],
    plugins: [englishZodLocales, grayMatterWithoutYaml],
    absWorkingDir: root,
    outfile: `dist/${module}.cjs`,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    external: EXTERNAL,
    // What `import.meta.url` is in the modules: the bundle's own URL.
    define: { 'import.meta.url': '__pamdocsModuleUrl' },
    banner: { js: "const __pamdocsModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
    logLevel: 'warning',
  });
}

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

/** A small OpenAPI document for the code cache's training: tags, a schema, parameters, bodies and prose. */
const TRAINING_API = {
  openapi: '3.0.3',
  info: { title: 'Training', version: '1', description: 'An API to train the code cache. See [the guide](/guide).' },
  tags: [{ name: 'items', description: 'Items.' }],
  paths: {
    '/items/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      get: {
        operationId: 'getItem',
        summary: 'Get an item',
        tags: ['items'],
        description: 'Reads **one** item.',
        responses: {
          200: { description: 'The item.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } },
          404: { description: 'None.' },
        },
      },
      put: {
        operationId: 'putItem',
        summary: 'Put an item',
        tags: ['items'],
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } },
        responses: { 204: { description: 'Done.' } },
      },
    },
  },
  components: {
    schemas: {
      Item: {
        type: 'object',
        description: 'An item.',
        required: ['name'],
        properties: { name: { type: 'string', maxLength: 40 }, tags: { type: 'array', items: { type: 'string' } } },
      },
    },
  },
};

/**
 * V8's code cache of the job bundles, for this Node.js (src/shared/bundle-loader.ts): made by
 * builds in fresh processes, so it holds the bytecode of what a build runs: of a project reading
 * an OpenAPI document (the openapi jobs), then of the starter content (templates/starter/: the
 * parse and code jobs, whose caches it writes last). Without it, builds compile the bundles from source.
 */
const training = mkdtempSync(path.join(os.tmpdir(), 'pamdocs-code-cache-'));
try {
  mkdirSync(path.join(training, 'node_modules'));
  mkdirSync(path.join(training, 'api'));
  writeFileSync(path.join(training, 'openapi.json'), JSON.stringify(TRAINING_API));
  writeFileSync(path.join(training, 'api', 'pamdocs.yaml'), 'openapi: ../openapi.json\n');
  for (const content of [path.join(training, 'api'), path.join(root, 'templates', 'starter')]) {
    execFileSync(process.execPath, [path.join(root, 'bin', 'pamdocs.js'), 'build', content, '--out', path.join(training, 'site')], {
      cwd: training,
      env: { ...process.env, PAMDOCS_WRITE_CODE_CACHE: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  }
} catch (error) {
  console.warn(
    'pamdocs: no code cache was made (builds will compile the job bundles):',
    String(error.stderr ?? error.message).split('\n')[0],
  );
} finally {
  rmSync(training, { recursive: true, force: true });
}
