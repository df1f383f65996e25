/**
 * Real Chromium for end-to-end tests (docs/site.md, Browser tests): driven by
 * playwright-core, never downloaded. Found as the benchmarks find it
 * (`bench/chromium.mjs`): `$CHROME_PATH`, `/usr/bin/chromium`, then the npm
 * package `@sparticuz/chromium`.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../bench/chromium.mjs';

export { CHROMIUM_ARGS, findChromium };

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
