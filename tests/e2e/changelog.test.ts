/**
 * The changelog of a site that lists two versions of one API
 * (tests/fixtures/changelog), in real Chromium: reached from the landing
 * page and the sidebar, the breaking change marked in text and shown, each
 * operation linking to its card in the version that has it (the earlier
 * for a removal, the later for an addition); no axe violation in either
 * theme. Built into the temporary folder and served beside the PAM site.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/index.js';
import { ROOT, tempContent, type TempContent } from '../helpers/content.js';
import { expectNoViolations } from './axe.js';
import { cardOf, expectClean, gotoApp, hashOf, inViewport, useSite, type Site } from './site.js';

let site: Site;
useSite((s) => (site = s));
let temp: TempContent;
let base: string;

beforeAll(async () => {
  temp = await tempContent(path.join(ROOT, 'tests/fixtures/changelog'));
  const out = path.join(temp.cwd, 'site');
  const result = await build({ dir: temp.dir, cwd: temp.cwd, out, replay: false });
  if (!result.ok) throw new Error(`build failed: ${JSON.stringify(result.diagnostics)}`);
  base = site.mount('/shop/', out);
});
afterAll(() => temp?.cleanup());

/** The step from version 1 to version 2: its section, named by its heading. */
const step = (page: Page) => page.getByRole('region', { name: '1 to 2', exact: true });

/** The item of the operation `name` (e.g. `DELETE /pets/{petId}`) in the step from 1 to 2. */
const operation = (page: Page, name: string) =>
  step(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

/** Waits until the changelog shows its step. */
async function waitForChangelog(page: Page): Promise<void> {
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name: 'Changelog', exact: true }).isVisible(), { timeout: 15_000 })
    .toBe(true);
  await expect.poll(() => step(page).isVisible()).toBe(true);
}

describe('the changelog of two versions of one API', () => {
  it('is linked from the landing page, and shows the breaking change marked "Breaking", in text', async () => {
    const { page, watched } = await site.open();
    await gotoApp(page, base);
    // Beside the hero's button, in the landing as pre-rendered.
    const link = page.getByRole('region', { name: 'Pet Shop', exact: true }).getByRole('link', { name: 'Changelog', exact: true });
    expect(await link.isVisible()).toBe(true);
    await link.click();
    await expect.poll(() => hashOf(page)).toBe('/changelog');
    await waitForChangelog(page);
    expect(await page.getByRole('heading', { level: 2, name: 'Pet Shop', exact: true }).isVisible()).toBe(true);
    expect(await step(page).getByText('1 breaking', { exact: true }).isVisible()).toBe(true);

    const removed = operation(page, 'DELETE /pets/{petId}');
    const change = removed.getByRole('listitem');
    expect(await change.getByText('the operation DELETE /pets/{petId} was removed without being deprecated first').isVisible()).toBe(true);
    const badge = change.getByText('Breaking', { exact: true });
    expect(await badge.isVisible()).toBe(true);
    // Marked in text for every reader, and in colour: its badge is not the page's text colour.
    expect((await change.textContent())!.replace(/\s+/g, ' ').trim()).toBe(
      'Breaking: the operation DELETE /pets/{petId} was removed without being deprecated first',
    );
    expect(await badge.evaluate((el) => getComputedStyle(el).color !== getComputedStyle(document.body).color)).toBe(true);
    // The addition breaks nothing: no badge.
    const added = operation(page, 'GET /stores').getByRole('listitem');
    expect((await added.textContent())!.trim()).toBe('the operation GET /stores was added');
    expectClean(watched, [site.origin]);
  });

  it('links a removed operation to its card in the earlier version, and an added one to its card in the later', async () => {
    const { page, watched } = await site.open();
    await gotoApp(page, `${base}#/changelog`);
    await waitForChangelog(page);
    await operation(page, 'DELETE /pets/{petId}').getByRole('link', { name: 'DELETE /pets/{petId}', exact: true }).click();
    await expect.poll(() => hashOf(page)).toBe('/shop-1-pets?scroll=delete-pet');
    const sidebar = page.getByTestId('sidebar');
    const removed = cardOf(page, 'delete-pet');
    await expect.poll(() => removed.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => inViewport(removed)).toBe(true);
    expect(await removed.getByRole('heading', { level: 2 }).textContent()).toBe('Delete a pet');
    expect(await sidebar.getByLabel('Version', { exact: true }).inputValue()).toBe('1');

    // The sidebar leads back to the changelog.
    await sidebar.getByRole('link', { name: 'Changelog', exact: true }).click();
    await waitForChangelog(page);
    await operation(page, 'GET /stores').getByRole('link', { name: 'GET /stores', exact: true }).click();
    await expect.poll(() => hashOf(page)).toBe('/shop-2-stores?scroll=list-stores');
    const added = cardOf(page, 'list-stores');
    await expect.poll(() => added.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => inViewport(added)).toBe(true);
    expect(await sidebar.getByLabel('Version', { exact: true }).inputValue()).toBe('2');
    expectClean(watched, [site.origin]);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`has no axe violation (${scheme} theme)`, async () => {
      const { page, watched } = await site.open({ colorScheme: scheme });
      await gotoApp(page, `${base}#/changelog`);
      await waitForChangelog(page);
      await expectNoViolations(page, `#/changelog (${scheme})`);
      expectClean(watched, [site.origin]);
    });
  }
});
