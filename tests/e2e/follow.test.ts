/**
 * Browser tests of landing and following (docs/guides/site.md, Routes, Scrolling): a deep
 * link lands on its card at once and the card stays put while the cards
 * around it take their size, with or without reduced motion; as the reader
 * scrolls, the sidebar marks the card at the top and the address names it,
 * without a history entry, a jump or a highlight. On a public music API's
 * shapes (tests/fixtures/music-api: 13 operations under Playlists) and on
 * the PAM docs (SPEC behaviours: only Primary User open).
 */
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/index.js';
import { ROOT, tempContent, type TempContent } from '../helpers/content.js';
import { expectHighlightCycle, highlights, recordHighlights } from './highlight.js';
import { cardOf, expectClean, groupOf, hashOf, useSite, waitForGroup, type Site } from './site.js';

let site: Site;
useSite((s) => (site = s));
let temp: TempContent;
let music: string;
/** The Playlists group's operation ids, in page order, and their titles. */
let playlists: string[];
const titles = new Map<string, string>();

beforeAll(async () => {
  temp = await tempContent(path.join(ROOT, 'tests/fixtures/music-api'));
  const out = path.join(temp.cwd, 'site');
  const result = await build({ dir: temp.dir, out, replay: false });
  if (!result.ok || !result.model) throw new Error(`build failed: ${JSON.stringify(result.diagnostics)}`);
  music = site.mount('/music/', out);
  const endpoints = result.model.groups.find((g) => g.id === 'playlists')!.endpoints;
  playlists = endpoints.map((ep) => ep.id);
  for (const ep of endpoints) titles.set(ep.id, ep.title);
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
  const place = await cardOf(page, id).evaluate((el) => parseFloat(getComputedStyle(el).scrollMarginTop));
  return { context, page, watched, samples, place };
}

/**
 * Asserts the landing of the deep link to the last operation of Playlists: the
 * card is at its place (its scroll margin under the viewport's top) by the
 * frame after the first one the page has scrolled in (no animation across
 * the page), and then stays within 3 px for the rest of the samples (over 1.5 s).
 */
async function expectLandsAtOnce(options: BrowserContextOptions = {}): Promise<void> {
  const target = playlists.at(-1)!;
  const { watched, samples, place } = await sampleDeepLink(target, 2200, options);
  const at = (s: Sample) => s[1] !== null && Math.abs(s[1] - place) <= 3;
  const landed = samples.findIndex((s, i) => at(s) && samples.slice(i).every(at));
  expect(landed, JSON.stringify(samples)).toBeGreaterThanOrEqual(0);
  // A jump, not an animation across the page (a smooth scroll of this length paints some 20 frames on its way):
  // counted in frames, not ms, so a busy machine's slow frames do not matter; how soon it lands is bench work.
  const scrolled = samples.findIndex((s) => s[2] > 0);
  expect(landed - scrolled, 'frames from the first scrolled one to the card at its place').toBeLessThanOrEqual(5);
  expect(samples.at(-1)![0] - samples[landed]![0], 'time the card was watched at its place (ms)').toBeGreaterThanOrEqual(1500);
  expectClean(watched, [site.origin]);
}

/**
 * Scrolls the page with the mouse wheel until the card `id` is just above its place, as a reader does once the
 * page stands still (a browser may let a smooth scroll still under way win over a wheel: Chromium 143 does).
 */
async function wheelTo(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const y = window.scrollY;
        const frames = (n: number): unknown => (n === 0 ? resolve(window.scrollY === y) : requestAnimationFrame(() => frames(n - 1)));
        frames(4);
      }),
  );
  const card = cardOf(page, id);
  const by = await card.evaluate((el) => el.getBoundingClientRect().top - parseFloat(getComputedStyle(el).scrollMarginTop) + 20);
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, by);
  await expect
    .poll(() => card.evaluate((el) => el.getBoundingClientRect().top < parseFloat(getComputedStyle(el).scrollMarginTop)))
    .toBe(true);
}

describe('a deep link lands at once', () => {
  it('on the last operation of a long group: at the top at once, and it does not move', async () => {
    await expectLandsAtOnce();
  });

  it('with reduced motion too', async () => {
    await expectLandsAtOnce({ reducedMotion: 'reduce' });
  });
});

describe('the sidebar and the address follow the reader', () => {
  it('marks the operation scrolled to and names it in the address, in place, with no jump or highlight', async () => {
    const { context, page, watched } = await site.open();
    await recordHighlights(context);
    const [first, , , next] = playlists;
    await page.goto(`${music}#/playlists?scroll=${first}`);
    await expectHighlightCycle(page, first!);
    const sidebar = page.getByTestId('sidebar');
    const toggle = sidebar.getByRole('button', { name: 'Playlists', exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const entry = (id: string) => page.locator('[id="side-playlists"]').getByRole('link', { name: titles.get(id)!, exact: true });
    expect(await entry(first!).getAttribute('aria-current')).toBe('location');
    const entries = await page.evaluate(() => window.history.length);

    await wheelTo(page, next!);
    await expect.poll(() => hashOf(page)).toBe(`/playlists?scroll=${next}`);
    await expect.poll(() => entry(next!).getAttribute('aria-current')).toBe('location');
    expect(await entry(first!).getAttribute('aria-current')).toBeNull();
    expect(await page.evaluate(() => window.history.length)).toBe(entries);
    // No jump and no highlight: the page stays where the reader left it.
    const y = await page.evaluate(() => window.scrollY);
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
    expect((await highlights(page)).filter((c) => c.id === next && c.on)).toEqual([]);

    // Choosing the marked entry reveals and highlights its card again, in place of the history entry that names it.
    await entry(next!).click();
    await expectHighlightCycle(page, next!);
    expect(hashOf(page)).toBe(`/playlists?scroll=${next}`);
    expect(await page.evaluate(() => window.history.length)).toBe(entries);

    // Back above the first card, the address names the group alone (the wheel over the page, not the sidebar).
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, -(await page.evaluate(() => window.scrollY)) - 100);
    await expect.poll(() => hashOf(page)).toBe('/playlists');
    expect(await page.evaluate(() => window.history.length)).toBe(entries);
    expectClean(watched, [site.origin]);
  });

  it('on the PAM docs: the address and the marked entry follow, and only Primary User stays open', async () => {
    const g = groupOf(site, 'primary-user');
    expect(g.endpoints.length).toBeGreaterThanOrEqual(3);
    const [first, , third] = g.endpoints;
    const { page, watched } = await site.open();
    await page.goto(`${site.base}#${g.route}?scroll=${first!.id}`);
    await waitForGroup(page, g);
    const entries = await page.evaluate(() => window.history.length);
    const entry = page.locator(`[id="side-${g.id}"]`).getByRole('link', { name: third!.title, exact: true });
    await wheelTo(page, third!.id);
    await expect.poll(() => hashOf(page)).toBe(`${g.route}?scroll=${third!.id}`);
    await expect.poll(() => entry.getAttribute('aria-current')).toBe('location');
    expect(await page.evaluate(() => window.history.length)).toBe(entries);
    const open = await page.getByTestId('sidebar').locator('.side-toggle[aria-expanded="true"]').allInnerTexts();
    expect(open).toEqual([g.title]);
    expectClean(watched, [site.origin]);
  });
});
