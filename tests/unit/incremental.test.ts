/**
 * Rebuilds with a long-lived cache (the dev server's, a library caller's
 * MemoryCache) reuse what did not change, and still see every change.
 */
import { describe, expect, it } from 'vitest';
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { MemoryCache } from '../../src/cache/documents.js';
import { loadContent } from '../../src/content/load.js';
import { buildFiles } from '../../src/build/index.js';
import { tempContent, useTempContent } from '../helpers/content.js';

const track = useTempContent();
const CART = 'endpoints/cart/get-user-cart.md';

describe('incremental rebuilds', () => {
  it('keep the documents of unchanged files, and see an edit that keeps the size of a file untouched for an hour', async () => {
    const temp = track(await tempContent());
    const hourAgo = new Date(Date.now() - 3_600_000);
    for (const rel of [CART, 'endpoints/auth/user-login.md']) await utimes(path.join(temp.dir, rel), hourAgo, hourAgo);
    const cache = new MemoryCache();
    await loadContent(temp.dir, temp.cwd, { cache });
    const before = await loadContent(temp.dir, temp.cwd, { cache });
    await temp.edit(CART, 'title: Get User Cart', 'title: Get User Kart');
    const after = await loadContent(temp.dir, temp.cwd, { cache });
    const doc = (content: typeof after, rel: string) => content.documents.find((d) => d.rel === rel);
    expect(doc(after, 'endpoints/auth/user-login.md')).toBe(doc(before, 'endpoints/auth/user-login.md'));
    const cart = doc(after, CART);
    expect(cart?.kind === 'endpoint' && cart.data.title).toBe('Get User Kart');
  });

  it('check an unchanged file again when what it states depends on another file', async () => {
    const temp = track(await tempContent());
    await temp.edit('endpoints/auth/user-login.md', 'The site has {{endpoints}} endpoints.', 'The site has 3 endpoints.');
    const cache = new MemoryCache();
    expect((await buildFiles({ dir: temp.dir, cwd: temp.cwd, cache })).diagnostics).toEqual([]);
    // Removing an endpoint makes the unchanged login page's "3 endpoints" wrong.
    await temp.edit('pamdocs.yaml', '      - remove-item\n', '');
    await temp.remove('endpoints/cart/remove-item.md');
    const after = await buildFiles({ dir: temp.dir, cwd: temp.cwd, cache });
    expect(after.diagnostics.map((d) => `${d.file}:${d.line} ${d.rule}`)).toEqual(['content/endpoints/auth/user-login.md:25 facts/stated-count']);
  });

  it('give the edited endpoint a new group script, and keep the others', async () => {
    const temp = track(await tempContent());
    const cache = new MemoryCache();
    const groupScripts = (files: Map<string, unknown>) => [...files.keys()].filter((f) => /^assets\/group-/.test(f)).sort();
    const first = groupScripts((await buildFiles({ dir: temp.dir, cwd: temp.cwd, cache })).files);
    await temp.edit(CART, 'title: Get User Cart', 'title: Read User Cart');
    const second = await buildFiles({ dir: temp.dir, cwd: temp.cwd, cache });
    const changed = groupScripts(second.files).filter((f) => !first.includes(f));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatch(/^assets\/group-cart-/);
    const script = String(second.files.get(changed[0]!));
    const page = JSON.parse(/^window\[[^\]]+\]\("group:cart",(.*)\);\n$/s.exec(script)![1]!);
    const cart = second.model!.groups.find((g) => g.id === 'cart')!;
    expect(page).toEqual(JSON.parse(JSON.stringify({ id: cart.id, heading: cart.heading, description: cart.description, basePath: cart.basePath, endpoints: cart.endpoints })));
    expect(page.endpoints[0].title).toBe('Read User Cart');
  });
});
