/**
 * Shared set-up of the browser tests (docs/guides/site.md, Browser tests): builds the PAM
 * content once per test file into a temporary folder, serves it from a
 * sub-path with a tiny express static server on 127.0.0.1 (port 0), launches
 * one Chromium for the file and opens a fresh context per test.
 *
 * Expected values come from the content itself ({@link readInventory}), not
 * from the site under test, so a drift between content and site shows up.
 */
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, type ExpectStatic } from 'vitest';
import { build } from '../../src/index.js';
import { LIVE_UPDATE } from '../../src/shared/page-protocol.js';
import type { SiteModel } from '../../src/shared/site-model.js';
import { PAM_CONTENT } from '../helpers/content.js';
import { launchBrowser, watchPage, type PageError } from './browser.js';

/** The sub-path the built site is served from, to prove relative asset URLs work. */
export const SUB_PATH = '/docs/v2/';

import { readInventory, type Inventory, type InventoryGroup } from './inventory.js';

export * from './inventory.js';

/** What a page recorded: every request URL and every console or page error. */
export interface Watched {
  readonly requests: string[];
  readonly errors: PageError[];
}

/** A page in a fresh browser context, with its recorder. */
export interface Opened {
  context: BrowserContext;
  page: Page;
  watched: Watched;
}

/** The built and served site, the browser and the inventory, for one test file. */
export interface Site {
  /** Absolute path of the built folder. */
  out: string;
  /** The build result's model. */
  model: SiteModel;
  inventory: Inventory;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** URL of the site root: `<origin>/docs/v2/` */
  base: string;
  browser: Browser;
  /** Serves another folder under `<origin><prefix>` (prefix like `/broken/`); returns its URL. */
  mount(prefix: string, dir: string): string;
  /** Copies the built folder into the temporary folder and returns the copy's path. */
  copyBuild(name: string): Promise<string>;
  /** Opens a page in a fresh context; every page of the context is recorded. */
  open(options?: BrowserContextOptions): Promise<Opened>;
  /** Closes every context opened so far (for `afterEach` in files without concurrent tests). */
  closeContexts(): Promise<void>;
  /** Closes contexts, browser and server and removes the temporary folder. */
  close(): Promise<void>;
}

/** Builds the PAM content, serves it under {@link SUB_PATH} and launches Chromium. */
export async function startSite(): Promise<Site> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-e2e-'));
  const out = path.join(tmp, 'site');
  const contexts: BrowserContext[] = [];
  let server: Server | undefined;
  let browser: Browser | undefined;
  const closeContexts = async (): Promise<void> => {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
  };
  const close = async (): Promise<void> => {
    await closeContexts();
    await browser?.close().catch(() => undefined);
    if (server) {
      const s = server;
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    }
    await rm(tmp, { recursive: true, force: true });
  };
  try {
    const [result, inventory, launched] = await Promise.all([
      // The model too, which a build given again from the last one's files does not make.
      build({ dir: PAM_CONTENT, out, replay: false }),
      readInventory(),
      // Kept as soon as it is up, so a failing build still closes it.
      launchBrowser().then((b) => (browser = b)),
    ]);
    if (!result.ok || !result.model) throw new Error(`build failed: ${JSON.stringify(result.diagnostics)}`);
    const model = result.model;
    const app = express();
    app.disable('x-powered-by');
    const staticDir = (dir: string) => express.static(dir, { index: 'index.html', redirect: false });
    app.use(SUB_PATH.replace(/\/$/, ''), staticDir(out));
    const mounts = express.Router();
    app.use(mounts);
    // A bare 404 (no HTML body, no nosniff), like a plain static host.
    app.use((_req, res) => {
      res.status(404).end();
    });
    const s = createServer(app);
    server = s;
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(0, '127.0.0.1', () => resolve());
    });
    const origin = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
    const b = launched;
    return {
      out,
      model,
      inventory,
      origin,
      base: `${origin}${SUB_PATH}`,
      browser: b,
      mount(prefix, dir) {
        // Added to a router placed before the final 404 handler.
        mounts.use(prefix.replace(/\/$/, ''), staticDir(dir));
        return `${origin}${prefix}`;
      },
      async copyBuild(name) {
        const copy = path.join(tmp, name);
        await cp(out, copy, { recursive: true });
        return copy;
      },
      async open(options = {}) {
        const context = await b.newContext({ viewport: { width: 1280, height: 800 }, ...options });
        contexts.push(context);
        const records = new Map<Page, Watched>();
        const record = (p: Page): void => {
          if (!records.has(p)) records.set(p, watchPage(p));
        };
        context.on('page', record);
        const page = await context.newPage();
        record(page);
        // One record across every page of the context (popups included).
        const watched: Watched = {
          get requests() {
            return [...records.values()].flatMap((r) => r.requests);
          },
          get errors() {
            return [...records.values()].flatMap((r) => r.errors);
          },
        };
        return { context, page, watched };
      },
      closeContexts,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Asserts what every test ends with: every request went to one of `prefixes`
 * (the server origin, `file://`…) or was a `data:` URL, at least one request
 * was made, and no error was reported but the browser's reports of the loads
 * of `failing` (the URLs a test makes fail: a report names its URL in its
 * text or comes from it, whatever the browser build's wording).
 * `ex`: the test's own expect in concurrent tests.
 */
export function expectClean(watched: Watched, prefixes: string[], failing: string[] = [], ex: ExpectStatic = expect): void {
  ex(watched.requests.length).toBeGreaterThan(0);
  const foreign = watched.requests.filter((url) => !url.startsWith('data:') && !prefixes.some((p) => url.startsWith(p)));
  ex(foreign, 'requests outside the site').toEqual([]);
  const reports = (e: PageError) => failing.some((url) => e.source === url || e.text.includes(url));
  const unexpected = watched.errors.filter((e) => !reports(e)).map((e) => e.text);
  ex(unexpected, 'page and console errors').toEqual([]);
}

/** Files in the built `assets/` folder whose name matches `pattern`. */
export async function assetsMatching(out: string, pattern: RegExp): Promise<string[]> {
  return (await readdir(path.join(out, 'assets'))).filter((f) => pattern.test(f));
}

/**
 * Goes to `url` and waits until the app has started (main.tsx defines
 * `window[LIVE_UPDATE]` once it has mounted). The landing paints
 * pre-rendered and runs its scripts after that first paint, so its tabs and
 * buttons answer a moment after the load event.
 */
export async function gotoApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction((name) => typeof (window as unknown as Record<string, unknown>)[name] === 'function', LIVE_UPDATE);
}

/** The part of the page URL after `#`, e.g. `/cart?scroll=get-user-cart`. */
export function hashOf(page: Page): string {
  return decodeURIComponent(new URL(page.url()).hash.replace(/^#/, ''));
}

/** True when the element intersects the viewport of its page. */
export async function inViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.bottom > 0 && r.right > 0 && r.top < window.innerHeight && r.left < window.innerWidth && r.height > 0;
  });
}

