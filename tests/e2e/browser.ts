/**
 * Real Chromium for end-to-end tests (docs/guides/site.md, Browser tests): driven by
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

/**
 * A console error or uncaught exception of a page: its text (each browser
 * build words its own reports) and where it came from (the resource a failed
 * load names, the script that logged it; empty for an exception).
 */
export interface PageError {
  text: string;
  source: string;
}

/** Records every request a page makes and every console error and page error it raises. */
export function watchPage(page: Page): { requests: string[]; errors: PageError[] } {
  const requests: string[] = [];
  const errors: PageError[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => errors.push({ text: e.message, source: '' }));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push({ text: m.text(), source: m.location().url });
  });
  return { requests, errors };
}
