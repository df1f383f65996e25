#!/usr/bin/env node
// Lighthouse on the built PAM site (bench/lighthouse-core.mjs: served gzipped from 127.0.0.1, the
// Chromium the browser tests use, Lighthouse's default mobile preset).
// Prints one row per page: performance, accessibility and best-practices
// scores, and the timing metrics behind the performance score.
//
// usage: node bench/lighthouse.mjs [content-dir] [--runs N]   (default: content/, 3 runs, median shown)
// Budgets (performance issue): performance >= 98, accessibility 100, best practices 100.
// Needs the compiled library: npm run compile.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lighthouseRows } from './lighthouse-core.mjs';

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

let rows;
try {
  rows = await lighthouseRows(out, PAGES, runs);
} finally {
  await rm(path.dirname(out), { recursive: true, force: true });
}
console.log(`Lighthouse ${runs} run(s) per page, mobile preset, median shown; site built from ${path.relative(process.cwd(), dir) || '.'}`);
console.table(rows);
const held = rows.every((r) => r.performance >= 98 && r.accessibility === 100 && r['best practices'] === 100);
console.log(
  held
    ? 'Budgets held (performance >= 98, accessibility 100, best practices 100).'
    : 'A budget is missed (performance >= 98, accessibility 100, best practices 100).',
);
process.exitCode = held ? 0 : 1;
