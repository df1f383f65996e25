/**
 * Try it (pamdocs.yaml `tryIt`, docs/guides/site.md: The Try it console) in real
 * Chromium, against real API servers on 127.0.0.1 that the test starts: one
 * that allows other sites to call it (CORS on), one that does not. A GET
 * with a path parameter and a bearer token, the same without the token, a
 * POST of the example body; a hostile body shown as text; the token kept
 * out of every storage and URL; the explanation of a blocked request; a URL
 * the document does not declare refused before sending; the body checked as
 * it is typed; the keyboard and axe in both themes; and no console, no
 * request elsewhere, with `tryIt` off and on the PAM docs.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServeHandle } from '../../src/index.js';
import { PAM_CONTENT } from '../helpers/content.js';
import { expectNoViolations } from './axe.js';
import { launchBrowser, watchPage } from './browser.js';
import { HOSTILE, listen, petApi, received, spec, TOKEN } from './try-it-api.js';

let cwd: string;
let browser: Browser;
let apis: { server: Server; port: number }[];
const sites: ServeHandle[] = [];
/** The docs with `tryIt: true`, and the same document without it. */
let docs: ServeHandle;
let plain: ServeHandle;

beforeAll(async () => {
  apis = [await listen(petApi(true)), await listen(petApi(false))];
  cwd = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-try-it-'));
  for (const [dir, config] of [
    ['docs', 'openapi: api.yaml\ntryIt: true\n'],
    ['plain', 'openapi: api.yaml\n'],
  ] as const) {
    await mkdir(path.join(cwd, dir));
    await writeFile(path.join(cwd, dir, 'api.yaml'), spec(apis[0]!.port, apis[1]!.port));
    await writeFile(path.join(cwd, dir, 'pamdocs.yaml'), config);
  }
  docs = await serve({ dir: 'docs', cwd, port: 0 });
  plain = await serve({ dir: 'plain', cwd, port: 0 });
  sites.push(docs, plain);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const site of sites) await site.close();
  for (const api of apis ?? []) await new Promise((resolve) => api.server.close(resolve));
  await rm(cwd, { recursive: true, force: true });
});

/** A page of `site` at `route`, `width` px wide, in the system theme `colorScheme`, with what it requests and logs. */
async function open(site: ServeHandle, route: string, width = 1440, colorScheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
  const page = await context.newPage();
  const watched = watchPage(page);
  await page.goto(`${site.url}#${route}`);
  return { context, page, watched };
}

/** The card of endpoint `id`, its console opened by its Try it button. */
async function openConsole(page: Page, id: string): Promise<Locator> {
  const card = page.locator(`#${id}`);
  await card.getByRole('button', { name: 'Try it', exact: true }).click();
  const form = card.getByRole('form');
  await expect.poll(() => form.isVisible()).toBe(true);
  return form;
}

/** The connect-src directive of a policy. */
const connectSrc = (policy: string | null): string | undefined =>
  policy
    ?.split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('connect-src'));

