/**
 * Bundles the React template (`templates/site/`) with esbuild into one
 * classic script and one stylesheet (classic, not module, so the site runs
 * over `file://`). The result is cached on disk by the template's sources and
 * the versions of its packages, so most builds never start esbuild.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bundled template. */
export interface TemplateBundle {
  js: string;
  css: string;
}

/** Entry of the template, relative to this module in `src/build/` and in `dist/build/`. */
export const TEMPLATE_ENTRY = fileURLToPath(new URL('../../templates/site/src/main.tsx', import.meta.url));

/** Packages whose code ends up in the bundle, or that make it. */
const BUNDLED_PACKAGES = ['react', 'react-dom', 'react-router', 'react-router-dom', 'esbuild'];

/** A key for the template at `entry`: its source files and the versions of the packages it bundles. */
async function templateKey(entry: string): Promise<string> {
  const dir = path.dirname(entry);
  const hash = createHash('sha256').update(entry);
  const require = createRequire(import.meta.url);
  for (const name of BUNDLED_PACKAGES) {
    const pkg = JSON.parse(await readFile(require.resolve(`${name}/package.json`), 'utf8')) as { version: string };
    hash.update(`${name}@${pkg.version}\n`);
  }
  const files = (await readdir(dir, { recursive: true })).map(String).sort();
  for (const name of files) {
    if (!/\.(tsx?|css)$/.test(name)) continue;
    hash.update(`${name}\n`).update(await readFile(path.join(dir, name)));
  }
  hash.update(await readFile(fileURLToPath(new URL('../model.' + (import.meta.url.endsWith('.ts') ? 'ts' : 'js'), import.meta.url))).catch(() => ''));
  return hash.digest('hex').slice(0, 20);
}

/**
 * The production bundle of the template (minified, `NODE_ENV=production`,
 * ES2020), from `cacheDir` when there, else made by esbuild and stored there.
 * @throws Error with esbuild's messages when the template does not compile (an internal error).
 */
export async function bundleTemplate(options: { entry?: string; cacheDir?: string } = {}): Promise<TemplateBundle> {
  const entry = options.entry ?? TEMPLATE_ENTRY;
  const file = options.cacheDir ? path.join(options.cacheDir, `template-${await templateKey(entry)}.json`) : undefined;
  if (file) {
    const cached = await readFile(file, 'utf8').then((t) => JSON.parse(t) as TemplateBundle, () => undefined);
    if (cached?.js) return cached;
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

async function runEsbuild(entry: string): Promise<TemplateBundle> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    outdir: 'out',
    entryNames: 'app',
    jsx: 'automatic',
    target: 'es2020',
    legalComments: 'none',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  let js = '';
  let css = '';
  for (const out of result.outputFiles) {
    if (out.path.endsWith('.js')) js = out.text;
    else if (out.path.endsWith('.css')) css = out.text;
  }
  return { js, css };
}
