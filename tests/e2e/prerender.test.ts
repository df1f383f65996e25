/**
 * The landing index.html holds pre-rendered (docs/guides/site.md, The landing
 * page): it reads without JavaScript, it shows before the app script has
 * arrived, and the app takes it over without an error.
 */
import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LIVE_UPDATE } from '../../src/shared/page-protocol.js';
import { expectClean, groupOf, useSite, waitForGroup, type Site } from './site.js';

let site: Site;
useSite((s) => (site = s));

const TABS = ['Features', 'Architecture', 'Data Model', 'UI Overview'];

/** Holds every request for the app script until the returned function is called. */
async function holdAppScript(page: Page): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/app-[0-9a-f]+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.continue();
  };
}

/**
 * Makes every page of `context` look, before each frame it paints from the
 * very start, whether an element matching each of `selectors` is visible;
 * {@link seen} reads what was.
 */
async function recordVisible(context: BrowserContext, selectors: string[]): Promise<void> {
  await context.addInitScript((watched: string[]) => {
    const seen: Record<string, boolean> = {};
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    const look = (): void => {
      for (const selector of watched) if (document.querySelector(selector)?.checkVisibility()) seen[selector] = true;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, selectors);
}

/** The selectors {@link recordVisible} saw visible so far. */
const seen = (page: Page): Promise<string[]> =>
  page.evaluate(() => Object.keys((window as unknown as { __seen: Record<string, boolean> }).__seen));

describe('the pre-rendered landing', () => {
  it('reads without JavaScript: the hero, View API Documentation and the four tab names', async () => {
    const { page, watched } = await site.open({ javaScriptEnabled: false });
    await page.goto(site.base);
    const hero = page.getByRole('heading', { level: 1, name: site.inventory.heroTitle, exact: true });
    expect(await hero.isVisible()).toBe(true);
    for (const badge of site.inventory.badges.filter((b) => !b.includes('{{'))) {
      expect(await page.locator('.hero .badge', { hasText: badge }).isVisible(), badge).toBe(true);
    }
    const button = page.getByRole('link', { name: /View API Documentation/ });
    expect(await button.isVisible()).toBe(true);
    expect(await button.getAttribute('href')).toBe('#/primary-user');
    const tabs = page.getByRole('tab');
    expect((await tabs.allInnerTexts()).map((t) => t.trim())).toEqual(TABS);
    for (const name of TABS) expect(await page.getByRole('tab', { name, exact: true }).isVisible(), name).toBe(true);
    // The first tab's panel is there to read; the note says what needs JavaScript.
    expect(await page.locator('#panel-features ul.grid > li.card').first().isVisible()).toBe(true);
    expect(await page.getByText(/Without JavaScript only this overview shows/).isVisible()).toBe(true);
    expectClean(watched, [site.origin]);
  });

  it('shows the hero before the app script has arrived, and the app takes the page over', async () => {
    const { page, watched } = await site.open();
    const release = await holdAppScript(page);
    await page.goto(site.base, { waitUntil: 'commit' });
    const hero = page.getByRole('heading', { level: 1, name: site.inventory.heroTitle, exact: true });
    await expect.poll(() => hero.isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /View API Documentation/ }).isVisible()).toBe(true);
    expect((await page.getByRole('tab').allInnerTexts()).map((t) => t.trim())).toEqual(TABS);
    release();
    // The tabs answer once the app has run: it hydrated the page it found.
    const architecture = page.getByRole('tab', { name: 'Architecture', exact: true });
    await expect
      .poll(async () => {
        await architecture.click();
        return page.locator('#panel-architecture').isVisible();
      })
      .toBe(true);
    expect(await hero.isVisible()).toBe(true);
    expectClean(watched, [site.origin]);
  });

  it('takes over a page pre-rendered for the light theme when the visitor chose the dark one, without an error', async () => {
    const { context, page, watched } = await site.open();
    await context.addInitScript(() => localStorage.setItem('pamdocs-theme', 'dark'));
    await page.goto(site.base);
    const toggle = page.locator('header.site-header .theme-toggle');
    await expect.poll(() => toggle.getAttribute('aria-label')).toBe('Switch to light theme');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-label')).toBe('Switch to dark theme');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expectClean(watched, [site.origin]);
  });

  it('opens the page of a link followed while the app takes the landing over, without an error', async () => {
    const { context, page, watched } = await site.open();
    // The reader follows a link to the Cart group the moment the app script starts the takeover (when it publishes
    // its live-update entry point), before React has rendered anything: what a slow device meets.
    await context.addInitScript((entry: string) => {
      Object.defineProperty(window, entry, {
        configurable: true,
        set(value: unknown) {
          Object.defineProperty(window, entry, { value, writable: true, configurable: true });
          window.location.hash = '#/cart';
        },
      });
    }, LIVE_UPDATE);
    await page.goto(site.base);
    await waitForGroup(page, groupOf(site, 'cart'));
    expectClean(watched, [site.origin]);
  });
});

describe('a deep link', () => {
  it('never shows the landing: hidden while the app script loads, then the group page', async () => {
    const { context, page, watched } = await site.open();
    await recordVisible(context, ['#hero-title', '#tab-features']);
    const release = await holdAppScript(page);
    const cart = groupOf(site, 'cart');
    const anchor = cart.endpoints.at(-1)!.id;
    await page.goto(`${site.base}#/cart?scroll=${anchor}`, { waitUntil: 'commit' });
    // index.html's landing is in the page, and the page has painted, but the landing is hidden: a loading line shows instead.
    await expect.poll(() => page.locator('#hero-title').count()).toBe(1);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.locator('#hero-title').isVisible()).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body, '::after').content)).toBe('"Loading…"');
    release();
    await waitForGroup(page, cart);
    await expect.poll(() => page.evaluate((id) => document.activeElement?.id === id, anchor)).toBe(true);
    expect(await seen(page)).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.body, '::after').content)).toBe('none');
    // Back on the landing, the app shows it.
    await page.getByRole('link', { name: /Back to Home/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: site.inventory.heroTitle }).isVisible()).toBe(true);
    expectClean(watched, [site.origin]);
  });

  it('opens the tab a `?tab=` link names, never showing the first tab before it', async () => {
    const { context, page, watched } = await site.open();
    await recordVisible(context, ['#panel-features']);
    await page.goto(`${site.base}#/?tab=architecture`);
    await expect.poll(() => page.locator('#panel-architecture').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1, name: site.inventory.heroTitle }).isVisible()).toBe(true);
    expect(await page.locator('#tab-architecture').getAttribute('aria-selected')).toBe('true');
    expect(await seen(page)).toEqual([]);
    expectClean(watched, [site.origin]);
  });

  it('paints a page of the remembered theme from the first frame', async () => {
    const { context, page, watched } = await site.open();
    await context.addInitScript(() => localStorage.setItem('pamdocs-theme', 'dark'));
    const release = await holdAppScript(page);
    await page.goto(site.base, { waitUntil: 'commit' });
    await expect.poll(() => page.locator('#hero-title').isVisible()).toBe(true);
    expect(await page.evaluate(() => [document.documentElement.dataset.theme, getComputedStyle(document.body).colorScheme])).toEqual([
      'dark',
      'dark',
    ]);
    release();
    expectClean(watched, [site.origin]);
  });
});
