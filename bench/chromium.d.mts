/** Flags of every browser run (docs/guides/site.md, Browser tests): headless, no sandbox (root), no background traffic. */
export const CHROMIUM_ARGS: string[];
/** Path of a Chromium executable: `$CHROME_PATH`, `/usr/bin/chromium`, else `@sparticuz/chromium`'s. */
export function findChromium(): Promise<string>;
