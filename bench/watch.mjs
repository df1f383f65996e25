#!/usr/bin/env node
// Authoring-loop benchmark: time from a file write to the updated DOM, over
// 20 edits of one endpoint title, with `serve --watch` and real Chromium.
//
// usage: node bench/watch.mjs [content-dir]   (default: a copy of content/)
// Needs the compiled library (npm run compile) and Chromium (see tests/e2e/browser.ts).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../dist/index.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const EDITS = 20;
const source = path.resolve(process.argv[2] ?? path.join(ROOT, 'content'));
const work = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-bench-watch-'));
const dir = path.join(work, 'content');
await cp(source, dir, { recursive: true });

// The first endpoint of the first group, and its title line.
const config = await readFile(path.join(dir, 'pamdocs.yaml'), 'utf8');
const group = /groups:\s*\n\s*- id: ([\w-]+)/.exec(config)[1];
const endpoint = new RegExp(`- id: ${group}[\\s\\S]*?endpoints:\\s*\\n\\s*- ([\\w-]+)`).exec(config)[1];
const file = path.join(dir, 'endpoints', group, `${endpoint}.md`);
const original = await readFile(file, 'utf8');

const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const server = await serve({ dir, cwd: work, port: 0, watch: true });
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}#/${group}?scroll=${endpoint}`);
  await page.waitForSelector(`[id="${endpoint}"] h2`);
  const times = [];
  for (let i = 1; i <= EDITS; i++) {
    const title = `Benchmark edit ${i}`;
    const start = performance.now();
    await writeFile(file, original.replace(/^title: .*$/m, `title: ${title}`));
    await page.waitForFunction(
      ([id, text]) => document.getElementById(id)?.querySelector('h2')?.textContent === text,
      [endpoint, title],
      { polling: 'raf', timeout: 60_000 },
    );
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = (times[EDITS / 2 - 1] + times[EDITS / 2]) / 2;
  console.log(`write -> DOM over ${EDITS} edits of ${path.relative(dir, file)}: median ${median.toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms, min ${times[0].toFixed(0)} ms`);
} finally {
  await server.close();
  await browser.close();
  await rm(work, { recursive: true, force: true });
}
