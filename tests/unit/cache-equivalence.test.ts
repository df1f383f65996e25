/**
 * The rule every cache of pamdocs keeps: a run with caches makes byte for
 * byte what a fresh run makes. For the PAM docs, a generated corpus, a
 * project reading an OpenAPI document live and an imported one, a seeded
 * sequence of random edits (./helpers/cache-edits.ts, one of them an error
 * fixed a few edits later) is applied, and after each edit `pamdocs build`
 * run again (disk cache, and once more unchanged: replayed), the dev
 * server's rebuild (one session that runs follow) and a fresh build must make
 * the same files and diagnostics, and `check` must report the same with its
 * cache (and replayed) as without. The edits keep the content valid, as a
 * writer does, so that most of them (MIN_BUILT; the error and the edits made
 * while it stands not counted) are followed by a successful build.
 *
 * A failure names the seed and every edit so far; replay it with
 * `PAMDOCS_CACHE_SEED=<seed> npx vitest run tests/unit/cache-equivalence.test.ts`
 * (`npm run compile` first: the corpus runs on dist/).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { prng } from '../../bench/prng.mjs';
import { EDITS, type Change } from '../helpers/cache-edits.js';
import { breakFile, fix, type Undo } from '../helpers/cache-errors.js';
import { compiled, makeProject, SOURCES, type Pamdocs, type Project, type ProjectKind } from '../helpers/cache-projects.js';
import { checks, differences, diskBuild, freshBuild, ServeSession } from '../helpers/cache-runs.js';

/** The seed of every project's edits (each kind adds its own offset). */
const SEED = Number(process.env.PAMDOCS_CACHE_SEED ?? 20261127);
/** Edits per project, the error and its fix included (PAMDOCS_CACHE_STEPS: more, to search further). */
const STEPS = Number(process.env.PAMDOCS_CACHE_STEPS ?? 8);
/** Endpoints of the generated corpus: past the worker threshold (200 files), so the compiled first builds run on workers. */
const CORPUS = 200;
/** The least fraction of the edits (the error and edits while it stands not counted) after which the content must build. */
const MIN_BUILT = 0.6;
/** Per project: about 30 s for the corpus alone, and the other test files share the 2 cores. */
const TIMEOUT = 240_000;

const projects: Project[] = [];
afterAll(async () => {
  await Promise.all(projects.map((p) => p.cleanup()));
});

/** The next edit: the fix of the error when `undo` is given, else the error when `error`, else a random edit that applies. */
async function nextEdit(
  p: Project,
  random: () => number,
  error: boolean,
  undo: Undo | undefined,
): Promise<{ change: Change; undo?: Undo }> {
  if (undo) return { change: await fix(p, undo) };
  if (error) {
    const broken = await breakFile(p, random);
    if (broken) return broken;
  }
  const names = Object.keys(EDITS);
  for (let tries = 0; tries < 20; tries++) {
    const name = names[Math.floor(random() * names.length)]!;
    const change = await EDITS[name]!(p, random);
    if (change) return { change: { ...change, what: `${name}: ${change.what}` } };
  }
  throw new Error('no edit applies');
}

/**
 * Builds `kind` three ways after each of STEPS seeded edits and expects the
 * same site, diagnostics and check reports. One edit is an error, fixed
 * after 0 to 2 further edits (made while it stands).
 */
async function holds(kind: ProjectKind, lib: Pamdocs, seedOffset: number): Promise<void> {
  const seed = SEED + seedOffset;
  const random = prng(seed);
  const p = await makeProject(kind, lib, CORPUS);
  projects.push(p);
  const serve = new ServeSession(p);
  const log: string[] = [];
  const errorAt = 1 + Math.floor(random() * (STEPS - 3));
  const gap = Math.floor(random() * 3);
  /** The error's undo while it stands, and the step that fixes it. */
  let error: { undo: Undo; fixAt: number } | 'none' | 'fixed' = 'none';
  let events: Change['events'] = [];
  /** The edits made while the error did not stand (its fix included), and those after which the fresh build failed. */
  let counted = 0;
  const failed: string[] = [];
  for (let step = 0; step <= STEPS; step++) {
    let breaking = false;
    if (step > 0) {
      const fixing = typeof error === 'object' && step >= error.fixAt ? error.undo : undefined;
      const { change, undo } = await nextEdit(p, random, error === 'none' && step >= errorAt, fixing);
      if (undo) error = { undo, fixAt: Math.min(step + 1 + gap, STEPS) };
      if (fixing) error = 'fixed';
      breaking = undo !== undefined;
      log.push(`${step}. ${change.what}`);
      events = change.events;
    }
    const where = `${kind} (${lib.name}), PAMDOCS_CACHE_SEED=${SEED} (seed ${seed}), after:\n${log.join('\n') || '(no edit)'}\n`;
    const fresh = await freshBuild(p);
    if (step > 0 && typeof error !== 'object') {
      counted++;
      if (!fresh.ok) failed.push(`${log.at(-1)}\n  ${fresh.diagnostics.split('\n').find((l) => / error /.test(l))}`);
    }
    expect(differences(fresh, await diskBuild(p)), `${where}pamdocs build with the disk cache`).toEqual([]);
    expect(differences(fresh, await diskBuild(p)), `${where}pamdocs build run again unchanged (replayed)`).toEqual([]);
    expect(differences(fresh, await serve.rebuild(events)), `${where}the dev server's rebuild`).toEqual([]);
    const checked = await checks(p);
    expect(checked.cached, `${where}check with the disk cache`).toBe(checked.fresh);
    expect(checked.again, `${where}check run again unchanged (replayed)`).toBe(checked.fresh);
    // The error edit must fail the build, or it tests nothing of a failed run.
    if (breaking) expect(fresh.ok, `${where}the error edit fails the build`).toBe(false);
  }
  // Edits keep the content valid, so that successful builds are compared after every kind of edit, not only failures.
  const built = counted - failed.length;
  console.log(
    `${kind}: the fresh build succeeded after ${built} of ${counted} edits (seed ${seed}; the error and edits while it stood not counted)`,
  );
  expect(
    counted === 0 ? 1 : built / counted,
    `${kind}, seed ${seed}: too few edits left the content valid; failed after:\n${failed.join('\n')}`,
  ).toBeGreaterThanOrEqual(MIN_BUILT);
}

describe('a cached run makes what a fresh run makes, after any edits', () => {
  it('for the PAM docs', { timeout: TIMEOUT }, () => holds('pam', SOURCES, 0));
  it('for a generated corpus (compiled: first builds on workers)', { timeout: TIMEOUT }, async () => holds('corpus', await compiled(), 1));
  it('for a project reading an OpenAPI document live', { timeout: TIMEOUT }, () => holds('live', SOURCES, 2));
  it('for an imported OpenAPI document', { timeout: TIMEOUT }, () => holds('imported', SOURCES, 3));
});
