/**
 * Browser tests of `?scroll=` navigation (docs/guides/site.md, Group pages and Timings): a sidebar entry of
 * every group goes to `#/<group>?scroll=<anchor>`, the page scrolls to that
 * card and highlights it for 2 s; a deep link does the same on first load.
 */
import { describe, expect, it } from 'vitest';
import {
  cardOf,
  expectClean,
  groupIdsSync,
  hashOf,
  limiter,
  groupOf,
  useSite,
  waitForGroup,
  type InventoryGroup,
  type Site,
} from './site.js';
import { expectHighlightCycle, recordHighlights } from './highlight.js';

let site: Site;
useSite((s) => (site = s), { closeContexts: false });

const group = (id: string): InventoryGroup => groupOf(site, id);

/** Group ids from content/pamdocs.yaml, known when the tests are collected. */
const ids = groupIdsSync();
/** The per-group tests mostly wait out the 2 s highlight; three pages at a time keep 2 cores responsive. */
const gate = limiter(3);

describe('scroll to an endpoint', () => {
  it('has the 12 groups of the content to try', () => {
    expect(ids).toHaveLength(12);
    expect(ids).toEqual(site.inventory.groups.map((g) => g.id));
  });

  it.concurrent.for(ids)('the last sidebar entry of %s navigates, scrolls to and highlights its card for 2 s', (id, { expect: ex }) =>
    gate(async () => {
      const g = group(id);
      const { context, page, watched } = await site.open();
      await recordHighlights(context);
      // Start on another (small) group's page, so the entry also loads the target group.
      const start = group(g.id === 'pam' ? 'upload' : 'pam');
      await page.goto(`${site.base}#${start.route}`);
      await waitForGroup(page, start, ex);
      const sidebar = page.getByTestId('sidebar');
      const toggle = sidebar.getByRole('button', { name: g.title, exact: true });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      ex(await toggle.getAttribute('aria-expanded')).toBe('true');
      const target = g.endpoints.at(-1)!;
      await page.locator(`[id="side-${g.id}"]`).getByRole('link', { name: target.title, exact: true }).click();
      await ex.poll(() => hashOf(page)).toBe(`/${g.id}?scroll=${target.id}`);
      await waitForGroup(page, g, ex);
      await expectHighlightCycle(page, target.id, ex);
      // The last of several cards can only be reached by scrolling.
      if (g.endpoints.length > 2) ex(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      // The sidebar keeps its state across group pages.
      ex(await toggle.getAttribute('aria-expanded')).toBe('true');
      await context.close();
      expectClean(watched, [site.origin], [], ex);
    }),
  );

  it('a deep link #/cart?scroll=<anchor> loaded directly highlights that card, and so does choosing it again', async () => {
    const cart = group('cart');
    const target = cart.endpoints[Math.min(2, cart.endpoints.length - 1)]!;
    const { context, page, watched } = await site.open({ viewport: { width: 1280, height: 600 } });
    await recordHighlights(context);
    await page.goto(`${site.base}#/cart?scroll=${encodeURIComponent(target.id)}`);
    await waitForGroup(page, cart);
    await expectHighlightCycle(page, target.id);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // The matching sidebar entry is marked as the current location.
    await page.getByTestId('sidebar').getByRole('button', { name: cart.title, exact: true }).click();
    const entry = page.locator('[id="side-cart"]').getByRole('link', { name: target.title, exact: true });
    expect(await entry.getAttribute('aria-current')).toBe('location');
    // Scroll away, then choose the same entry again: the card is revealed and highlighted again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await entry.click();
    expect(hashOf(page)).toBe(`/cart?scroll=${target.id}`);
    await expectHighlightCycle(page, target.id);
    expect(await cardOf(page, target.id).evaluate((el) => el === document.activeElement)).toBe(true);
    expectClean(watched, [site.origin]);
  });
});
