#!/usr/bin/env node
// Search as a reader types it (issue 40, Performance): GitHub's REST API description (@octokit/openapi, about 1,500
// operations, fetched once by bench/registry-spec.mjs) is built, its landing opened in Chromium (no throttling), the
// search dialog opened and its index waited for (loaded, or made from the search's documents); then each query is typed key by key, and each keystroke timed from
// the key event to the frame painted after the dialog last changed (the results and their count; a key that changes
// nothing is timed to the frame after its input event). Prints the median and p95 over every keystroke, each
// query's results, and the search script's bytes (and gzip) beside the whole site's.
// With `--ab <checkout>`, the same on that checkout's build (its compiled bin/pamdocs.js), and the ratio.
//
// usage: node bench/search.mjs [--ab <checkout>] [--spec <OpenAPI document>]
// Goal: the first results within 50 ms of a keystroke (p95). Needs the compiled library: npm run compile.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { registrySpec } from './registry-spec.mjs';
import { builtSite, checkouts, label, launch, ms, option, quantile } from './site-ab.mjs';

const GOAL_MS = 50;
/** Queries a reader of GitHub's docs types: a resource, a plural, two words, an operationId's start, a path's word, an error. */
const QUERIES = ['repository', 'pull requests', 'webhook', 'list-commits', 'actions secret', 'resource not found'];
/** How long a keystroke is given to change the dialog before the next (ms): the key is timed to its last change. */
const QUIET_MS = 300;

const args = process.argv.slice(2);
const sides = checkouts(args);
const spec = path.resolve(option(args, '--spec', registrySpec()));

/** Records, for each key pressed in the search field, its event time and the time of the frame after the dialog last changed. */
function recordKeys() {
  const keys = [];
  window.__keys = keys;
  const painted = () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        const key = keys.at(-1);
        if (key) key.painted = performance.now();
      }),
    );
  document.addEventListener('keydown', (e) => e.target.matches?.('[role=combobox]') && keys.push({ t: e.timeStamp, painted: null }), true);
  // After the app's own listeners (React's, on its root): the input is handled and its render committed.
  window.addEventListener('input', painted);
  const inDialog = (node) => (node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement)?.closest('dialog');
  new MutationObserver((records) => records.some((r) => inDialog(r.target)) && painted()).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
}

/** Types every query key by key in the site at `base`; returns each keystroke's time (ms) and each query's status line. */
async function measure(browser, base) {
  const page = await browser.newPage();
  await page.addInitScript(recordKeys);
  await page.goto(base);
  const button = page.getByRole('button', { name: 'Search' });
  await button.waitFor({ state: 'visible', timeout: 30_000 });
  const opened = performance.now();
  // The landing runs its scripts after its first paint: press until the dialog is there.
  const dialog = page.getByRole('dialog', { name: 'Search the docs' });
  while (!(await dialog.isVisible())) {
    await button.click();
    await page.waitForTimeout(50);
  }
  const status = dialog.getByRole('status');
  await page.waitForFunction(() => /^Type /.test(document.querySelector('dialog [role=status]')?.textContent ?? ''), null, {
    timeout: 60_000,
  });
  const loaded = performance.now() - opened;
  const field = dialog.getByRole('combobox');
  const times = [];
  const results = [];
  for (const query of QUERIES) {
    await field.fill('');
    await page.waitForTimeout(QUIET_MS);
    const from = await page.evaluate(() => window.__keys.length);
    for (const key of query) {
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      await page.waitForTimeout(QUIET_MS);
    }
    const keys = (await page.evaluate(() => window.__keys)).slice(from);
    times.push(...keys.map((k) => k.painted - k.t));
    results.push(`${query}: ${await status.innerText()}`);
  }
  await page.close();
  return { times, results, loaded };
}

console.log(`Search on ${path.basename(spec)}: keystroke to results painted, ${QUERIES.length} queries typed key by key`);
const browser = await launch();
const medians = [];
try {
  for (const checkout of sides) {
    const site = await builtSite(checkout, spec);
    try {
      const { times, results, loaded } = await measure(browser, site.base);
      const index = await readFile(path.join(site.out, site.index.assets.search));
      const p50 = quantile(times, 0.5);
      const p95 = quantile(times, 0.95);
      medians.push(p50);
      console.log(`\n${label(checkout)}`);
      console.log(
        `  keystrokes     ${times.length}: median ${ms(p50)}, p95 ${ms(p95)}, max ${ms(Math.max(...times))}  (goal <= ${GOAL_MS} ms: ${p95 <= GOAL_MS ? 'held' : 'MISSED'})`,
      );
      console.log(`  index ready    ${ms(loaded)} after the dialog was first asked for`);
      const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
      console.log(
        `  search script  ${kb(index.length)} (gzip ${kb(gzipSync(index).length)}), ${((100 * index.length) / site.bytes).toFixed(1)} % of the site's ${kb(site.bytes)}`,
      );
      for (const line of results) console.log(`  ${line}`);
    } finally {
      await site.close();
    }
  }
} finally {
  await browser.close();
}
if (medians.length === 2) console.log(`\nmedian keystroke, this checkout / ${sides[1]}: ${(medians[0] / medians[1]).toFixed(2)}x`);
