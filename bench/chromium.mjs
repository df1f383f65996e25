// Where Chromium is, for the browser tests (tests/e2e/browser.ts) and the benchmarks alike:
// `$CHROME_PATH`, then Debian's `/usr/bin/chromium`, then the npm package `@sparticuz/chromium`
// (a dev dependency; never a download at test time).
import { access } from 'node:fs/promises';

/** Flags of every browser run (docs/guides/site.md, Browser tests): headless, no sandbox (root), no background traffic. */
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
export async function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return fromEnv;
  const debian = '/usr/bin/chromium';
  if (
    await access(debian).then(
      () => true,
      () => false,
    )
  )
    return debian;
  const { default: sparticuz } = await import('@sparticuz/chromium');
  return sparticuz.executablePath();
}
