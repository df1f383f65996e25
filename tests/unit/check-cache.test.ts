/**
 * What the document checks reported for a file is kept in the document
 * cache across runs (src/check/run.ts): a run with the same file, the same
 * rules and the same rule keys reports it again without checking. These
 * tests change everything else a report depends on and expect what a fresh
 * run reports.
 */
import { describe, expect, it, vi } from 'vitest';
import { RULES } from '../../src/check/registry.js';
import { check } from '../../src/index.js';
import { MemoryCache } from '../../src/shared/cache.js';
import { Session } from '../../src/shared/session.js';
import { tempContent, useTempContent } from '../helpers/content.js';

const track = useTempContent();

/** The diagnostics of `check` as `rule severity line:col` lines. */
const lines = (result: Awaited<ReturnType<typeof check>>) => result.diagnostics.map((d) => `${d.rule} ${d.severity} ${d.line}:${d.column}`);

/**
 * Minimal content whose endpoint names an entity that does not exist, and a
 * `check` of it in a fresh session over one shared cache (as runs share the disk cache).
 */
async function unknownEntity() {
  const temp = track(await tempContent());
  await temp.edit('endpoints/cart/get-user-cart.md', 'entities: [cart-item]', 'entities: [cart-items]');
  const cache = new MemoryCache();
  const run = async () => lines(await check({ cwd: temp.cwd, session: new Session({ cache }) }));
  return { temp, run };
}

