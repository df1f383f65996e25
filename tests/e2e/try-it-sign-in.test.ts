/**
 * Signing in from a Try it console (docs/guides/site.md, Signing in) in real
 * Chromium, against an OAuth 2 provider and an API the test starts on
 * 127.0.0.1 (`./oauth-provider.ts`): the authorization code flow with PKCE
 * through the redirect page, then 200 with the token and 401 after "Forget";
 * a forged `state` refused; client credentials; the device flow; OpenID
 * Connect's discovery; a token refreshed when it expires; the token kept in
 * no storage and no URL unless the reader chose "on this device"; the
 * policy listing exactly the declared origins; axe on the console.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServeHandle } from '../../src/index.js';
import { expectNoViolations } from './axe.js';
import { launchBrowser, type PageError, watchPage } from './browser.js';
import { CLIENT_SECRET, guardedApi, oauthProvider, signInSpec, type Provider } from './oauth-provider.js';
import { listen } from './try-it-api.js';

let cwd: string;
let browser: Browser;
let provider: Provider;
let servers: { server: Server; port: number }[];
let site: ServeHandle;
/** The origins of the provider and the API. */
let auth: string;
let api: string;

beforeAll(async () => {
  provider = oauthProvider(() => auth);
  servers = [await listen(provider.app), await listen(guardedApi(provider))];
  auth = `http://127.0.0.1:${servers[0]!.port}`;
  api = `http://127.0.0.1:${servers[1]!.port}`;
  cwd = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-sign-in-'));
  await mkdir(path.join(cwd, 'docs'));
  await writeFile(path.join(cwd, 'docs', 'api.yaml'), signInSpec(api, auth));
  await writeFile(
    path.join(cwd, 'docs', 'pamdocs.yaml'),
    'openapi: api.yaml\ntryIt: { clientIds: { oauth: docs-client, oidc: docs-client } }\n',
  );
  site = await serve({ dir: 'docs', cwd, port: 0 });
  provider.redirectUri = new URL('oauth2-redirect.html', site.url).href;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  for (const s of servers ?? []) await new Promise((resolve) => s.server.close(resolve));
  await rm(cwd, { recursive: true, force: true });
});

/** The console of `listThings` in a fresh context, and the scheme's part of it. */
async function openConsole(): Promise<{ context: BrowserContext; page: Page; form: Locator; scheme: Locator; errors: PageError[] }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const { errors } = watchPage(page);
  await page.goto(`${site.url}#/things?scroll=list-things`);
  const card = page.locator('#list-things');
  await card.getByRole('button', { name: 'Try it', exact: true }).click();
  const form = card.getByRole('form');
  await expect.poll(() => form.isVisible()).toBe(true);
  return { context, page, form, scheme: form.getByRole('group', { name: 'OAuth 2', exact: true }), errors };
}

/** Sends the request and gives the status line. */
async function send(form: Locator): Promise<string> {
  await form.getByRole('button', { name: 'Send' }).click();
  await expect
    .poll(async () => (await form.getByRole('status').textContent()) ?? '', { timeout: 15_000 })
    .toMatch(/^(Response|No response)/);
  return (await form.getByRole('status').textContent()) ?? '';
}

/** Starts an authorization code sign-in; resolves with the sign-in window and the URLs it goes through. */
async function signInWithCode(context: BrowserContext, scheme: Locator): Promise<{ popup: Page; urls: string[] }> {
  const urls: string[] = [];
  const opened = new Promise<Page>((resolve) =>
    context.once('page', (popup) => {
      popup.on('framenavigated', (frame) => {
        if (frame === popup.mainFrame()) urls.push(frame.url());
      });
      resolve(popup);
    }),
  );
  await scheme.getByRole('button', { name: 'Sign in' }).click();
  return { popup: await opened, urls };
}

/** Signs in with the authorization code flow; resolves with the URLs the sign-in window went through, once it closed itself. */
async function signedInWithCode(context: BrowserContext, scheme: Locator): Promise<string[]> {
  const { popup, urls } = await signInWithCode(context, scheme);
  await popup.waitForEvent('close', { timeout: 15_000 });
  return urls;
}

/** Everything the page keeps: both storages and its cookies, as text. */
const stored = (page: Page) => page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]));

