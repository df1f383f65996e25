/**
 * Browser tests of what search finds (docs/guides/site.md, What every site
 * has): a singular finds the plurals, an exact title ranks first, groups are
 * results, and no result is cut off without the dialog saying so; an error's
 * message opens the error catalogue at its entry; on a site of several APIs
 * the results can be kept to the reader's API. On the PAM site, on a public
 * music API's shapes (tests/fixtures/music-api: many "Playlist" and "Get"
 * titles) and on two APIs (tests/fixtures/two-apis: both have `GET /status`).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/index.js';
import { ROOT, tempContent, type TempContent } from '../helpers/content.js';
import { expectNoViolations } from './axe.js';
import { classesOf, expectClean, gotoApp, HIGHLIGHT_CLASS, hashOf, inViewport, useSite, type Site } from './site.js';

let site: Site;
useSite((s) => (site = s));
const temps: TempContent[] = [];
let music: string;
let two: string;

/** Builds the fixture `name` of tests/fixtures and serves it under `/<name>/`; returns its URL. */
async function serveFixture(name: string): Promise<string> {
  const temp = await tempContent(path.join(ROOT, 'tests/fixtures', name));
  temps.push(temp);
  const out = path.join(temp.cwd, 'site');
  const result = await build({ dir: temp.dir, out, replay: false });
  if (!result.ok) throw new Error(`build failed: ${JSON.stringify(result.diagnostics)}`);
  return site.mount(`/${name}/`, out);
}

beforeAll(async () => {
  music = await serveFixture('music-api');
  two = await serveFixture('two-apis');
});
afterAll(() => Promise.all(temps.map((t) => t.cleanup())));

/** Opens the search dialog of the site at `base` and types `query`; returns the dialog once its status shows results. */
async function searchFor(page: Page, base: string, query: string): Promise<Locator> {
  await gotoApp(page, base);
  // The `/` shortcut is tested in ./features.test.ts; the button is there once the dialog is.
  const button = page.getByRole('button', { name: 'Search' });
  await expect.poll(() => button.isVisible(), { timeout: 10_000 }).toBe(true);
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Search the docs' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await dialog.getByRole('combobox').fill(query);
  await expect.poll(() => dialog.getByRole('status').innerText(), { timeout: 5000 }).toMatch(/results?$/);
  return dialog;
}

/** The listed results as a reader reads them, one line each (kind, title, then section and detail). */
const options = async (dialog: Locator): Promise<string[]> =>
  (await dialog.getByRole('option').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());

/** The titles of the listed results (without the method badge or the group label). */
const titles = (dialog: Locator): Promise<string[]> =>
  dialog.locator('[role=option] .hit-title').evaluateAll((els) =>
    els.map((el) =>
      [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent)
        .join('')
        .trim(),
    ),
  );

/** The operation titles of the music API's document that say `word` (any case, singular or plural). */
async function musicTitles(word: RegExp): Promise<string[]> {
  const yaml = await readFile(path.join(ROOT, 'tests/fixtures/music-api/music.yaml'), 'utf8');
  return [...yaml.matchAll(/summary: "(.*)"/g)].map((m) => m[1]!).filter((t) => word.test(t));
}

describe('search on a public API', () => {
  it('a singular lists every title with its plural, the group first, and the exact title ranks first', async () => {
    const { page, watched } = await site.open();
    const dialog = await searchFor(page, music, 'playlist');
    const expected = await musicTitles(/playlist/i);
    expect(expected.length).toBeGreaterThan(12);
    const listed = await titles(dialog);
    expect(listed).toEqual(expect.arrayContaining(expected));
    expect(listed.filter((t) => /playlists\b/i.test(t)).length).toBeGreaterThanOrEqual(5);
    // The group Playlists is a result, first (its title is the query's plural), and leads to its page.
    const group = dialog.getByRole('option').first();
    expect(await group.innerText()).toMatch(/^\s*Group\s+Playlists\s/i);

    await dialog.getByRole('combobox').fill('Get Playlist');
    await expect.poll(() => titles(dialog).then((t) => t[0])).toBe('Get Playlist');
    await dialog.getByRole('combobox').fill('playlist');
    await expect.poll(() => titles(dialog).then((t) => t[0])).toBe('Playlists');
    await page.keyboard.press('Enter');
    await expect.poll(() => hashOf(page)).toBe('/playlists');
    expectClean(watched, [site.origin]);
  });

  it('says "20 of N" when there are more results than listed, and lists the rest on demand', async () => {
    const { page, watched } = await site.open();
    const dialog = await searchFor(page, music, 'get');
    const total = (await musicTitles(/^Get /)).length;
    expect(total).toBeGreaterThan(20);
    const status = dialog.getByRole('status');
    const counted = /^20 of (\d+) results$/.exec(await status.innerText());
    expect(counted, await status.innerText()).not.toBeNull();
    const all = Number(counted![1]);
    expect(all).toBeGreaterThanOrEqual(total);
    expect(await dialog.getByRole('option').count()).toBe(20);
    // The Down arrow past the last listed result lists the rest and moves on.
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowDown');
    await expect.poll(() => dialog.getByRole('option').count()).toBe(all);
    expect(await dialog.locator('[role=option][aria-selected=true]').getAttribute('id')).toBe(
      await dialog.getByRole('option').nth(20).getAttribute('id'),
    );
    expect(await status.innerText()).toBe(`${all} results`);
    // The list scrolls to keep the active result in view.
    const shown = await dialog.locator('[role=option][aria-selected=true]').evaluate((el) => {
      const [r, list] = [el.getBoundingClientRect(), el.closest('[role=listbox]')!.getBoundingClientRect()];
      return r.top >= list.top - 1 && r.bottom <= list.bottom + 1;
    });
    expect(shown).toBe(true);
    expect(await titles(dialog)).toEqual(expect.arrayContaining(await musicTitles(/^Get /)));

    // The button does the same.
    await dialog.getByRole('combobox').fill('ge');
    await expect.poll(() => status.innerText()).toMatch(/^20 of \d+ results$/);
    await dialog.getByRole('button', { name: /^Show all \d+ results$/ }).click();
    await expect.poll(() => dialog.getByRole('option').count()).toBeGreaterThan(20);
    expect(await dialog.getByRole('button', { name: /^Show all/ }).count()).toBe(0);
    expectClean(watched, [site.origin]);
  });
});

