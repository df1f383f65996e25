/**
 * Browser tests of an imported document: `@scalar/galaxy` (OpenAPI 3.1)
 * through `pamdocs import` and `build`, served beside the PAM site. A reader
 * finds a group page with its operations in the sidebar, opens a nested
 * schema, and sees on a card which security schemes a call takes; a group
 * too big for one data script shows all its operations.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/index.js';
import { importSpec } from '../../src/pipeline/import.js';
import { bigGroupSpec } from '../helpers/big-group.js';
import { cardOf, expectClean, hashOf, inViewport, useSite, type Site } from './site.js';

let site: Site;
useSite((s) => (site = s));
let tmp: string;
let base: string;
let recordsBase: string;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-e2e-import-'));
  const spec = createRequire(import.meta.url).resolve('@scalar/galaxy/latest.yaml');
  const imported = await importSpec({ spec, out: 'content', cwd: tmp });
  if (!imported.ok) throw new Error(`import failed: ${JSON.stringify(imported.diagnostics)}`);
  const built = await build({ dir: 'content', out: 'site', cwd: tmp });
  if (!built.ok) throw new Error(`build failed: ${JSON.stringify(built.diagnostics)}`);
  base = site.mount('/galaxy/', path.join(tmp, 'site'));
  // A group too big for one data script (tests/unit/group-chunks.test.ts).
  await writeFile(path.join(tmp, 'records.json'), bigGroupSpec(40));
  if (!(await importSpec({ spec: 'records.json', out: 'records', cwd: tmp })).ok) throw new Error('import of records.json failed');
  if (!(await build({ dir: 'records', out: 'records-site', cwd: tmp })).ok) throw new Error('build of records failed');
  recordsBase = site.mount('/records/', path.join(tmp, 'records-site'));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

describe('an imported OpenAPI document', () => {
  it('has a page per tag, its operations listed in the sidebar in document order, each leading to its card', async () => {
    const { page, watched } = await site.open();
    await page.goto(`${base}#/planets`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Planets', exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Everything about planets', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('endpoint-card').count()).toBe(7);
    const sidebar = page.getByTestId('sidebar');
    // The group of the page being read is open without a click (sidebar.openCurrent).
    await expect.poll(() => sidebar.getByRole('button', { name: 'Planets', exact: true }).getAttribute('aria-expanded')).toBe('true');
    const entries = sidebar.locator('#side-planets').getByRole('link');
    await expect
      .poll(() => entries.allInnerTexts())
      .toEqual(
        [
          'GET Get all planets',
          'POST Create a planet',
          'GET Get a planet',
          'PUT Update a planet',
          'DELETE Delete a planet',
          'POST Upload an image to a planet',
          'POST POST /webhooks/new-planet',
        ].map((t) => expect.stringMatching(new RegExp(`^${t.replace(' ', '\\s+')}$`))),
      );
    await entries.filter({ hasText: 'Delete a planet' }).click();
    await expect.poll(() => hashOf(page)).toBe('/planets?scroll=delete-planet');
    await expect.poll(() => inViewport(cardOf(page, 'delete-planet'))).toBe(true);
    expectClean(watched, [site.origin]);
  });

  it('opens a request body that is a component schema on its properties, and a nested one, on click', async () => {
    const { page, watched } = await site.open();
    await page.goto(`${base}#/planets?scroll=create-planet`);
    const body = cardOf(page, 'create-planet')
      .getByRole('group', { name: /request body/i })
      .first();
    const planet = body.getByRole('button', { name: /^value Planet/ });
    await expect.poll(() => planet.getAttribute('aria-expanded')).toBe('false');
    await planet.click();
    await expect.poll(() => body.locator('code.schema-name', { hasText: /^name$/ }).isVisible()).toBe(true);
    const creator = body.getByRole('button', { name: /^creator User/ });
    expect(await creator.getAttribute('aria-expanded')).toBe('false');
    const email = body.locator('code.schema-name', { hasText: /^email$/ });
    expect(await email.count()).toBe(0);
    await creator.click();
    await expect.poll(() => email.isVisible()).toBe(true);
    expectClean(watched, [site.origin]);
  });

  it('names the security schemes a call takes on its card, and none on a public one', async () => {
    const { page, watched } = await site.open();
    await page.goto(`${base}#/planets?scroll=create-planet`);
    const card = cardOf(page, 'create-planet');
    await expect.poll(() => card.isVisible()).toBe(true);
    const auth = ((await card.getByText(/^Auth Required/).textContent()) ?? '').replace(/\s+/g, ' ');
    for (const scheme of [
      'Bearer token',
      'Basic auth',
      'API key (header X-API-Key)',
      'API key (query parameter api_key)',
      'OAuth 2',
      'OpenID Connect',
    ])
      expect(auth).toContain(scheme);
    expect(
      await cardOf(page, 'get-all-data')
        .getByText(/^Auth Required/)
        .count(),
    ).toBe(0);
    expectClean(watched, [site.origin]);
  });
});

describe('a group too big for one data script', () => {
  it('shows every endpoint in order as its further scripts arrive, and a deep link to the last one lands on it', async () => {
    const { page, watched } = await site.open();
    await page.goto(`${recordsBase}#/records`);
    await expect.poll(() => page.getByText('40 endpoints').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('endpoint-card').count()).toBe(40);
    const ids = await page.getByTestId('endpoint-card').evaluateAll((cards) => cards.map((c) => c.id));
    expect(ids).toEqual(Array.from({ length: 40 }, (_, i) => `get-record${i + 1}`));
    await page.goto(`${recordsBase}#/records?scroll=get-record40`);
    await page.reload();
    await expect.poll(() => inViewport(cardOf(page, 'get-record40'))).toBe(true);
    expectClean(watched, [site.origin]);
  });
});
