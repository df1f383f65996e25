/**
 * Browser tests of OpenAPI 3.2's operations on a built site
 * (tests/fixtures/oas32): a `QUERY` operation's card with its method, its
 * request body and a curl sample that sends it as QUERY; a `querystring`
 * parameter (the whole query string as one form) in its card's parameters
 * and in the URL of its sample.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/index.js';
import { ROOT, tempContent, type TempContent } from '../helpers/content.js';
import { cardOf, expectClean, useSite, type Site } from './site.js';

let site: Site;
useSite((s) => (site = s));
let temp: TempContent;
let base: string;

beforeAll(async () => {
  temp = await tempContent(path.join(ROOT, 'tests/fixtures/oas32'));
  const out = path.join(temp.cwd, 'site');
  const result = await build({ dir: temp.dir, out });
  if (!result.ok) throw new Error(`build failed: ${JSON.stringify(result.diagnostics)}`);
  base = site.mount('/harbour/', out);
});
afterAll(() => temp?.cleanup());

describe('OpenAPI 3.2 operations', () => {
  it("shows a QUERY operation's method and request body, and a curl sample that sends it as QUERY with its body", async () => {
    const { page, watched } = await site.open();
    await page.goto(`${base}#/berths?scroll=search-berths`);
    const card = cardOf(page, 'search-berths');
    await expect.poll(() => card.getByRole('heading', { level: 2 }).textContent()).toBe('Search berths');
    expect(await card.locator('.method').first().innerText()).toBe('QUERY');
    await expect.poll(() => card.getByText('minLength', { exact: true }).count()).toBeGreaterThan(0);
    const sample = card.locator('.samples pre');
    await expect.poll(() => sample.innerText()).toMatch(/^curl https:\/\/api\.harbour\.example\/berths/);
    const curl = await sample.innerText();
    expect(curl).toContain('--request QUERY');
    expect(curl).toContain("--header 'Content-Type: application/json'");
    expect(curl).toMatch(/--data '\{\n\s+"minLength": 0,\n\s+"free": true\n\}'/);
    expectClean(watched, [site.origin]);
  });

  it('lists a querystring parameter as the whole query string with its fields, and samples its example as the URL query', async () => {
    const { page, watched } = await site.open();
    await page.goto(`${base}#/moorings?scroll=list-moorings`);
    const card = cardOf(page, 'list-moorings');
    await expect.poll(() => card.getByRole('heading', { level: 2 }).textContent()).toBe('List moorings');
    const filter = card
      .getByRole('list', { name: /^Parameters of / })
      .getByRole('listitem')
      .filter({ has: page.locator('code', { hasText: /^filter$/ }) })
      .first();
    await expect.poll(() => filter.textContent()).toContain('the whole query string, as application/x-www-form-urlencoded');
    expect(await filter.textContent()).toContain('line');
    expect(await filter.textContent()).toContain('tension');
    const sample = card.locator('.samples pre');
    await expect.poll(() => sample.innerText()).toMatch(/^curl /);
    expect(await sample.innerText()).toContain('https://api.harbour.example/berths/{berthId}/moorings?line=bow&tension=40');
    expectClean(watched, [site.origin]);
  });
});
