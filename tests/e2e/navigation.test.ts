/**
 * The navigation an OpenAPI document describes, in real Chromium: OpenAPI
 * 3.2's nested tags (tests/fixtures/oas32: Port > Berths > Moorings) as
 * sections of the sidebar at three levels, each opening its page; a tag of
 * `kind: badge` as a badge on its operations' cards and an audience as a
 * label, neither a group; and a 3.1 document's `x-tagGroups` sections,
 * `x-traitTag` prose, tag `externalDocs` and operations left out
 * (tests/fixtures/tag-groups).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServeHandle } from '../../src/index.js';
import { ROOT } from '../helpers/content.js';
import { expectNoViolations } from './axe.js';
import { launchBrowser, watchPage } from './browser.js';

let browser: Browser;
const servers: ServeHandle[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const server of servers) await server.close();
});

/** The page at `route` of the fixture site `dir` (under tests/fixtures), served, 1440 by 900. */
async function open(dir: string, route: string): Promise<Page> {
  const handle = await serve({ dir: `tests/fixtures/${dir}`, cwd: ROOT, port: 0, watch: false });
  servers.push(handle);
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${handle.url}#${route}`);
  return page;
}

/** The heading of the page being read, once it reads `text`. */
const heading = (page: Page, text: string) =>
  expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe(text);

describe('OpenAPI 3.2 nested tags', () => {
  it('are sections of the sidebar at three levels, each opening its page with its operations; a badge is no group', {
    timeout: 90_000,
  }, async () => {
    const page = await open('oas32', '/cargo');
    const watched = watchPage(page);
    await heading(page, 'Cargo');
    const sidebar = page.getByTestId('sidebar');
    // Top level: Port and Cargo; Beta (a badge) and Harbour masters (an audience) are no groups.
    const top = sidebar.locator('.side-groups').first().locator(':scope > li > :is(.side-toggle, .side-page)');
    expect(await top.allInnerTexts()).toEqual(['Port', 'Cargo']);
    for (const name of ['Beta', 'Harbour masters']) {
      expect(await sidebar.getByRole('button', { name, exact: true }).count()).toBe(0);
      expect(await sidebar.getByRole('link', { name, exact: true }).count()).toBe(0);
    }
    // The audience is a label on the card of the operation that carries it.
    const arrivals = page.getByTestId('endpoint-card').filter({ hasText: 'Stream cargo arrivals' });
    await expect.poll(() => arrivals.locator('.tags').innerText()).toContain('Audience: Harbour masters');

    // Port > Berths > Moorings: each level opens and closes inside the one above (the first operation's groups start open).
    const port = sidebar.getByRole('button', { name: 'Port', exact: true });
    const berths = sidebar.getByRole('button', { name: 'Berths', exact: true });
    expect(await port.getAttribute('aria-expanded')).toBe('true');
    await port.click();
    expect(await port.getAttribute('aria-expanded')).toBe('false');
    expect(await berths.isVisible()).toBe(false);
    await port.click();
    expect(await berths.isVisible()).toBe(true);
    await sidebar.getByRole('link', { name: 'Overview of Port' }).click();
    await heading(page, 'Port');
    const groups = page.getByRole('region', { name: 'Groups' });
    expect(await groups.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['Berths']);
    await sidebar.getByRole('link', { name: 'List berths', exact: true }).click();
    await heading(page, 'Berths');
    const cards = page.getByTestId('endpoint-card');
    await expect.poll(() => cards.locator('h2').allInnerTexts()).toEqual(['List berths', 'Search berths', 'Get a berth']);
    // Beta is a badge on the cards of the operations that carry it, the QUERY one among them.
    for (const title of ['Search berths', 'Get a berth'])
      expect(await cards.filter({ hasText: title }).locator('.tag-badge').innerText()).toBe('Beta');
    expect(await cards.filter({ hasText: 'List berths' }).locator('.tag-badge').count()).toBe(0);
    await sidebar.getByRole('link', { name: 'List moorings', exact: true }).click();
    await heading(page, 'Moorings');
    await expect.poll(() => cards.locator('h2').allInnerTexts()).toEqual(['List moorings']);
    expect(new URL(page.url()).hash).toBe('#/moorings?scroll=list-moorings');
    await expectNoViolations(page, 'a page of a nested group');
    expect(watched.errors).toEqual([]);
  });

  it('opens the groups a page is nested in when the reader arrives on it, and names them on the landing', {
    timeout: 90_000,
  }, async () => {
    const page = await open('oas32', '/');
    const watched = watchPage(page);
    const cards = page.getByRole('region', { name: 'API reference' }).locator('.grid > li');
    await expect.poll(() => cards.locator('h3').allInnerTexts(), { timeout: 15_000 }).toEqual(['Port', 'Cargo']);
    const port = cards.filter({ hasText: 'Port' });
    expect(await port.getByRole('list', { name: 'Groups in Port' }).getByRole('link').allInnerTexts()).toEqual(['Berths', 'Moorings']);
    expect(await port.locator(':scope > .muted').innerText()).toBe('4 endpoints');
    await expectNoViolations(page, 'the landing of nested groups');
    await port.getByRole('link', { name: 'Moorings' }).click();
    await heading(page, 'Moorings');
    const sidebar = page.getByTestId('sidebar');
    const expanded = (name: string) => sidebar.getByRole('button', { name, exact: true }).getAttribute('aria-expanded');
    for (const name of ['Port', 'Berths', 'Moorings']) await expect.poll(() => expanded(name)).toBe('true');
    // Closed by the reader, Port opens again when they arrive on the page of a group nested in it.
    await sidebar.getByRole('button', { name: 'Port', exact: true }).click();
    await sidebar.getByRole('button', { name: 'Cargo', exact: true }).click();
    await sidebar.getByRole('link', { name: 'Stream cargo arrivals', exact: true }).click();
    await heading(page, 'Cargo');
    expect(await expanded('Port')).toBe('false');
    await page.evaluate(() => {
      location.hash = '#/moorings';
    });
    await heading(page, 'Moorings');
    await expect.poll(() => expanded('Port')).toBe('true');
    expect(watched.errors).toEqual([]);
  });
});