describe('Try it', () => {
  it('sends a GET with a path parameter and a bearer token: 200, its headers and body; the curl follows the form, the token masked', {
    timeout: 60_000,
  }, async () => {
    const { context, page, watched } = await open(docs, '/pets?scroll=get-pet');
    const form = await openConsole(page, 'get-pet');
    expect(await form.getByLabel('petId').inputValue()).toBe('7');
    await form.getByLabel('petId').fill('12');
    await form.getByLabel('Bearer token').fill(TOKEN);
    const curl = form.getByRole('group', { name: 'curl' });
    await expect.poll(() => curl.textContent()).toContain(`http://127.0.0.1:${apis[0]!.port}/v1/pets/12`);
    expect(await curl.textContent()).toContain('Authorization: Bearer <token>');
    expect(await curl.textContent()).not.toContain(TOKEN);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toMatch(/^Response 200 OK in \d+ ms\.$/);
    const response = form.getByRole('group', { name: 'Response of Get a pet' });
    expect(await response.getByRole('cell', { name: 'x-request-id' }).count()).toBe(1);
    const body = response.getByRole('group', { name: /^Response body/ });
    expect(JSON.parse((await body.textContent())!)).toEqual({ id: 12, name: 'Bella', status: 'available' });
    // Pretty-printed and highlighted as JSON, as text.
    expect(await body.locator('.hljs-attr').count()).toBeGreaterThan(0);
    expect(await body.textContent()).toContain('\n  "name": "Bella"');
    expect(watched.errors).toEqual([]);
    await context.close();
  });

  it('shows a body as text, never as HTML: an HTML response, and markup in a JSON string', { timeout: 60_000 }, async () => {
    const { context, page } = await open(docs, '/pets?scroll=get-pet');
    const form = await openConsole(page, 'get-pet');
    await form.getByLabel('Bearer token').fill(TOKEN);
    for (const id of ['666', '667']) {
      await form.getByLabel('petId').fill(id);
      await form.getByRole('button', { name: 'Send' }).click();
      const body = form.getByRole('group', { name: /^Response body/ });
      await expect.poll(() => body.textContent()).toContain(id === '666' ? HOSTILE : JSON.stringify(HOSTILE).slice(1, -1));
      expect(await body.locator('img, b').count()).toBe(0);
    }
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await context.close();
  });

  it('without the token, shows the 401 and its body', { timeout: 60_000 }, async () => {
    const { context, page } = await open(docs, '/pets?scroll=get-pet');
    const form = await openConsole(page, 'get-pet');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toMatch(/^Response 401 Unauthorized in \d+ ms\.$/);
    expect(await form.getByRole('group', { name: /^Response body/ }).textContent()).toContain('A valid bearer token is required.');
    await context.close();
  });

  it('POSTs the prefilled example body and shows 201; checks the body against the schema as it is typed', { timeout: 60_000 }, async () => {
    const { context, page } = await open(docs, '/pets?scroll=create-pet', 1100);
    const form = await openConsole(page, 'create-pet');
    const editor = form.getByLabel('Body application/json');
    expect(JSON.parse(await editor.inputValue())).toEqual({ name: 'Bella', status: 'available' });
    const before = received.length;
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toMatch(/^Response 201 Created in \d+ ms\.$/);
    expect(received.slice(before)).toEqual([{ name: 'Bella', status: 'available' }]);

    await editor.fill('{\n  "name": "Bella",\n  "status": "available"\n  "x": 1\n}');
    await expect
      .poll(() => form.locator('.try-problems li').allTextContents())
      .toEqual(['Not JSON at line 4, column 3: expected `,` or `}`, found `"`.']);
    expect(await editor.getAttribute('aria-invalid')).toBe('true');
    await editor.fill('{ "status": "lost", "name": 3 }');
    await expect
      .poll(() => form.locator('.try-problems li').allTextContents())
      .toEqual(['`name` should be string, not integer.', '`status` should be one of "available", "sold".']);
    await editor.fill('{ "status": "sold" }');
    await expect.poll(() => form.locator('.try-problems li').allTextContents()).toEqual(['The required property `name` is missing.']);
    await expectNoViolations(page, 'a console whose body has a problem');
    await context.close();
  });

  it('keeps the token out of every storage, cookie and URL, and forgets it on reload unless "remember for this tab" was ticked', {
    timeout: 60_000,
  }, async () => {
    const { context, page } = await open(docs, '/pets?scroll=get-pet');
    const form = await openConsole(page, 'get-pet');
    await form.getByLabel('Bearer token').fill(TOKEN);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toMatch(/^Response 200/);
    const stored = () => page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]));
    expect(await stored()).not.toContain(TOKEN);
    expect(JSON.stringify(await context.cookies())).not.toContain(TOKEN);
    expect(page.url()).not.toContain(TOKEN);
    // Another card of the tab has it already.
    const other = await openConsole(page, 'create-pet');
    expect(await other.getByLabel('Bearer token').inputValue()).toBe(TOKEN);
    await page.reload();
    let again = await openConsole(page, 'get-pet');
    expect(await again.getByLabel('Bearer token').inputValue()).toBe('');
    // Ticked: in this tab's sessionStorage only, and there after a reload.
    await again.getByLabel('Bearer token').fill(TOKEN);
    await again.getByLabel('Remember for this tab').check();
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(TOKEN);
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).toContain(TOKEN);
    await page.reload();
    again = await openConsole(page, 'get-pet');
    expect(await again.getByLabel('Bearer token').inputValue()).toBe(TOKEN);
    await again.getByLabel('Only in this page').check();
    expect(await stored()).not.toContain(TOKEN);
    await context.close();
  });

  it('explains a request the browser blocks: what the API must allow for this site', { timeout: 60_000 }, async () => {
    const { context, page } = await open(docs, '/pets?scroll=get-pet');
    const form = await openConsole(page, 'get-pet');
    await form.getByLabel('Server URL').selectOption({ label: `http://127.0.0.1:${apis[1]!.port}/v1 (Without CORS)` });
    await form.getByLabel('Bearer token').fill(TOKEN);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toMatch(/^No response after \d+ ms\.$/);
    const explained = await form.getByRole('group', { name: 'Response of Get a pet' }).innerText();
    expect(explained).toContain(`The browser gave no response from http://127.0.0.1:${apis[1]!.port}`);
    expect(explained).toContain(`Access-Control-Allow-Origin: ${new URL(docs.url).origin}`);
    expect(explained).toContain('Access-Control-Allow-Headers: authorization');
    expect(explained).not.toContain('Failed to fetch');
    await context.close();
  });

  it('refuses a URL the document does not declare before sending, and a request missing a required parameter', {
    timeout: 60_000,
  }, async () => {
    const { context, page, watched } = await open(docs, '/pets?scroll=get-pet');
    const form = await openConsole(page, 'get-pet');
    await form.getByLabel('Server URL').selectOption({ index: 2 });
    await form.getByLabel('host').fill('example.com');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toContain('example.com:');
    expect(await form.getByRole('alert').textContent()).toContain('is not one of them');
    await form.getByLabel('host').fill('127.0.0.1');
    await form.getByLabel('petId').fill('');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Fill in petId: it is required.');
    expect(watched.requests.filter((r) => !r.startsWith(docs.url))).toEqual([]);
    await context.close();
  });

  it("lists exactly the declared servers' origins in connect-src, in the page and the header", async () => {
    const response = await fetch(docs.url);
    const html = await response.text();
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)![1]!.replace(/&#39;|&apos;/g, "'");
    const expected = `connect-src 'self' http://127.0.0.1:${apis[0]!.port} http://127.0.0.1:${apis[1]!.port}`;
    expect(connectSrc(meta)).toBe(expected);
    expect(connectSrc(response.headers.get('content-security-policy'))).toBe(expected);
  });

  it('is usable from the keyboard, announces the response, and axe finds nothing', { timeout: 60_000 }, async () => {
    const { context, page } = await open(docs, '/pets?scroll=get-pet');
    const card = page.locator('#get-pet');
    const button = card.getByRole('button', { name: 'Try it', exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const form = card.getByRole('form');
    await form.getByLabel('Bearer token').focus();
    await page.keyboard.type(TOKEN);
    await page.keyboard.press('Enter');
    await expect.poll(() => form.getByRole('status').textContent()).toMatch(/^Response 200 OK/);
    await expectNoViolations(page, 'a console with a response');
    await page.setViewportSize({ width: 1100, height: 900 });
    await expectNoViolations(page, 'a console in one column');
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    'has no axe violation in the %s theme, with a response and with a blocked request',
    { timeout: 60_000 },
    async (scheme) => {
      const { context, page } = await open(docs, '/pets?scroll=get-pet', 1440, scheme);
      const form = await openConsole(page, 'get-pet');
      await form.getByLabel('Bearer token').fill(TOKEN);
      await form.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => form.getByRole('status').textContent()).toMatch(/^Response 200 OK/);
      await expectNoViolations(page, `a console with a response (${scheme})`);
      await form.getByLabel('Server URL').selectOption({ index: 1 });
      await form.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => form.getByRole('status').textContent()).toMatch(/^No response/);
      await expectNoViolations(page, `a console with a blocked request (${scheme})`);
      await context.close();
    },
  );
});

