/**
 * Browser tests of landing (docs/guides/site.md, Routes, Scrolling): a deep
 * link lands on its card at once and the card stays put while the cards
 * around it take their size, with or without reduced motion. On a public
 * music API's shapes (tests/fixtures/music-api: 13 operations under Playlists).
 */
import path from 'node:path';
import type { BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/index.js';
import { ROOT, tempContent, type TempContent } from '../helpers/content.js';
import { cardOf, expectClean, useSite, type Site } from './site.js';

let site: Site;
useSite((s) => (site = s));
let temp: TempContent;
let music: string;
/** The Playlists group's operation ids, in page order. */
let playlists: string[];

beforeAll(async () => {
  temp = await tempContent(path.join(ROOT, 'tests/fixtures/music-api'));
  const out = path.join(temp.cwd, 'site');
  const result = await build({ dir: temp.dir, out, replay: false });
  if (!result.ok || !result.model) throw new Error(`build failed: ${JSON.stringify(result.diagnostics)}`);
  music = site.mount('/music/', out);
  playlists = result.model.groups.find((g) => g.id === 'playlists')!.endpoints.map((ep) => ep.id);
});
afterAll(() => temp?.cleanup());

/** Where the card's top is, every frame from the page's start: [ms since navigation start, top in px or null while absent, scrollY]. */
type Sample = [number, number | null, number];

/** Opens `#/playlists?scroll=<id>` with a per-frame record of the card's top ({@link Sample}), for `ms` after the load event. */
async function sampleDeepLink(id: string, ms: number, options: BrowserContextOptions = {}) {
  const { context, page, watched } = await site.open(options);
  await page.addInitScript((anchor: string) => {
    const samples: [number, number | null, number][] = [];
    (window as unknown as { __samples: typeof samples }).__samples = samples;
    const tick = (): void => {
      const top = document.getElementById(anchor)?.getBoundingClientRect().top;
      samples.push([performance.now(), top ?? null, window.scrollY]);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, id);
  await page.goto(`${music}#/playlists?scroll=${id}`);
  await page.waitForTimeout(ms);
  const samples = await page.evaluate(() => (window as unknown as { __samples: Sample[] }).__samples);
  const load = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
  const place = await cardOf(page, id).evaluate((el) => parseFloat(getComputedStyle(el).scrollMarginTop));
  return { context, page, watched, samples, load, place };
}

/**
 * Asserts the landing of the deep link to the last operation of Playlists: the
 * card is at its place (its scroll margin under the viewport's top) within
 * 500 ms of the load event, in at most 100 ms from the first frame the page
 * has scrolled (no animation across the page), and then stays within 3 px
 * for the rest of the samples (over 1.5 s).
 */
async function expectLandsAtOnce(options: BrowserContextOptions = {}): Promise<void> {
  const target = playlists.at(-1)!;
  const { watched, samples, load, place } = await sampleDeepLink(target, 2200, options);
  const at = (s: Sample) => s[1] !== null && Math.abs(s[1] - place) <= 3;
  const landed = samples.findIndex((s, i) => at(s) && samples.slice(i).every(at));
  expect(landed, JSON.stringify(samples)).toBeGreaterThanOrEqual(0);
  const scrolled = samples.find((s) => s[2] > 0)!;
  const landedAt = samples[landed]![0];
  expect(landedAt - scrolled[0], 'from the first scrolled frame to the card at its place (ms)').toBeLessThanOrEqual(100);
  expect(landedAt - load, 'from the load event to the card at its place (ms)').toBeLessThanOrEqual(500);
  expect(samples.at(-1)![0] - landedAt, 'time the card was watched at its place (ms)').toBeGreaterThanOrEqual(1500);
  expectClean(watched, [site.origin]);
}

describe('a deep link lands at once', () => {
  it('on the last operation of a long group: at the top within 500 ms of load, and it does not move', async () => {
    await expectLandsAtOnce();
  });

  it('with reduced motion too', async () => {
    await expectLandsAtOnce({ reducedMotion: 'reduce' });
  });
});
