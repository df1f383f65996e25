#!/usr/bin/env node
// The performance table: for the PAM content and generated corpora of 1,000,
// 5,000 and 10,000 endpoints, each measured in a fresh process:
//   cold build   `build` with an empty cache (first run), wall ms and peak RSS
//   warm build   `build` again (document and template cache filled), wall ms
//   check        `check` with the cache filled, wall ms
//   rebuild      one endpoint edited, then rebuilt in memory as `serve --watch` does (cache, template bundle and
//                unchanged texts kept; search index, error catalogue and openapi.json made on request), ms
//   landing      gzip bytes of the JS and CSS the landing page loads (app, styles, index data)
//
// usage: node bench/run.mjs [sizes...]    (default: pam 1000 5000 10000)
// Needs the compiled library: npm run compile.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { generateCorpus } from './gen-corpus.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const sizes = process.argv.length > 2 ? process.argv.slice(2) : ['pam', '1000', '5000', '10000'];

/** Runs `code` in a fresh node process in `cwd`; returns its JSON output. */
function inProcess(code, cwd) {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd, encoding: 'utf8', maxBuffer: 64 << 20 });
  return JSON.parse(out.trim().split('\n').at(-1));
}

const lib = JSON.stringify(path.join(ROOT, 'dist', 'index.js'));
const timedBuild = (dir, out) => `
  const { build } = await import(${lib});
  const t = performance.now();
  const r = await build({ dir: ${JSON.stringify(dir)}, out: ${JSON.stringify(out)} });
  if (!r.ok) throw new Error('build failed: ' + r.errors + ' errors');
  console.log(JSON.stringify({ ms: performance.now() - t, rss: process.resourceUsage().maxRSS }));`;

const rows = [];
for (const size of sizes) {
  const work = await mkdtemp(path.join(os.tmpdir(), `pamdocs-bench-${size}-`));
  const dir = path.join(work, 'content');
  if (size === 'pam') execFileSync('cp', ['-r', path.join(ROOT, 'content'), dir]);
  else await generateCorpus(Number(size), dir);
  const out = path.join(work, 'site');
  const wall = (fn) => {
    const t = performance.now();
    const r = fn();
    return { ...r, wall: performance.now() - t };
  };
  // The cache lives in the OS temporary folder for this working directory (it has no node_modules).
  const cold = wall(() => inProcess(timedBuild(dir, out), work));
  const warm = wall(() => inProcess(timedBuild(dir, out), work));
  const check = wall(() => inProcess(`const { check } = await import(${lib}); const r = await check({ dir: ${JSON.stringify(dir)} }); console.log(JSON.stringify({ errors: r.errors }));`, work));
  // As serve --watch rebuilds: in memory, with the document cache kept between builds.
  const rebuild = inProcess(`
    const { buildFiles } = await import(${JSON.stringify(path.join(ROOT, 'dist', 'build', 'index.js'))});
    const { MemoryCache } = await import(${JSON.stringify(path.join(ROOT, 'dist', 'cache', 'documents.js'))});
    const { bundleTemplate } = await import(${JSON.stringify(path.join(ROOT, 'dist', 'build', 'bundle.js'))});
    const fs = await import('node:fs/promises');
    const cache = new MemoryCache();
    const bundle = bundleTemplate();
    // As serve does: files derived from the whole model are made on request, and texts of
    // unchanged files come from memory (serve's watcher tells which file changed).
    const texts = new Map();
    const readText = (source) => texts.get(source.path) ?? fs.readFile(source.path, 'utf8').then((t) => (texts.set(source.path, t), t));
    const build = (o) => buildFiles({ dir: o.dir, cache, bundle, lazy: new Map(), readText });
    await build({ dir: ${JSON.stringify(dir)} });
    await build({ dir: ${JSON.stringify(dir)} });
    const groups = (await fs.readdir(${JSON.stringify(path.join(dir, 'endpoints'))})).sort();
    const file = ${JSON.stringify(path.join(dir, 'endpoints'))} + '/' + groups[0] + '/' + (await fs.readdir(${JSON.stringify(path.join(dir, 'endpoints'))} + '/' + groups[0])).sort()[0];
    const text = await fs.readFile(file, 'utf8');
    await fs.writeFile(file, text.replace(/^title: (.*)$/m, 'title: $1 (edited)'));
    texts.delete(file);
    const t = performance.now();
    const r = await build({ dir: ${JSON.stringify(dir)} });
    const ms = performance.now() - t;
    await fs.writeFile(file, text);
    console.log(JSON.stringify({ ms, ok: r.ok }));`, work);
  const assets = await readdir(path.join(out, 'assets'));
  const landing = (
    await Promise.all(assets.filter((f) => /^(app-.*\.(js|css)|index-.*\.js)$/.test(f)).map((f) => readFile(path.join(out, 'assets', f))))
  ).reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
  rows.push({
    content: size === 'pam' ? 'PAM (53)' : `${size} endpoints`,
    'cold build': `${(cold.wall / 1000).toFixed(2)} s`,
    'peak RSS': `${Math.round(cold.rss / 1024)} MiB`,
    'warm build': `${(warm.wall / 1000).toFixed(2)} s`,
    check: `${(check.wall / 1000).toFixed(2)} s`,
    rebuild: `${Math.round(rebuild.ms)} ms`,
    landing: `${(landing / 1024).toFixed(1)} KiB gz`,
  });
  await rm(work, { recursive: true, force: true });
  if (existsSync(path.join(os.tmpdir(), 'pamdocs-cache'))) await rm(path.join(os.tmpdir(), 'pamdocs-cache'), { recursive: true, force: true });
}
console.table(rows);
