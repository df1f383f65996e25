/**
 * What OpenAPI 3.2 adds to bodies, responses and servers, on the cards of a
 * live 3.2 document (`tests/fixtures/oas32`) in real Chromium: an event
 * stream's item as a tree labelled as a stream, with one event as its
 * example; a response's summary as its short line; the servers' names
 * where Try it lists them.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServeHandle } from '../../src/index.js';
import { ROOT } from '../helpers/content.js';
import { launchBrowser, watchPage } from './browser.js';

let cwd: string;
let browser: Browser;
let site: ServeHandle;
beforeAll(async () => {
  cwd = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-oas32-e2e-'));
  await cp(path.join(ROOT, 'tests/fixtures/oas32'), path.join(cwd, 'docs'), { recursive: true });
  await writeFile(path.join(cwd, 'docs/pamdocs.yaml'), 'openapi:\n  - path: openapi.yaml\ntryIt: true\n');
  site = await serve({ dir: 'docs', cwd, port: 0 });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
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
});
