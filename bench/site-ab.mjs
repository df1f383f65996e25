// The sites that bench/search.mjs and bench/deep-link.mjs open in Chromium: one OpenAPI document built by this
// checkout's CLI and, with `--ab <checkout>`, by another checkout's (its own compiled bin/pamdocs.js, read and run,
// never written to), each in a temporary project of its own, served gzipped on 127.0.0.1.
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { runNode } from './peer.mjs';
import { serveSite } from './serve-site.mjs';

/** This checkout. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The checkouts to measure: this one, then the one after `--ab` in `args` (taken out of `args`), if any. */
export function checkouts(args) {
  const at = args.indexOf('--ab');
  const other = at >= 0 ? path.resolve(args.splice(at, 2)[1]) : null;
  return [ROOT, ...(other ? [other] : [])];
}

/** The value after `flag` in `args` (both taken out), or `fallback`. */
export function option(args, flag, fallback) {
  const at = args.indexOf(flag);
  return at >= 0 ? args.splice(at, 2)[1] : fallback;
}

/** Total bytes of the files under `dir`. */
async function folderBytes(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const sizes = await Promise.all(entries.filter((e) => e.isFile()).map((e) => stat(path.join(e.parentPath, e.name)).then((s) => s.size)));
  return sizes.reduce((a, b) => a + b, 0);
}

/**
 * Builds `spec` with `checkout`'s CLI (an empty cache) and serves the site. Returns its URL, its folder, its
 * bytes, its index (the payload of `assets/index-*.js`: groups, assets) and `close()`.
 */
export async function builtSite(checkout, spec) {
  const cwd = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-site-ab-'));
  await mkdir(path.join(cwd, 'node_modules'));
  await mkdir(path.join(cwd, 'docs'));
  const api = `api${path.extname(spec)}`;
  await cp(spec, path.join(cwd, api));
  await writeFile(path.join(cwd, 'docs', 'pamdocs.yaml'), `openapi: ../${api}\n`);
  runNode(path.join(checkout, 'bin', 'pamdocs.js'), ['build', 'docs', '--out', 'site'], cwd);
  const out = path.join(cwd, 'site');
  const indexFile = (await readdir(path.join(out, 'assets'))).find((f) => /^index-[0-9a-f]+\.js$/.test(f));
  const text = await readFile(path.join(out, 'assets', indexFile), 'utf8');
  const index = JSON.parse(text.slice(text.indexOf('=') + 1, text.lastIndexOf(';')));
  const { server, base } = await serveSite(out);
  return {
    base,
    out,
    index,
    bytes: await folderBytes(out),
    close: async () => {
      server.close();
      await rm(cwd, { recursive: true, force: true });
    },
  };
}

/** A headless Chromium as the browser tests launch it. */
export async function launch() {
  return chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS, headless: true });
}

/** The value at quantile `q` (0..1) of `xs` (nearest rank). */
export const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)];

/** `ms` with one decimal. */
export const ms = (x) => `${x.toFixed(1)} ms`;

/** The label of a checkout in the output: `this checkout` or its path. */
export const label = (checkout) => (checkout === ROOT ? 'this checkout' : checkout);