describe("Redoc's x-tagGroups, x-traitTag, externalDocs and x-internal", () => {
  it('shows sections above their tags, prose as a page of its own, the link under the heading, and nothing left out', {
    timeout: 90_000,
  }, async () => {
    const page = await open('tag-groups', '/dogs');
    const watched = watchPage(page);
    await heading(page, 'Dogs');
    const sidebar = page.getByTestId('sidebar');
    const top = sidebar.locator('.side-groups').first().locator(':scope > li > :is(.side-toggle, .side-page)');
    expect(await top.allInnerTexts()).toEqual(['Animals', 'Care', 'Pagination']);
    await expect
      .poll(() => sidebar.getByRole('list', { name: 'Groups in Animals' }).locator(':scope > li > .side-toggle').allInnerTexts())
      .toEqual(['Dogs', 'Cats']);
    const docs = page.getByRole('link', { name: 'The dog handbook' });
    expect(await docs.getAttribute('href')).toBe('https://kennel.example/dogs');
    expect(await page.getByTestId('endpoint-card').locator('h2').allInnerTexts()).toEqual(['List dogs']);
    // A page of prose is a link of the sidebar, not a section.
    expect(await sidebar.getByRole('button', { name: 'Pagination', exact: true }).count()).toBe(0);
    await sidebar.getByRole('link', { name: 'Pagination', exact: true }).click();
    await heading(page, 'Pagination');
    // Its description, paragraph by paragraph, and no count of endpoints.
    expect((await page.locator('.page-head').innerText()).split('\n').filter(Boolean)).toEqual([
      'Pagination',
      'Lists come in pages of 20.',
      'Ask for the next one with ?page=2.',
      'Copy page as Markdown',
    ]);
    await expectNoViolations(page, 'a page of prose');
    // Operations left out are nowhere, not even in search.
    await sidebar.getByLabel('Filter endpoints').fill('adopt');
    await expect.poll(() => sidebar.locator('.side-empty').innerText()).toBe('No endpoint matches "adopt".');
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    await dialog.getByRole('combobox').fill('dog');
    await expect.poll(() => dialog.getByRole('status').innerText(), { timeout: 5000 }).toMatch(/results?$/);
    const found = (await dialog.getByRole('option').allInnerTexts()).join('\n');
    expect(found).toContain('List dogs');
    expect(found).not.toContain('Adopt a dog');
    expect(watched.errors).toEqual([]);
  });
});
