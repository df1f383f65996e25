/**
 * "Copy page as Markdown" (docs/guides/site.md, For machine readers) in real
 * Chromium: on a PAM group page it puts the page's Markdown twin on the
 * clipboard, with the copy buttons' 2 s feedback, and so on a guide (of
 * tests/fixtures/any-api); over `file://`, where Chromium refuses `fetch`,
 * it says the copy failed and links to the twin, which opens as text. The
 * twin is found as a machine reader finds it: by the page's link in `llms.txt`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/index.js';
import { ROOT, tempContent, type TempContent } from '../helpers/content.js';
import { expectClean, groupOf, useSite, waitForGroup, type Site } from './site.js';

let site: Site;
useSite((s) => (site = s));

/** The path and text of the twin that the `llms.txt` of the site built in `out` links to for the page titled `title`. */
async function twinOf(out: string, title: string): Promise<{ file: string; text: string }> {
  const llms = await readFile(path.join(out, 'llms.txt'), 'utf8');
  const item = [...llms.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)/gm)].find((m) => m[1] === title);
  expect(item, `${title} in llms.txt`).toBeDefined();
  const file = path.join(out, decodeURIComponent(item![2]!));
  return { file, text: await readFile(file, 'utf8') };
}

/** Records, in the page's clock, each text the button named `name` shows from now on (with when it changed). */
async function recordLabels(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).evaluate((button) => {
    const seen: [string, number][] = [[button.textContent ?? '', performance.now()]];
    (window as unknown as { labels: typeof seen }).labels = seen;
    new MutationObserver(() => seen.push([button.textContent ?? '', performance.now()])).observe(button, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
}

/** The texts the recorded button showed, each with how long it showed, in ms (the last: until now). */
const labels = (page: Page) =>
  page.evaluate(() => {
    const seen = (window as unknown as { labels: [string, number][] }).labels;
    return seen.map(([label, at], i) => [label, (seen[i + 1]?.[1] ?? performance.now()) - at] as const);
  });

describe('Copy page as Markdown', () => {
  let guides: TempContent;
  let guidesOut: string;
  let guidesBase: string;
  beforeAll(async () => {
    guides = await tempContent(path.join(ROOT, 'tests/fixtures/any-api'));
    guidesOut = path.join(guides.cwd, 'site');
    const result = await build({ dir: guides.dir, out: guidesOut });
    if (!result.ok) throw new Error(`build failed: ${JSON.stringify(result.diagnostics)}`);
    guidesBase = site.mount('/acme/', guidesOut);
  });
  afterAll(() => guides?.cleanup());

  it("copies a group page's Markdown twin, showing Copied for 2 s", async () => {
    const { page, watched } = await site.open({ permissions: ['clipboard-read', 'clipboard-write'] });
    const cart = groupOf(site, 'cart');
    await page.goto(`${site.base}#${cart.route}`);
    await waitForGroup(page, cart);
    const name = 'Copy page as Markdown';
    await recordLabels(page, name);
    await page.getByRole('button', { name, exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Copied', exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe((await twinOf(site.out, cart.title)).text);
    // The label comes back after the feedback's 2 s.
    await expect.poll(() => page.getByRole('button', { name, exact: true }).isVisible()).toBe(true);
    const shown = await labels(page);
    expect(shown.map(([label]) => label)).toEqual([name, 'Copied', name]);
    expect(shown[1]![1]).toBeGreaterThanOrEqual(1990);
    expectClean(watched, [site.origin]);
  });

  it("copies a guide's Markdown twin", async () => {
    const { page, watched } = await site.open({ permissions: ['clipboard-read', 'clipboard-write'] });
    const guide = (await guides.read('guides/getting-started.md')).match(/^title: (.*)$/m)![1]!;
    await page.goto(`${guidesBase}#/guides/getting-started`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: guide, exact: true }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Copy page as Markdown', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Copied', exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe((await twinOf(guidesOut, guide)).text);
    expectClean(watched, [site.origin]);
  });

  it('over file:// says the copy failed and links to the twin, which opens as text', async () => {
    const folder = pathToFileURL(site.out).href;
    const { page, watched } = await site.open({ permissions: ['clipboard-read', 'clipboard-write'] });
    const orders = groupOf(site, 'orders');
    await page.goto(`${folder}/index.html#${orders.route}`);
    await waitForGroup(page, orders);
    await page.getByRole('button', { name: 'Copy page as Markdown', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Copy failed', exact: true }).isVisible()).toBe(true);
    const twin = await twinOf(site.out, orders.title);
    const open = page.getByRole('link', { name: 'Open page as Markdown', exact: true });
    await open.click();
    await expect.poll(() => page.url()).toBe(pathToFileURL(twin.file).href);
    expect((await page.locator('body').innerText()).trimEnd()).toBe(twin.text.trimEnd());
    // The browser reports the fetch of the twin it refused (each build in its own words); nothing else goes wrong, and no request leaves the folder.
    expectClean(watched, [`${folder}/`], [pathToFileURL(twin.file).href]);
  });
});
