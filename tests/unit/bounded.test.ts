/**
 * No single file can hold up a run: work on one file that runs past the
 * time bound is stopped and becomes a diagnostic on that file, and the run
 * still ends with its normal report. A hang is simulated by making the
 * processing of chosen files loop forever.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runBounded } from '../../src/shared/jobs/bounded.js';
import { build, check } from '../../src/index.js';
import { tempContent, useTempContent } from '../helpers/content.js';
import { Session } from '../../src/shared/session.js';

/** Files whose processing (documents) or code samples (endpoints, by title) loop forever while listed. */
const hang = vi.hoisted(() => ({ documents: new Set<string>() }));

vi.mock('../../src/parse/process-document.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/parse/process-document.js')>();
  return {
    ...original,
    processDocument: (rel: string, text: string) => {
      while (hang.documents.has(rel));
      return original.processDocument(rel, text);
    },
  };
});
const track = useTempContent();
/** A short bound keeps the tests fast; the default is 5 s. */
const BOUND = 300;

/** Busy-waits `ms` of wall time. */
const spin = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end);
};

describe('runBounded', () => {
  it('stops the item that loops forever, gives its result as undefined, and runs the rest', () => {
    const started = Date.now();
    const results = runBounded(
      [1, 2, 3],
      (n) => {
        if (n === 2) for (;;);
        return n * 10;
      },
      100,
    );
    expect(results).toEqual([10, undefined, 30]);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives an item up only when it alone ran for the whole bound, however long the batch', () => {
    const results = runBounded(
      Array.from({ length: 12 }, (_v, i) => i),
      (n) => {
        spin(40);
        return n;
      },
      200,
    );
    expect(results).toEqual(Array.from({ length: 12 }, (_v, i) => i));
  });

  it('passes on what the work throws', () => {
    // A bound far above the work's time: a loaded machine must not make the watchdog fire first.
    expect(() =>
      runBounded(
        [1],
        () => {
          throw new TypeError('broken');
        },
        5000,
      ),
    ).toThrow('broken');
  });
});

describe('a file that runs past the time bound', () => {
  it('is an error on that file in check; every other file is still checked; it is tried again next run', async () => {
    const temp = track(await tempContent());
    await temp.edit('endpoints/auth/user-login.md', 'method: GET', 'method: get');
    hang.documents.add('entities/cart-item.md');
    try {
      const result = await check({ cwd: temp.cwd, fileTimeBoundMs: BOUND });
      expect(result.diagnostics.map((d) => [d.file, d.line, d.column, d.rule, d.message])).toEqual([
        ['content/endpoints/auth/user-login.md', expect.any(Number), expect.any(Number), 'frontmatter/invalid-value', expect.any(String)],
        [
          'content/entities/cart-item.md',
          1,
          1,
          'content/unprocessable',
          'Cannot process `entities/cart-item.md`: processing it took longer than 0.3 s and was stopped',
        ],
      ]);
      expect(result.errors).toBe(2);
    } finally {
      hang.documents.clear();
    }
    // The stopped file was not cached as broken: once it processes in time, it is clean.
    expect((await check({ cwd: temp.cwd, fileTimeBoundMs: BOUND })).diagnostics.map((d) => d.rule)).toEqual(['frontmatter/invalid-value']);
  });

  it('stops a build: an error on that file, nothing written', async () => {
    const temp = track(await tempContent());
    hang.documents.add('endpoints/cart/get-user-cart.md');
    try {
      const result = await build({ cwd: temp.cwd, out: 'site', fileTimeBoundMs: BOUND, session: new Session() });
      expect(result.ok).toBe(false);
      expect(result.diagnostics.map((d) => [d.file, d.rule, d.message])).toEqual([
        [
          'content/endpoints/cart/get-user-cart.md',
          'content/unprocessable',
          'Cannot process `endpoints/cart/get-user-cart.md`: processing it took longer than 0.3 s and was stopped',
        ],
      ]);
      expect(result.errors).toBe(1);
      expect(existsSync(path.join(temp.cwd, 'site'))).toBe(false);
    } finally {
      hang.documents.clear();
    }
  });
});
