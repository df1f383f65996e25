/**
 * A first build with more files than PARALLEL_THRESHOLD processes them on
 * worker threads, which import the compiled job modules
 * (src/shared/jobs/worker.ts): the real CLI, run from `dist/` (compiled by
 * `npm test` before the tests), must make byte for byte the site that the
 * library makes on this thread from the TypeScript sources.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../../bench/gen-corpus.mjs';
import { build } from '../../src/index.js';
import { PARALLEL_THRESHOLD } from '../../src/shared/jobs/pool.js';
import { Session } from '../../src/shared/session.js';
import { ROOT } from '../helpers/content.js';
import { snapshot } from '../helpers/snapshot.js';

/** Names of the functions the worker threads' CPU profiles in `dir` sampled: what the workers ran. */
async function workerFunctions(dir: string): Promise<string[]> {
  const names = new Set<string>();
  for (const file of await readdir(dir)) {
    if (/\.0\.\d+\.cpuprofile$/.test(file)) continue;
    const profile = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as { nodes: { callFrame: { functionName: string } }[] };
    for (const node of profile.nodes) names.add(node.callFrame.functionName);
  }
  return [...names];
}

const ENDPOINTS = PARALLEL_THRESHOLD + 50;
let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-workers-'));
  await mkdir(path.join(work, 'node_modules'));
  await generateCorpus(ENDPOINTS, path.join(work, 'content'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('a first build on worker threads', () => {
  it(`builds ${ENDPOINTS} endpoints on workers, the same site as on this thread`, { timeout: 120_000 }, async () => {
    // One CPU profile per thread (`CPU.<date>.<time>.<pid>.<thread id>.<n>.cpuprofile`, thread 0 the main one).
    const profiles = path.join(work, 'profiles');
    const child = spawn(
      process.execPath,
      [`--cpu-prof-dir=${profiles}`, '--cpu-prof', path.join(ROOT, 'bin', 'pamdocs.js'), 'build', '--out', 'by-workers'],
      { cwd: work, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(0);
    expect(stderr).toMatch(new RegExp(`Built ${ENDPOINTS} endpoints`));
    expect(await workerFunctions(profiles)).toEqual(expect.arrayContaining(['processDocument']));

    await build({ cwd: work, out: 'on-this-thread', session: new Session() });
    expect(await snapshot(path.join(work, 'by-workers'))).toEqual(await snapshot(path.join(work, 'on-this-thread')));
  });
});
