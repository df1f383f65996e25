import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheDir, DiskCache, MemoryCache } from '../../src/shared/cache.js';
import { loadContent } from '../../src/parse/load.js';
import { build, check } from '../../src/index.js';
import { tempContent, useTempContent } from '../helpers/content.js';
import { Session } from '../../src/shared/session.js';

const track = useTempContent();

describe('document cache', () => {
  it('processes unchanged files once, and only the edited file again', async () => {
    const temp = track(await tempContent());
    const cache = new MemoryCache();
    const first = await loadContent(temp.dir, temp.cwd, { session: new Session({ cache }) });
    expect(first.processed).toBe(9);
    expect((await loadContent(temp.dir, temp.cwd, { session: new Session({ cache }) })).processed).toBe(0);
    await temp.edit('endpoints/cart/get-user-cart.md', 'title: Get User Cart', 'title: Read User Cart');
    const third = await loadContent(temp.dir, temp.cwd, { session: new Session({ cache }) });
    expect(third.processed).toBe(1);
    const doc = third.documents.find((d) => d.rel === 'endpoints/cart/get-user-cart.md');
    expect(doc?.kind === 'endpoint' && doc.data.title).toBe('Read User Cart');
  });

  it('gives the same diagnostics from the cache as from processing, at the same positions', async () => {
    const temp = track(await tempContent());
    await temp.edit('endpoints/cart/get-user-cart.md', 'entities: [cart-item]', 'entities: [cart-items]');
    await temp.edit('endpoints/auth/user-login.md', 'method: GET', 'methd: GET');
    const fresh = await check({ cwd: temp.cwd, session: new Session() });
    const cache = new MemoryCache();
    await check({ cwd: temp.cwd, session: new Session({ cache }) });
    const cached = await check({ cwd: temp.cwd, session: new Session({ cache }) });
    expect(cached.diagnostics).toEqual(fresh.diagnostics);
    expect(fresh.diagnostics.map((d) => `${d.rule} ${d.line}:${d.column}`)).toEqual([
      'frontmatter/unknown-key 4:1',
      'operation/unknown-entity 16:12',
    ]);
  });

  it('persists across runs, in a folder per section of each content folder', async () => {
    const temp = track(await tempContent());
    const a = await DiskCache.open(temp.dir, temp.cwd);
    await loadContent(temp.dir, temp.cwd, { session: new Session({ cache: a }) });
    await a.save();
    const b = await DiskCache.open(temp.dir, temp.cwd);
    expect((await loadContent(temp.dir, temp.cwd, { session: new Session({ cache: b }) })).processed).toBe(0);
  });

  it('stores documents and check reports in files of their own, and what only a build makes in others, so check never reads them', async () => {
    const temp = track(await tempContent());
    const names = async () =>
      (await readdir(cacheDir(temp.cwd)).catch(() => [] as string[])).filter((f) => /-[0-9a-f]{16}$/.test(f) && !f.startsWith('replay-'));
    const before = new Set(await names());
    const added = async () => (await names()).filter((f) => !before.has(f)).map((f) => f.replace(/-[0-9a-f]{16}$/, ''));
    expect((await check({ cwd: temp.cwd })).errors).toBe(0);
    // What the document checks reported is kept beside the documents (src/check/run.ts).
    expect((await added()).sort()).toEqual(['checks', 'documents']);
    expect((await build({ cwd: temp.cwd, out: path.join(temp.cwd, 'site') })).ok).toBe(true);
    // The build also keeps the landing it rendered into index.html.
    expect((await added()).sort()).toEqual(['checks', 'documents', 'landing']);
  });

  it('rewrites, after an edit, only the packs of the entries the edit changed, and keeps no entry the run did not use', async () => {
    const temp = track(await tempContent());
    const documents = async () => {
      const id = createHash('sha256').update(path.resolve(temp.cwd, temp.dir)).digest('hex').slice(0, 16);
      const folder = path.join(cacheDir(temp.cwd), `documents-${id}`);
      const packs = new Map<string, string>();
      for (const name of await readdir(folder)) packs.set(name, await readFile(path.join(folder, name), 'utf8'));
      return packs;
    };
    const entries = (packs: Map<string, string>) =>
      [...packs.values()].flatMap((text) => Object.keys((JSON.parse(text) as { entries: Record<string, unknown> }).entries));
    expect((await check({ cwd: temp.cwd })).errors).toBe(0);
    const first = await documents();
    // Keys are hex content hashes: each pack holds the keys that begin with its digit.
    for (const [name, text] of first)
      expect(Object.keys((JSON.parse(text) as { entries: Record<string, unknown> }).entries).every((k) => k.startsWith(name[0]!))).toBe(
        true,
      );
    await temp.edit('endpoints/cart/get-user-cart.md', 'title: Get User Cart', 'title: Read User Cart');
    expect((await check({ cwd: temp.cwd })).errors).toBe(0);
    const second = await documents();
    const rewritten = [...second].filter(([name, text]) => first.get(name) !== text).map(([name]) => name);
    // The edited file's entry left one pack and its new entry joined one (the same, or another).
    expect(rewritten.length).toBeGreaterThanOrEqual(1);
    expect(rewritten.length).toBeLessThanOrEqual(2);
    expect(entries(second).length).toBe(entries(first).length);
    expect(new Set(entries(second)).size).toBe(entries(second).length);
    expect(entries(second).filter((k) => !entries(first).includes(k))).toHaveLength(1);
  });

  it('makes openapi.json and the error catalogue from the content on every build that is not given again: an edit shows in them', async () => {
    const temp = track(await tempContent());
    const out = path.join(temp.cwd, 'site');
    const cache = new MemoryCache();
    const built = async () => {
      expect((await build({ cwd: temp.cwd, out, session: new Session({ cache }) })).ok).toBe(true);
      const errors = (await readdir(path.join(out, 'assets'))).find((f) => f.startsWith('errors-'))!;
      return {
        openapi: await readFile(path.join(out, 'openapi.json'), 'utf8'),
        errors: await readFile(path.join(out, 'assets', errors), 'utf8'),
      };
    };
    const first = await built();
    expect((await built()).openapi).toBe(first.openapi);
    // An edited endpoint, then an edited config: made again from the content.
    await temp.edit('endpoints/cart/get-user-cart.md', 'getUserCart/{membershipId}', 'getUserCart/v2/{membershipId}');
    const edited = await built();
    expect(edited.openapi).toContain('"/api/auth/getUserCart/v2/{membershipId}"');
    expect(edited.openapi).not.toContain('"/api/auth/getUserCart/{membershipId}"');
    await temp.edit('endpoints/auth/user-login.md', 'message: Invalid password', 'message: Wrong password');
    expect((await built()).errors).toContain('"message":"Wrong password"');
    await temp.edit('pamdocs.yaml', 'title: Fixture Platform', 'title: Renamed Platform');
    expect((await built()).openapi).toContain('"title":"Renamed Platform"');
  });
});
