/**
 * The world's OpenAPI documents through the invariants of the corpus harness
 * (bench/corpus-invariants.mjs; `node bench/corpus.mjs` runs all 2,639
 * documents of the APIs-guru directory): a fixed sample of 50 directory
 * documents chosen by a seeded hash of their ids, and every document of
 * `@readme/oas-examples` and `@scalar/galaxy`. For each, read live, imported
 * and compared with itself: no internal error, an error only where the
 * document is broken, every operation kept, the import round trip, no change
 * against itself. The directory is packed from the npm registry the first
 * time (into node_modules/.cache/pamdocs-bench/).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSpec } from '../../bench/corpus-invariants.mjs';
import { type CorpusSpec, directorySpecs, exampleSpecs, sampleSpecs } from '../../bench/corpus-specs.mjs';
import * as lib from '../../src/index.js';

/** The sample's size and seed: changing either changes which documents `npm test` holds to the invariants. */
const SAMPLE = 50;
const SEED = 'pamdocs';

let tmp: string;
let serial = 0;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-corpus-'));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

/** Holds `spec` to every invariant: the failures are listed, so a failing document says which invariant and why. */
async function holds(spec: CorpusSpec) {
  const result = await checkSpec(lib, spec.file, path.join(tmp, String(serial++)));
  expect(result.failures, spec.id).toEqual([]);
  expect(result.operations, spec.id).toBeGreaterThan(0);
}

describe('the invariants on real documents', () => {
  it.each(sampleSpecs(directorySpecs(), SAMPLE, SEED).map((s) => [s.id, s] as const))('directory: %s', (_, spec) => holds(spec), 120_000);
  it.each(exampleSpecs().map((s) => [s.id, s] as const))('%s', (_, spec) => holds(spec), 60_000);
});
