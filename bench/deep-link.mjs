#!/usr/bin/env node
// A deep link as a reader opens it (issue 40, Performance): a public music API (Spotify's Web API of the APIs-guru
// directory, 88 operations, fetched once by bench/registry-spec.mjs; tests/fixtures/music-api has its shapes) is
// built and the last operation of its largest group (the last entry of the group of most entries in the sidebar:
// the card with the most cards above it) opened cold in Chromium (no throttling) at `#/<group>?scroll=<id>`. Every
// frame from navigation start records that card's top; printed, the median over the runs of:
//   in view   ms from navigation start to the first frame the card is in the viewport
//   landed    ms to the first frame the card is at its place (within 3 px of where it ends)
//   settled   ms to the first frame from which it stays there for good
//   moved     how far (px) it moved from its place in the 2 s after it landed
// With `--ab <checkout>`, the same on that checkout's build (its compiled bin/pamdocs.js), runs taken in turn, and
// the ratios.
//
// usage: node bench/deep-link.mjs [--ab <checkout>] [--spec <OpenAPI document>] [--runs N]   (default 5 runs)
// Goal: the card at its place within 500 ms of navigation start, and no movement after. Needs: npm run compile.
import path from 'node:path';
import { DIRECTORY } from './corpus-specs.mjs';
import { registrySpec } from './registry-spec.mjs';
import { builtSite, checkouts, label, launch, ms, option, quantile } from './site-ab.mjs';

const GOAL_MS = 500;
/** How long the card is watched after it lands (ms). */
const WATCH_MS = 2000;

const args = process.argv.slice(2);
const sides = checkouts(args);
const runs = Number(option(args, '--runs', '5'));
const spec = path.resolve(option(args, '--spec', registrySpec({ ...DIRECTORY, file: `${DIRECTORY.file}/spotify.com.json` })));

/** Records, every frame from the page's start, [ms since navigation start, the top of element `id` or null, the viewport's height]. */
function recordTop(id) {
  const samples = [];
  window.__samples = samples;
  const tick = () => {
    samples.push([performance.now(), document.getElementById(id)?.getBoundingClientRect().top ?? null, window.innerHeight]);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** The figures of one run's samples ({@link recordTop}), or null while the card has not been watched long enough. */
function figures(samples) {
  const at = (i) => samples[i]?.[0];
  const place = samples.at(-1)?.[1];
  if (place === null || place === undefined) return null;
  const near = ([, top]) => top !== null && Math.abs(top - place) <= 3;
  const landed = samples.findIndex(near);
  if (at(samples.length - 1) - at(landed) < WATCH_MS) return null;
  const watched = samples.filter(([t]) => t >= at(landed) && t <= at(landed) + WATCH_MS);
  return {
    inView: at(samples.findIndex(([, top, height]) => top !== null && top >= 0 && top < height)),
    landed: at(landed),
    settled: at(samples.findIndex((_, i) => samples.slice(i).every(near))),
    moved: Math.max(...watched.map(([, top]) => (top === null ? Number.POSITIVE_INFINITY : Math.abs(top - place)))),
  };
}

/** Opens `url` cold in a fresh context and returns the figures of one run for the card `id`. */
async function run(browser, url, id) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(recordTop, id);
  await page.goto(url);
  const started = performance.now();
  let result = null;
  while (!result) {
    if (performance.now() - started > 30_000) throw new Error(`#${id} did not stay at its place for ${WATCH_MS} ms`);
    await page.waitForTimeout(250);
    result = figures(await page.evaluate(() => window.__samples));
  }
  await context.close();
  return result;
}

const browser = await launch();
const sites = [];
try {
  for (const checkout of sides) sites.push(await builtSite(checkout, spec));
  // As this checkout's sidebar lists it, the same card on each side.
  const group = sites[0].index.groups.reduce((a, b) => (b.entries.length > a.entries.length ? b : a));
  const id = group.entries.at(-1).anchor;
  console.log(`Deep link on ${path.basename(spec)}: #${group.route}?scroll=${id}, ${runs} cold loads per checkout, in turn (median)`);
  const results = sites.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [s, site] of sites.entries()) results[s].push(await run(browser, `${site.base}#${group.route}?scroll=${id}`, id));
  }
  const medians = results.map((list) =>
    Object.fromEntries(
      ['inView', 'landed', 'settled', 'moved'].map((k) => [
        k,
        quantile(
          list.map((f) => f[k]),
          0.5,
        ),
      ]),
    ),
  );
  for (const [s, checkout] of sides.entries()) {
    const m = medians[s];
    const held = m.landed <= GOAL_MS && m.moved <= 3;
    console.log(`\n${label(checkout)}`);
    console.log(`  in view   ${ms(m.inView)}`);
    console.log(`  landed    ${ms(m.landed)}  (goal <= ${GOAL_MS} ms and no movement: ${held ? 'held' : 'MISSED'})`);
    console.log(`  settled   ${ms(m.settled)}`);
    console.log(
      `  moved     ${m.moved.toFixed(0)} px in the ${WATCH_MS / 1000} s after it landed (max over runs ${Math.max(...results[s].map((f) => f.moved)).toFixed(0)} px)`,
    );
  }
  if (sites.length === 2) {
    const ratio = (k) => (medians[1][k] > 0 ? `${(medians[0][k] / medians[1][k]).toFixed(2)}x` : 'n/a');
    console.log(`\nthis checkout / ${sides[1]}: in view ${ratio('inView')}, landed ${ratio('landed')}, settled ${ratio('settled')}`);
  }
} finally {
  await browser.close();
  for (const site of sites) await site.close();
}
