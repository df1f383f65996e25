/**
 * Soak: 300 rapid edits, valid and invalid mixed, against `serve --watch`.
 * The server must keep answering, and the final page must show the last edit.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { serve, type ServeHandle } from '../../src/index.js';
import { tempContent, type TempContent } from '../helpers/content.js';
import { prng } from '../helpers/mutate.js';

let temp: TempContent | undefined;
let handle: ServeHandle | undefined;
afterEach(async () => {
  await handle?.close();
  await temp?.cleanup();
});

const CART = 'endpoints/cart/get-user-cart.md';

describe('serve --watch soak', () => {
  it('survives 300 rapid edits, valid and invalid mixed, and serves the final content', { timeout: 120_000 }, async () => {
    temp = await tempContent();
    const original = await temp.read(CART);
    handle = await serve({ cwd: temp.cwd, port: 0, watch: true });
    const random = prng(300);
    const answered: number[] = [];
    for (let i = 0; i < 300; i++) {
      const broken = random() < 0.4;
      const text = broken
        ? original.replace('method: GET', random() < 0.5 ? 'method: [GET' : 'methd: GET')
        : original.replace('title: Get User Cart', `title: Edit ${i}`);
      await temp.write(CART, text);
      if (i % 10 === 0) answered.push((await fetch(handle.url)).status);
      await new Promise((r) => setTimeout(r, Math.floor(random() * 8)));
    }
    await temp.write(CART, original.replace('title: Get User Cart', 'title: Final Edit'));
    // Wait until a rebuild has published the final title (debounce, then the rebuild itself).
    await expect
      .poll(
        async () => {
          await handle!.idle();
          const html = await (await fetch(handle!.url)).text();
          const index = /assets\/index-[0-9a-f]+\.js/.exec(html)![0];
          return (await (await fetch(new URL(index, handle!.url))).text()).includes('"title":"Final Edit"');
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe(true);
    expect(answered).toEqual(Array(30).fill(200));
    const html = await (await fetch(handle.url)).text();
    const indexPath = /assets\/index-[0-9a-f]+\.js/.exec(html)![0];
    const index = await (await fetch(new URL(indexPath, handle.url))).text();
    const cartAsset = /"asset":"(assets\/group-cart-[0-9a-f]+\.js)"/.exec(index)![1]!;
    expect(await (await fetch(new URL(cartAsset, handle.url))).text()).toContain('"title":"Final Edit"');
  });
});