describe('signing in', () => {
  it('with the authorization code and PKCE: the token calls the API (200), is in no storage or URL, kept on this device when chosen, and gone after Forget (401)', {
    timeout: 90_000,
  }, async () => {
    const { context, page, form, scheme, errors } = await openConsole();
    expect(await send(form)).toMatch(/^Response 401/);
    expect(await scheme.getByLabel('Client id').inputValue()).toBe('docs-client');
    expect(await scheme.getByText(`${site.url}oauth2-redirect.html`).count()).toBe(1);
    const urls = await signedInWithCode(context, scheme);
    await expect.poll(() => scheme.getByText(/^Signed in; the token expires at/).count()).toBe(1);
    expect(provider.granted.at(-1)).toBe('authorization_code');
    // The redirect page took the code out of its address bar and history entry before anything else.
    expect(urls.at(-1)).toBe(`${site.url}oauth2-redirect.html`);
    expect(await send(form)).toMatch(/^Response 200 OK/);
    const token = await scheme.getByLabel('Access token (OAuth 2)').inputValue();
    expect(token).toMatch(/^at-/);
    expect(await stored(page)).not.toContain(token);
    expect(page.url()).not.toMatch(/code=|at-/);
    // The curl shows a placeholder, never the token.
    expect(await form.getByRole('group', { name: 'curl' }).textContent()).toContain('Authorization: Bearer <token>');
    expect(await form.getByRole('group', { name: 'curl' }).textContent()).not.toContain(token);

    await form.getByLabel('Remember on this device').check();
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).toContain(token);
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain(token);
    await page.reload();
    const card = page.locator('#list-things');
    await card.getByRole('button', { name: 'Try it', exact: true }).click();
    const again = card.getByRole('form');
    expect(await again.getByLabel('Access token (OAuth 2)').inputValue()).toBe(token);
    expect(await send(again)).toMatch(/^Response 200/);
    await expectNoViolations(page, 'a console signed in');
    await again.getByRole('button', { name: 'Forget' }).click();
    expect(await stored(page)).not.toContain(token);
    expect(await again.getByLabel('Access token (OAuth 2)').inputValue()).toBe('');
    expect(await send(again)).toMatch(/^Response 401/);
    // The refused calls to the API the test asked for are the only errors the browser logs (named by their URL, whatever its wording).
    expect(errors.filter((e) => !e.source.startsWith(api) && !e.text.includes(api)).map((e) => e.text)).toEqual([]);
    await context.close();
  });

  it('refuses an answer whose state is not the one sent, and says so', { timeout: 60_000 }, async () => {
    const { context, form, scheme } = await openConsole();
    provider.forgedState = 'forged-state';
    try {
      const { popup } = await signInWithCode(context, scheme);
      const refused = [
        'The sign-in was refused: the provider sent back another state than this page sent,',
        'so the answer may not be to this request. Sign in again.',
      ].join(' ');
      await expect.poll(() => scheme.locator('.try-problems').textContent(), { timeout: 15_000 }).toBe(refused);
      // The redirect page says so too, and stays open for the reader to read it.
      expect((await popup.locator('#status').textContent())?.replace(/`/g, '')).toBe(refused);
    } finally {
      delete provider.forgedState;
    }
    expect(await form.getByLabel('Access token (OAuth 2)').inputValue()).toBe('');
    expect(await send(form)).toMatch(/^Response 401/);
    await context.close();
  });

  it('with client credentials, warning that a secret typed in a page is for a test client', { timeout: 60_000 }, async () => {
    const { context, form, scheme } = await openConsole();
    await scheme.getByLabel('Flow').selectOption({ label: 'Client credentials' });
    expect(await scheme.getByText('A client secret typed into a web page is for a test client only').count()).toBe(1);
    await scheme.getByLabel('Client secret').fill(CLIENT_SECRET);
    await scheme.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => scheme.getByText(/^Signed in; the token expires at/).count()).toBe(1);
    expect(provider.granted.at(-1)).toBe('client_credentials');
    expect(await send(form)).toMatch(/^Response 200 OK/);
    await context.close();
  });

  it('with a device code: shows the user code, polls until it is approved', { timeout: 60_000 }, async () => {
    const { context, form, scheme } = await openConsole();
    await scheme.getByLabel('Flow').selectOption({ label: 'Device code' });
    await scheme.getByRole('button', { name: 'Sign in' }).click();
    const code = scheme.locator('.try-user-code');
    await expect.poll(() => code.count()).toBe(1);
    expect(await scheme.getByRole('link', { name: `${auth}/activate` }).count()).toBe(1);
    provider.approve((await code.textContent())!);
    await expect.poll(() => scheme.getByText(/^Signed in; the token expires at/).count(), { timeout: 15_000 }).toBe(1);
    expect(provider.granted.at(-1)).toBe('device_code');
    expect(await send(form)).toMatch(/^Response 200 OK/);
    await context.close();
  });

  it('with OpenID Connect: reads the discovery document, then signs in', { timeout: 60_000 }, async () => {
    const { context, form } = await openConsole();
    const scheme = form.getByRole('group', { name: 'OpenID Connect', exact: true });
    await signedInWithCode(context, scheme);
    await expect.poll(() => scheme.getByText(/^Signed in; the token expires at/).count()).toBe(1);
    expect(await send(form)).toMatch(/^Response 200 OK/);
    await context.close();
  });

  it('refreshes an expired token with the refresh token before sending', { timeout: 60_000 }, async () => {
    const { context, form, scheme } = await openConsole();
    provider.lifetime = 1;
    try {
      await signedInWithCode(context, scheme);
      await expect.poll(() => scheme.getByText(/^Signed in; the token expires at/).count()).toBe(1);
      const first = await scheme.getByLabel('Access token (OAuth 2)').inputValue();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await send(form)).toMatch(/^Response 200 OK/);
      expect(provider.granted.at(-1)).toBe('refresh_token');
      expect(await scheme.getByLabel('Access token (OAuth 2)').inputValue()).not.toBe(first);
    } finally {
      provider.lifetime = 3600;
    }
    await context.close();
  });

  it("lists exactly the declared origins: the API's and the provider's to connect, the provider's to sign in", async () => {
    const response = await fetch(site.url);
    const policy = response.headers.get('content-security-policy')!;
    const html = await response.text();
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)![1]!.replace(/&#39;/g, "'");
    for (const text of [policy, meta]) {
      expect(text).toContain(`connect-src 'self' ${api} ${auth};`);
      expect(text).toMatch(new RegExp(`form-action 'self' ${auth}$`));
    }
    expect((await fetch(`${site.url}oauth2-redirect.html`)).status).toBe(200);
  });
});
