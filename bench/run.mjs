#!/usr/bin/env node
// The performance table: for the PAM content and generated corpora of 1,000,
// 5,000 and 10,000 endpoints. Builds and checks run the CLI (bin/pamdocs.js), each in a fresh process:
//   first build  `pamdocs build` with an empty cache, wall s and peak RSS
//   build        `pamdocs build` again with the cache on disk, as every later build runs: median wall s of 5 runs
//                (PAM; 3 for the corpora) and the largest peak RSS
//   check        `pamdocs check` with the cache on disk, median wall s of 3 runs
//   rebuild      as `serve --watch` rebuilds in memory after a save (cache, template bundle and unchanged texts
//                kept, the edited file named, processors loaded; search index, error catalogue and openapi.json
//                made on request): median and max ms of 10 edits of one endpoint's title
//   landing      gzip bytes of the JS and CSS the landing page loads (app, styles, index data)
//
// usage: node bench/run.mjs [sizes...]    (default: pam 1000 5000 10000)
// Needs the compiled library: npm run compile.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { generateCorpus } from './gen-corpus.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(ROOT, 'bin', 'pamdocs.js');
const EXIT_RSS = path.join(ROOT, 'bench', 'exit-rss.mjs');
const sizes = process.argv.length > 2 ? process.argv.slice(2) : ['pam', '1000', '5000', '10000'];

/** Runs `code` in a fresh node process in `cwd`; returns its JSON output. */
function inProcess(code, cwd) {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd, encoding: 'utf8', maxBuffer: 64 << 20 });
  return JSON.parse(out.trim().split('\n').at(-1));
}

/** Runs the CLI with `args` in `cwd`; returns its wall time (ms) and peak RSS (KiB). Throws when it fails. */
function cli(args, cwd) {
  const t = performance.now();
  const r = spawnSync(process.execPath, ['--import', EXIT_RSS, CLI, ...args], { cwd, encoding: 'utf8' });
  const ms = performance.now() - t;
  if (r.status !== 0) throw new Error(`pamdocs ${args.join(' ')} exited with ${r.status}:\n${r.stderr}`);
  return { ms, rss: Number(/pamdocs-bench-rss (\d+)/.exec(r.stderr)?.[1] ?? NaN) };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const mib = (kib) => `${Math.round(kib / 1024)} MiB`;

const rows = [];
for (const size of sizes) {
  const work = await mkdtemp(path.join(os.tmpdir(), `pamdocs-bench-${size}-`));
  const dir = path.join(work, 'content');
  if (size === 'pam') execFileSync('cp', ['-r', path.join(ROOT, 'content'), dir]);
  else await generateCorpus(Number(size), dir);
  const out = path.join(work, 'site');
  // The cache lives in the OS temporary folder for this working directory (it has no node_modules).
  const first = cli(['build', dir, '--out', out], work);
  const builds = Array.from({ length: size === 'pam' ? 5 : 3 }, () => cli(['build', dir, '--out', out], work));
  const checks = Array.from({ length: 3 }, () => cli(['check', dir], work));
  // As serve --watch rebuilds: in memory, with the document cache kept between builds.
  const rebuild = inProcess(`
    const { buildFiles } = await import(${JSON.stringify(path.join(ROOT, 'dist', 'build', 'index.js'))});
    const { MemoryCache } = await import(${JSON.stringify(path.join(ROOT, 'dist', 'cache', 'documents.js'))});
    const { bundleTemplate } = await import(${JSON.stringify(path.join(ROOT, 'dist', 'build', 'bundle.js'))});
    const { preloadProcessors } = await import(${JSON.stringify(path.join(ROOT, 'dist', 'content', 'parallel.js'))});
    const fs = await import('node:fs/promises');
    const cache = new MemoryCache();
    const bundle = bundleTemplate();
    // As serve does: files derived from the whole model are made on request, texts of unchanged
    // files come from memory, and the load is told which file changed (serve's watcher knows).
    const texts = new Map();
    const readText = (source) => texts.get(source.path) ?? fs.readFile(source.path, 'utf8').then((t) => (texts.set(source.path, t), t));
    const build = (o, changed) => buildFiles({ dir: o.dir, cache, bundle, lazy: new Map(), readText, ...(changed ? { changed } : {}) });
    await build({ dir: ${JSON.stringify(dir)} });
    await preloadProcessors();
    const groups = (await fs.readdir(${JSON.stringify(path.join(dir, 'endpoints'))})).sort();
    const file = ${JSON.stringify(path.join(dir, 'endpoints'))} + '/' + groups[0] + '/' + (await fs.readdir(${JSON.stringify(path.join(dir, 'endpoints'))} + '/' + groups[0])).sort()[0];
    const text = await fs.readFile(file, 'utf8');
    const times = [];
    for (let i = 1; i <= 10; i++) {
      await fs.writeFile(file, text.replace(/^title: (.*)$/m, 'title: $1 (edit ' + i + ')'));
      texts.delete(file);
      const t = performance.now();
      const r = await build({ dir: ${JSON.stringify(dir)} }, new Set([file]));
      times.push(performance.now() - t);
      if (!r.ok) throw new Error('rebuild failed');
    }
    await fs.writeFile(file, text);
    console.log(JSON.stringify({ times }));`, work);
  const assets = await readdir(path.join(out, 'assets'));
  const landing = (
    await Promise.all(assets.filter((f) => /^(app-.*\.(js|css)|index-.*\.js)$/.test(f)).map((f) => readFile(path.join(out, 'assets', f))))
  ).reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
  rows.push({
    content: size === 'pam' ? 'PAM (53)' : `${size} endpoints`,
    'first build': `${seconds(first.ms)}, ${mib(first.rss)}`,
    build: `${seconds(median(builds.map((b) => b.ms)))}, ${mib(Math.max(...builds.map((b) => b.rss)))}`,
    check: seconds(median(checks.map((c) => c.ms))),
    rebuild: `${Math.round(median(rebuild.times))} ms (max ${Math.round(Math.max(...rebuild.times))})`,
    landing: `${(landing / 1024).toFixed(1)} KiB gz`,
  });
  await rm(work, { recursive: true, force: true });
  if (existsSync(path.join(os.tmpdir(), 'pamdocs-cache'))) await rm(path.join(os.tmpdir(), 'pamdocs-cache'), { recursive: true, force: true });
}
console.table(rows);
