/**
 * The template bundle kept in the cache (`template-<key>.json`, `src/emit/bundle.ts`): a run that reads it gets
 * what esbuild makes for the template afresh (docs/guides/architecture.md, What is kept).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleTemplate, type TemplateBundle } from '../../src/emit/bundle.js';

const PARTS = ['key', 'js', 'css', 'docs', 'head', 'search', 'samples', 'tryIt', 'redirect'] as const;

/** The parts of `bundle` a site is made of, the server side's code among them. */
const partsOf = async (bundle: TemplateBundle): Promise<Record<(typeof PARTS)[number] | 'server', string>> => ({
  ...(Object.fromEntries(PARTS.map((part) => [part, bundle[part]])) as Record<(typeof PARTS)[number], string>),
  server: await bundle.server(),
});

describe('the template bundle kept in the cache', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('is what esbuild makes afresh, part by part', async () => {
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-template-'));
    dirs.push(cacheDir);
    const made = await partsOf(await bundleTemplate({ cacheDir }));
    // The first run keeps the client side and the server side, each under the template's key.
    expect((await readdir(cacheDir)).sort()).toEqual([`template-${made.key}.json`, `template-server-${made.key}.json`]);
    const kept = await partsOf(await bundleTemplate({ cacheDir }));
    const fresh = await partsOf(await bundleTemplate());
    expect(fresh.js.length).toBeGreaterThan(1000);
    expect(kept).toEqual(fresh);
    expect(made).toEqual(fresh);
  });
});
