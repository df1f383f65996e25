/**
 * What the document checks reported for a file is kept in the document
 * cache across runs (src/check/run.ts): a run with the same file, the same
 * rules and the same rule keys reports it again without checking. These
 * tests change everything else a report depends on and expect what a fresh
 * run reports.
 */
import { describe, expect, it } from 'vitest';
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
});
