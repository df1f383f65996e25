/**
 * Browser tests of the router's error screen (docs/guides/site.md): a site copy
 * whose group or index data script is missing shows 'Unexpected Application
 * Error!' with what failed, never a blank page, and the rest still works.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { assetsMatching, expectClean, groupOf, useSite, waitForGroup, type InventoryGroup, type Site } from './site.js';

let site: Site;
useSite((s) => (site = s));

const group = (id: string): InventoryGroup => groupOf(site, id);

describe('error screen', () => {
  it("shows 'Unexpected Application Error!' and '404 Not Found' when a group's data script is missing", async () => {
    const copy = await site.copyBuild('broken');
    const [asset] = await assetsMatching(copy, /^group-cart-[0-9a-f]+\.js$/);
    expect(asset).toBeDefined();
    await rm(path.join(copy, 'assets', asset!));
    const broken = site.mount('/broken/', copy);
    const { page, watched } = await site.open();
    await page.goto(`${broken}#/cart`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Unexpected Application Error!', exact: true }).isVisible(), { timeout: 5000 })
      .toBe(true);
    expect(await page.getByText('404 Not Found', { exact: true }).isVisible()).toBe(true);
    const failed = watched.requests.filter((u) => u.endsWith(`/assets/${asset!}`));
    expect(failed.length).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Return to Home', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: site.inventory.heroTitle }).isVisible()).toBe(true);
    // The other groups of the same copy still work.
    await page.goto(`${broken}#/orders`);
    await waitForGroup(page, group('orders'));
    expect(await page.getByTestId('endpoint-card').count()).toBe(group('orders').endpoints.length);
    // The browser reports the missing script (in its build's words), and nothing else.
    expectClean(watched, [site.origin], [`${broken}assets/${asset!}`]);
  });

  it('shows the error screen, not a blank page, on every route when the index data script is missing', async () => {
    const copy = await site.copyBuild('no-index');
    const [asset] = await assetsMatching(copy, /^index-[0-9a-f]+\.js$/);
    expect(asset).toBeDefined();
    await rm(path.join(copy, 'assets', asset!));
    const broken = site.mount('/no-index/', copy);
    const { context, page, watched } = await site.open();
    const errorOn = async (p: Page, route: string): Promise<void> => {
      await expect
        .poll(() => p.getByRole('heading', { name: 'Unexpected Application Error!', exact: true }).isVisible(), {
          timeout: 3000,
          message: `error screen on #${route}; the page shows ${JSON.stringify(await p.locator('#root').innerText())}`,
        })
        .toBe(true);
      expect(await p.locator('.error-message').innerText()).toMatch(/index/i);
    };
    for (const route of ['/cart', '/no-such-page']) {
      await page.goto(`${broken}#${route}`);
      await errorOn(page, route);
    }
    // The landing route, loaded fresh: the URL a visitor opens first.
    const landing = await context.newPage();
    await landing.goto(broken);
    await errorOn(landing, '/');
    expectClean(watched, [site.origin], [`${broken}assets/${asset!}`]);
  });
});
