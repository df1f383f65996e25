import { afterEach, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { serve, type ServeHandle } from '../../src/index.js';
import { KEPT_BUILDS } from '../../src/serve/history.js';
import { TRAILING_CHECK_MS } from '../../src/serve/rebuilder.js';
import type { SiteBuild } from '../../src/pipeline/site-build.js';
import { tempContent, type TempContent } from '../helpers/content.js';
import { indexScriptOf, pageScripts } from '../helpers/page-scripts.js';

let temp: TempContent | undefined;
let handle: ServeHandle | undefined;
afterEach(async () => {
  await handle?.close();
  await temp?.cleanup();
  handle = undefined;
  temp = undefined;
});

describe('serve', () => {
  it('serves the built site on 127.0.0.1 with security headers', async () => {
    temp = await tempContent();
    handle = await serve({ cwd: temp.cwd, port: 0 });
    expect(handle.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const res = await fetch(handle.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    // The landing, rendered at build time.
    expect(await res.text()).toContain('<h1 id="hero-title">Fixture Platform</h1>');
    expect((await fetch(new URL('nope.txt', handle.url))).status).toBe(404);
  });

  it('takes the next free port when the requested one is taken, and fails with --strict-port', async () => {
    temp = await tempContent();
    const blocker = createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as { port: number }).port)),
    );
    try {
      handle = await serve({ cwd: temp.cwd, port });
      expect(handle.port).toBeGreaterThan(port);
      await expect(serve({ cwd: temp.cwd, port, strictPort: true })).rejects.toThrow(`Port ${port} is already in use (--strict-port)`);
    } finally {
      blocker.close();
    }
  });

  it('with watch, rebuilds only the edited file and sends open pages an update, then the problems of a broken edit', async () => {
    temp = await tempContent();
    const builds: { changed: string[]; ok: boolean }[] = [];
    handle = await serve({ cwd: temp.cwd, port: 0, watch: true, onBuild: (r, changed) => builds.push({ changed, ok: r.ok }) });
    const html = await (await fetch(handle.url)).text();
    expect(pageScripts(html).run.at(-1)).toBe('__pamdocs/live.js');
    const events = await fetch(new URL('__pamdocs/events', handle.url));
    const reader = events.body!.getReader();
    let received = '';
    /** Reads the stream until it holds `text` (a string, or a pattern that matches). */
    const until = async (text: string | RegExp) => {
      while (typeof text === 'string' ? !received.includes(text) : !text.test(received)) {
        const chunk = await reader.read();
        if (chunk.done) throw new Error(`the event stream ended before ${text}`);
        received += new TextDecoder().decode(chunk.value);
      }
    };
    await temp.edit('endpoints/cart/get-user-cart.md', 'title: Get User Cart', 'title: Read User Cart');
    await until(/event: update\ndata: .*\n\n/);
    expect(builds.at(-1)).toEqual({ changed: ['content/endpoints/cart/get-user-cart.md'], ok: true });
    const update = JSON.parse(/event: update\ndata: (.*)\n\n/.exec(received)![1]!) as {
      index: string;
      groups: Record<string, { id: string; asset: string }>;
      inline: Record<string, { groups?: { entries: { title: string }[] }[]; endpoints?: { title: string }[] }>;
    };
    const index = update.index;
    expect(await (await fetch(new URL(index, handle.url))).text()).toContain('Read User Cart');
    // The new index and the edited group's data travel with the event.
    expect(update.inline[index]!.groups!.flatMap((g) => g.entries.map((e) => e.title))).toContain('Read User Cart');
    expect(update.inline[update.groups['/cart']!.asset]!.endpoints!.map((e) => e.title)).toContain('Read User Cart');

    await temp.edit('endpoints/cart/get-user-cart.md', 'method: GET', 'method: get');
    await until('event: problems');
    expect(received).toContain('"rule":"frontmatter/invalid-value"');
    expect(received).toContain('"file":"content/endpoints/cart/get-user-cart.md","line":4');
    // The last good build is still served.
    expect(await (await fetch(new URL(index, handle.url))).text()).toContain('Read User Cart');
    await reader.cancel();
  });

  it('serves the search index, error catalogue and openapi.json on request, following edits', async () => {
    temp = await tempContent();
    handle = await serve({ cwd: temp.cwd, port: 0, watch: true });
    const get = async (file: string): Promise<string> => {
      const res = await fetch(new URL(file, handle!.url));
      expect(res.status, file).toBe(200);
      return res.text();
    };
    const indexOf = async (): Promise<{ search: string; errors: string }> => {
      const html = await get('');
      const script = await get(indexScriptOf(html));
      return JSON.parse(script.slice(script.indexOf('=') + 1, script.lastIndexOf(';'))).assets;
    };
    const before = await indexOf();
    expect(await get(before.search)).toContain('Get User Cart');
    expect(await get(before.errors)).toContain('"status":');
    expect(JSON.parse(await get('openapi.json')).paths).toBeDefined();

    await temp.edit('endpoints/cart/get-user-cart.md', 'title: Get User Cart', 'title: Read User Cart');
    await expect.poll(async () => (await indexOf()).search, { timeout: 5000 }).not.toBe(before.search);
    const after = await indexOf();
    expect(await get(after.search)).toContain('Read User Cart');
    expect(await get('openapi.json')).toContain('Read User Cart');
  });

  it('with watch, does not lose a second save that follows the first within 50 ms', async () => {
    temp = await tempContent();
    handle = await serve({ cwd: temp.cwd, port: 0, watch: true });
    const events = await fetch(new URL('__pamdocs/events', handle.url));
    const reader = events.body!.getReader();
    let received = '';
    const until = async (text: string) => {
      const from = received.length;
      while (!received.slice(from).includes(text)) {
        const chunk = await reader.read();
        if (chunk.done) throw new Error(`the event stream ended before ${text}`);
        received += new TextDecoder().decode(chunk.value);
      }
    };
    const original = await temp.read('endpoints/cart/get-user-cart.md');
    for (let round = 0; round < 5; round++) {
      await temp.write('endpoints/cart/get-user-cart.md', original.replace('method: GET', 'method: get'));
      await until('event: problems');
      await temp.write('endpoints/cart/get-user-cart.md', original);
      await until('event: update');
    }
    await reader.cancel();
  });

  it('with watch, rebuilds once per save: the trailing re-read of an unchanged file rebuilds nothing', async () => {
    temp = await tempContent();
    const builds: string[][] = [];
    handle = await serve({ cwd: temp.cwd, port: 0, watch: true, onBuild: (_r, changed) => builds.push(changed) });
    await temp.edit('endpoints/cart/get-user-cart.md', 'title: Get User Cart', 'title: Read User Cart');
    await expect.poll(() => builds.length, { timeout: 10_000 }).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, TRAILING_CHECK_MS + 400));
    await handle.idle();
    expect(builds).toEqual([[], ['content/endpoints/cart/get-user-cart.md']]);
  });

  it('with watch, keeps serving the scripts of the last builds, so a page that was told about one of them can still load it', async () => {
    temp = await tempContent();
    const builds: SiteBuild[] = [];
    handle = await serve({ cwd: temp.cwd, port: 0, watch: true, onBuild: (result) => builds.push(result) });
    const indexOf = (b: SiteBuild) => b.scripts!.index;
    for (let i = 1; i <= KEPT_BUILDS + 1; i++) {
      await temp.edit('endpoints/cart/get-user-cart.md', /title: .*/, `title: Cart ${i}`);
      await expect.poll(() => builds.length, { timeout: 10_000 }).toBe(i + 1);
    }
    const status = async (b: SiteBuild) => (await fetch(new URL(indexOf(b), handle!.url))).status;
    // The current build and the KEPT_BUILDS before it answer; the one before those is gone.
    expect(await Promise.all(builds.slice(1).map(status))).toEqual(Array(KEPT_BUILDS + 1).fill(200));
    expect(await status(builds[0]!)).toBe(404);
  });

  it("with watch, follows editors' save patterns (swap, backup, lock and test files, a rename over the file, delete then write) without a problem", async () => {
    temp = await tempContent();
    const builds: SiteBuild[] = [];
    handle = await serve({ cwd: temp.cwd, port: 0, watch: true, onBuild: (result) => builds.push(result) });
    const cart = path.join(temp.dir, 'endpoints/cart');
    const text = await temp.read('endpoints/cart/get-user-cart.md');
    // vim: a swap file, its 4913 write test and a backup; emacs: an autosave #file# and a lock file (a
    // Markdown name: read as content it would be a broken endpoint); then an atomic save.
    await writeFile(path.join(cart, '.get-user-cart.md.swp'), 'swap');
    await writeFile(path.join(cart, '.#get-user-cart.md'), 'writer@host.4242');
    await writeFile(path.join(cart, '4913'), '');
    await writeFile(path.join(cart, 'get-user-cart.md~'), text);
    await writeFile(path.join(cart, '#get-user-cart.md#'), 'autosave');
    await writeFile(path.join(cart, 'get-user-cart.md.tmp'), text.replace('title: Get User Cart', 'title: Saved Atomically'));
    await rename(path.join(cart, 'get-user-cart.md.tmp'), path.join(cart, 'get-user-cart.md'));
    const title = (b: SiteBuild) => b.model?.groups.find((g) => g.id === 'cart')?.endpoints.find((e) => e.id === 'get-user-cart')?.title;
    await expect.poll(() => builds.at(-1) && title(builds.at(-1)!), { timeout: 10_000 }).toBe('Saved Atomically');
    // Delete, then write anew a moment later (past chokidar's 100 ms window for such a save): the file is never reported missing.
    await unlink(path.join(cart, 'get-user-cart.md'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    await writeFile(path.join(cart, 'get-user-cart.md'), text.replace('title: Get User Cart', 'title: Written Anew'));
    await expect.poll(() => builds.at(-1) && title(builds.at(-1)!), { timeout: 10_000 }).toBe('Written Anew');
    await new Promise((resolve) => setTimeout(resolve, TRAILING_CHECK_MS + 200));
    await handle.idle();
    expect(builds.flatMap((b) => b.diagnostics.map((d) => `${d.file} ${d.rule}`))).toEqual([]);
    // A file that stays away is shown gone, once it has had its time to come back.
    await unlink(path.join(cart, 'get-user-cart.md'));
    await expect.poll(() => builds.at(-1)?.diagnostics.map((d) => d.rule), { timeout: 10_000 }).toContain('inventory/missing-endpoint');
  });

  it('with watch, follows a renamed group folder and its way back', async () => {
    temp = await tempContent();
    const builds: SiteBuild[] = [];
    handle = await serve({ cwd: temp.cwd, port: 0, watch: true, onBuild: (result) => builds.push(result) });
    await rename(path.join(temp.dir, 'endpoints/cart'), path.join(temp.dir, 'endpoints/basket'));
    await expect
      .poll(() => builds.at(-1)?.diagnostics.some((d) => d.rule === 'inventory/unlisted-file' && d.file.includes('endpoints/basket/')), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(builds.at(-1)!.ok).toBe(false);
    await rename(path.join(temp.dir, 'endpoints/basket'), path.join(temp.dir, 'endpoints/cart'));
    await expect.poll(() => builds.at(-1)?.ok, { timeout: 10_000 }).toBe(true);
    expect(builds.at(-1)!.model!.groups.find((g) => g.id === 'cart')!.endpoints.length).toBeGreaterThan(0);
  });

  it('with watch, starts on broken content with a waiting page that lists the problems', async () => {
    temp = await tempContent();
    await temp.edit('pamdocs.yaml', 'siteTitle: Fixture Docs', 'siteTitle: [Fixture Docs');
    handle = await serve({ cwd: temp.cwd, port: 0, watch: true });
    expect(handle.initial.ok).toBe(false);
    const page = await (await fetch(handle.url)).text();
    expect(page).toContain('pamdocs is waiting for valid content');
    expect(page).toContain('src="__pamdocs/live.js"');
  });
});
