/**
 * Browser tests of the documentation pages (docs/guides/site.md, Group pages and Timings): every group
 * route, the sidebar, copy feedback, the 'Auth Required' tooltip and the mobile
 * drawer. The site is served from a sub-path. `?scroll=` navigation is in
 * scroll.test.ts, the router's error screen in error-screen.test.ts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  cardOf,
  expectClean,
  FEEDBACK_MS,
  gotoApp,
  hashOf,
  inViewport,
  groupOf,
  useSite,
  waitForGroup,
  type InventoryGroup,
  type Site,
} from './site.js';
import { highlights, recordHighlights } from './highlight.js';

let site: Site;
useSite((s) => (site = s));

const group = (id: string): InventoryGroup => groupOf(site, id);

describe('group pages', () => {
  it('renders every group route with its heading and one card per endpoint, in order', async () => {
    const { page, watched } = await site.open();
    const { groups } = site.inventory;
    // The PAM content: twelve groups.
    expect(groups).toHaveLength(12);
    expect(site.model.groups.map((g) => g.id)).toEqual(groups.map((g) => g.id));
    await page.goto(site.base);
    for (const g of groups) {
      await page.goto(`${site.base}#${g.route}`);
      await waitForGroup(page, g);
      expect(hashOf(page)).toBe(g.route);
      const cards = await page.getByTestId('endpoint-card').evaluateAll((els) =>
        els.map((el) => ({
          id: el.id,
          tag: el.tagName.toLowerCase(),
          title: el.querySelector('h2')?.textContent?.trim() ?? '',
          auth: /Auth Required/.test(el.querySelector('.tags')?.textContent ?? ''),
        })),
      );
      expect(cards.length, g.id).toBe(g.endpoints.length);
      expect(cards).toEqual(g.endpoints.map((e) => ({ id: e.id, tag: 'article', title: e.title, auth: e.auth === 'bearer' })));
      const count = `${g.endpoints.length} ${g.endpoints.length === 1 ? 'endpoint' : 'endpoints'}`;
      expect(await page.locator('.page-head').innerText()).toContain(count);
      expect(await page.getByTestId('sidebar').isVisible()).toBe(true);
    }
    expectClean(watched, [site.origin]);
  });
});

describe('sidebar', () => {
  it('lists the 12 groups in inventory order, only Primary User open, and toggles a group on click', async () => {
    const { page, watched } = await site.open();
    await page.goto(`${site.base}#/cart`);
    await waitForGroup(page, group('cart'));
    const sidebar = page.getByTestId('sidebar');
    expect(await sidebar.evaluate((el) => el.tagName)).toBe('NAV');
    expect(await sidebar.getByRole('heading', { name: 'API Reference', exact: true }).isVisible()).toBe(true);
    const toggles = sidebar.locator('button[aria-controls^="side-"]');
    expect(await toggles.count()).toBe(12);
    expect((await toggles.allInnerTexts()).map((t) => t.trim())).toEqual(site.inventory.groups.map((g) => g.title));
    for (const g of site.inventory.groups) {
      const toggle = sidebar.getByRole('button', { name: g.title, exact: true });
      expect(await toggle.getAttribute('aria-controls')).toBe(`side-${g.id}`);
      const open = g.id === 'primary-user';
      expect(await toggle.getAttribute('aria-expanded'), g.id).toBe(String(open));
      const list = page.locator(`[id="side-${g.id}"]`);
      expect(await list.isVisible(), g.id).toBe(open);
      if (open) {
        const titles = (await list.locator('.entry-title').allInnerTexts()).map((t) => t.trim());
        expect(titles).toEqual(g.endpoints.map((e) => e.title));
      }
    }
    // Only Primary User is open at first (docs/guides/site.md, Group pages and the sidebar), even on another group's page.
    expect(site.inventory.groups.filter((g) => g.open).map((g) => g.id)).toEqual(['primary-user']);

    for (const id of ['cart', 'primary-user']) {
      const g = group(id);
      const toggle = sidebar.getByRole('button', { name: g.title, exact: true });
      const list = page.locator(`[id="side-${g.id}"]`);
      const before = (await toggle.getAttribute('aria-expanded')) === 'true';
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe(String(!before));
      expect(await list.isVisible()).toBe(!before);
      if (!before) {
        expect((await list.locator('.entry-title').allInnerTexts()).map((t) => t.trim())).toEqual(g.endpoints.map((e) => e.title));
      }
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe(String(before));
      expect(await list.isVisible()).toBe(before);
    }
    // Toggling does not navigate.
    expect(hashOf(page)).toBe('/cart');
    expectClean(watched, [site.origin]);
  });
});

describe('copy and tooltip', () => {
  it("'Copy' copies the example shown next to it and reads 'Copied' for 2 s", async () => {
    const { page, watched } = await site.open({ permissions: ['clipboard-read', 'clipboard-write'] });
    const cart = site.model.groups.find((g) => g.id === 'cart')!;
    const endpoint = cart.endpoints.find((e) => e.requestBody?.content[0]?.example)!;
    expect(endpoint).toBeDefined();
    await page.goto(`${site.base}#/cart`);
    await waitForGroup(page, group('cart'));
    // At 1280 px the example sits in the pane beside the text, named by what it is an example of.
    const block = cardOf(page, endpoint.id)
      .locator('div.code')
      .filter({ has: page.getByRole('group', { name: /^Request · / }) });
    const button = block.locator('button');
    expect((await button.innerText()).trim()).toBe('Copy');
    const shown = await block.locator('pre code').textContent();
    expect(shown).toBe(endpoint.requestBody!.content[0]!.example!.replace(/\s+$/, ''));
    const started = Date.now();
    await block.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(async () => (await button.innerText()).trim(), { timeout: 1000 }).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    // Other copy buttons are untouched.
    expect(await page.getByRole('button', { name: 'Copied', exact: true }).count()).toBe(1);
    await expect.poll(async () => (await button.innerText()).trim(), { timeout: FEEDBACK_MS + 2500, interval: 100 }).toBe('Copy');
    expect(Date.now() - started, 'feedback duration (ms)').toBeGreaterThanOrEqual(FEEDBACK_MS - 50);
    expectClean(watched, [site.origin]);
  });

  it("the 'Auth Required' tooltip opens after the hover delay, not at once", async () => {
    const { page, watched } = await site.open();
    const cart = group('cart');
    const bearer = cart.endpoints.find((e) => e.auth === 'bearer')!;
    expect(bearer).toBeDefined();
    await page.goto(`${site.base}#/cart`);
    await waitForGroup(page, cart);
    const trigger = cardOf(page, bearer.id).getByText('Auth Required', { exact: true });
    const tipId = await trigger.getAttribute('aria-describedby');
    expect(tipId).toBeTruthy();
    const tip = page.locator(`[id="${tipId}"]`);
    expect(await tip.getAttribute('role')).toBe('tooltip');
    await trigger.scrollIntoViewIfNeeded();
    const started = Date.now();
    await trigger.hover();
    const early = await tip.isVisible();
    // The pointer entered after `started`: while under 650 ms have passed, the 700 ms delay has not.
    if (Date.now() - started < 650) expect(early, 'tooltip right after hover').toBe(false);
    await expect.poll(() => tip.isVisible(), { timeout: 1500, interval: 50 }).toBe(true);
    expect(Date.now() - started, 'tooltip delay (ms)').toBeGreaterThanOrEqual(650);
    expect(await tip.innerText()).toMatch(/Authorization: Bearer/);
    expect(await page.getByRole('tooltip').count()).toBe(1);
    await page.mouse.move(0, 0);
    await expect.poll(() => tip.isVisible()).toBe(false);
    expectClean(watched, [site.origin]);
  });
});

describe('tooltip skip-delay', () => {
  /** docs/guides/site.md, Timings: tooltip open delay 700 ms, skip-delay window 300 ms. */
  const SKIP_DELAY_MS = 300;

  it('moving straight from an open tooltip to the next trigger opens the next one at once', async () => {
    const { context, page, watched } = await site.open();
    // Log, in the page, when the pointer enters a tooltip trigger and when a tooltip is shown.
    await context.addInitScript(() => {
      const log: { what: string; id: string; t: number }[] = [];
      (window as unknown as { __tips: typeof log }).__tips = log;
      new MutationObserver((records) => {
        for (const r of records) {
          const el = r.target as HTMLElement;
          if (el.getAttribute('role') === 'tooltip' && !el.hidden) log.push({ what: 'show', id: el.id, t: performance.now() });
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['hidden'] });
      document.addEventListener(
        'pointerover',
        (e) => {
          const trigger = (e.target as Element).closest('[aria-describedby]');
          if (trigger) log.push({ what: 'enter', id: trigger.getAttribute('aria-describedby') ?? '', t: performance.now() });
        },
        true,
      );
    });
    const cart = group('cart');
    const bearer = cart.endpoints.find((e) => e.auth === 'bearer')!;
    await page.goto(`${site.base}#/cart`);
    await waitForGroup(page, cart);
    const card = cardOf(page, bearer.id);
    // The method badge and the 'Auth Required' tag below it both have tooltips.
    const first = card.locator('.ep-line [aria-describedby]');
    const second = card.getByText('Auth Required', { exact: true });
    const firstTip = page.locator(`[id="${await first.getAttribute('aria-describedby')}"]`);
    const secondId = (await second.getAttribute('aria-describedby'))!;
    const secondTip = page.locator(`[id="${secondId}"]`);
    await first.hover();
    await expect.poll(() => firstTip.isVisible(), { timeout: 1500 }).toBe(true);
    const box = (await second.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => secondTip.isVisible(), { timeout: 1500 }).toBe(true);
    await expect.poll(() => firstTip.isVisible()).toBe(false);
    const log = await page.evaluate(() => (window as unknown as { __tips: { what: string; id: string; t: number }[] }).__tips);
    const entered = log.find((e) => e.what === 'enter' && e.id === secondId);
    const shown = log.find((e) => e.what === 'show' && e.id === secondId);
    expect(entered && shown, JSON.stringify(log)).toBeTruthy();
    // Within the skip-delay window the next tooltip skips the 700 ms delay.
    expect(shown!.t - entered!.t, 'delay of the second tooltip (ms)').toBeLessThan(SKIP_DELAY_MS);
    expectClean(watched, [site.origin]);
  });
});

