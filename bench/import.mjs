#!/usr/bin/env node
// OpenAPI import at scale. Each run, in fresh processes with an empty cache (as on a fresh CI runner):
//   import       `pamdocs import <spec> --out content`: wall s and peak RSS (read, check, convert, write, check)
//   first build  `pamdocs build content`: wall s and peak RSS
// then, in Chromium on this machine (no throttling), the largest group of the imported site:
//   first card   ms from the click on its sidebar entry (the app loaded and settled on the smallest group) to its
//                first endpoint card,
//                and from a cold load of its URL
//   long task    the longest task (PerformanceObserver 'longtask') while the page fills and is scrolled to the end
// and Lighthouse (mobile preset, bench/lighthouse-core.mjs; median of 3 runs) on that page.
//
// The default document is GitHub's REST API description as published on npm (@octokit/openapi, 13 MB,
// about 1,500 operations), fetched once with `npm pack` into node_modules/.cache/pamdocs-bench/.
//
// usage: node bench/import.mjs [spec] [--runs N]   (default: 3 runs, median of import + build shown)
// Budgets (OpenAPI import issue): import + first build <= 3 s; the largest group's first card <= 1 s after
// navigation; no long task over 200 ms while it scrolls; Lighthouse performance >= 95 on it.
// Needs the compiled library: npm run compile.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { parse } from 'yaml';
import { lighthouseRows } from './lighthouse-core.mjs';
import { serveSite } from './serve-site.mjs';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { registrySpec } from './registry-spec.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(ROOT, 'bin', 'pamdocs.js');
const EXIT_RSS = path.join(ROOT, 'bench', 'exit-rss.mjs');
const CACHE = path.join(ROOT, 'node_modules', '.cache');
const BUDGET = { totalMs: 3000, firstCardMs: 1000, longTaskMs: 200, lighthouse: 95 };

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 3;

