/**
 * The app and the docs script share modules through the app's table
 * (src/emit/split-bundle.ts): a package's ES module reaches the docs script
 * only through a module of the template that re-exports what it needs, so the
 * app keeps that and no more of the package (React Router: not its data router).
 */
import type { BuildOptions } from 'esbuild';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleSplit } from '../../src/emit/split-bundle.js';
import { ROOT } from '../helpers/content.js';

/** Classic minified scripts, as the template's (src/emit/bundle.ts), with the repository's packages. */
const BASE: BuildOptions = {
  bundle: true,
  format: 'iife',
  minify: true,
  write: false,
  outdir: 'out',
  entryNames: '[name]',
  logLevel: 'silent',
  define: { 'process.env.NODE_ENV': '"production"' },
  nodePaths: [path.join(ROOT, 'node_modules')],
  external: ['react', 'react-dom'],
};

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A template of three modules in a temporary folder: the app, the docs script and `routing.js`; returns their paths. */
async function template(files: { app: string; docs: string; routing: string }): Promise<{ app: string; splits: { docs: string } }> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-split-'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, `${name}.js`), text);
  return { app: path.join(dir, 'app.js'), splits: { docs: path.join(dir, 'docs.js') } };
}

const ROUTING = "export { Link, useLocation } from 'react-router-dom';\n";

describe('the docs script split off the app', () => {
  it('reads React Router from the app through the re-exporting module, and the app keeps only what it re-exports', async () => {
    const entries = await template({
      routing: ROUTING,
      app: "import { Link } from './routing.js';\nwindow.app = Link;\n",
      docs: "import { useLocation } from './routing.js';\nwindow.docs = useLocation;\n",
    });
    const made = await bundleSplit(BASE, { ...entries, others: {} });
    const app = made.get('app.js')!;
    const docs = made.get('docs.js')!;
    expect(app).toContain('__pamdocsModules');
    // The docs script holds none of React Router: it takes the app's module from the table.
    expect(docs).toContain('__pamdocsModules');
    expect(docs.length).toBeLessThan(1000);
    // The app keeps what it uses of React Router (3.6 KB gzip here), not all of it with its data router (about 29 KB).
    expect(gzipSync(app).length).toBeLessThan(12_000);
  });

  it("refuses a docs script that imports a package's ES module the app bundles, naming the module to go through", async () => {
    const entries = await template({
      routing: ROUTING,
      app: "import { Link } from './routing.js';\nwindow.app = Link;\n",
      docs: "import { useLocation } from 'react-router-dom';\nwindow.docs = useLocation;\n",
    });
    await expect(bundleSplit(BASE, { ...entries, others: {} })).rejects.toThrow(
      /"react-router-dom" is a package's ES module the app bundles.*routing\.ts/,
    );
  });
});
