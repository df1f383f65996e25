/**
 * Browser tests of OpenAPI 3.2's operations on a built site
 * (tests/fixtures/oas32): a `QUERY` operation's card with its method, its
 * request body and a curl sample that sends it as QUERY; a `querystring`
 * parameter (the whole query string as one form) in its card's parameters
 * and in the URL of its sample; and Try it sending both to an API on
 * 127.0.0.1 that echoes what it received.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, serve, type ServeHandle } from '../../src/index.js';
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
    // Read as laid out (the text a reader sees), once the scrolled-to card is: its heading's text is there before.
    await expect.poll(() => card.locator('.method').first().innerText()).toBe('QUERY');
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

/** An API that answers every request with its method, URL and body as JSON, and lets any site call it with any method. */
function echoApi(): Server {
  return createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, QUERY');
      res.setHeader('Access-Control-Allow-Headers', 'content-type');
      if (req.method === 'OPTIONS') res.writeHead(204).end();
      else res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ method: req.method, url: req.url, body }));
    });
  });
}

describe('Try it with OpenAPI 3.2 operations', () => {
  let api: Server;
  let docs: ServeHandle;
  let project: TempContent;
  beforeAll(async () => {
    api = echoApi();
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const port = (api.address() as AddressInfo).port;
    project = await tempContent(path.join(ROOT, 'tests/fixtures/oas32'));
    await project.edit('openapi.yaml', 'url: https://api.harbour.example', `url: http://127.0.0.1:${port}`);
    await project.write('pamdocs.yaml', 'openapi:\n  - path: openapi.yaml\ntryIt: true\n');
    docs = await serve({ dir: project.dir, port: 0 });
  });
  afterAll(async () => {
    await docs?.close();
    await new Promise((resolve) => api?.close(resolve));
    await project?.cleanup();
  });

  it('sends a QUERY with its body, and a whole query string from its field', { timeout: 60_000 }, async () => {
    const { page, watched } = await site.open();
    await page.goto(`${docs.url}#/berths?scroll=search-berths`);
    const search = cardOf(page, 'search-berths');
    await search.getByRole('button', { name: 'Try it', exact: true }).click();
    const form = search.getByRole('form');
    await form.getByRole('button', { name: 'Send' }).click();
    const body = form.getByRole('group', { name: /^Response body/ });
    await expect.poll(() => body.textContent()).toContain('QUERY');
    expect(JSON.parse((await body.textContent())!)).toEqual({
      method: 'QUERY',
      url: '/berths',
      body: '{\n  "minLength": 0,\n  "free": true\n}',
    });

    await page.goto(`${docs.url}#/moorings?scroll=list-moorings`);
    const moorings = cardOf(page, 'list-moorings');
    await moorings.getByRole('button', { name: 'Try it', exact: true }).click();
    const console = moorings.getByRole('form');
    const filter = console.getByRole('group', { name: 'Query string' }).getByLabel('filter');
    expect(await filter.inputValue()).toBe('line=bow&tension=40');
    await filter.fill('line=stern&tension=12');
    await console.getByLabel('berthId').fill('b-12');
    await console.getByRole('button', { name: 'Send' }).click();
    const answer = console.getByRole('group', { name: /^Response body/ });
    await expect.poll(() => answer.textContent()).toContain('stern');
    expect(JSON.parse((await answer.textContent())!)).toMatchObject({ method: 'GET', url: '/berths/b-12/moorings?line=stern&tension=12' });
    // Only the site (the PAM one the page opened first, then these docs) and the API were called; nothing failed.
    expectClean(watched, [site.origin, docs.url.replace(/\/$/, ''), `http://127.0.0.1:${(api.address() as AddressInfo).port}`]);
  });
});
