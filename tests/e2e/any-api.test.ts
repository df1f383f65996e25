/**
 * Browser tests of a site that is not PAM's: a team's own API written by
 * hand (tests/fixtures/any-api): no landing pages, a guide, nested schemas.
 * It is built into the temporary folder and served beside the PAM site.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/index.js';
import { ROOT, tempContent, type TempContent } from '../helpers/content.js';
import { classesOf, expectClean, gotoApp, hashOf, HIGHLIGHT_CLASS, inViewport, useSite, type Site } from './site.js';

let site: Site;
useSite((s) => (site = s));
let temp: TempContent;
let base: string;

beforeAll(async () => {
  temp = await tempContent(path.join(ROOT, 'tests/fixtures/any-api'));
  const out = path.join(temp.cwd, 'site');
  const result = await build({ dir: temp.dir, out });
  if (!result.ok) throw new Error(`build failed: ${JSON.stringify(result.diagnostics)}`);
  base = site.mount('/acme/', out);
});
afterAll(() => temp?.cleanup());

describe('a site with no landing pages', () => {
  it('shows the hero and the groups as cards, and the entities on the schemas route', async () => {
    const { page, watched } = await site.open();
    await gotoApp(page, base);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Acme Orders API', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('tab').count()).toBe(0);
    const groups = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'API reference', exact: true }) });
    expect((await groups.locator('.card').innerText()).replace(/\s+/g, ' ').trim()).toBe('Orders 2 endpoints');
    await groups.getByRole('link', { name: 'Orders', exact: true }).click();
    await expect.poll(() => hashOf(page)).toBe('/orders');
    await page.getByTestId('sidebar').getByRole('link', { name: 'Schemas', exact: true }).click();
    await expect.poll(() => hashOf(page)).toBe('/schemas');
    await expect.poll(() => page.locator('article.entity').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: 'Order' }).isVisible()).toBe(true);
    expectClean(watched, [site.origin]);
  });
});

describe('a guide', () => {
  it('lands on the heading a ?scroll= link names, and its table of contents links to each section', async () => {
    const { page, watched } = await site.open();
    await page.goto(`${base}#/guides/getting-started?scroll=check-what-you-sent`);
    const heading = page.getByRole('heading', { level: 3, name: 'Check what you sent', exact: true });
    await expect.poll(() => heading.isVisible()).toBe(true);
    await expect.poll(() => inViewport(heading)).toBe(true);
    await expect.poll(() => classesOf(heading)).toContain(HIGHLIGHT_CLASS);
    expect(await page.getByRole('heading', { level: 1, name: 'Getting started', exact: true }).isVisible()).toBe(true);
    expect(await page.title()).toBe('Getting started · Acme Orders');
    // The sidebar's guides section marks the guide.
    const entry = page.getByTestId('sidebar').getByRole('link', { name: 'Getting started', exact: true });
    expect(await entry.getAttribute('aria-current')).toBe('page');

    const toc = page.getByRole('navigation', { name: 'On this page' });
    expect((await toc.getByRole('link').allInnerTexts()).map((t) => t.trim())).toEqual([
      'Authenticate',
      'Place an order',
      'Check what you sent',
      'Track it',
    ]);
    await toc.getByRole('link', { name: 'Track it', exact: true }).click();
    await expect.poll(() => hashOf(page)).toBe('/guides/getting-started?scroll=track-it');
    await expect.poll(() => inViewport(page.getByRole('heading', { level: 2, name: 'Track it', exact: true }))).toBe(true);
    // A link of the guide to an endpoint goes through the router to its card.
    await page.getByRole('link', { name: 'Get Order', exact: true }).click();
    await expect.poll(() => hashOf(page)).toBe('/orders?scroll=get-order');
    expectClean(watched, [site.origin]);
  });
});

describe('a nested request schema', () => {
  it('opens two levels, and a deeper object opens and closes from the keyboard', async () => {
    const { page, watched } = await site.open();
    await page.goto(`${base}#/orders?scroll=create-order`);
    const body = page.getByRole('group', { name: /request body/i });
    await expect.poll(() => body.isVisible()).toBe(true);
    // The deep link focuses its card once found; wait for that before moving focus ourselves.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('create-order');
    const address = body.getByRole('button', { name: /^address object/ });
    // The second level shows; the third waits.
    expect(await address.getAttribute('aria-expanded')).toBe('false');
    expect(await body.getByText('street', { exact: true }).count()).toBe(0);
    await address.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => address.getAttribute('aria-expanded')).toBe('true');
    expect(await body.getByText('street', { exact: true }).isVisible()).toBe(true);
    const geo = body.getByRole('button', { name: /^geo object/ });
    await page.keyboard.press('Tab');
    await expect.poll(() => geo.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => body.getByText('lat', { exact: true }).isVisible()).toBe(true);
    expect(await body.getByText('at least -90', { exact: true }).count()).toBeGreaterThan(0);
    await page.keyboard.press('Space');
    await expect.poll(() => body.getByText('lat', { exact: true }).count()).toBe(0);
    expectClean(watched, [site.origin]);
  });
});
