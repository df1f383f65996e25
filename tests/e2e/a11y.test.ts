/**
 * Accessibility of every kind of page, in the light and the dark theme:
 * axe-core's WCAG 2.0/2.1/2.2 A and AA rules, and its best practices for
 * headings and landmarks, report nothing on the landing
 * page (each of its four tabs), two group pages, the error catalogue, the 404
 * page and the open search dialog; a remembered theme choice looks like the
 * system theme it names. Keyboard checks: a visible focus ring on the header
 * tools, the sample-language tabs and the copy buttons, and the 375 px drawer
 * keeping the focus inside while open.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoViolations } from './axe.js';
import { expectClean, gotoApp, groupOf, useSite, waitForGroup, type Opened, type Site } from './site.js';

let site: Site;
useSite((s) => (site = s), { closeContexts: false });

/** Loads `route` afresh (a full load, so no state from the previous check carries over). */
async function visit(page: Page, route: string): Promise<void> {
  await page.goto('about:blank');
  await gotoApp(page, `${site.base}#${route}`);
}

const TABS = ['Features', 'Architecture', 'Data Model', 'UI Overview'] as const;

/** Selects a landing tab and waits until its content is there (Data Model loads its entities on demand). */
async function showTab(page: Page, name: (typeof TABS)[number]): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  const panel = page.getByRole('tabpanel', { name, exact: true });
  await expect.poll(() => panel.isVisible()).toBe(true);
  if (name === 'Data Model') await expect.poll(() => panel.locator('article.entity').count()).toBe(site.model.entities.length);
  if (name === 'Architecture') {
    await expect
      .poll(() => panel.locator('figure img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
}

/** The computed page colours, to compare a remembered theme with the system one. */
const pageColours = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const body = getComputedStyle(document.body);
    const tab = document.querySelector('[role="tab"][aria-selected="true"]');
    return [body.backgroundColor, body.color, tab ? getComputedStyle(tab).color : ''];
  });

for (const scheme of ['light', 'dark'] as const) {
  describe(`${scheme} theme (system setting)`, () => {
    let opened: Opened;
    let page: Page;
    beforeAll(async () => {
      opened = await site.open({ colorScheme: scheme });
      page = opened.page;
    });
    afterAll(() => site.closeContexts());

    it('landing page, each of the four tabs', async () => {
      await visit(page, '/');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: site.inventory.heroTitle }).isVisible()).toBe(true);
      for (const tab of TABS) {
        await showTab(page, tab);
        await expectNoViolations(page, `the landing page, tab ${tab} (${scheme})`);
      }
      expectClean(opened.watched, [site.origin]);
    });

    it.each(['primary-user', 'cart'])('group page #/%s', async (id) => {
      const g = groupOf(site, id);
      await visit(page, g.route);
      await waitForGroup(page, g);
      expect(await page.getByTestId('endpoint-card').count()).toBe(g.endpoints.length);
      await expectNoViolations(page, `#${g.route} (${scheme})`);
    });

    it('error catalogue #/errors', async () => {
      await visit(page, '/errors');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Error catalogue' }).isVisible()).toBe(true);
      // Every status section (they arrive a few per frame) before axe looks.
      const statuses = new Set(site.model.groups.flatMap((g) => g.endpoints.flatMap((ep) => ep.errors.map((e) => e.status))));
      await expect.poll(() => page.getByRole('table').count()).toBe(statuses.size);
      await expectNoViolations(page, `#/errors (${scheme})`);
    });

    it('404 page', async () => {
      await visit(page, '/no-such-page');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }).isVisible()).toBe(true);
      await expectNoViolations(page, `the 404 page (${scheme})`);
    });

    it('open search dialog with results', async () => {
      await visit(page, '/cart');
      await waitForGroup(page, groupOf(site, 'cart'));
      await page.keyboard.press('/');
      const dialog = page.getByRole('dialog', { name: 'Search the docs' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await page.keyboard.type('cart');
      await expect.poll(() => dialog.getByRole('option').count()).toBeGreaterThan(0);
      // The first result is the active descendant of the combobox.
      const box = dialog.getByRole('combobox');
      const active = await box.getAttribute('aria-activedescendant');
      expect(await dialog.getByRole('option', { selected: true }).getAttribute('id')).toBe(active);
      await expectNoViolations(page, `the search dialog (${scheme})`);
      expectClean(opened.watched, [site.origin]);
    });

    it('at 375 px: the landing tabs with tables, a group page and its open drawer', async () => {
      // Phones stack the rows of a table too wide for them and scroll code sideways, and the tabs and the sidebar change form.
      await page.setViewportSize({ width: 375, height: 740 });
      try {
        await visit(page, '/');
        for (const tab of ['Architecture', 'Data Model'] as const) {
          await showTab(page, tab);
          await expectNoViolations(page, `the landing page, tab ${tab} (375 px, ${scheme})`);
        }
        const cart = groupOf(site, 'cart');
        await visit(page, cart.route);
        await waitForGroup(page, cart);
        await expectNoViolations(page, `#${cart.route} (375 px, ${scheme})`);
        await page.getByRole('button', { name: 'Open API Reference', exact: true }).click();
        await expect.poll(() => page.getByTestId('sidebar').isVisible()).toBe(true);
        await expectNoViolations(page, `#${cart.route} with the drawer open (375 px, ${scheme})`);
      } finally {
        await page.setViewportSize({ width: 1280, height: 800 });
      }
      expectClean(opened.watched, [site.origin]);
    });
  });
}