/** Runs the CLI with `args` in `cwd`; returns its wall time (ms), peak RSS (KiB) and output. Throws when it fails. */
function cli(cliArgs, cwd) {
  const t = performance.now();
  const r = spawnSync(process.execPath, ['--import', EXIT_RSS, CLI, ...cliArgs], { cwd, encoding: 'utf8', maxBuffer: 256 << 20 });
  const ms = performance.now() - t;
  if (r.status !== 0) throw new Error(`pamdocs ${cliArgs.join(' ')} exited with ${r.status}:\n${r.stderr.slice(-4000)}`);
  return { ms, rss: Number(/pamdocs-bench-rss (\d+)/.exec(r.stderr)?.[1] ?? NaN), stderr: r.stderr };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const mib = (kib) => `${Math.round(kib / 1024)} MiB`;
const verdict = (held) => (held ? 'held' : 'MISSED');

/** Records the longest task of every page of `browser` in `window.__longest` (ms). */
async function newPage(browser) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(() => {
    window.__longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  return page;
}

/**
 * The group `group` of the site in `site`: ms from the click on its first sidebar entry (the app loaded and
 * settled on the route `from`, another group) to its first card, ms into a cold load of its route to that card, and the longest task of
 * both pages while the group fills and is scrolled to its end.
 */
async function browse(site, group, route, from) {
  const { server, base } = await serveSite(site);
  const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
  const firstCard = (page) => page.locator(`[id="${group.endpoints[0]}"]`).waitFor();
  try {
    const page = await newPage(browser);
    await page.goto(`${base}#${from}`);
    await page.locator('[data-testid="endpoint-card"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    const sidebar = page.getByTestId('sidebar');
    const toggle = sidebar.getByRole('button', { name: group.title, exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const entry = sidebar.locator(`#side-${group.id} a`).first();
    await entry.waitFor();
    const clicked = await page.evaluate(() => performance.now());
    await entry.click();
    await firstCard(page);
    const afterClick = (await page.evaluate(() => performance.now())) - clicked;

    const cold = await newPage(browser);
    await cold.goto(`${base}#${route}`);
    await firstCard(cold);
    const coldLoad = await cold.evaluate(() => performance.now());
    // Scroll to the end in steps, as a reader flicking through, until every card is there and the page
    // stops growing (20 s at most: the group's further scripts load when the browser is idle).
    await cold.evaluate(async (expected) => {
      const cards = () => document.querySelectorAll('[data-testid="endpoint-card"]').length;
      const until = performance.now() + 20_000;
      let height = -1;
      while (
        performance.now() < until &&
        (cards() < expected ||
          window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2 ||
          document.documentElement.scrollHeight !== height)
      ) {
        height = document.documentElement.scrollHeight;
        window.scrollBy(0, window.innerHeight * 0.9);
        await new Promise((r) => setTimeout(r, 30));
      }
    }, group.endpoints.length);
    const cards = await cold.locator('[data-testid="endpoint-card"]').count();
    const longest = Math.max(await page.evaluate(() => window.__longest), await cold.evaluate(() => window.__longest));
    return { afterClick, coldLoad, longest, cards };
  } finally {
    await browser.close();
    server.close();
  }
}

const spec = path.resolve(args[0] ?? registrySpec());
const rows = [];
let last;
for (let i = 0; i < runs; i++) {
  await rm(path.join(CACHE, 'pamdocs'), { recursive: true, force: true });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-bench-import-'));
  const imported = cli(['import', spec, '--out', 'content'], tmp);
  const built = cli(['build', 'content', '--out', 'site'], tmp);
  rows.push({ imported, built });
  if (last) await rm(last.tmp, { recursive: true, force: true });
  last = { tmp, imported };
}

console.log(`pamdocs import of ${path.relative(process.cwd(), spec)}: ${/Imported [^\n]*/.exec(last.imported.stderr)?.[0] ?? ''}`);
const total = median(rows.map((r) => r.imported.ms + r.built.ms));
console.table({
  import: {
    'wall (median)': seconds(median(rows.map((r) => r.imported.ms))),
    'peak RSS (max)': mib(Math.max(...rows.map((r) => r.imported.rss))),
  },
  'first build': {
    'wall (median)': seconds(median(rows.map((r) => r.built.ms))),
    'peak RSS (max)': mib(Math.max(...rows.map((r) => r.built.rss))),
  },
  'import + first build': { 'wall (median)': seconds(total), 'peak RSS (max)': '' },
});

const config = parse(readFileSync(path.join(last.tmp, 'content', 'pamdocs.yaml'), 'utf8'));
const largest = config.groups.reduce((a, b) => (b.endpoints.length > a.endpoints.length ? b : a));
const route = largest.route ?? `/${largest.id}`;
const smallest = config.groups.reduce((a, b) => (b.endpoints.length < a.endpoints.length ? b : a));
try {
  const seen = await browse(path.join(last.tmp, 'site'), largest, route, smallest.route ?? `/${smallest.id}`);
  console.log(
    `largest group: ${largest.title} (#${route}), ${largest.endpoints.length} endpoints, ${seen.cards} cards after scrolling to the end`,
  );
  console.log(
    `first card: ${Math.round(seen.afterClick)} ms after the click on its entry, ${Math.round(seen.coldLoad)} ms into a cold load; longest task ${Math.round(seen.longest)} ms`,
  );
  const lh = await lighthouseRows(path.join(last.tmp, 'site'), [`#${route}`], 3);
  console.table(lh);
  console.log(`import + first build <= ${seconds(BUDGET.totalMs)}: ${seconds(total)} ${verdict(total <= BUDGET.totalMs)}`);
  console.log(
    `first card <= ${BUDGET.firstCardMs} ms after navigation: ${Math.round(seen.afterClick)} ms ${verdict(seen.afterClick <= BUDGET.firstCardMs)}`,
  );
  console.log(`no long task over ${BUDGET.longTaskMs} ms: ${Math.round(seen.longest)} ms ${verdict(seen.longest <= BUDGET.longTaskMs)}`);
  console.log(`Lighthouse performance >= ${BUDGET.lighthouse}: ${lh[0].performance} ${verdict(lh[0].performance >= BUDGET.lighthouse)}`);
  process.exitCode =
    total <= BUDGET.totalMs &&
    seen.afterClick <= BUDGET.firstCardMs &&
    seen.longest <= BUDGET.longTaskMs &&
    lh[0].performance >= BUDGET.lighthouse
      ? 0
      : 1;
} finally {
  await rm(last.tmp, { recursive: true, force: true });
}
