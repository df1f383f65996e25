/**
 * The built folder opened straight from disk (docs/guides/site.md, Offline and private): over
 * `file://` the landing page renders and group pages load their data scripts,
 * with no request leaving the folder.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expectClean, gotoApp, hashOf, groupOf, useSite, waitForGroup, type InventoryGroup, type Site } from './site.js';

let site: Site;
useSite((s) => (site = s));

const group = (id: string): InventoryGroup => groupOf(site, id);

describe('site opened from disk (file://)', () => {
  it('shows the landing page and group pages, with every request staying in the folder', async () => {
    const index = pathToFileURL(path.join(site.out, 'index.html')).href;
    const folder = pathToFileURL(site.out).href;
    const { page, watched } = await site.open();
    await gotoApp(page, index);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: site.inventory.heroTitle, exact: true }).isVisible(), { timeout: 5000 })
      .toBe(true);
    expect(await page.getByText('13 Core Features', { exact: true }).isVisible()).toBe(true);

    // The diagram loads from disk too.
    await page.getByRole('tab', { name: 'Architecture', exact: true }).click();
    const img = page.locator('#panel-architecture figure.diagram img');
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth), { timeout: 5000 }).toBeGreaterThan(0);

    // In-app navigation to the docs loads the Primary User script over file://.
    await page.getByRole('link', { name: /View API Documentation/ }).click();
    await expect.poll(() => hashOf(page)).toBe('/primary-user');
    const primary = group('primary-user');
    await waitForGroup(page, primary);
    expect(await page.getByTestId('endpoint-card').count()).toBe(primary.endpoints.length);

    // A sidebar entry of another group loads that group's script and scrolls to the card.
    const cart = group('cart');
    await page.getByTestId('sidebar').getByRole('button', { name: cart.title, exact: true }).click();
    const target = cart.endpoints.at(-1)!;
    await page.locator('[id="side-cart"]').getByRole('link', { name: target.title, exact: true }).click();
    await expect.poll(() => hashOf(page)).toBe(`/cart?scroll=${target.id}`);
    await waitForGroup(page, cart);
    expect(await page.getByTestId('endpoint-card').count()).toBe(cart.endpoints.length);

    // A group route loaded directly from disk works as well.
    const orders = group('orders');
    await page.goto(`${index}#${orders.route}`);
    await waitForGroup(page, orders);
    expect(await page.getByTestId('endpoint-card').count()).toBe(orders.endpoints.length);

    const scripts = watched.requests.filter((u) => /\/assets\/group-[a-z-]+-[0-9a-f]+\.js$/.test(u));
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    expectClean(watched, [`${folder}/`]);
  });
});