describe('a remembered theme choice', () => {
  afterEach(() => site.closeContexts());
  it.each([
    { chosen: 'dark', system: 'light' },
    { chosen: 'light', system: 'dark' },
  ] as const)('$chosen chosen on a $system system looks like the $chosen system theme, without violations', async ({ chosen, system }) => {
    const reference = await site.open({ colorScheme: chosen });
    const remembered = await site.open({ colorScheme: system });
    await remembered.context.addInitScript((theme) => localStorage.setItem('pamdocs-theme', theme), chosen);
    for (const { page } of [reference, remembered]) await visit(page, '/cart');
    for (const { page } of [reference, remembered]) await waitForGroup(page, groupOf(site, 'cart'));
    expect(await remembered.page.evaluate(() => document.documentElement.dataset.theme)).toBe(chosen);
    expect(await pageColours(remembered.page)).toEqual(await pageColours(reference.page));
    await expectNoViolations(remembered.page, `#/cart (${chosen} chosen, ${system} system)`);
    await visit(remembered.page, '/');
    await showTab(remembered.page, 'Features');
    await visit(reference.page, '/');
    await showTab(reference.page, 'Features');
    expect(await pageColours(remembered.page)).toEqual(await pageColours(reference.page));
    await expectNoViolations(remembered.page, `the landing page (${chosen} chosen, ${system} system)`);
  });
});

/** What a focused element's ring looks like: outline style, width (px) and its contrast with the page background. */
async function focusRing(page: Page): Promise<{ tag: string; style: string; width: number; contrast: number }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const s = getComputedStyle(el);
    const rgb = (c: string): number[] => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lum = ([r, g, b]: number[]): number => {
      const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    };
    const [a, b] = [lum(rgb(s.outlineColor)), lum(rgb(getComputedStyle(document.body).backgroundColor))];
    const contrast = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    return { tag: `${el.tagName.toLowerCase()}.${el.className}`, style: s.outlineStyle, width: parseFloat(s.outlineWidth), contrast };
  });
}

describe('keyboard', () => {
  afterEach(() => site.closeContexts());
  for (const scheme of ['light', 'dark'] as const) {
    it(`shows a visible focus ring on the header tools, sample tabs and copy buttons (${scheme})`, async () => {
      const { page, watched } = await site.open({ colorScheme: scheme });
      await visit(page, '/cart');
      await waitForGroup(page, groupOf(site, 'cart'));
      const card = page.getByTestId('endpoint-card').first();
      const targets = [
        page.locator('.topbar').getByRole('button', { name: 'Search' }),
        page.locator('.topbar').getByRole('button', { name: /^Switch to (light|dark) theme$/ }),
        card.getByRole('tab', { selected: true }),
        card.getByRole('button', { name: /^Copy link to / }),
        card.getByRole('tabpanel').getByRole('button', { name: 'Copy', exact: true }),
      ];
      for (const target of targets) {
        // Reached by the keyboard (Shift+Tab then Tab), so :focus-visible applies as for a keyboard user.
        await target.focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        expect(await target.evaluate((el) => el === document.activeElement)).toBe(true);
        const ring = await focusRing(page);
        expect(ring.style, ring.tag).not.toBe('none');
        expect(ring.width, ring.tag).toBeGreaterThanOrEqual(2);
        // WCAG 1.4.11: the ring contrasts at least 3:1 with the page.
        expect(ring.contrast, ring.tag).toBeGreaterThanOrEqual(3);
      }
      expectClean(watched, [site.origin]);
    });
  }

  it('keeps the focus inside the open 375 px drawer, whatever is tabbed', async () => {
    const { page, watched } = await site.open({ viewport: { width: 375, height: 740 } });
    await visit(page, '/cart');
    await waitForGroup(page, groupOf(site, 'cart'));
    await page.getByRole('button', { name: 'Open API Reference', exact: true }).click();
    const sidebar = page.getByTestId('sidebar');
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    const stops = await sidebar.locator('a[href], button').count();
    const outside: string[] = [];
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < stops + 3; i += 1) {
        await page.keyboard.press(key);
        const where = await page.evaluate(() => {
          const el = document.activeElement;
          if (!el || el === document.body) return null;
          return el.closest('#sidebar') ? null : `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}"`;
        });
        if (where) outside.push(`${key} #${i + 1}: ${where}`);
      }
    }
    expect(outside, 'focus outside the open drawer').toEqual([]);
    // Everything outside the drawer is inert, so neither the pointer nor assistive technology reaches it.
    expect(await page.evaluate(() => [...document.querySelectorAll('.topbar, main')].every((el) => (el as HTMLElement).inert))).toBe(true);
    expectClean(watched, [site.origin]);
  });
});
