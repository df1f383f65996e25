/**
 * Fuzz: randomly mutated copies of the real PAM content files go through
 * `pamdocs check` and through the build (inside the small fixture tree, so
 * 1,000 runs stay fast). Whatever the input: no uncaught exception, exit code
 * 0 or 1, every diagnostic names a file and a line, and the build either lays
 * out a site or refuses with the same errors.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFiles } from '../../src/build/index.js';
import { bundleTemplate } from '../../src/build/bundle.js';
import { runCli } from '../../src/cli.js';
import { discover } from '../../src/content/discover.js';
import { classify } from '../../src/content/documents.js';
import type { Diagnostic } from '../../src/diagnostics.js';
import { PAM_CONTENT, ROOT, tempContent, type TempContent } from '../helpers/content.js';
import { mutate, prng } from '../helpers/mutate.js';

/** Iterations; FUZZ_RUNS raises it for a longer local run. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);

/** Where in the small tree a real file of a kind is placed. */
function slot(rel: string): string | undefined {
  if (rel === 'pamdocs.yaml') return 'pamdocs.yaml';
  const k = classify(rel);
  if (k.kind === 'endpoint') return 'endpoints/cart/get-user-cart.md';
  if (k.kind === 'entity') return 'entities/cart-item.md';
  if (k.kind === 'landing') return `landing/${k.tab}.md`;
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
  it(`survives ${RUNS} mutated files (seed ${SEED})`, { timeout: 300_000 }, async () => {
    const random = prng(SEED);
    const baseline = new Map<string, Buffer>();
    for (const target of new Set(originals.map((o) => o.target))) baseline.set(target, await readFile(path.join(temp.dir, target)));
    const exits = { 0: 0, 1: 0 };
    const bundle = bundleTemplate();
    for (let run = 0; run < RUNS; run++) {
      const original = originals[Math.floor(random() * originals.length)]!;
      const { bytes, applied } = mutate(original.bytes, random);
      await writeFile(path.join(temp.dir, original.target), bytes);
      let stdout = '';
      let stderr = '';
      const code = await runCli(['check', '--format', 'json'], { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), color: false, cwd: temp.cwd });
      const context = `run ${run}: ${original.rel} with ${applied.join(', ')}\n${stderr}`;
      expect([0, 1], context).toContain(code);
      expect(stderr, context).not.toMatch(/internal error|\n\s+at /);
      const diagnostics = JSON.parse(stdout) as Diagnostic[];
      for (const d of diagnostics) {
        expect(d.file, context).toMatch(/^content\//);
        expect(d.line, context).toBeGreaterThanOrEqual(1);
        expect(d.column, context).toBeGreaterThanOrEqual(1);
        expect(d.rule, context).toMatch(/^[a-z]+\/[a-z0-9-]+$/);
      }
      exits[code as 0 | 1]++;
      const site = await buildFiles({ cwd: temp.cwd, bundle, cache: false });
      expect(site.errors, context).toBe(diagnostics.filter((d) => d.severity === 'error').length);
      expect(site.ok, context).toBe(site.errors === 0);
      if (site.ok) expect(site.files.has('index.html'), context).toBe(true);
      await writeFile(path.join(temp.dir, original.target), baseline.get(original.target)!);
    }
    // Most mutations break something; a few are harmless. Both outcomes must occur.
    expect(exits[1]).toBeGreaterThan(RUNS / 2);
    expect(exits[0]).toBeGreaterThan(0);
  });
});
