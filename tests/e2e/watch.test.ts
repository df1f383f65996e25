/**
 * The authoring loop in real Chromium: `serve --watch` on a copy of the PAM
 * content, edited while a page is open (issue: serve --watch).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { serve, type ServeHandle } from '../../src/index.js';
import { PAM_CONTENT, tempContent, type TempContent } from '../helpers/content.js';
import { launchBrowser, watchPage } from './browser.js';

let temp: TempContent;
let handle: ServeHandle;
let browser: Browser;
beforeAll(async () => {
  temp = await tempContent(PAM_CONTENT);
  handle = await serve({ cwd: temp.cwd, port: 0, watch: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await handle?.close();
  await temp?.cleanup();
});

const CART = 'endpoints/cart/get-user-cart.md';
const overlay = (page: Page) => page.locator('#pamdocs-overlay');

describe('serve --watch in the browser', () => {
  it('updates in place, shows problems over the last good build, and follows added and deleted endpoints', {
    timeout: 90_000,
  }, async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const watched = watchPage(page);
    await page.goto(`${handle.url}#/cart?scroll=get-user-cart`);
    const card = page.locator('#get-user-cart');
    await expect.poll(() => card.getByRole('heading', { level: 2 }).textContent()).toBe('Get User Cart');
    const cartToggle = page.getByTestId('sidebar').getByRole('button', { name: 'Cart', exact: true });
    if ((await cartToggle.getAttribute('aria-expanded')) !== 'true') await cartToggle.click();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    // Let the deep link's smooth scroll settle before taking the position to keep.
    let last = -1;
    await expect
      .poll(
        async () => {
          const y = await page.evaluate(() => window.scrollY);
          const settled = y === last && y > 0;
          last = y;
          return settled;
        },
        { interval: 250 },
      )
      .toBe(true);
    const scrollBefore = last;

    // 1. A title edit appears without a navigation: same document, same route, same scroll.
    await temp.edit(CART, 'title: Get User Cart', 'title: Read the User Cart');
    await expect.poll(() => card.getByRole('heading', { level: 2 }).textContent(), { timeout: 10_000 }).toBe('Read the User Cart');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(new URL(page.url()).hash).toBe('#/cart?scroll=get-user-cart');
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(5);
    await expect.poll(() => page.getByTestId('sidebar').getByRole('link', { name: 'Read the User Cart' }).count()).toBe(1);

    // 2. Broken frontmatter: the overlay names the file and line; the old content stays.
    await temp.edit(CART, 'method: GET', 'method: get');
    await expect.poll(() => overlay(page).textContent(), { timeout: 10_000 }).toContain('content/endpoints/cart/get-user-cart.md:4:9');
    expect(await overlay(page).textContent()).toContain('frontmatter/invalid-value');
    expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe('Read the User Cart');

    // 3. The fix clears the overlay by itself.
    await temp.edit(CART, 'method: get', 'method: GET');
    await expect.poll(() => overlay(page).count(), { timeout: 10_000 }).toBe(0);

    // 3b. A self-referencing YAML alias is reported at its line like any syntax error; the server keeps serving.
    await temp.edit(CART, /^---\n/, '---\nloop: &x [*x, *x]\n');
    await expect.poll(() => overlay(page).textContent(), { timeout: 10_000 }).toContain('content/endpoints/cart/get-user-cart.md:2:11');
    expect(await overlay(page).textContent()).toContain('frontmatter/yaml-syntax');
    expect((await fetch(handle.url)).status).toBe(200);
    await temp.edit(CART, 'loop: &x [*x, *x]\n', '');
    await expect.poll(() => overlay(page).count(), { timeout: 10_000 }).toBe(0);

    // 4. A new endpoint with its inventory entry appears in the sidebar; deleting it removes it.
    const added = (await temp.read(CART))
      .replace('title: Read the User Cart', 'title: Count Cart Items')
      .replace('path: /api/auth/getUserCart', 'path: /api/auth/countCart');
    await temp.write('endpoints/cart/count-cart-items.md', added);
    await temp.edit('pamdocs.yaml', '      - get-user-cart\n', '      - get-user-cart\n      - count-cart-items\n');
    const entry = page.getByTestId('sidebar').getByRole('link', { name: 'Count Cart Items' });
    await expect.poll(() => entry.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.locator('#count-cart-items').count()).toBe(1);
    await temp.edit('pamdocs.yaml', '      - count-cart-items\n', '');
    await temp.remove('endpoints/cart/count-cart-items.md');
    await expect.poll(() => entry.count(), { timeout: 10_000 }).toBe(0);
    expect(await overlay(page).count()).toBe(0);

    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(watched.errors).toEqual([]);
    expect(watched.requests.filter((u) => !u.startsWith(handle.url))).toEqual([]);
    await page.close();
  });
});
