/**
 * An OpenAPI document as the source, in real Chromium: a project whose
 * pamdocs.yaml names Scalar's Galaxy (`@scalar/galaxy`, beside the content
 * folder, as a team's generated document would be), served with `--watch`
 * while the document is edited; an overlay's prose on its operation's card
 * beside the document's parameters; an overlay that names a missing
 * operation failing `check` at its line; two documents in one site, and
 * two versions of one with the switcher; the landing of two APIs naming each.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { serve, type ServeHandle } from '../../src/index.js';
import { ROOT } from '../helpers/content.js';
import { expectNoViolations } from './axe.js';
import { launchBrowser, watchPage } from './browser.js';

const GALAXY = createRequire(import.meta.url).resolve('@scalar/galaxy/latest.yaml');
/** The operation the overlay adds to, and prose of its own. */
const OVERLAY = '---\noperation: getPlanet\n---\n\nPlanets are cached for **ten minutes**: a planet just updated may be read as it was.\n';

let cwd: string;
let browser: Browser;
const servers: ServeHandle[] = [];
beforeAll(async () => {
  cwd = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-live-e2e-'));
  await cp(GALAXY, path.join(cwd, 'galaxy.yaml'));
  await mkdir(path.join(cwd, 'docs/endpoints/planets'), { recursive: true });
  await writeFile(path.join(cwd, 'docs/pamdocs.yaml'), 'openapi: ../galaxy.yaml\n');
  await writeFile(path.join(cwd, 'docs/endpoints/planets/get-planet.md'), OVERLAY);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const server of servers) await server.close();
  await rm(cwd, { recursive: true, force: true });
});

/** Serves the content folder `dir` of the test's folder, with `--watch`. */
async function served(dir: string): Promise<ServeHandle> {
  const handle = await serve({ dir, cwd, port: 0, watch: true });
  servers.push(handle);
  return handle;
}

/** A page at `route` of `handle`, 1440 by 900. */
async function open(handle: ServeHandle, route: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${handle.url}#${route}`);
  return page;
}

