/**
 * Session state: each session keeps its own state, a server's is dropped
 * when it closes, and two servers in one process share nothing.
 */
import { describe, expect, it } from 'vitest';
import { serve } from '../../src/index.js';
import { Session, sessionKey } from '../../src/shared/session.js';
import { tempContent, useTempContent } from '../helpers/content.js';
import { indexScriptOf } from '../helpers/page-scripts.js';

const track = useTempContent();

describe('Session', () => {
  it('makes the state of a key on first use, keeps it, and keeps it apart from other sessions', () => {
    const key = sessionKey('test/list', () => [] as string[]);
    const a = new Session();
    const b = new Session();
    a.get(key).push('x');
    expect(a.get(key)).toEqual(['x']);
    expect(b.get(key)).toEqual([]);
    a.clear();
    expect(a.get(key)).toEqual([]);
  });

  it('lets two servers in one process build their own content, with no state shared between them', async () => {
    const one = track(await tempContent());
    const two = await tempContent();
    try {
      await two.edit('endpoints/cart/get-user-cart.md', 'title: Get User Cart', 'title: Read The Cart');
      const first = await serve({ cwd: one.cwd, port: 0, watch: true });
      const second = await serve({ cwd: two.cwd, port: 0, watch: true });
      const cart = async (url: string) => {
        const index = await (await fetch(url)).text();
        const group = indexScriptOf(index);
        return (await (await fetch(new URL(group, url))).text()).match(/"title":"(Get User Cart|Read The Cart)"/)?.[1];
      };
      expect(await cart(first.url)).toBe('Get User Cart');
      expect(await cart(second.url)).toBe('Read The Cart');
      await first.close();
      await second.close();
    } finally {
      await two.cleanup();
    }
  });
});
