/**
 * Bundles the React template (`templates/site/`) with esbuild into one
 * classic script and one stylesheet (classic, not module, so the site runs
 * over `file://`).
 */
import { build as esbuild } from 'esbuild';
import { fileURLToPath } from 'node:url';

/** The bundled template. */
export interface TemplateBundle {
  js: string;
  css: string;
}

/** Entry of the template, relative to this module in `src/build/` and in `dist/build/`. */
export const TEMPLATE_ENTRY = fileURLToPath(new URL('../../templates/site/src/main.tsx', import.meta.url));

/**
 * Bundles the template for production (minified, `NODE_ENV=production`, ES2020).
 * @throws Error with esbuild's messages when the template does not compile (an internal error).
 */
export async function bundleTemplate(entry = TEMPLATE_ENTRY): Promise<TemplateBundle> {
  const result = await esbuild({
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
  for (const file of result.outputFiles) {
    if (file.path.endsWith('.js')) js = file.text;
    else if (file.path.endsWith('.css')) css = file.text;
  }
  return { js, css };
}
