/**
 * Try it's environments (pamdocs.yaml `tryIt.environments`, docs/guides/site.md: The
 * Try it console) and large responses, in real Chromium against pet APIs the
 * test starts on two loopback addresses: switching from sandbox to
 * production changes the server, its variables, the parameter values, the
 * curl and the card's samples in every language (credentials as
 * placeholders), and the credentials, kept apart per environment; a 5 MB
 * response shows its status, headers and start at once, with the rest on
 * demand, and no task on the main thread takes 200 ms.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServeHandle } from '../../src/index.js';
import { expectNoViolations } from './axe.js';
import { launchBrowser, watchPage } from './browser.js';
import { BIG_BODY, listen, petApi, spec, TOKEN } from './try-it-api.js';

let cwd: string;
let browser: Browser;
let apis: { server: Server; port: number }[];
let site: ServeHandle;
/** The sandbox's origin (the document's first server) and production's (its third, whose host is a variable). */
let sandbox: string;
let production: string;

beforeAll(async () => {
  const open = await listen(petApi(true));
  // Production: the same port on another loopback address, reached through the third server's `{host}`.
  apis = [open, await listen(petApi(false)), await listen(petApi(true), '127.0.0.2', open.port)];
  sandbox = `http://127.0.0.1:${open.port}`;
  production = `http://127.0.0.2:${open.port}`;
  cwd = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-environments-'));
  await mkdir(path.join(cwd, 'docs'));
  await writeFile(path.join(cwd, 'docs', 'api.yaml'), spec(open.port, apis[1]!.port));
  await writeFile(
    path.join(cwd, 'docs', 'pamdocs.yaml'),
    [
      'openapi: api.yaml',
      'tryIt:',
      '  environments:',
      `    - { name: sandbox, server: "${sandbox}/v1", parameters: { petId: 21 } }`,
      `    - { name: production, server: "http://{host}:${open.port}/v1", variables: { host: 127.0.0.2 }, parameters: { petId: 42 } }`,
      '',
    ].join('\n'),
  );
  site = await serve({ dir: 'docs', cwd, port: 0 });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  for (const api of apis ?? []) await new Promise((resolve) => api.server.close(resolve));
  await rm(cwd, { recursive: true, force: true });
});

/** The page of `getPet` with its console open. */
async function openConsole(): Promise<{ page: Page; card: Locator; form: Locator; requests: string[]; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const { requests } = watchPage(page);
  await page.goto(`${site.url}#/pets?scroll=get-pet`);
  const card = page.locator('#get-pet');
  await card.getByRole('button', { name: 'Try it', exact: true }).click();
  const form = card.getByRole('form');
  await expect.poll(() => form.isVisible()).toBe(true);
  return { page, card, form, requests, close: () => context.close() };
}

/** The text of the card's request sample in `language` (a tab of the samples). */
async function sample(card: Locator, language: string): Promise<string> {
  const samples = card.locator('section.samples');
  await samples.getByRole('tab', { name: language, exact: true }).click();
  await expect.poll(async () => (await samples.getByRole('tabpanel').textContent()) ?? '').toContain('pets');
  return (await samples.getByRole('tabpanel').textContent()) ?? '';
}

/** Sends and waits for the response line. */
async function send(form: Locator): Promise<string> {
  await form.getByRole('button', { name: 'Send' }).click();
  await expect
    .poll(async () => (await form.getByRole('status').textContent()) ?? '', { timeout: 15_000 })
    .toMatch(/^(Response|No response)/);
  return (await form.getByRole('status').textContent()) ?? '';
}

describe('environments', () => {
  it('switch the server, its variables, the values, the curl, the samples in every language and the credentials', {
    timeout: 90_000,
  }, async () => {
    const { page, card, form, requests, close } = await openConsole();
    const curl = form.getByRole('group', { name: 'curl' });
    expect(await form.getByLabel('Environment').inputValue()).toBe('sandbox');
    expect(await form.getByLabel('petId').inputValue()).toBe('21');
    await expect.poll(() => curl.textContent()).toContain(`${sandbox}/v1/pets/21`);
    expect(await sample(card, 'Python')).toContain(`${sandbox}/v1/pets/21`);
    await form.getByLabel('Bearer token').fill(TOKEN);
    expect(await send(form)).toMatch(/^Response 200/);

    await form.getByLabel('Environment').selectOption('production');
    expect(await form.getByLabel('host').inputValue()).toBe('127.0.0.2');
    expect(await form.getByLabel('petId').inputValue()).toBe('42');
    // The credentials are the production's: none yet.
    expect(await form.getByLabel('Bearer token').inputValue()).toBe('');
    await expect.poll(() => curl.textContent()).toContain(`${production}/v1/pets/42`);
    for (const language of ['curl', 'Python', 'JavaScript']) {
      const text = await sample(card, language);
      expect(text).toContain(`${production}/v1/pets/42`);
      expect(text).not.toContain(TOKEN);
    }
    expect(await send(form)).toMatch(/^Response 401/);
    await form.getByLabel('Bearer token').fill(`${TOKEN}`);
    expect(await send(form)).toMatch(/^Response 200/);
    expect(requests).toContain(`${production}/v1/pets/42`);
    await expectNoViolations(page, 'a console with environments');

    await form.getByLabel('Environment').selectOption('sandbox');
    expect(await form.getByLabel('petId').inputValue()).toBe('21');
    await expect.poll(() => curl.textContent()).toContain(`${sandbox}/v1/pets/21`);
    await close();
  });

  it("lists every environment's origin in connect-src", async () => {
    const policy = (await fetch(site.url)).headers.get('content-security-policy')!;
    expect(policy).toContain(`connect-src 'self' ${sandbox} http://127.0.0.1:${apis[1]!.port} ${production};`);
  });
});

describe('a response of 5 MB', () => {
  it('shows its status, headers and start at once, highlights lazily, offers the rest, and never blocks the main thread 200 ms', {
    timeout: 90_000,
  }, async () => {
    const { page, form, close } = await openConsole();
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { longTasks: number[] }).longTasks = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    await form.getByLabel('Bearer token').fill(TOKEN);
    await form.getByLabel('petId').fill('999');
    expect(await send(form)).toMatch(/^Response 200 OK/);
    const response = form.getByRole('group', { name: 'Response of Get a pet' });
    expect(await response.getByRole('cell', { name: 'content-type' }).count()).toBe(1);
    const body = response.getByRole('group', { name: /^Response body/ });
    await expect.poll(() => body.textContent()).toContain('"name": "Pet 0"');
    expect(await response.getByText(/^Showing the first 32 KB of 5\.\d MB\./).count()).toBe(1);
    // Highlighted once the page is idle.
    await expect.poll(() => body.locator('.hljs-attr').count()).toBeGreaterThan(0);
    await response.getByRole('button', { name: 'Show the next 32 KB' }).click();
    await expect.poll(() => response.getByText(/^Showing the first 64 KB of 5\.\d MB\./).count()).toBe(1);
    const download = response.getByRole('link', { name: /^Download the whole body/ });
    expect(await download.getAttribute('download')).toBe('response.json');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect((await file.createReadStream().then((s) => s.toArray())).map(String).join('').length).toBe(BIG_BODY.length);
    await page.waitForTimeout(500);
    const longest = Math.max(0, ...(await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks)));
    expect(longest).toBeLessThan(200);
    await close();
  });
});
