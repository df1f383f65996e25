import { describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DiskCache, MemoryCache } from '../../src/cache/documents.js';
import { loadContent } from '../../src/content/load.js';
import { check } from '../../src/index.js';
import { tempContent , useTempContent } from '../helpers/content.js';

const track = useTempContent();

describe('document cache', () => {
  it('processes unchanged files once, and only the edited file again', async () => {
    const temp = track(await tempContent());
    const cache = new MemoryCache();
    const first = await loadContent(temp.dir, temp.cwd, { cache });
    expect(first.processed).toBe(9);
    expect((await loadContent(temp.dir, temp.cwd, { cache })).processed).toBe(0);
    await temp.edit('endpoints/cart/get-user-cart.md', 'title: Get User Cart', 'title: Read User Cart');
    const third = await loadContent(temp.dir, temp.cwd, { cache });
    expect(third.processed).toBe(1);
    const doc = third.documents.find((d) => d.rel === 'endpoints/cart/get-user-cart.md');
    expect(doc?.kind === 'endpoint' && doc.data.title).toBe('Read User Cart');
  });

  it('gives the same diagnostics from the cache as from processing, at the same positions', async () => {
    const temp = track(await tempContent());
    await temp.edit('endpoints/cart/get-user-cart.md', 'entities: [cart-item]', 'entities: [cart-items]');
    await temp.edit('endpoints/auth/user-login.md', 'method: GET', 'methd: GET');
    const fresh = await check({ cwd: temp.cwd, cache: false });
    const cache = new MemoryCache();
    await check({ cwd: temp.cwd, cache });
    const cached = await check({ cwd: temp.cwd, cache });
    expect(cached.diagnostics).toEqual(fresh.diagnostics);
    expect(fresh.diagnostics.map((d) => `${d.rule} ${d.line}:${d.column}`)).toEqual(['frontmatter/unknown-key 4:1', 'operation/unknown-entity 16:12']);
  });

  it('persists across runs in one JSON file per content folder', async () => {
    const temp = track(await tempContent());
    const a = await DiskCache.open(temp.dir, temp.cwd);
    await loadContent(temp.dir, temp.cwd, { cache: a });
    await a.save();
    const b = await DiskCache.open(temp.dir, temp.cwd);
    expect((await loadContent(temp.dir, temp.cwd, { cache: b })).processed).toBe(0);
  });
});