describe('without tryIt', () => {
  it('has no Try it button, no redirect page and allows no request elsewhere: a document without `tryIt`, and the PAM docs', {
    timeout: 60_000,
  }, async () => {
    const pam = await serve({ dir: PAM_CONTENT, port: 0 });
    sites.push(pam);
    for (const [site, route, id] of [
      [plain, '/pets?scroll=get-pet', 'get-pet'],
      [pam, '/cart?scroll=get-user-cart', 'get-user-cart'],
    ] as const) {
      const response = await fetch(site.url);
      expect(connectSrc(response.headers.get('content-security-policy'))).toBe("connect-src 'self'");
      expect(response.headers.get('content-security-policy')).toContain("form-action 'none'");
      // No sign-in: no redirect page.
      expect((await fetch(`${site.url}oauth2-redirect.html`)).status).toBe(404);
      expect(
        connectSrc(/http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await response.text())![1]!.replace(/&#39;/g, "'")),
      ).toBe("connect-src 'self'");
      const { context, page, watched } = await open(site, route);
      await expect.poll(() => page.locator(`#${id}`).getByRole('heading', { level: 2 }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Try it' }).count()).toBe(0);
      expect(watched.requests.filter((r) => !r.startsWith(site.url))).toEqual([]);
      await context.close();
    }
  });
});