describe('search on the PAM docs', () => {
  it('lists every "Get" endpoint with a count, and a group is a result that opens its page', async () => {
    const { page, watched } = await site.open();
    const dialog = await searchFor(page, site.base, 'get');
    const gets = site.model.groups.flatMap((g) => g.endpoints).filter((ep) => /^Get /.test(ep.title));
    expect(gets.length).toBeGreaterThan(12);
    const status = dialog.getByRole('status');
    expect(await status.innerText()).toMatch(/^20 of \d+ results$/);
    await dialog.getByRole('button', { name: /^Show all \d+ results$/ }).click();
    await expect.poll(() => titles(dialog)).toEqual(expect.arrayContaining(gets.map((ep) => ep.title)));

    await dialog.getByRole('combobox').fill('primary user');
    await expect.poll(() => titles(dialog).then((t) => t[0])).toBe('Primary User');
    expect(await dialog.getByRole('option').first().innerText()).toMatch(/^\s*Group\s+Primary User\s/i);
    await page.keyboard.press('Enter');
    await expect.poll(() => hashOf(page)).toBe('/primary-user');
    expectClean(watched, [site.origin]);
  });
});

describe('search on the error catalogue', () => {
  it('finds an error by its message and opens the catalogue at its entry, highlighted', async () => {
    const { page, watched } = await site.open();
    const dialog = await searchFor(page, site.base, 'Order not found');
    expect((await options(dialog))[0]).toBe('ERROR Order not found Error catalogue · 404 Not Found');
    // A site of one API has no scope to choose.
    expect(await dialog.getByRole('checkbox').count()).toBe(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => hashOf(page)).toMatch(/^\/errors\?scroll=/);
    const anchor = hashOf(page).split('?scroll=')[1]!;
    const row = page.locator(`[id="${anchor}"]`);
    await expect.poll(() => row.innerText(), { timeout: 5000 }).toMatch(/^Order not found\s+No order has this id\.\s+POST\s*Cancel Order/);
    await expect.poll(() => inViewport(row)).toBe(true);
    await expect.poll(() => classesOf(row)).toContain(HIGHLIGHT_CLASS);
    expect(await page.getByRole('heading', { level: 2, name: '404 Not Found' }).isVisible()).toBe(true);

    // One result for an error that two endpoints return, naming neither twice; its entry is its first row.
    await page.keyboard.press('/');
    await dialog.getByRole('combobox').fill('OTP has expired');
    await expect.poll(() => options(dialog).then((o) => o[0])).toBe('ERROR OTP has expired. Error catalogue · 400 Bad Request');
    expect((await options(dialog)).filter((o) => o.startsWith('ERROR OTP has expired.'))).toHaveLength(1);
    await page.keyboard.press('Enter');
    const otp = page.locator(`[id="${hashOf(page).split('?scroll=')[1]}"]`);
    await expect.poll(() => otp.innerText()).toMatch(/^OTP has expired\./);
    await expect.poll(() => inViewport(otp)).toBe(true);
    expectClean(watched, [site.origin]);
  });
});

describe('search on a site of several APIs', () => {
  it("keeps the results to the reader's API when asked, by a checkbox reached from the keyboard", async () => {
    const { page, watched } = await site.open();
    await gotoApp(page, `${two}#/billing-invoices`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('invoices');
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    await dialog.getByRole('combobox').fill('status');
    await expect
      .poll(() => options(dialog))
      .toEqual(
        expect.arrayContaining(['GET Pets status Pets · pets · GET /status', 'GET Billing status Billing · invoices · GET /status']),
      );
    const scope = dialog.getByRole('checkbox', { name: 'Only Billing' });
    expect(await scope.isChecked()).toBe(false);
    // From the search field, Tab reaches it and Space turns it on.
    for (let i = 0; i < 3 && !(await scope.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await scope.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => options(dialog)).toEqual(['GET Billing status Billing · invoices · GET /status']);
    expect(await dialog.getByRole('status').innerText()).toBe('1 result');
    await expectNoViolations(page, 'the search dialog with its scope');
    await page.keyboard.press('Space');
    await expect.poll(() => options(dialog).then((o) => o.length)).toBe(2);
    expectClean(watched, [site.origin]);
  });
});
