/**
 * The session's cache (src/shared/session.ts): `disk` sections live in the
 * document cache; `memory` sections only in a session that runs follow, and
 * keep from one complete run to the next what that run used.
 */
import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../src/shared/cache.js';
import { cacheSection, contentKey, Session } from '../../src/shared/session.js';

const MEMORY = cacheSection('test/memory', 'memory');
const DISK = cacheSection('test/disk', 'disk');

/** Memoizes `value` under `key` in `section`, and says whether it was made now. */
function made(session: Session, section = MEMORY, key = 'a', value = 1): boolean {
  let now = false;
  session.memo(section, key, () => {
    now = true;
    return value;
  });
  return now;
}

describe('session cache', () => {
  it('keeps a memory section across the runs of a session that runs follow, while each complete run uses an entry', () => {
    const session = new Session({ rebuilds: true });
    expect(made(session)).toBe(true);
    expect(made(session)).toBe(false);
    session.dropUnused();
    expect(made(session)).toBe(false);
    expect(made(session, MEMORY, 'b')).toBe(true);
    session.dropUnused();
    // A complete run that did not use `a` drops it; `b`, used, stays.
    session.dropUnused();
    expect(made(session, MEMORY, 'b')).toBe(true);
    expect(made(session, MEMORY, 'a')).toBe(true);
  });

  it('keeps nothing in a memory section of a one-shot session, and its disk sections in the document cache', () => {
    const cache = new MemoryCache();
    const session = new Session({ cache });
    expect(made(session)).toBe(true);
    expect(made(session)).toBe(true);
    expect(made(session, DISK)).toBe(true);
    expect(made(new Session({ cache }), DISK)).toBe(false);
    expect(cache.section('test/disk').get('a')).toBe(1);
    expect(made(new Session(), DISK)).toBe(true);
  });

  it('keys content by its parts, with no two lists of parts alike', () => {
    expect(contentKey('a', 'b')).toMatch(/^[0-9a-f]{64}$/);
    expect(contentKey('a', 'b')).toBe(contentKey('a', 'b'));
    expect(contentKey('a', 'b')).not.toBe(contentKey('ab'));
    expect(contentKey('a', 'b')).not.toBe(contentKey('a\0b'));
  });
});
