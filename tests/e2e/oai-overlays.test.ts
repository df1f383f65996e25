/**
 * OAI overlays in the authoring loop, in real Chromium: `serve --watch` on
 * a project whose pamdocs.yaml names a document and its overlay outside the
 * content folder (tests/fixtures/overlays), the overlay saved while a page is open.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServeHandle } from '../../src/index.js';
import { ROOT } from '../helpers/content.js';
import { launchBrowser, watchPage } from './browser.js';

let cwd: string;
let browser: Browser;
let handle: ServeHandle | undefined;
beforeAll(async () => {
  cwd = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-oai-overlays-e2e-'));
  // The document and its overlay outside the content folder, as a team's API repository keeps them: only the server's watch of the documents sees their saves.
  await cp(path.join(ROOT, 'tests/fixtures/overlays'), path.join(cwd, 'api'), { recursive: true });
  await mkdir(path.join(cwd, 'content'));
  await writeFile(path.join(cwd, 'content/pamdocs.yaml'), 'openapi:\n  - path: ../api/openapi.yaml\n    overlays: [../api/overlay.yaml]\n');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await handle?.close();
  await rm(cwd, { recursive: true, force: true });
});

const OVERLAY = () => path.join(cwd, 'api/overlay.yaml');

/** Replaces `search` by `replacement` in the overlay file. */
async function editOverlay(search: string, replacement: string): Promise<void> {
  const text = await readFile(OVERLAY(), 'utf8');
  if (!text.includes(search)) throw new Error(`${search} is not in the overlay`);
  await writeFile(OVERLAY(), text.replace(search, replacement));
}

describe('serve --watch with an OAI overlay', () => {
  it('shows the overlaid document, and saving the overlay updates the open page', { timeout: 90_000 }, async () => {
    handle = await serve({ cwd, port: 0, watch: true });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const watched = watchPage(page);
    await page.goto(`${handle.url}#/pets?scroll=list-pets`);
    const card = page.locator('#list-pets');
    await expect.poll(() => card.getByRole('heading', { level: 2 }).textContent()).toBe('Browse the kennel');
    await expect.poll(() => page.locator('#create-pet').getByText('Registers a new pet with the kennel.').count()).toBe(1);
    expect(await page.locator('#delete-pet').count()).toBe(0);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));

    // 1. A new title in the overlay appears in place, without a navigation.
    await editOverlay('summary: Browse the kennel', 'summary: Tour the kennel');
    await expect.poll(() => card.getByRole('heading', { level: 2 }).textContent(), { timeout: 15_000 }).toBe('Tour the kennel');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);

    // 2. A malformed action: the problem at its line in the overlay, over the last good page.
    await editOverlay('    remove: true', '    remove: yes please');
    const problems = page.locator('#pamdocs-overlay');
    await expect.poll(() => problems.textContent(), { timeout: 15_000 }).toContain('api/overlay.yaml:13:13');
    expect(await problems.textContent()).toContain('oai-overlay/invalid');
    expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe('Tour the kennel');

    // 3. Without the removal, the operation the overlay removed comes back.
    await editOverlay("  - target: $.paths['/pets/{petId}']\n    remove: yes please\n", '');
    await expect.poll(() => problems.count(), { timeout: 15_000 }).toBe(0);
    await page.goto(`${handle.url}#/pets?scroll=delete-pet`);
    await expect
      .poll(() => page.locator('#delete-pet').getByRole('heading', { level: 2 }).textContent(), { timeout: 15_000 })
      .toBe('Remove a pet');
    expect(watched.errors).toEqual([]);
  });
});
