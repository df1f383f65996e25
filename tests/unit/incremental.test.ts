/**
 * Rebuilds with a long-lived cache (the dev server's, a library caller's
 * MemoryCache) reuse what did not change, and still see every change.
 */
import { describe, expect, it } from 'vitest';
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { MemoryCache } from '../../src/shared/cache.js';
import { runChecks } from '../../src/check/run.js';
import { loadContent } from '../../src/parse/load.js';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { tempContent, useTempContent } from '../helpers/content.js';
import { Session } from '../../src/shared/session.js';

const track = useTempContent();
const CART = 'endpoints/cart/get-user-cart.md';

describe('incremental rebuilds', () => {
  it('keep the documents of unchanged files, and see an edit that keeps the size of a file untouched for an hour', async () => {
    const temp = track(await tempContent());
    const hourAgo = new Date(Date.now() - 3_600_000);
    for (const rel of [CART, 'endpoints/auth/user-login.md']) await utimes(path.join(temp.dir, rel), hourAgo, hourAgo);
    const session = new Session({ cache: new MemoryCache(), rebuilds: true });
    await loadContent(temp.dir, temp.cwd, { session });
    const before = await loadContent(temp.dir, temp.cwd, { session });
    await temp.edit(CART, 'title: Get User Cart', 'title: Get User Kart');
    const after = await loadContent(temp.dir, temp.cwd, { session });
    const doc = (content: typeof after, rel: string) => content.documents.find((d) => d.rel === rel);
    expect(doc(after, 'endpoints/auth/user-login.md')).toBe(doc(before, 'endpoints/auth/user-login.md'));
    const cart = doc(after, CART);
    expect(cart?.kind === 'endpoint' && cart.data.title).toBe('Get User Kart');
  });

  it('check an unchanged file again when what it states depends on another file', async () => {
    const temp = track(await tempContent());
    await temp.edit('endpoints/auth/user-login.md', 'The site has {{endpoints}} endpoints.', 'The site has 3 endpoints.');
    const session = new Session({ cache: new MemoryCache(), rebuilds: true });
    expect((await buildFiles({ dir: temp.dir, cwd: temp.cwd, session })).diagnostics).toEqual([]);
    // Removing an endpoint makes the unchanged login page's "3 endpoints" wrong.
    await temp.edit('pamdocs.yaml', '      - remove-item\n', '');
    await temp.remove('endpoints/cart/remove-item.md');
    const after = await buildFiles({ dir: temp.dir, cwd: temp.cwd, session });
    expect(after.diagnostics.map((d) => `${d.file}:${d.line} ${d.rule}`)).toEqual([
      'content/endpoints/auth/user-login.md:25 facts/stated-count',
    ]);
  });

  it('give the edited endpoint a new group script, and keep the others', async () => {
    const temp = track(await tempContent());
    const session = new Session({ cache: new MemoryCache(), rebuilds: true });
    const groupScripts = (files: Map<string, unknown>) => [...files.keys()].filter((f) => /^assets\/group-/.test(f)).sort();
    const first = groupScripts((await buildFiles({ dir: temp.dir, cwd: temp.cwd, session })).files);
    await temp.edit(CART, 'title: Get User Cart', 'title: Read User Cart');
    const second = await buildFiles({ dir: temp.dir, cwd: temp.cwd, session });
    const changed = groupScripts(second.files).filter((f) => !first.includes(f));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatch(/^assets\/group-cart-/);
    const script = String(second.files.get(changed[0]!));
    const page = JSON.parse(/^window\[[^\]]+\]\("group:cart",(.*)\);\n$/s.exec(script)![1]!);
    const cart = second.model!.groups.find((g) => g.id === 'cart')!;
    expect(page).toEqual(
      JSON.parse(
        JSON.stringify({
          id: cart.id,
          heading: cart.heading,
          description: cart.description,
          html: cart.html,
          basePath: cart.basePath,
          baseUrl: second.model!.apiBaseUrl,
          endpoints: cart.endpoints,
        }),
      ),
    );
    expect(page.endpoints[0].title).toBe('Read User Cart');
  });

  it('reuse the endpoints assembled for unchanged files in a session that builds follow, and in no other', async () => {
    const temp = track(await tempContent());
    const endpoints = async (session: Session) =>
      new Map(
        (await buildFiles({ dir: temp.dir, cwd: temp.cwd, session })).model!.groups.flatMap((g) => g.endpoints.map((e) => [e.id, e])),
      );
    const follows = new Session({ cache: new MemoryCache(), rebuilds: true });
    const first = await endpoints(follows);
    await temp.edit(CART, 'title: Get User Cart', 'title: Read User Cart');
    const second = await endpoints(follows);
    const reused = [...second].filter(([id, e]) => first.get(id) === e).map(([id]) => id);
    expect(reused).toHaveLength(first.size - 1);
    expect(reused).not.toContain('get-user-cart');
    const cache = new MemoryCache();
    const once = await endpoints(new Session({ cache }));
    expect([...(await endpoints(new Session({ cache })))].filter(([id, e]) => once.get(id) === e)).toEqual([]);
  });

  it('given the edited files, reload only them and match a full load, broken files and config included', async () => {
    const temp = track(await tempContent());
    const session = new Session({ cache: new MemoryCache(), rebuilds: true });
    const full = () => loadContent(temp.dir, temp.cwd);
    const only = (...rels: string[]) =>
      loadContent(temp.dir, temp.cwd, { session, changed: new Set(rels.map((r) => path.join(temp.dir, r))) });
    const summary = (c: Awaited<ReturnType<typeof full>>) => ({
      documents: c.documents.map((d) => `${d.rel} ${d.kind === 'endpoint' ? d.data.title : ''}`),
      diagnostics: runChecks(c, new Session())
        .map((d) => `${d.file}:${d.line} ${d.rule}`)
        .sort(),
      groups: c.config?.config.groups.map((g) => g.id),
    });
    const first = await loadContent(temp.dir, temp.cwd, { session });
    await temp.edit(CART, 'title: Get User Cart', 'title: Read User Cart');
    const edited = await only(CART);
    expect(edited.processed).toBe(1);
    expect(summary(edited)).toEqual(summary(await full()));
    expect(edited.documents.find((d) => d.rel === 'endpoints/auth/user-login.md')).toBe(
      first.documents.find((d) => d.rel === 'endpoints/auth/user-login.md'),
    );
    // Broken frontmatter: the document goes, its diagnostic comes; a broken config loses the config.
    await temp.edit(CART, 'method: GET', 'method: [GET');
    await temp.edit('pamdocs.yaml', 'groups:', 'groups: [');
    const broken = await only(CART, 'pamdocs.yaml');
    expect(broken.config).toBeUndefined();
    expect(summary(broken)).toEqual(summary(await full()));
    expect(runChecks(broken, new Session()).map((d) => d.rule)).toContain('frontmatter/yaml-syntax');
    await temp.edit(CART, 'method: [GET', 'method: GET');
    await temp.edit('pamdocs.yaml', 'groups: [', 'groups:');
    expect(summary(await only(CART, 'pamdocs.yaml'))).toEqual(summary(await full()));
  });

  it('given a changed path the last load did not read, load the whole folder', async () => {
    const temp = track(await tempContent());
    const session = new Session({ cache: new MemoryCache(), rebuilds: true });
    await loadContent(temp.dir, temp.cwd, { session });
    const added = 'endpoints/cart/get-user-cart-copy.md';
    await temp.write(added, (await temp.read(CART)).replace('title: Get User Cart', 'title: Copy'));
    const after = await loadContent(temp.dir, temp.cwd, { session, changed: new Set([path.join(temp.dir, added)]) });
    expect(after.documents.map((d) => d.rel)).toContain(added);
  });
});
