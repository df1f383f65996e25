/**
 * Browser tests of an endpoint card's code samples on the built PAM site:
 * the request in twelve languages, one choice for every card kept after a
 * reload, copying a sample, and JSON examples highlighted once in view and
 * copied as written. The reader's other tools are in `./features.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import { cardOf, expectClean, groupOf, useSite, waitForGroup, type Site } from './site.js';

let site: Site;
useSite((s) => (site = s));

describe('code samples', () => {
  it('writes the request in twelve languages, curl first, switches language for every endpoint, and keeps the choice after a reload', async () => {
    const { page, watched } = await site.open();
    const cart = groupOf(site, 'cart');
    await page.goto(`${site.base}#/cart`);
    await waitForGroup(page, cart);
    const card = cardOf(page, cart.endpoints[0]!.id);
    const tabs = card.getByRole('tablist', { name: 'Sample language' });
    expect(await tabs.getByRole('tab').allInnerTexts()).toEqual([
      'curl',
      'HTTPie',
      'JavaScript',
      'Python',
      'Go',
      'Java',
      'Kotlin',
      'Ruby',
      'PHP',
      'C#',
      'Swift',
      'Rust',
    ]);
    const sample = card.locator('.samples pre');
    // Written in the page once the card is in view: the endpoint's URL on the configured base, its credentials, highlighted.
    await expect.poll(() => sample.innerText()).toMatch(/^curl '?https:\/\/api\.example\.com\/api\/auth\//);
    expect(await sample.locator('span[class^="hljs-"]').count()).toBeGreaterThan(0);
    expect(await sample.innerText()).toContain('Authorization: Bearer <token>');

    await tabs.getByRole('tab', { name: 'Python' }).click();
    await expect.poll(() => sample.innerText()).toContain('requests.');
    // Every card follows the same choice (seen once scrolled to: cards off screen are not rendered).
    const lastCard = cardOf(page, cart.endpoints.at(-1)!.id);
    await lastCard.scrollIntoViewIfNeeded();
    await expect.poll(() => lastCard.locator('.samples pre').innerText()).toContain('requests.');

    await page.reload();
    await waitForGroup(page, cart);
    // The reload keeps the scroll position: the first card's samples are written once it is in view again.
    await cardOf(page, cart.endpoints[0]!.id).scrollIntoViewIfNeeded();
    await expect.poll(() => cardOf(page, cart.endpoints[0]!.id).locator('.samples pre').innerText()).toContain('requests.');
    // …and on another page.
    await page.goto(`${site.base}#/orders`);
    await waitForGroup(page, groupOf(site, 'orders'));
    await expect.poll(() => page.locator('.samples pre').first().innerText()).toContain('requests.');
    // The arrow keys move between languages, wrapping from the last to the first.
    await page.getByRole('tab', { name: 'Python' }).first().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator('.samples pre').first().innerText()).toContain('net/http');
    await page.getByRole('tab', { name: 'Rust' }).first().click();
    await expect.poll(() => page.locator('.samples pre').first().innerText()).toContain('reqwest');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator('.samples pre').first().innerText()).toMatch(/^curl /);
    expectClean(watched, [site.origin]);
  });

  it('copies the sample with 2 s feedback', async () => {
    const { page, watched } = await site.open({ permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(`${site.base}#/cart`);
    await waitForGroup(page, groupOf(site, 'cart'));
    const samples = page.locator('.samples').first();
    await expect.poll(() => samples.locator('pre').innerText()).toMatch(/^curl /);
    const code = await samples.locator('pre').innerText();
    const button = samples.getByRole('button', { name: 'Copy', exact: true });
    await button.click();
    await expect.poll(() => samples.getByRole('button', { name: 'Copied' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code.replace(/\s+$/, ''));
    await expect.poll(() => button.isVisible(), { timeout: 4000 }).toBe(true);
    expectClean(watched, [site.origin]);
  });

  it('highlights a JSON example in the page once its card is in view, and copies it as written', async () => {
    const { page, watched } = await site.open({ permissions: ['clipboard-read', 'clipboard-write'] });
    const cart = groupOf(site, 'cart');
    await page.goto(`${site.base}#/cart`);
    await waitForGroup(page, cart);
    // An example's block is labelled with its media type (a sample's with its language).
    const example = cardOf(page, cart.endpoints[0]!.id)
      .locator('.code', { hasText: '"membershipId"' })
      .filter({ has: page.locator('.code-bar span', { hasText: /application\/json/ }) })
      .first();
    await expect.poll(() => example.locator('pre span[class^="hljs-"]').count()).toBeGreaterThan(0);
    const text = await example.locator('pre').innerText();
    expect(JSON.parse(text)).toBeTruthy();
    await example.getByRole('button', { name: 'Copy', exact: true }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text.replace(/\s+$/, ''));
    expectClean(watched, [site.origin]);
  });
});
