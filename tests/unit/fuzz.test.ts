/**
 * Fuzz: randomly mutated copies of the real PAM content files go through
 * `pamdocs check` and through the build (inside the small fixture tree, so
 * 1,000 rounds stay fast). Whatever the input: no uncaught exception, exit
 * code 0 or 1, a round ends within its time bound, every diagnostic names a
 * file and a line, a round with errors names the mutated file, and the build
 * either lays out a site or refuses with the same errors.
 *
 * Round `i` draws everything from its own seed, FUZZ_SEED + i, printed with
 * any failure: `FUZZ_SEED=<that seed> FUZZ_RUNS=1 npx vitest run tests/unit/fuzz.test.ts`
 * replays it alone. `node bench/fuzz.mjs` runs many more rounds.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { bundleTemplate } from '../../src/emit/bundle.js';
import { runCli } from '../../src/cli.js';
import { discover } from '../../src/source/discover.js';
import { classify } from '../../src/parse/documents.js';
import type { Diagnostic } from '../../src/shared/diagnostics.js';
import { PAM_CONTENT, ROOT, tempContent, type TempContent } from '../helpers/content.js';
import { mutate, prng } from '../helpers/mutate.js';
import { Session } from '../../src/shared/session.js';

/** Rounds; FUZZ_RUNS raises it for a longer local run. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
/**
 * Wall time one round's check may take, in ms: above pamdocs' own bound for
 * one file (5 s), so only a hang that bound misses fails here.
 */
const ROUND_BOUND_MS = 15_000;

/** Resolves with `promise`, or rejects when it has not settled after `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>(
    (_resolve, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not end within ${ms} ms`)), ms)),
  );
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Where in the small tree a real file of a kind is placed. */
function slot(rel: string): string | undefined {
  if (rel === 'pamdocs.yaml') return 'pamdocs.yaml';
  const k = classify(rel);
  if (k.kind === 'endpoint') return 'endpoints/cart/get-user-cart.md';
  if (k.kind === 'entity') return 'entities/cart-item.md';
  if (k.kind === 'landing') return `landing/${k.page}.md`;
  return undefined;
}

let temp: TempContent;
let originals: { rel: string; target: string; bytes: Buffer }[];
beforeAll(async () => {
  temp = await tempContent();
  const sources = await discover(PAM_CONTENT, ROOT);
  originals = await Promise.all(
    sources.flatMap((s) => {
      const target = slot(s.rel);
      return target ? [readFile(s.path).then((bytes) => ({ rel: s.rel, target, bytes }))] : [];
    }),
  );
});
afterAll(async () => {
  await temp.cleanup();
});

describe('fuzz: mutated real content through check and build', () => {
  it(`survives ${RUNS} mutated files (seeds ${SEED} to ${SEED + RUNS - 1})`, { timeout: Math.max(300_000, RUNS * 100) }, async () => {
    console.log(`fuzz: ${RUNS} rounds from seed ${SEED}; replay round i with FUZZ_SEED=${SEED}+i FUZZ_RUNS=1`);
    const baseline = new Map<string, Buffer>();
    for (const target of new Set(originals.map((o) => o.target))) baseline.set(target, await readFile(path.join(temp.dir, target)));
    const exits = { 0: 0, 1: 0 };
    const bundle = bundleTemplate();
    for (let run = 0; run < RUNS; run++) {
      const seed = SEED + run;
      const random = prng(seed);
      const original = originals[Math.floor(random() * originals.length)]!;
      const { bytes, applied } = mutate(original.bytes, random);
      await writeFile(path.join(temp.dir, original.target), bytes);
      let stdout = '';
      let stderr = '';
      const context = () =>
        `round ${run} (replay: FUZZ_SEED=${seed} FUZZ_RUNS=1): ${original.rel} as ${original.target} with ${applied.join(', ')}\n${stderr}`;
      const started = Date.now();
      const code = await within(
        runCli(['check', '--format', 'json'], { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), color: false, cwd: temp.cwd }),
        ROUND_BOUND_MS,
        context(),
      );
      expect(Date.now() - started, context()).toBeLessThan(ROUND_BOUND_MS);
      expect([0, 1], context()).toContain(code);
      expect(stderr, context()).not.toMatch(/internal error|\n\s+at /);
      const diagnostics = JSON.parse(stdout) as Diagnostic[];
      for (const d of diagnostics) {
        expect(d.file, context()).toMatch(/^content\//);
        expect(d.line, context()).toBeGreaterThanOrEqual(1);
        expect(d.column, context()).toBeGreaterThanOrEqual(1);
        expect(d.rule, context()).toMatch(/^[a-z]+\/[a-z0-9-]+$/);
      }
      if (code === 1)
        expect(
          diagnostics.map((d) => d.file),
          context(),
        ).toContain(`content/${original.target}`);
      exits[code as 0 | 1]++;
      const site = await within(buildFiles({ cwd: temp.cwd, bundle, session: new Session() }), ROUND_BOUND_MS, context());
      expect(site.errors, context()).toBe(diagnostics.filter((d) => d.severity === 'error').length);
      expect(site.ok, context()).toBe(site.errors === 0);
      if (site.ok) expect(site.files.has('index.html'), context()).toBe(true);
      await writeFile(path.join(temp.dir, original.target), baseline.get(original.target)!);
    }
    // Most mutations break something; a few are harmless. Both outcomes must occur (in a run of some length).
    if (RUNS >= 100) {
      expect(exits[1]).toBeGreaterThan(RUNS / 2);
      expect(exits[0]).toBeGreaterThan(0);
    }
  });
});