describe('a project reading Scalar Galaxy live', () => {
  it("shows an overlay's prose on its operation's card, beside the document's parameters, and follows edits of the document in place", {
    timeout: 90_000,
  }, async () => {
    const handle = await served('docs');
    const page = await open(handle, '/planets?scroll=get-planet');
    const watched = watchPage(page);
    const card = page.locator('#get-planet');
    await expect.poll(() => card.getByRole('heading', { level: 2 }).textContent()).toBe('Get a planet');
    await expect.poll(() => card.getByText('Planets are cached for ten minutes').count()).toBe(1);
    expect(await card.locator('strong').filter({ hasText: 'ten minutes' }).count()).toBe(1);
    // A parameter's item in its card's list of parameters.
    const parameter = (id: string, name: string) =>
      page
        .locator(`[id="${id}"]`)
        .getByRole('list', { name: /^Parameters of / })
        .getByRole('listitem')
        .filter({ has: page.locator('code', { hasText: new RegExp(`^${name}$`) }) });
    expect(await parameter('get-planet', 'planetId').count()).toBe(1);
    // Every fact of a parameter the document gives is on its item: here the format and default of `limit`.
    const limit = parameter('get-all-data', 'limit');
    await expect.poll(() => limit.textContent()).toContain('The number of items to return');
    expect(await limit.locator('.schema-facts').textContent()).toBe('format int64default 10');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));

    // The document is saved with a new summary: the card follows, same page, same route.
    const spec = await readFile(path.join(cwd, 'galaxy.yaml'), 'utf8');
    await writeFile(path.join(cwd, 'galaxy.yaml'), spec.replace('summary: Get a planet', 'summary: Read one planet'));
    await expect.poll(() => card.getByRole('heading', { level: 2 }).textContent(), { timeout: 15_000 }).toBe('Read one planet');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(new URL(page.url()).hash).toBe('#/planets?scroll=get-planet');

    // A document that no longer parses: the page keeps the last good build and shows where the problem is.
    await writeFile(path.join(cwd, 'galaxy.yaml'), spec.replace('summary: Get a planet', 'summary: [Read one planet'));
    const problems = page.locator('#pamdocs-overlay');
    await expect.poll(() => problems.textContent(), { timeout: 15_000 }).toMatch(/galaxy\.yaml:\d+:\d+/);
    expect(await problems.textContent()).toContain('openapi/syntax');
    expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe('Read one planet');

    // Fixing it clears the problem by itself.
    await writeFile(path.join(cwd, 'galaxy.yaml'), spec);
    await expect.poll(() => problems.count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => card.getByRole('heading', { level: 2 }).textContent(), { timeout: 15_000 }).toBe('Get a planet');
    expect(watched.errors).toEqual([]);
  });

  it('at 1440 px shows the samples and examples beside the parameters, kept in view through the card; one column below 1200 px', {
    timeout: 60_000,
  }, async () => {
    const handle = await served('docs');
    const page = await open(handle, '/planets?scroll=create-planet');
    const card = page.locator('#create-planet');
    const samples = card.locator('.samples');
    const parameters = card.getByRole('heading', { name: 'Request body', level: 3 });
    // The samples are in the right-hand pane, and the page has come to rest on the card.
    await expect.poll(() => card.locator('.ep-aside .samples').count()).toBe(1);
    await expect.poll(() => card.evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 10_000 }).toBeLessThan(200);
    const [text, aside] = [await parameters.boundingBox(), await samples.boundingBox()];
    expect(aside!.x).toBeGreaterThan(text!.x + text!.width);
    expect(Math.abs(aside!.y - text!.y)).toBeLessThan(400);
    expect(await card.locator('.ep-aside').getByRole('heading', { name: 'Response examples' }).count()).toBe(1);
    // Scrolled to the card's responses, the samples are still on screen.
    await card.getByRole('heading', { name: 'Responses', level: 3 }).scrollIntoViewIfNeeded();
    const kept = await samples.boundingBox();
    expect(kept!.y).toBeGreaterThanOrEqual(0);
    expect(kept!.y).toBeLessThan(900);
    // Narrower, one column: the samples follow the request body, below it.
    await page.setViewportSize({ width: 1100, height: 900 });
    await expect.poll(() => card.locator('.ep-aside').count()).toBe(0);
    const [below, body] = [await samples.boundingBox(), await parameters.boundingBox()];
    expect(below!.y).toBeGreaterThan(body!.y);
    expect(Math.abs(below!.x - body!.x)).toBeLessThan(40);
  });

  it('opens the group of the page being read with its entry in view, and filters the entries', { timeout: 60_000 }, async () => {
    const handle = await served('docs');
    const page = await open(handle, '/planets?scroll=delete-planet');
    const sidebar = page.getByTestId('sidebar');
    const planets = sidebar.getByRole('button', { name: 'Planets', exact: true });
    await expect.poll(() => planets.getAttribute('aria-expanded')).toBe('true');
    const current = sidebar.locator('[aria-current="location"]');
    expect(await current.innerText()).toContain('Delete a planet');
    const filter = sidebar.getByRole('searchbox', { name: 'Filter endpoints' });
    await filter.fill('token');
    await expect.poll(async () => (await sidebar.locator('.entry-title').allInnerTexts()).map((t) => t.trim())).toEqual(['Get a token']);
    await filter.fill('get planet');
    await expect.poll(() => sidebar.getByText('No endpoint matches "get planet".').count()).toBe(1);
    await filter.fill('');
    await expect.poll(() => sidebar.getByRole('link', { name: /Get a token/ }).count()).toBe(1);
  });

  it('scrolls the sidebar to the entry of a deep link into a long group', { timeout: 60_000 }, async () => {
    const paths = Object.fromEntries(
      Array.from({ length: 150 }, (_, i) => [
        `/records/${i + 1}`,
        {
          get: {
            operationId: `getRecord${i + 1}`,
            tags: ['Records'],
            summary: `Get record ${i + 1}`,
            responses: { '200': { description: 'The record.' } },
          },
        },
      ]),
    );
    await mkdir(path.join(cwd, 'long'), { recursive: true });
    await writeFile(
      path.join(cwd, 'long/api.json'),
      JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'Records', version: '1' },
        tags: [{ name: 'Other' }, { name: 'Records' }],
        paths: { ...paths, '/other': { get: { tags: ['Other'], summary: 'Other', responses: { '200': { description: 'ok' } } } } },
      }),
    );
    await writeFile(path.join(cwd, 'long/pamdocs.yaml'), 'openapi: api.json\n');
    const page = await open(await served('long'), '/records?scroll=get-record140');
    const sidebar = page.getByTestId('sidebar');
    const current = sidebar.locator('[aria-current="location"]');
    await expect.poll(() => current.count()).toBe(1);
    expect(await current.innerText()).toContain('Get record 140');
    await expect
      .poll(async () => {
        const [entry, nav] = [await current.boundingBox(), await sidebar.boundingBox()];
        return entry!.y >= nav!.y && entry!.y + entry!.height <= nav!.y + nav!.height;
      })
      .toBe(true);
  });

  it('fails `check` at the line of an overlay that names an operation the document does not have', async () => {
    await writeFile(path.join(cwd, 'docs/endpoints/planets/get-planet.md'), OVERLAY.replace('getPlanet', 'getPlanets'));
    let out = '';
    const code = await runCli(['check', 'docs'], { stdout: (t) => (out += t), stderr: (t) => (out += t), color: false, cwd });
    await writeFile(path.join(cwd, 'docs/endpoints/planets/get-planet.md'), OVERLAY);
    expect(code).toBe(1);
    expect(out).toMatch(
      /^docs\/endpoints\/planets\/get-planet\.md\n {2}2:1 +error +Cannot find the operation "getPlanets" in `galaxy\.yaml`; did you mean `getPlanet`\? +overlay\/unknown-target$/m,
    );
  });
});

