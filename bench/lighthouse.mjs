#!/usr/bin/env node
// Lighthouse on the built PAM site, served from 127.0.0.1 by a plain static
// server that gzips as static hosts do (express.static + compression), in Debian's Chromium (or $CHROME_PATH), with Lighthouse's default
// mobile preset (simulated slow 4G, 4x CPU slowdown, Moto G Power viewport).
// Prints one row per page: performance, accessibility and best-practices
// scores, and the timing metrics behind the performance score.
//
// usage: node bench/lighthouse.mjs [content-dir] [--runs N]   (default: content/, 3 runs, median shown)
// Budgets (performance issue): performance >= 98, accessibility 100, best practices 100.
// Needs the compiled library: npm run compile.
import compression from 'compression';
import express from 'express';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 3;
const dir = path.resolve(args[0] ?? path.join(ROOT, 'content'));
const PAGES = ['', '#/primary-user', '#/errors'];

const { build } = await import(path.join(ROOT, 'dist', 'index.js'));
const out = path.join(await mkdtemp(path.join(os.tmpdir(), 'pamdocs-lighthouse-')), 'site');
const built = await build({ dir, out });
if (!built.ok) throw new Error(`build failed: ${built.errors} errors`);

const app = express();
app.use(compression());
app.use(express.static(out));
const server = await new Promise((resolve) => {
  const s = app.listen(0, '127.0.0.1', () => resolve(s));
});
const base = `http://127.0.0.1:${server.address().port}/`;

const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
try {
  for (const page of PAGES) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(base + page, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      const failed = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      results.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        si: lhr.audits['speed-index'].numericValue,
        failed,
      });
    }
    const pick = (k) => median(results.map((r) => r[k]));
    rows.push({
      page: page || '/ (landing)',
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      'best practices': pick('bestPractices'),
      'FCP ms': Math.round(pick('fcp')),
      'LCP ms': Math.round(pick('lcp')),
      'TBT ms': Math.round(pick('tbt')),
      CLS: pick('cls').toFixed(3),
      'SI ms': Math.round(pick('si')),
      'failed audits': [...new Set(results.flatMap((r) => r.failed))].join(' ') || '-',
    });
  }
} finally {
  await chrome.kill();
  server.close();
  await rm(path.dirname(out), { recursive: true, force: true });
}
console.log(`Lighthouse ${runs} run(s) per page, mobile preset, median shown; site built from ${path.relative(process.cwd(), dir) || '.'}`);
console.table(rows);
const held = rows.every((r) => r.performance >= 98 && r.accessibility === 100 && r['best practices'] === 100);
console.log(held ? 'Budgets held (performance >= 98, accessibility 100, best practices 100).' : 'A budget is missed (performance >= 98, accessibility 100, best practices 100).');
process.exitCode = held ? 0 : 1;
