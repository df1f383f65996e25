/**
 * Browser tests of the reader's tools: search, the theme toggle, copy-link
 * permalinks and the error catalogue, on the built PAM site (the code
 * samples are in `./code-samples.test.ts`).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectHighlightCycle, recordHighlights } from './highlight.js';
import { assetsMatching, cardOf, expectClean, gotoApp, groupOf, hashOf, useSite, waitForGroup, type Site } from './site.js';

let site: Site;
useSite((s) => (site = s));

describe('search', () => {
  it('finds a misspelled endpoint name, and Enter lands on its highlighted anchor', async () => {
    const { context, page, watched } = await site.open();
    await recordHighlights(context);
    await gotoApp(page, site.base);
    await expect.poll(() => page.getByRole('button', { name: 'Search' }).isVisible()).toBe(true);
    // The search's documents and its runtime are not part of the first load.
    expect(watched.requests.some((u) => /\/assets\/search/.test(u))).toBe(false);

    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const input = dialog.getByRole('combobox');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await input.pressSequentially('remve from crt');
    const first = dialog.getByRole('option').first();
    await expect.poll(() => first.innerText(), { timeout: 5000 }).toContain('Remove from Cart');
    expect(watched.requests.filter((u) => /\/assets\/search(-documents)?-[0-9a-f]+\.js$/.test(u))).toHaveLength(2);
    await page.keyboard.press('Enter');

    const cart = groupOf(site, 'cart');
    const target = cart.endpoints.find((e) => e.title === 'Remove from Cart')!;
    expect(target).toBeDefined();
    await expect.poll(() => hashOf(page)).toBe(`/cart?scroll=${target.id}`);
    expect(await dialog.isVisible()).toBe(false);
    await waitForGroup(page, cart);
    await expectHighlightCycle(page, target.id);
    expectClean(watched, [site.origin]);
  });

  it('opens with Ctrl-K and the visible button, moves with the arrow keys and finds entities', async () => {
    const { page, watched } = await site.open();
    await page.goto(`${site.base}#/orders`);
    await waitForGroup(page, groupOf(site, 'orders'));
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('combobox').fill('pharmacy');
    await expect.poll(() => dialog.getByRole('option').count(), { timeout: 5000 }).toBeGreaterThan(2);
    const selected = () => dialog.locator('[role=option][aria-selected=true]').innerText();
    const before = await selected();
    await page.keyboard.press('ArrowDown');
    expect(await selected()).not.toBe(before);
    await page.keyboard.press('ArrowUp');
    expect(await selected()).toBe(before);

    // An entity result opens the Data Model tab on the entity's card.
    await dialog.getByRole('combobox').fill('PharmaStores');
    const entity = site.model.entities.find((e) => e.className === 'PharmaStores')!;
    expect(entity).toBeDefined();
    await expect.poll(() => dialog.getByRole('option').first().innerText(), { timeout: 5000 }).toContain(entity.name);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('tab', { name: 'Data Model' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.locator(`#entity-${entity.id}`).isVisible(), { timeout: 5000 }).toBe(true);
    expectClean(watched, [site.origin]);
  });
});

describe('theme', () => {
  it('follows the system setting, and a toggled theme is kept after a reload', async () => {
    const { page, watched } = await site.open({ colorScheme: 'dark' });
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await gotoApp(page, site.base);
    await expect.poll(() => page.getByRole('button', { name: 'Switch to light theme' }).isVisible()).toBe(true);
    const dark = await background();
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect.poll(background).not.toBe(dark);
    const light = await background();
    expect(light).toBe('rgb(255, 255, 255)');
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Switch to dark theme' }).isVisible()).toBe(true);
    expect(await background()).toBe(light);
    // The doc pages keep it too, and switching back is kept as well.
    await page.goto(`${site.base}#/cart`);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(background).toBe(dark);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Switch to light theme' }).isVisible()).toBe(true);
    expect(await background()).toBe(dark);
    expectClean(watched, [site.origin]);
  });
});

describe('copy link', () => {
  it('copies the ?scroll= permalink of an endpoint, which lands on it', async () => {
    const { context, page, watched } = await site.open({ permissions: ['clipboard-read', 'clipboard-write'] });
    await recordHighlights(context);
    const orders = groupOf(site, 'orders');
    const last = orders.endpoints.at(-1)!;
    await page.goto(`${site.base}#/orders`);
    await waitForGroup(page, orders);
    await cardOf(page, last.id)
      .getByRole('button', { name: `Copy link to ${last.title}` })
      .click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${site.base}#/orders?scroll=${last.id}`);
    const other = await context.newPage();
    await other.goto(link);
    await expectHighlightCycle(other, last.id);
    expectClean(watched, [site.origin]);
  });
});

describe('error catalogue', () => {
  it('lists every documented error with its status and message, linked from the sidebar, each linking to its endpoint', async () => {
    const { context, page, watched } = await site.open();
    await recordHighlights(context);
    await page.goto(`${site.base}#/primary-user`);
    await waitForGroup(page, groupOf(site, 'primary-user'));
    await page.getByRole('navigation', { name: 'API Reference' }).getByRole('link', { name: 'Error catalogue' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Error catalogue' }).isVisible()).toBe(true);
    expect(hashOf(page)).toBe('/errors');

    const errors = site.model.groups.flatMap((g) => g.endpoints.flatMap((ep) => ep.errors.map((e) => ({ ...e, ep, route: g.route }))));
    expect(errors.length).toBeGreaterThan(20);
    const rows = page.locator('.catalogue-status tbody tr');
    // Sections arrive a few per frame.
    await expect.poll(() => rows.count()).toBe(errors.length);
    const statuses = [...new Set(errors.map((e) => e.status))].sort((a, b) => a - b);
    const headings = await page.locator('.catalogue-status h2').allInnerTexts();
    expect(headings.map((h) => Number(h.trim().split(/\s/)[0]))).toEqual(statuses);
    expect(
      headings
        .find((h) => h.startsWith('404'))
        ?.replace(/\s+/g, ' ')
        .trim(),
    ).toBe('404 Not Found');
    const messages = await page.locator('.catalogue-status code.err-text').allInnerTexts();
    for (const e of errors.filter((x) => x.message)) expect(messages, e.message!).toContain(e.message);
    // A row's endpoint link lands on that endpoint, which documents that error.
    const row = rows.last();
    const link = row.getByRole('link');
    const href = (await link.getAttribute('href'))!;
    const [, route, anchor] = /^#(\/[^?]+)\?scroll=(.+)$/.exec(href) ?? [];
    const documented = errors.find((e) => e.route === route && e.ep.id === anchor);
    expect(documented, href).toBeDefined();
    await link.click();
    await expect.poll(() => hashOf(page)).toBe(`${route}?scroll=${anchor}`);
    await expectHighlightCycle(page, anchor!);
    expectClean(watched, [site.origin]);
  });
});

describe('live updates', () => {
  it('applies the latest of two overlapping updates, whatever order their index scripts arrive in', async () => {
    const copy = await site.copyBuild('overlap');
    const [index] = await assetsMatching(copy, /^index-[0-9a-f]+\.js$/);
    const text = await readFile(path.join(copy, 'assets', index!), 'utf8');
    const title = site.inventory.heroTitle;
    // Two newer versions of the index, as `serve --watch` would send: the first is slow to arrive.
    await writeFile(path.join(copy, 'assets', 'index-older.js'), text.replace(JSON.stringify(title), JSON.stringify('Older update')));
    await writeFile(path.join(copy, 'assets', 'index-newer.js'), text.replace(JSON.stringify(title), JSON.stringify('Newer update')));
    const base = site.mount('/overlap/', copy);
    const { page, watched } = await site.open();
    await page.route('**/assets/index-older.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await gotoApp(page, base);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
    const olderArrived = page.waitForEvent('requestfinished', { predicate: (r) => r.url().endsWith('/assets/index-older.js') });
    await page.evaluate(() => {
      const live = (window as unknown as Record<string, (src: string) => Promise<void>>).__pamdocsLiveUpdate!;
      void live('assets/index-older.js');
      void live('assets/index-newer.js');
    });
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Newer update' }).isVisible()).toBe(true);
    // The older script arrives later, runs, and changes nothing.
    await olderArrived;
    await page.waitForTimeout(200);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Newer update');
    expectClean(watched, [site.origin]);
  });

  it('applies an update that carries its data without loading the scripts it names', async () => {
    const copy = await site.copyBuild('inline');
    const [index] = await assetsMatching(copy, /^index-[0-9a-f]+\.js$/);
    const text = await readFile(path.join(copy, 'assets', index!), 'utf8');
    const json = text
      .slice(text.indexOf('=') + 1, text.lastIndexOf(';'))
      .replace(JSON.stringify(site.inventory.heroTitle), JSON.stringify('Carried update'));
    const { page, watched } = await site.open();
    await gotoApp(page, site.mount('/inline/', copy));
    await expect.poll(() => page.getByRole('heading', { level: 1, name: site.inventory.heroTitle }).isVisible()).toBe(true);
    // Neither script exists: a request for either would fail and make the page reload.
    await page.evaluate((payload) => {
      const live = (window as unknown as Record<string, (...args: unknown[]) => Promise<void>>).__pamdocsLiveUpdate!;
      void live('assets/index-carried.js', {}, { 'assets/index-carried.js': JSON.parse(payload) as unknown });
    }, json);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Carried update' }).isVisible()).toBe(true);
    expect(watched.requests.filter((url) => url.includes('carried'))).toEqual([]);
    expectClean(watched, [site.origin]);
  });
});

describe('first load', () => {
  it('follows a navigation made while the first page is still rendering', async () => {
    const { context, page, watched } = await site.open();
    // Right after the app script ran (the head script runs it once the landing has painted), the hash changes.
    await context.addInitScript(() => {
      const ran = (e: Event): void => {
        if (!/\/assets\/app-[0-9a-f]+\.js$/.test((e.target as HTMLScriptElement).src ?? '')) return;
        document.removeEventListener('load', ran, true);
        setTimeout(() => (location.hash = '#/cart'), 0);
      };
      document.addEventListener('load', ran, true);
    });
    await page.goto(site.base);
    await waitForGroup(page, groupOf(site, 'cart'));
    expect(hashOf(page)).toBe('/cart');
    expectClean(watched, [site.origin]);
  });
});
