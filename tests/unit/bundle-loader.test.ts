/**
 * The job bundles run with V8's code cache (src/shared/bundle-loader.ts): a
 * cache is used when it fits, refused or ignored (and the bundle compiled
 * from source, with the same exports) when it does not, and `npm run
 * compile` leaves one that this Node.js accepts beside each job bundle.
 */
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { Module } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeCacheFile, evaluateBundle } from '../../src/shared/bundle-loader.js';
import type { JobModule } from '../../src/shared/jobs/pool.js';
import { ROOT } from '../helpers/content.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-bundle-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A bundle that requires a file beside it and exports what it read. */
async function writeBundle(name: string, source: string): Promise<string> {
  await writeFile(path.join(dir, 'beside.cjs'), 'module.exports = { answer: 42 };\n');
  const file = path.join(dir, name);
  await writeFile(file, source);
  return file;
}

/** The code cache V8 makes of `file` once its functions ran, written where the loader looks. */
async function writeCache(file: string, source: string): Promise<void> {
  const script = new vm.Script(Module.wrap(source), { filename: file });
  const module = { exports: {} as { twice: (n: number) => number } };
  (script.runInThisContext() as (e: unknown, r: unknown, m: typeof module) => void)(module.exports, () => ({ answer: 0 }), module);
  module.exports.twice(2);
  await writeFile(codeCacheFile(file), script.createCachedData());
}

const SOURCE =
  "const { answer } = require('./beside.cjs');\nexports.answer = answer;\nexports.file = __filename;\nexports.twice = (n) => n * 2;\n";

describe('evaluateBundle', () => {
  it('runs a bundle without a cache, requiring from its own folder', async () => {
    const file = await writeBundle('plain.cjs', SOURCE);
    const { exports, cache } = evaluateBundle<{ answer: number; file: string; twice: (n: number) => number }>(file);
    expect(cache).toBe('none');
    expect(exports.answer).toBe(42);
    expect(exports.file).toBe(file);
    expect(exports.twice(21)).toBe(42);
  });

  it('uses the cache made of the same source', async () => {
    const file = await writeBundle('cached.cjs', SOURCE);
    await writeCache(file, SOURCE);
    const { exports, cache } = evaluateBundle<{ answer: number; twice: (n: number) => number }>(file);
    expect(cache).toBe('used');
    expect(exports.twice(4)).toBe(8);
  });

  it('ignores a cache older than its bundle (the bundle changed since)', async () => {
    const file = await writeBundle('stale.cjs', SOURCE);
    await writeCache(file, SOURCE);
    const past = new Date(Date.now() - 60_000);
    await utimes(codeCacheFile(file), past, past);
    expect(evaluateBundle(file).cache).toBe('none');
  });

  it('compiles from source when V8 refuses the cache, with the same exports', async () => {
    const file = await writeBundle('refused.cjs', SOURCE);
    await writeFile(codeCacheFile(file), Buffer.from('not a code cache at all, but newer than the bundle'));
    const { exports, cache } = evaluateBundle<{ answer: number }>(file);
    expect(cache).toBe('rejected');
    expect(exports.answer).toBe(42);
  });
});

describe('the compiled job bundles', () => {
  it.each(['parse/jobs', 'openapi/jobs'])('dist/%s.cjs has a code cache this Node.js uses, and exports run', (module) => {
    const { exports, cache } = evaluateBundle<JobModule<unknown, unknown>>(path.join(ROOT, 'dist', `${module}.cjs`));
    expect(cache).toBe('used');
    expect(typeof exports.run).toBe('function');
  });
});
