/**
 * Real Chromium for end-to-end tests (docs/site.md, Browser tests): driven by
 * playwright-core, never downloaded. Found in this order: `$CHROME_PATH`,
 * `/usr/bin/chromium`, then the npm package `@sparticuz/chromium`.
 */
import { access } from 'node:fs/promises';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Flags of docs/site.md, Browser tests: headless, no sandbox (root), no background traffic. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Path of a Chromium executable. */
export async function findChromium(): Promise<string> {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return fromEnv;
  const debian = '/usr/bin/chromium';
  if (await access(debian).then(() => true, () => false)) return debian;
  const { default: sparticuz } = await import('@sparticuz/chromium');
  return sparticuz.executablePath();
}

/** Launches a headless Chromium with a fresh profile. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS, headless: true });
}

/** Records every request a page makes and every console error and page error it raises. */
export function watchPage(page: Page): { requests: string[]; errors: string[] } {
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { requests, errors };
}
