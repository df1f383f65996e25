#!/usr/bin/env node
// Authoring-loop benchmark: time from a file write to the updated DOM, over
// 20 edits of one endpoint title, with `serve --watch` and real Chromium.
// Both ends read the same epoch clock (performance.timeOrigin + now(), in ms):
// the write starts the clock, and a MutationObserver in the page stops it when
// the card's heading shows the new title (no polling delay in the figure).
// Also printed: when the server had published the rebuild (onBuild), so the
// total splits into server (watch, rebuild) and page (scripts, React) parts.
//
// usage: node bench/watch.mjs [content-dir]   (default: a copy of content/)
// Needs the compiled library (npm run compile) and Chromium (see tests/e2e/browser.ts).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../dist/index.js';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

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

const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
const now = () => performance.timeOrigin + performance.now();
let published = 0;
const server = await serve({ dir, cwd: work, port: 0, watch: true, onBuild: () => (published = now()) });
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}#/${group}?scroll=${endpoint}`);
  await page.waitForSelector(`[id="${endpoint}"] h2`);
  const times = [];
  const serverTimes = [];
  for (let i = 1; i <= EDITS; i++) {
    const title = `Benchmark edit ${i}`;
    // Arm the observer, then write.
    await page.evaluate(
      ([id, text]) => {
        window.__benchSeen = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (document.getElementById(id)?.querySelector('h2')?.textContent !== text) return;
            observer.disconnect();
            resolve(performance.timeOrigin + performance.now());
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        });
      },
      [endpoint, title],
    );
    const start = now();
    await writeFile(file, original.replace(/^title: .*$/m, `title: ${title}`));
    const seen = await page.evaluate(() => window.__benchSeen);
    times.push(seen - start);
    serverTimes.push(published - start);
    // Let the trailing re-read pass before the next edit, as between a writer's saves.
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  const stats = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return { median: (s[EDITS / 2 - 1] + s[EDITS / 2]) / 2, max: s.at(-1), min: s[0] };
  };
  const total = stats(times);
  const onServer = stats(serverTimes);
  console.log(
    `write -> DOM over ${EDITS} edits of ${path.relative(dir, file)}: median ${total.median.toFixed(0)} ms, max ${total.max.toFixed(0)} ms, min ${total.min.toFixed(0)} ms` +
      ` (server published after: median ${onServer.median.toFixed(0)} ms, max ${onServer.max.toFixed(0)} ms)`,
  );
} finally {
  await server.close();
  await browser.close();
  await rm(work, { recursive: true, force: true });
}
