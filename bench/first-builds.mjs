#!/usr/bin/env node
// First builds against a peer doing the same work in the same run: for the PAM content and generated corpora
// (bench/gen-corpus.mjs), pamdocs' `build` against Redocly CLI's `build-docs` of the openapi.json that pamdocs itself
// exports for the same operations (made once, not timed). Every command is a fresh process run with this node, the
// two tools in turn, since this machine's speed changes up to 2x by the hour; each figure shows both medians and the
// median of the ratios of each pamdocs run to the Redocly run right after it.
//   first build  `pamdocs build`, its cache deleted before (as on a fresh CI runner)  vs  `redocly build-docs openapi.json`
//   build        `pamdocs build` again with the cache the first build left             vs  the same Redocly build
//   peak RSS     of the pamdocs first build, all threads (bench/exit-rss.mjs), and of Redocly's
//   site size    bytes of the folder pamdocs writes  vs  bytes of Redocly's one HTML page; and the same without the
//                files for programs, which Redocly does not make (openapi.json, llms.txt, llms-full.txt, md/)
//
// usage: node bench/first-builds.mjs [sizes...] [--runs N]   (sizes: pam and endpoint counts; default: pam 10000;
//        runs: 5 for PAM, 3 for the corpora)
// Goals (issue 29; ratio = pamdocs / Redocly): 10,000 endpoints first build <= 1.0, with the cache <= 0.2, site
// size <= 3; PAM first build <= 0.5, with the cache <= 0.1. One line per goal, held or MISSED; exit code 1 when one
// is missed. Needs the compiled library (npm run compile); Redocly CLI is installed once (bench/peer.mjs).
import { readdir, rm, stat, mkdtemp, cp, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCorpus } from './gen-corpus.mjs';
import { median, redoclyBin, REDOCLY_ENV, REDOCLY_VERSION, runNode } from './peer.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(ROOT, 'bin', 'pamdocs.js');
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runsGiven = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : undefined;
const sizes = args.length > 0 ? args : ['pam', '10000'];

/** The goals of issue 29 by content: ratios pamdocs / Redocly. */
const GOALS = { pam: { first: 0.5, build: 0.1 }, 10000: { first: 1.0, build: 0.2, size: 3 } };

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const mib = (kib) => `${Math.round(kib / 1024)} MiB`;
const ratio = (x) => `${x.toFixed(2)}x`;

/** The files of a built site that are for programs, not for readers: the API's document, llms.txt and its Markdown. */
const FOR_PROGRAMS = /^(openapi\.json|llms\.txt|llms-full\.txt|md\/.*)$/;

/** Total bytes of the files under `dir`: all, and those for readers (not {@link FOR_PROGRAMS}). */
async function folderBytes(dir) {
  const total = { all: 0, readers: 0 };
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { size } = await stat(file);
    total.all += size;
    if (!FOR_PROGRAMS.test(path.relative(dir, file).split(path.sep).join('/'))) total.readers += size;
  }
  return total;
}

/** A project folder for `size` in a fresh temporary folder, with an empty node_modules/ for pamdocs' cache. */
async function project(size) {
  const cwd = await mkdtemp(path.join(os.tmpdir(), `pamdocs-first-builds-${size}-`));
  await mkdir(path.join(cwd, 'node_modules'));
  const content = path.join(cwd, 'content');
  if (size === 'pam') await cp(path.join(ROOT, 'content'), content, { recursive: true });
  else await generateCorpus(Number(size), content);
  return cwd;
}

const lines = [];
const verdicts = [];
for (const size of sizes) {
  const runs = runsGiven ?? (size === 'pam' ? 5 : 3);
  const cwd = await project(size);
  const cache = path.join(cwd, 'node_modules', '.cache');
  const redocly = redoclyBin();
  // openapi.json of the same operations, from a build that is not timed.
  runNode(CLI, ['build', 'content', '--out', 'site'], cwd);
  await cp(path.join(cwd, 'site', 'openapi.json'), path.join(cwd, 'openapi.json'));
  const first = [];
  const cached = [];
  const peer = [];
  const firstRatios = [];
  const cachedRatios = [];
  for (let run = 0; run < runs; run++) {
    await rm(cache, { recursive: true, force: true });
    first.push(runNode(CLI, ['build', 'content', '--out', 'site'], cwd));
    const theirs = runNode(redocly, ['build-docs', 'openapi.json', '-o', 'redoc.html'], cwd, REDOCLY_ENV);
    peer.push(theirs);
    cached.push(runNode(CLI, ['build', 'content', '--out', 'site'], cwd));
    firstRatios.push(first.at(-1).ms / theirs.ms);
    cachedRatios.push(cached.at(-1).ms / theirs.ms);
    console.error(`${size}: run ${run + 1}/${runs} done`);
  }
  const ours = await folderBytes(path.join(cwd, 'site'));
  const theirsBytes = (await stat(path.join(cwd, 'redoc.html'))).size;
  const row = {
    content: size === 'pam' ? 'PAM' : `${Number(size).toLocaleString('en')} endpoints`,
    'pamdocs first': seconds(median(first.map((r) => r.ms))),
    'pamdocs build': seconds(median(cached.map((r) => r.ms))),
    Redocly: seconds(median(peer.map((r) => r.ms))),
    'first ratio': ratio(median(firstRatios)),
    'build ratio': ratio(median(cachedRatios)),
    'peak RSS': `${mib(Math.max(...first.map((r) => r.rss)))} / ${mib(Math.max(...peer.map((r) => r.rss)))}`,
    'site size': `${(ours.all / 1e6).toFixed(1)} MB / ${(theirsBytes / 1e6).toFixed(1)} MB (${ratio(ours.all / theirsBytes)})`,
    'for readers': `${(ours.readers / 1e6).toFixed(1)} MB (${ratio(ours.readers / theirsBytes)})`,
  };
  lines.push(row);
  const goals = GOALS[size];
  if (goals) {
    const check = (what, value, goal) =>
      verdicts.push(`${value <= goal ? 'held' : 'MISSED'}: ${row.content}, ${what} ${ratio(value)} (<= ${ratio(goal)})`);
    check('first build / Redocly', median(firstRatios), goals.first);
    check('build with the cache / Redocly', median(cachedRatios), goals.build);
    if (goals.size) check('site size / Redocly', ours.all / theirsBytes, goals.size);
  }
  await rm(cwd, { recursive: true, force: true });
}

console.log(
  `pamdocs build vs Redocly CLI ${REDOCLY_VERSION} build-docs of pamdocs' openapi.json, in turn; ratio = median of each run's pamdocs / Redocly:`,
);
console.table(lines);
for (const line of verdicts) console.log(line);
process.exitCode = verdicts.some((v) => v.startsWith('MISSED')) ? 1 : 0;
