/**
 * Readable at every width (docs/guides/site.md, Endpoint cards), in real Chromium:
 * at 1440, 1280, 1000 and 390 px, on every page of the PAM site and of a
 * project of GitHub's shapes (tests/fixtures/wide-api: a dozen enum values,
 * names of 60 characters, long descriptions, a table in prose), no parameter
 * list, property tree, prose block or table is wider than itself shows, no
 * element reaches past the right edge of its pane (code samples and examples
 * may scroll; nothing else does) and the page does not scroll sideways. On a
 * phone, the header shows the site's title in whole words: wrapped, or ending
 * in an ellipsis with the whole title in the link's title.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { build } from '../../src/index.js';
import type { SiteModel } from '../../src/shared/site-model.js';
import { ROOT, tempContent, type TempContent } from '../helpers/content.js';
import { gotoApp, useSite, type Site } from './site.js';

let site: Site;
useSite((s) => (site = s));

/** The project of GitHub's shapes, built and served beside the PAM site. */
const WIDE = path.join(ROOT, 'tests/fixtures/wide-api');
let temp: TempContent;
let wide: { base: string; model: SiteModel; siteTitle: string };

beforeAll(async () => {
  temp = await tempContent(WIDE);
  const out = path.join(temp.cwd, 'site');
  const result = await build({ dir: temp.dir, out, replay: false });
  if (!result.ok || !result.model) throw new Error(`build failed: ${JSON.stringify(result.diagnostics)}`);
  const { siteTitle } = YAML.parse(await readFile(path.join(WIDE, 'pamdocs.yaml'), 'utf8')) as { siteTitle: string };
  wide = { base: site.mount('/wide/', out), model: result.model, siteTitle };
});
afterAll(() => temp?.cleanup());

/** The viewport widths of docs/guides/site.md: two panes (1440, 1280), one column with the sidebar (1000), a phone (390). */
const WIDTHS = [1440, 1280, 1000, 390] as const;

/**
 * What sticks out on the page as shown, one line each: a list, tree, prose
 * block or table whose content is wider than its box, an element whose right
 * edge is past its pane's content box (the card's text or examples pane, the
 * card, the entity, the page), and a page that scrolls sideways. Code blocks
 * and what they hold are left out: a code sample may scroll.
 */
function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return ['no main element'];
    const named = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.classList[0] ? `.${el.classList[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 50)}"` +
      ` (in #${el.closest('[id]')?.id ?? ''})`;
    const contentRight = (pane: Element) =>
      pane.getBoundingClientRect().left + pane.clientLeft + pane.clientWidth - Number.parseFloat(getComputedStyle(pane).paddingRight);
    const found: string[] = [];
    for (const el of main.querySelectorAll('.param-list, .schema-tree, .prose, .table-wrap')) {
      if (el.scrollWidth > el.clientWidth) found.push(`${named(el)} is ${el.scrollWidth} px wide in ${el.clientWidth} px`);
    }
    // Each element past its pane's edge, but not those inside one already named.
    const past = new Set<Element>();
    for (const el of main.querySelectorAll('*')) {
      if (el.closest('pre, .code, .sr-only')) continue;
      const box = el.getBoundingClientRect();
      const pane = el.parentElement?.closest('.ep-text, .ep-aside, article, main');
      if (box.width === 0 || !pane) continue;
      const right = contentRight(pane);
      if (box.right <= right + 0.5) continue;
      past.add(el);
      if (!el.parentElement || !past.has(el.parentElement)) {
        found.push(`${named(el)} ends at ${Math.round(box.right)} px, past its pane's ${Math.round(right)} px`);
      }
    }
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`the page is ${root.scrollWidth} px wide in ${root.clientWidth} px`);
    return found;
  });
}

/** Lays out every card, as scrolling to each would (a card off screen skips its layout: `content-visibility: auto`). */
const layOutAll = (page: Page) =>
  page.evaluate(async () => {
    for (const card of document.querySelectorAll<HTMLElement>('.endpoint')) card.style.contentVisibility = 'visible';
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });

/** Waits until a group page shows all `count` of its cards (big groups render a few per frame). */
async function waitForCards(page: Page, count: number): Promise<void> {
  await expect.poll(() => page.getByTestId('endpoint-card').count(), { timeout: 15_000 }).toBe(count);
}

/** Each page of a site, as a name and how to show it on `page`. */
type Shown = [name: string, show: (page: Page) => Promise<void>];

