/**
 * Node's compile cache (`module.enableCompileCache()`, Node 22.1 and later),
 * which bin/pamdocs.js turns on: a run keeps the bytecode of the modules it
 * compiled in the system's temporary folder (`node-compile-cache/` under
 * TMPDIR, as no NODE_COMPILE_CACHE is set here), and the next run of the same
 * command reads every module of pamdocs from there instead of compiling it,
 * on the main thread and on the worker threads that process the files, and
 * does what the first run did. On a Node.js without it (Node 20) the command
 * runs without it, writes no such folder and prints no warning.
 *
 * Each run is the real command (`npm run compile` first), on the current LTS
 * (`../helpers/node-lts.ts`) and on the Node.js running the tests (20.19 on
 * this project's machines). The content has more endpoints than
 * PARALLEL_THRESHOLD, so a first build processes them on worker threads.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../../bench/gen-corpus.mjs';
import { PARALLEL_THRESHOLD } from '../../src/shared/jobs/pool.js';
import { ROOT } from '../helpers/content.js';
import { NODE_LTS, pamdocs, warnings } from '../helpers/node-lts.js';
import { snapshot } from '../helpers/snapshot.js';

const ENDPOINTS = PARALLEL_THRESHOLD + 50;
/** The compiled modules' URLs begin so (`dist/`). */
const DIST = `${pathToFileURL(path.join(ROOT, 'dist')).href}/`;

let tmp: string;
let content: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-compile-cache-'));
  content = path.join(tmp, 'content');
  await generateCorpus(ENDPOINTS, content);
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** Whether the Node.js binary `node` has `module.enableCompileCache()`. */
function hasCompileCache(node: string): boolean {
  return execFileSync(node, ['-p', "typeof require('node:module').enableCompileCache"], { encoding: 'utf8' }).trim() === 'function';
}

/** The files under `dir`, recursively (none when it does not exist). */
async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
}

/**
 * The cores `node` counts (`os.availableParallelism()`), which the job pool sizes its threads by. Asked of that
 * Node.js itself: from Node 22 on, libuv also counts a cgroup's CPU quota, so a CI container's Node 20 and Node 26
 * can count differently.
 */
function cores(node: string): number {
  return Number(execFileSync(node, ['-p', "require('node:os').availableParallelism()"], { encoding: 'utf8' }));
}

/** The build's report line with its timings taken out. */
const report = (stderr: string) => /^Built .*$/m.exec(stderr)?.[0].replace(/\d+ ms/g, 'N ms');

/**
 * What Node printed with NODE_DEBUG_NATIVE=COMPILE_CACHE about pamdocs' modules: for each module (its path
 * under `dist/`), how each thread that compiled it did (`accepted`: from the cache; else `compiled`).
 */
function compiledModules(stderr: string): Map<string, ('accepted' | 'compiled')[]> {
  const modules = new Map<string, ('accepted' | 'compiled')[]>();
  for (const [, url, verdict] of stderr.matchAll(/\[compile cache\] V8 code cache for ESM (\S+) was (\w+)/g)) {
    if (!url!.startsWith(DIST)) continue;
    const name = url!.slice(DIST.length);
    modules.set(name, [...(modules.get(name) ?? []), verdict === 'accepted' ? 'accepted' : 'compiled']);
  }
  return modules;
}

describe("Node's compile cache", () => {
  it.each([
    ['the current LTS', NODE_LTS],
    ['the Node.js running the tests', process.execPath],
  ])('on %s: `pamdocs --version` prints the version and nothing on stderr, with the cache empty and then filled', async (name, node) => {
    const temp = await mkdtemp(path.join(tmp, 'version-'));
    const env = { TMPDIR: temp, NODE_COMPILE_CACHE: undefined, NODE_DISABLE_COMPILE_CACHE: undefined };
    const { version } = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    for (const run of ['empty', 'filled']) {
      expect(await pamdocs(temp, ['--version'], { node, env }), `${name}, cache ${run}`).toEqual({
        code: 0,
        stdout: `${version}\n`,
        stderr: '',
      });
    }
    expect(existsSync(path.join(temp, 'node-compile-cache'))).toBe(hasCompileCache(node));
  });

  it.each([
    ['the current LTS', NODE_LTS],
    ['the Node.js running the tests', process.execPath],
  ])(
    'on %s: a second build reads every module from the compile cache the first one left, where this Node.js has one, and writes the same site',
    async (name, node) => {
      const cwd = path.join(tmp, name.replaceAll(' ', '-'));
      const temp = path.join(cwd, 'tmp');
      await mkdir(path.join(cwd, 'node_modules'), { recursive: true });
      await mkdir(temp);
      const folder = path.join(temp, 'node-compile-cache');
      const env = { TMPDIR: temp, NODE_COMPILE_CACHE: undefined, NODE_DISABLE_COMPILE_CACHE: undefined };

      const first = await pamdocs(cwd, ['build', content, '--out', 'site'], { node, env });
      expect([first.code, warnings(first.stderr + first.stdout)], first.stderr).toEqual([0, []]);
      const site = await snapshot(path.join(cwd, 'site'));
      const cached = await filesUnder(folder);
      // pamdocs' cache is emptied, so the second build processes every file again: on workers, from the job modules.
      await rm(path.join(cwd, 'node_modules', '.cache'), { recursive: true, force: true });
      const second = await pamdocs(cwd, ['build', content, '--out', 'site'], { node, env: { ...env, NODE_DEBUG_NATIVE: 'COMPILE_CACHE' } });
      expect([second.code, warnings(second.stderr + second.stdout)], second.stderr).toEqual([0, []]);
      expect(report(second.stderr)).toEqual(report(first.stderr));
      expect(report(first.stderr)).toMatch(new RegExp(`^Built ${ENDPOINTS} endpoints`));
      expect(await snapshot(path.join(cwd, 'site'))).toEqual(site);

      if (!hasCompileCache(node)) {
        expect(cached, 'a Node.js without a compile cache writes none').toEqual([]);
        expect(existsSync(folder)).toBe(false);
        return;
      }
      expect(cached.length, `the first build left its modules' bytecode in ${folder}`).toBeGreaterThan(0);
      const modules = compiledModules(second.stderr);
      expect([...modules.keys()]).toEqual(expect.arrayContaining(['cli.js', 'parse/jobs.js']));
      for (const [module, threads] of modules) expect(threads, module).not.toContain('compiled');
      // The job module is imported by each worker thread (one per core as that Node.js counts them, up to one per batch of 100), and each reads the cache.
      expect(modules.get('parse/jobs.js')!.length).toBeGreaterThanOrEqual(Math.min(cores(node), 2));
      expect((await filesUnder(folder)).sort(), 'the second build compiled nothing new').toEqual(cached.sort());
    },
    120_000,
  );
});
