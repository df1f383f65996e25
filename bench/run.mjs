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
// Then one line per budget of the performance issue that the sizes run can show, held or MISSED; the exit
// code is 1 when one is missed. The build budgets count `build` in a cold process with the cache a previous
// run left on disk (the "build" column): the issue asks for that cache to survive across runs. The first
// build with an empty cache has no budget; it is reported (and is about 5 ms of CPU per endpoint on 2 cores).
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

/** Budgets of the performance issue, by what they limit (ms, KiB, bytes). */
const BUDGET = {
  pamBuildMs: 1000,
  buildMs10k: 10_000,
  rssKiB10k: 1024 * 1024,
  checkMs10k: 3000,
  rebuildMsPam: 50,
  rebuildMs10k: 250,
  landingBytesPam: 90_000,
  /** Not in the issue: "grows linearly" is read as a cost per endpoint at 10,000 within 1.25x of that at 1,000 (run-to-run noise). */
  linearSlack: 1.25,
};

const rows = [];
/** Measured numbers by size, for the budget lines. */
const measured = new Map();
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
    const { buildFiles } = await import(${JSON.stringify(path.join(ROOT, 'dist', 'pipeline', 'build.js'))});
    const { MemoryCache } = await import(${JSON.stringify(path.join(ROOT, 'dist', 'shared', 'cache.js'))});
    const { Session } = await import(${JSON.stringify(path.join(ROOT, 'dist', 'shared', 'session.js'))});
    const { bundleTemplate } = await import(${JSON.stringify(path.join(ROOT, 'dist', 'emit', 'bundle.js'))});
    const { preloadParsers } = await import(${JSON.stringify(path.join(ROOT, 'dist', 'parse', 'remember.js'))});
    const fs = await import('node:fs/promises');
    // As serve does: one session for all builds, files derived from the whole model made on request,
    // and the load told which file changed (serve's watcher knows).
    const session = new Session({ cache: new MemoryCache(), incremental: true });
    const bundle = bundleTemplate();
    const build = (o, changed) => buildFiles({ dir: o.dir, session, bundle, lazy: new Map(), ...(changed ? { changed } : {}) });
    await build({ dir: ${JSON.stringify(dir)} });
    await preloadParsers();
    const groups = (await fs.readdir(${JSON.stringify(path.join(dir, 'endpoints'))})).sort();
    const file = ${JSON.stringify(path.join(dir, 'endpoints'))} + '/' + groups[0] + '/' + (await fs.readdir(${JSON.stringify(path.join(dir, 'endpoints'))} + '/' + groups[0])).sort()[0];
    const text = await fs.readFile(file, 'utf8');
    const times = [];
    for (let i = 1; i <= 10; i++) {
      await fs.writeFile(file, text.replace(/^title: (.*)$/m, 'title: $1 (edit ' + i + ')'));
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
  measured.set(size, {
    buildMs: median(builds.map((b) => b.ms)),
    rssKiB: Math.max(...builds.map((b) => b.rss)),
    checkMs: median(checks.map((c) => c.ms)),
    rebuildMs: median(rebuild.times),
    landingBytes: landing,
  });
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

const budgets = [];
const budget = (name, value, limit, shown) => budgets.push({ name, shown, limit, held: value <= limit });
const pam = measured.get('pam');
if (pam) {
  budget('PAM build, cold process (median of 5)', pam.buildMs, BUDGET.pamBuildMs, `${seconds(pam.buildMs)} <= ${seconds(BUDGET.pamBuildMs)}`);
  budget('PAM rebuild after a save (median)', pam.rebuildMs, BUDGET.rebuildMsPam, `${Math.round(pam.rebuildMs)} ms <= ${BUDGET.rebuildMsPam} ms`);
  budget('PAM landing page JS and CSS, gzip', pam.landingBytes, BUDGET.landingBytesPam, `${(pam.landingBytes / 1000).toFixed(1)} KB <= ${BUDGET.landingBytesPam / 1000} KB`);
}
const big = measured.get('10000');
if (big) {
  budget('10,000 endpoints: build, cold process', big.buildMs, BUDGET.buildMs10k, `${seconds(big.buildMs)} <= ${seconds(BUDGET.buildMs10k)}`);
  budget('10,000 endpoints: build peak RSS', big.rssKiB, BUDGET.rssKiB10k, `${mib(big.rssKiB)} <= ${mib(BUDGET.rssKiB10k)}`);
  budget('10,000 endpoints: check', big.checkMs, BUDGET.checkMs10k, `${seconds(big.checkMs)} <= ${seconds(BUDGET.checkMs10k)}`);
  budget('10,000 endpoints: rebuild after a save (median)', big.rebuildMs, BUDGET.rebuildMs10k, `${Math.round(big.rebuildMs)} ms <= ${BUDGET.rebuildMs10k} ms`);
  const small = measured.get('1000');
  if (small) {
    const ratio = big.buildMs / 10_000 / (small.buildMs / 1000);
    budget('build grows linearly (per endpoint, 10,000 vs 1,000)', ratio, BUDGET.linearSlack, `${ratio.toFixed(2)}x <= ${BUDGET.linearSlack}x`);
  }
}
for (const b of budgets) console.log(`${b.held ? 'held  ' : 'MISSED'}  ${b.name}: ${b.shown}`);
if (budgets.some((b) => !b.held)) {
  console.log('A budget is missed.');
  process.exitCode = 1;
}
