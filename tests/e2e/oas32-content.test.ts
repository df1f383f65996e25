/**
 * What OpenAPI 3.2 adds to bodies, responses, servers and security, on the
 * cards of a live 3.2 document (`tests/fixtures/oas32`) in real Chromium:
 * an event stream's item as a tree labelled as a stream, with one event as
 * its example; a response's summary as its short line; the servers' names
 * where Try it lists them; and Try it signing in with the endpoints an
 * OAuth 2 scheme's `oauth2MetadataUrl` gives (RFC 8414), against the
 * provider of `./oauth-provider.ts`.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServeHandle } from '../../src/index.js';
import { ROOT } from '../helpers/content.js';
import { launchBrowser, watchPage } from './browser.js';
import { CLIENT_SECRET, guardedApi, oauthProvider, type Provider } from './oauth-provider.js';
import { listen } from './try-it-api.js';

/** A 3.2 document whose OAuth 2 scheme declares a token URL the provider does not have, and its metadata, which gives the real one. */
const metadataSpec = (api: string, auth: string) => `openapi: 3.2.0
info: { title: Things, version: 1.0.0 }
servers: [{ url: "${api}/v1", name: Production }]
security: [{ oauth: [things.read] }]
paths:
  /things:
    get:
      operationId: listThings
      tags: [things]
      summary: List things
      responses:
        "200": { summary: The things }
components:
  securitySchemes:
    oauth:
      type: oauth2
      oauth2MetadataUrl: ${auth}/.well-known/oauth-authorization-server
      flows:
        clientCredentials:
          tokenUrl: ${auth}/declared-token
          scopes: { things.read: Read things }
`;

let cwd: string;
let browser: Browser;
let site: ServeHandle;
let signInSite: ServeHandle;
let provider: Provider;
let servers: { server: Server; port: number }[];
beforeAll(async () => {
  cwd = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-oas32-e2e-'));
  await cp(path.join(ROOT, 'tests/fixtures/oas32'), path.join(cwd, 'docs'), { recursive: true });
  await writeFile(path.join(cwd, 'docs/pamdocs.yaml'), 'openapi:\n  - path: openapi.yaml\ntryIt: true\n');
  site = await serve({ dir: 'docs', cwd, port: 0 });
  let auth = '';
  provider = oauthProvider(() => auth);
  servers = [await listen(provider.app), await listen(guardedApi(provider))];
  auth = `http://127.0.0.1:${servers[0]!.port}`;
  await cp(path.join(ROOT, 'tests/fixtures/oas32'), path.join(cwd, 'sign-in'), { recursive: true });
  await writeFile(path.join(cwd, 'sign-in/openapi.yaml'), metadataSpec(`http://127.0.0.1:${servers[1]!.port}`, auth));
  await writeFile(path.join(cwd, 'sign-in/pamdocs.yaml'), 'openapi: openapi.yaml\ntryIt: { clientIds: { oauth: docs-client } }\n');
  signInSite = await serve({ dir: 'sign-in', cwd, port: 0 });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await signInSite?.close();
  for (const s of servers ?? []) await new Promise((resolve) => s.server.close(resolve));
  await rm(cwd, { recursive: true, force: true });
});

describe('a live OpenAPI 3.2 document', () => {
  it("shows an event stream's item tree labelled as a stream, the response's summary, and the servers' names in Try it", {
    timeout: 60_000,
  }, async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const { errors } = watchPage(page);
    await page.goto(`${site.url}#/cargo?scroll=stream-arrivals`);
    const card = page.locator('#stream-arrivals');
    await expect.poll(() => card.getByRole('heading', { level: 2 }).textContent()).toBe('Stream cargo arrivals');
    await expect.poll(() => card.getByText('The arrivals, as they happen', { exact: true }).count()).toBe(1);
    expect(await card.getByText('Stream of events (server-sent events). Each event:', { exact: true }).isVisible()).toBe(true);
    const item = card.getByRole('group', { name: 'Body of the 200 response of Stream cargo arrivals: each item' });
    for (const name of ['event', 'data']) expect(await item.getByText(name, { exact: true }).count()).toBe(1);
    await expect.poll(() => card.locator('pre').filter({ hasText: 'event: arrival' }).count()).toBeGreaterThan(0);
    await card.getByRole('button', { name: 'Try it', exact: true }).click();
    const server = card.getByRole('form').getByLabel('Server URL');
    await expect
      .poll(() => server.locator('option').allTextContents())
      .toEqual(['Production: https://api.harbour.example (The live harbour.)', 'Sandbox: https://sandbox.harbour.example']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("signs in with the token endpoint of an OAuth 2 scheme's authorization server metadata, not the declared one", {
    timeout: 60_000,
  }, async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const { errors } = watchPage(page);
    await page.goto(`${signInSite.url}#/things?scroll=list-things`);
    const card = page.locator('#list-things');
    await card.getByRole('button', { name: 'Try it', exact: true }).click();
    const form = card.getByRole('form');
    const scheme = form.getByRole('group', { name: 'OAuth 2', exact: true });
    await scheme.getByLabel('Client secret').fill(CLIENT_SECRET);
    await scheme.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => scheme.getByText(/^Signed in; the token expires at/).count(), { timeout: 15_000 }).toBe(1);
    expect(provider.granted).toEqual(['client_credentials']);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(async () => (await form.getByRole('status').textContent()) ?? '', { timeout: 15_000 }).toMatch(/^Response 200 OK/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