describe('stored check reports', () => {
  it('follow the severity pamdocs.yaml gives a rule, and vanish when it turns the rule off', async () => {
    const { temp, run } = await unknownEntity();
    expect(await run()).toEqual(['operation/unknown-entity error 16:12']);
    expect(await run()).toEqual(['operation/unknown-entity error 16:12']);
    await temp.edit('pamdocs.yaml', 'entities:\n  - cart-item', 'entities:\n  - cart-item\nrules:\n  operation/unknown-entity: warn');
    expect(await run()).toEqual(['operation/unknown-entity warning 16:12']);
    await temp.edit('pamdocs.yaml', 'operation/unknown-entity: warn', 'operation/unknown-entity: "off"');
    expect(await run()).toEqual([]);
  });

  it('are made again when what a rule reads besides the file changes (a new entity), the file itself unchanged', async () => {
    const { temp, run } = await unknownEntity();
    expect(await run()).toEqual(['operation/unknown-entity error 16:12']);
    await temp.write(
      'entities/cart-items.md',
      '---\nname: Cart items\nclassName: CartItems\nsummary: The lines of a cart.\nfields: []\n---\n\nAll lines.\n',
    );
    await temp.edit('pamdocs.yaml', 'entities:\n  - cart-item', 'entities:\n  - cart-item\n  - cart-items');
    expect(await run()).toEqual([]);
  });

  it('move with the file when it is edited', async () => {
    const { temp, run } = await unknownEntity();
    expect(await run()).toEqual(['operation/unknown-entity error 16:12']);
    await temp.edit('endpoints/cart/get-user-cart.md', 'entities: [cart-items]', '# moved down a line\nentities: [cart-items]');
    expect(await run()).toEqual(['operation/unknown-entity error 17:12']);
  });

  it('run again only the rule whose key changed, and only on the files whose text changed', async () => {
    const { temp, run } = await unknownEntity();
    const rule = (id: string) => RULES.find((r) => r.meta.id === id)!.checks as { document: (...args: unknown[]) => void };
    const keyed = vi.spyOn(rule('operation/unknown-entity'), 'document');
    const unkeyed = vi.spyOn(rule('operation/body-on-get'), 'document');
    try {
      await run();
      const files = unkeyed.mock.calls.length;
      expect(files).toBeGreaterThan(5);
      expect(keyed.mock.calls.length).toBe(files);
      // A new entity changes what operation/unknown-entity reads: it alone checks every file again (and every rule the new file).
      await temp.write('entities/cart-items.md', '---\nname: Cart items\nclassName: CartItems\nsummary: Lines.\nfields: []\n---\n\nAll.\n');
      await temp.edit('pamdocs.yaml', 'entities:\n  - cart-item', 'entities:\n  - cart-item\n  - cart-items');
      expect(await run()).toEqual([]);
      expect(keyed.mock.calls.length).toBe(2 * files + 1);
      expect(unkeyed.mock.calls.length).toBe(files + 1);
      // An edited file is checked again by every rule; the others by none.
      await temp.edit('endpoints/cart/get-user-cart.md', 'entities: [cart-items]', 'entities: [cart-itemz]');
      expect(await run()).toEqual(['operation/unknown-entity error 16:12']);
      expect(keyed.mock.calls.length).toBe(2 * files + 2);
      expect(unkeyed.mock.calls.length).toBe(files + 2);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('of pamdocs.yaml are kept while its text and the rule keys stay, and made again when either changes', async () => {
    const temp = track(await tempContent());
    await temp.edit('pamdocs.yaml', 'siteTitle:', 'accentColor: "#ffff00"\nsiteTitle:');
    const cache = new MemoryCache();
    const run = async () => lines(await check({ cwd: temp.cwd, session: new Session({ cache }) }));
    const contrast = vi.spyOn(RULES.find((r) => r.meta.id === 'config/accent-contrast')!.checks as { config: () => void }, 'config');
    try {
      const first = await run();
      expect(first).toContain('config/accent-contrast error 1:14');
      expect(contrast).toHaveBeenCalledTimes(1);
      // The same text: reported again from the cache, not checked.
      expect(await run()).toEqual(first);
      expect(contrast).toHaveBeenCalledTimes(1);
      // Another file changed: pamdocs.yaml is not checked again.
      await temp.edit('endpoints/cart/get-user-cart.md', 'entities: [cart-item]', 'entities: [cart-items]');
      expect(await run()).toContain('config/accent-contrast error 1:14');
      expect(contrast).toHaveBeenCalledTimes(1);
      // Its text changed: checked again, and the report moves with it.
      await temp.edit('pamdocs.yaml', 'accentColor:', '# A comment.\naccentColor:');
      expect(await run()).toContain('config/accent-contrast error 2:14');
      expect(contrast).toHaveBeenCalledTimes(2);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('of an OpenAPI document are kept while no part moves, follow a part that moved, and are made again for a part edited', async () => {
    const temp = track(await tempContent());
    await temp.write('pamdocs.yaml', 'openapi: api.yaml\n');
    for (const folder of ['endpoints', 'entities', 'landing']) await temp.remove(folder);
    const spec = (top: string, summary: string) =>
      `${top}openapi: 3.1.0\ninfo: { title: Pets, version: '1' }\npaths:\n  /pets:\n    get:\n      summary: ${summary}\n      operationId: listPets\n` +
      "      responses:\n        '200':\n          description: The pets.\n          content:\n            application/json:\n" +
      '              schema: { type: array, items: { type: string } }\n              example: [1]\n';
    await temp.write('api.yaml', spec('', 'List pets'));
    const cache = new MemoryCache();
    const checks = vi.spyOn(RULES.find((r) => r.meta.id === 'schema/invalid-example')!.checks as { document: () => void }, 'document');
    const run = async () => lines(await check({ cwd: temp.cwd, session: new Session({ cache }) }));
    try {
      expect(await run()).toEqual(['schema/invalid-example warning 14:24']);
      const calls = checks.mock.calls.length;
      expect(await run()).toEqual(['schema/invalid-example warning 14:24']);
      expect(checks.mock.calls.length).toBe(calls);
      await temp.write('api.yaml', spec('# A comment moves every part down a line.\n', 'List pets'));
      // The new session finds the last check in the cache: the report is moved to where the edit put it, not made again.
      expect(await run()).toEqual(['schema/invalid-example warning 15:24']);
      expect(checks.mock.calls.length).toBe(calls);
      // An edit of the part itself checks it again.
      await temp.write('api.yaml', spec('# A comment moves every part down a line.\n', 'List all pets'));
      expect(await run()).toEqual(['schema/invalid-example warning 15:24']);
      expect(checks.mock.calls.length).toBeGreaterThan(calls);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
