#!/usr/bin/env node
// The floor under the goals of issues 25 and 29: what the work every design must do costs with the packages pamdocs
// must use (bench/floor-work.mjs, nothing of pamdocs), against Redocly CLI's `build-docs` of the same operations and
// against pamdocs itself, each a fresh process, in turn, in the same run (this machine's speed changes up to 2x by
// the hour). A goal whose ratio is below the floor's cannot be held by any design that keeps those packages on that
// work; the time between the floor and pamdocs is what a design could still win.
//   node       `node -e 0`: Node's own start, under every run (a run given again too)
//   markdown   every Markdown file's frontmatter read (gray-matter) and body parsed to its tree (unified with
//              remark-parse): the least a check of its links must do, no HTML made; on one thread and on one per
//              core, the faster of the two
//   spec       openapi-core's checks of the document (`struct`, `no-unresolved-refs`), then each description with
//              Markdown parsed so, on one thread per core
//   pamdocs    `pamdocs build` with an empty cache, then with its cache; `pamdocs check` with an empty cache (spec)
//   Redocly    `redocly build-docs` of the openapi.json pamdocs exports (content) or of the document (spec)
//
// usage: node bench/floor.mjs [targets...] [--runs N]   (targets: pam, endpoint counts, github, or the path of an
//        OpenAPI document; default: pam 10000 github; runs: 3)
// Needs the compiled library (npm run compile); Redocly CLI and GitHub's document are fetched once (bench/peer.mjs,
// bench/registry-spec.mjs). Prints one table per target; exit code 0.
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCorpus } from './gen-corpus.mjs';
import { median, redoclyBin, REDOCLY_ENV, REDOCLY_VERSION, runNode } from './peer.mjs';
import { registrySpec } from './registry-spec.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(ROOT, 'bin', 'pamdocs.js');
const WORK = path.join(ROOT, 'bench', 'floor-work.mjs');
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 3;
const targets = args.length > 0 ? args : ['pam', '10000', 'github'];

/** The goals (ratio to Redocly) each figure is held to: issue 29 for content folders, issue 25 for a document. */
const GOALS = {
  pam: { first: 0.5, build: 0.1 },
  10000: { first: 1.0, build: 0.2 },
  spec: { first: 1.0, build: 0.2, check: 0.5 },
};

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (x) => `${x.toFixed(2)}x`;

/**
 * A project for `target` in a fresh temporary folder with an empty node_modules/ (pamdocs' cache goes there): the
 * folder pamdocs reads (`dir`), the document Redocly builds (`api`, relative to `cwd`) and the floor's work.
 */
async function project(target) {
  const cwd = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-floor-'));
  await mkdir(path.join(cwd, 'node_modules'));
  if (target === 'pam' || /^\d+$/.test(target)) {
    const content = path.join(cwd, 'content');
    if (target === 'pam') await cp(path.join(ROOT, 'content'), content, { recursive: true });
    else await generateCorpus(Number(target), content);
    // openapi.json of the same operations, from a build that is not timed.
    runNode(CLI, ['build', 'content', '--out', 'site'], cwd);
    await cp(path.join(cwd, 'site', 'openapi.json'), path.join(cwd, 'openapi.json'));
    return { cwd, dir: 'content', api: 'openapi.json', goals: GOALS[target], floor: ['markdown', content] };
  }
  const spec = target === 'github' ? registrySpec() : path.resolve(target);
  const api = `api${path.extname(spec)}`;
  await cp(spec, path.join(cwd, api));
  await mkdir(path.join(cwd, 'docs'));
  await writeFile(path.join(cwd, 'docs', 'pamdocs.yaml'), `openapi: ../${api}\n`);
  return { cwd, dir: 'docs', api, goals: GOALS.spec, floor: ['spec', path.join(cwd, api)] };
}

console.log(
  `Floors against Redocly CLI ${REDOCLY_VERSION} build-docs and pamdocs, ${runs} runs in turn; ratio = median of each run's time / Redocly's:`,
);
for (const target of targets) {
  const { cwd, dir, api, goals, floor } = await project(target);
  const cache = path.join(cwd, 'node_modules', '.cache');
  const redocly = redoclyBin();
  const times = { Redocly: [], node: [], floor: [], 'pamdocs first': [], 'pamdocs build': [], 'pamdocs check': [] };
  const ratios = Object.fromEntries(Object.keys(times).map((k) => [k, []]));
  for (let run = 0; run < runs; run++) {
    const theirs = runNode(redocly, ['build-docs', api, '-o', 'redoc.html'], cwd, REDOCLY_ENV).ms;
    const mine = { Redocly: theirs, node: runNode('-e', ['0'], cwd).ms };
    const [work, input] = floor;
    const threaded = runNode(WORK, [work, input], cwd).ms;
    mine.floor = work === 'markdown' ? Math.min(threaded, runNode(WORK, [work, input, '--threads', '1'], cwd).ms) : threaded;
    await rm(cache, { recursive: true, force: true });
    if (goals.check) {
      mine['pamdocs check'] = runNode(CLI, ['check', dir], cwd).ms;
      await rm(cache, { recursive: true, force: true });
    }
    mine['pamdocs first'] = runNode(CLI, ['build', dir, '--out', 'site'], cwd).ms;
    mine['pamdocs build'] = runNode(CLI, ['build', dir, '--out', 'site'], cwd).ms;
    for (const [name, ms] of Object.entries(mine)) {
      times[name].push(ms);
      ratios[name].push(ms / theirs);
    }
    console.error(`${target}: run ${run + 1}/${runs} done`);
  }
  const row = (name, goal) => ({
    time: seconds(median(times[name])),
    ratio: ratio(median(ratios[name])),
    ...(goal === undefined ? {} : { goal: `<= ${ratio(goal)}` }),
  });
  const floorName =
    floor[0] === 'markdown' ? 'floor: frontmatter and Markdown parsed' : "floor: openapi-core's checks, descriptions parsed";
  const table = {
    'Redocly build-docs': row('Redocly'),
    'floor: node -e 0': row('node', goals.build),
    [floorName]: row('floor', goals.first),
    'pamdocs first build': row('pamdocs first', goals.first),
    'pamdocs build with the cache': row('pamdocs build', goals.build),
    ...(goals.check ? { 'pamdocs check': row('pamdocs check', goals.check) } : {}),
  };
  console.log(`\n${target}:`);
  console.table(table);
  const below = (name, goal, what) => {
    if (goal !== undefined && median(ratios[name]) > goal)
      console.log(`the goal ${what} <= ${ratio(goal)} is below the floor (${row(name).ratio}): no design with these packages holds it`);
  };
  below('node', goals.build, 'for a build with the cache');
  below('floor', goals.first, 'for a first build');
  below('floor', goals.check, 'for check');
  await rm(cwd, { recursive: true, force: true });
}