describe('several documents in one site', () => {
  it('reaches each API, and switches between versions of one on the same operation where both have it', { timeout: 90_000 }, async () => {
    const spec = await readFile(GALAXY, 'utf8');
    // Version 1 has no image upload.
    await writeFile(
      path.join(cwd, 'galaxy-v1.yaml'),
      spec.slice(0, spec.indexOf("  '/planets/{planetId}/image':")) + spec.slice(spec.indexOf("  '/user/signup':")),
    );
    await cp(createRequire(import.meta.url).resolve('@readme/oas-examples/3.1/yaml/petstore.yaml'), path.join(cwd, 'petstore.yaml'));
    await mkdir(path.join(cwd, 'multi'), { recursive: true });
    await writeFile(
      path.join(cwd, 'multi/pamdocs.yaml'),
      'siteTitle: Our APIs\nopenapi:\n  - { path: ../galaxy.yaml, id: galaxy, version: "2" }\n  - { path: ../galaxy-v1.yaml, id: galaxy, version: "1" }\n  - { path: ../petstore.yaml, id: petstore }\n',
    );
    const handle = await served('multi');
    const page = await open(handle, '/galaxy-2-planets?scroll=get-planet');
    const watched = watchPage(page);
    const sidebar = page.getByTestId('sidebar');
    await expect.poll(() => page.locator('#get-planet').getByRole('heading', { level: 2 }).textContent()).toBe('Get a planet');
    const version = sidebar.getByLabel('Version', { exact: true });
    expect(await version.inputValue()).toBe('2');
    expect(await sidebar.getByRole('button', { name: 'pet', exact: true }).count()).toBe(0);

    // Version 1 has the same operation: the reader stays on it.
    await version.selectOption('1');
    await expect.poll(() => new URL(page.url()).hash).toBe('#/galaxy-1-planets?scroll=get-planet');
    await expect.poll(() => page.locator('#get-planet').getByRole('heading', { level: 2 }).textContent()).toBe('Get a planet');
    await expect.poll(() => page.locator('article#upload-image').count()).toBe(0);

    // Back to version 2, then on the image upload, which version 1 lacks: its group instead.
    await version.selectOption('2');
    await expect.poll(() => new URL(page.url()).hash).toBe('#/galaxy-2-planets?scroll=get-planet');
    await page.goto(`${handle.url}#/galaxy-2-planets?scroll=upload-image`);
    await expect.poll(() => page.locator('article#upload-image').count()).toBe(1);
    await sidebar.getByLabel('Version', { exact: true }).selectOption('1');
    await expect.poll(() => new URL(page.url()).hash).toBe('#/galaxy-1-planets');

    // The other API: its own groups in the sidebar, its operations on their pages.
    await sidebar.getByLabel('API', { exact: true }).selectOption('petstore');
    await expect.poll(() => new URL(page.url()).hash).toBe('#/petstore-pet');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('pet');
    await expect.poll(() => sidebar.getByRole('button', { name: 'Planets', exact: true }).count()).toBe(0);
    expect(await sidebar.getByLabel('Version', { exact: true }).count()).toBe(0);
    expect(watched.errors).toEqual([]);
  });

  it('names every API on the landing, with its version and base URL, each linked to its reference and its OpenAPI document', {
    timeout: 90_000,
  }, async () => {
    // Pets and Billing: each with its servers and info (tests/unit/two-apis.test.ts).
    await cp(path.join(ROOT, 'tests/fixtures/two-apis'), path.join(cwd, 'two'), { recursive: true });
    const handle = await served('two');
    const page = await open(handle, '/');
    const watched = watchPage(page);
    const apis = page.getByRole('region', { name: 'APIs' });
    const cards = async () => (await apis.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
    await expect
      .poll(cards)
      .toEqual([
        'Pets 1.2.0 Base URL https://pets.example.com/v1 OpenAPI document',
        'Billing 3.0.0 Base URL https://billing.example.org/api OpenAPI document',
      ]);
    const documents = apis.getByRole('link', { name: 'OpenAPI document' });
    expect(await documents.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      'openapi-pets.json',
      'openapi-billing.json',
    ]);
    await expectNoViolations(page, 'the landing of two APIs');
    // The landing as index.html holds it, before any script has run: both APIs are named there too.
    const html = await (await fetch(handle.url)).text();
    for (const text of ['Pets', 'https://pets.example.com/v1', 'Billing', 'https://billing.example.org/api']) expect(html).toContain(text);
    await apis.getByRole('link', { name: 'Billing', exact: true }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/billing-invoices');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('invoices');
    expect(watched.errors).toEqual([]);
  });
});