/** The class list of an element as an array. */
export async function classesOf(locator: Locator): Promise<string[]> {
  return locator.evaluate((el) => [...el.classList]);
}

/** The class a scrolled-to endpoint card carries while highlighted. */
export const HIGHLIGHT_CLASS = 'is-highlighted';
/** docs/guides/site.md, Timings: the scroll highlight and the copy feedback last 2 s. */
export const FEEDBACK_MS = 2000;

/** The endpoint card whose anchor id is `id`. */
export function cardOf(page: Page, id: string): Locator {
  return page.getByTestId('endpoint-card').and(page.locator(`[id="${id}"]`));
}

/**
 * Waits until a group page shows its heading and all its cards (big groups
 * render a few cards per frame; `ex`: the test's own expect in concurrent tests).
 */
export async function waitForGroup(page: Page, g: InventoryGroup, ex: ExpectStatic = expect): Promise<void> {
  await ex.poll(() => page.getByRole('heading', { level: 1, name: g.heading, exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
  await ex.poll(() => page.getByTestId('endpoint-card').count(), { timeout: 15_000 }).toBe(g.endpoints.length);
}

/** A gate letting at most `n` async jobs run at once (to bound concurrent browser pages on 2 cores). */
export function limiter(n: number): <T>(job: () => Promise<T>) => Promise<T> {
  let running = 0;
  const queue: (() => void)[] = [];
  return async (job) => {
    // A finishing job hands its slot straight to the next waiter.
    if (running >= n) await new Promise<void>((resolve) => queue.push(resolve));
    else running += 1;
    try {
      return await job();
    } finally {
      const next = queue.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/**
 * Registers the per-file set-up of a browser test file: one {@link Site}
 * (build, server, browser) started before its tests and closed after them,
 * with every context closed after each test. `use` receives the site.
 */
export function useSite(use: (site: Site) => void, options: { closeContexts?: boolean } = {}): void {
  let site: Site | undefined;
  beforeAll(async () => {
    site = await startSite();
    use(site);
  });
  if (options.closeContexts !== false) {
    afterEach(async () => {
      await site?.closeContexts();
    });
  }
  afterAll(async () => {
    await site?.close();
  });
}

/** The group `id` of the site's inventory; throws when the content has none. */
export function groupOf(site: Site, id: string): InventoryGroup {
  const g = site.inventory.groups.find((x) => x.id === id);
  if (!g) throw new Error(`no group ${id} in the content`);
  return g;
}