/** The landing (each tab, when it has tabs), every group page, the error catalogue and the schemas page (when it has one) of the site at `base`. */
function pagesOf(base: string, model: SiteModel): Shown[] {
  const tabs = model.landing.layout === 'tabs' ? model.landing.pages.map((p) => p.title) : [];
  const landing: Shown[] = (tabs.length ? tabs : ['']).map((tab) => [
    `the landing${tab ? `, tab ${tab}` : ''}`,
    async (page) => {
      await gotoApp(page, base);
      if (!tab) return;
      await page.getByRole('tab', { name: tab, exact: true }).click();
      const panel = page.getByRole('tabpanel', { name: tab, exact: true });
      await expect.poll(() => panel.isVisible()).toBe(true);
      await expect.poll(() => panel.getByRole('status').count()).toBe(0);
    },
  ]);
  const groups = model.groups.map(
    (g): Shown => [
      `#${g.route}`,
      async (page) => {
        await gotoApp(page, `${base}#${g.route}`);
        await waitForCards(page, g.endpoints.length);
      },
    ],
  );
  const statuses = new Set(model.groups.flatMap((g) => g.endpoints.flatMap((ep) => ep.errors.map((e) => e.status))));
  const errors: Shown = [
    '#/errors',
    async (page) => {
      await gotoApp(page, `${base}#/errors`);
      await expect.poll(() => page.locator('.catalogue-status').count()).toBe(statuses.size);
    },
  ];
  const schemas: Shown[] =
    model.entities.length > 0 && !model.landing.entitiesPage
      ? [
          [
            '#/schemas',
            async (page) => {
              await gotoApp(page, `${base}#/schemas`);
              await expect.poll(() => page.locator('article.entity').count()).toBe(model.entities.length);
            },
          ],
        ]
      : [];
  return [...landing, ...groups, errors, ...schemas];
}

describe.each(WIDTHS)('at %i px', (width) => {
  it.each(['the PAM site', 'a project of GitHub\u2019s shapes'])(
    'nothing on %s is wider than its pane',
    async (which) => {
      const pages = which === 'the PAM site' ? pagesOf(site.base, site.model) : pagesOf(wide.base, wide.model);
      const { page } = await site.open({ viewport: { width, height: 900 } });
      const found: string[] = [];
      for (const [name, show] of pages) {
        await page.goto('about:blank');
        await show(page);
        await layOutAll(page);
        found.push(...(await overflows(page)).map((o) => `${name}: ${o}`));
      }
      expect(found).toEqual([]);
    },
    120_000,
  );
});

/** How a word of a header link shows: whole, cut by the edge of a box that clips it, split over two lines, or hidden past the lines shown. */
type WordShown = 'whole' | 'cut' | 'split' | 'hidden';

/** How each word of the link's text shows, and whether a box that clips it draws an ellipsis where it does. */
function titleShown(page: Page, name: string): Promise<{ words: [string, WordShown][]; ellipsis: boolean; title: string | null }> {
  const link = page.getByRole('banner').getByRole('link', { name, exact: true });
  return link.evaluate((a) => {
    const words: [string, WordShown][] = [];
    let ellipsis = false;
    const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      // The boxes that clip this text: each ancestor whose overflow is not visible, up to the page.
      const box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
      for (let el = text.parentElement; el; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const r = el.getBoundingClientRect();
        Object.assign(box, {
          left: Math.max(box.left, r.left),
          top: Math.max(box.top, r.top),
          right: Math.min(box.right, r.right),
          bottom: Math.min(box.bottom, r.bottom),
        });
        // An ellipsis is drawn by a line clamp, or by text-overflow on the block that holds the line; neither on a flex or grid box.
        const drawn = style.webkitLineClamp !== 'none' || (style.textOverflow === 'ellipsis' && el === text.parentElement);
        if (drawn && !/flex|grid/.test(style.display)) ellipsis = true;
      }
      for (const m of (text.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, m.index);
        range.setEnd(text, m.index + m[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        const inside = (r: DOMRect) =>
          r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5;
        const outside = (r: DOMRect) => r.left >= box.right || r.right <= box.left || r.top >= box.bottom || r.bottom <= box.top;
        const [r] = rects;
        words.push([m[0], rects.length !== 1 || !r ? 'split' : inside(r) ? 'whole' : outside(r) ? 'hidden' : 'cut']);
      }
    }
    return { words, ellipsis, title: a.getAttribute('title') };
  });
}

describe('on a 390 px phone', () => {
  it.each([
    ['the PAM landing', '', false],
    ['a PAM group page', '#/cart', false],
    ['the landing of a site with a long title', '', true],
    ['a group page of a site with a long title', '#/repositories', true],
  ] as const)('the header of %s shows the title in whole words, wrapped or ending in an ellipsis', async (_, route, long) => {
    const [base, title] = long ? [wide.base, wide.siteTitle] : [site.base, site.inventory.siteTitle];
    const { page } = await site.open({ viewport: { width: 390, height: 800 } });
    await gotoApp(page, `${base}${route}`);
    const { words, ellipsis, title: full } = await titleShown(page, title);
    expect(words.map(([w]) => w).join(' ')).toBe(title);
    // No word is cut by an edge or broken over two lines; the words shown come first, any hidden after them behind an ellipsis.
    const states = words.map(([, s]) => s);
    const shown = states.filter((s) => s === 'whole').length;
    expect(shown).toBeGreaterThan(0);
    expect(states).toEqual([...Array(shown).fill('whole'), ...Array(words.length - shown).fill('hidden')]);
    if (shown < words.length) {
      expect(ellipsis).toBe(true);
      expect(full).toBe(title);
    }
  });
});