describe('narrow screens (375 px)', () => {
  const narrow = { viewport: { width: 375, height: 740 } };
  const scrollWidth = (page: Page): Promise<number> => page.evaluate(() => document.documentElement.scrollWidth);

  it('hides the sidebar in a drawer that opens, navigates and closes', async () => {
    const { context, page, watched } = await site.open(narrow);
    await recordHighlights(context);
    await page.goto(`${site.base}#/cart`);
    await waitForGroup(page, group('cart'));
    const sidebar = page.getByTestId('sidebar');
    const openButton = page.getByRole('button', { name: 'Open API Reference', exact: true });
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    expect(await openButton.isVisible()).toBe(true);
    expect(await openButton.getAttribute('aria-expanded')).toBe('false');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);

    // Open, then choose an entry: it navigates and the drawer closes.
    await openButton.click();
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    expect(await page.locator('button.drawer-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(
      await sidebar.getByRole('button', { name: 'Close API Reference', exact: true }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    const primary = group('primary-user');
    const target = primary.endpoints[3]!;
    await page.locator('[id="side-primary-user"]').getByRole('link', { name: target.title, exact: true }).click();
    await expect.poll(() => hashOf(page)).toBe(`/primary-user?scroll=${target.id}`);
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    expect(await openButton.getAttribute('aria-expanded')).toBe('false');
    await waitForGroup(page, primary);
    await expect.poll(() => inViewport(cardOf(page, target.id)), { timeout: 3000 }).toBe(true);
    expect((await highlights(page)).some((c) => c.id === target.id && c.on)).toBe(true);

    // Escape closes it and gives the focus back to the menu button.
    await openButton.click();
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    expect(await openButton.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => openButton.evaluate((el) => el === document.activeElement)).toBe(true);

    // The close button closes it too.
    await openButton.click();
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    await sidebar.getByRole('button', { name: 'Close API Reference', exact: true }).click();
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    expect(hashOf(page)).toBe(`/primary-user?scroll=${target.id}`);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    expectClean(watched, [site.origin]);
  });

  it('has no horizontal scroll on the landing tabs, any group page or the 404 page', async () => {
    const { page, watched } = await site.open(narrow);
    await gotoApp(page, site.base);
    for (const tab of ['Features', 'Architecture', 'Data Model', 'UI Overview']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      expect(await scrollWidth(page), tab).toBeLessThanOrEqual(375);
    }
    for (const g of site.inventory.groups) {
      await page.goto(`${site.base}#${g.route}`);
      await waitForGroup(page, g);
      expect(await scrollWidth(page), g.id).toBeLessThanOrEqual(375);
    }
    await page.goto(`${site.base}#/no-such-page`);
    await expect.poll(() => page.getByRole('heading', { name: 'Oops! Page not found' }).isVisible()).toBe(true);
    expect(await scrollWidth(page), '404').toBeLessThanOrEqual(375);
    expectClean(watched, [site.origin]);
  });
});
