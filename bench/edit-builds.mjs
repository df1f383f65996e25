#!/usr/bin/env node
// Builds after an edit, against a peer doing the same work in the same run (issue 37). Every command is a fresh process
// run with this node, pamdocs and Redocly CLI's `build-docs` in turn, since this machine's speed changes up to 2x by the
// hour; each figure shows both medians and the median of the ratios of each pamdocs run to the Redocly run beside it.
//   corpus  a generated corpus of N endpoints (bench/gen-corpus.mjs; default 10,000), its cache warm from a build
//           before (not timed); Redocly builds the openapi.json that pamdocs exports for the same operations
//   github  GitHub's REST API description read live (`openapi: ../api.json` in docs/pamdocs.yaml), its cache warm;
//           Redocly builds the same document
// For each, per run:
//   edit       one endpoint's `title:` (corpus) or one operation's `summary` (github) set to a new text, then
//              `pamdocs build` (the site is checked to hold the new text)
//   unchanged  `pamdocs build` again, nothing changed
// A/B mode (`--ab <checkout>`): first builds (cache deleted before each) of PAM, the corpus and GitHub live with this
// checkout's bin/pamdocs.js and the other checkout's, in turn (which goes first alternates); the ratio is this / other.
//
// usage: node bench/edit-builds.mjs [corpus] [github] [--runs N] [--endpoints N]
//        node bench/edit-builds.mjs --ab <checkout> [pam] [corpus] [github] [--runs N] [--endpoints N]
// Goals (ratio = pamdocs / Redocly): edit <= 0.3x, unchanged <= 0.2x; A/B: first builds no slower than the other
// checkout by more than 5 % (ratio <= 1.05). One line per goal, held or MISSED; exit code 1 when one is missed.
// Needs the compiled library (npm run compile; the other checkout's too); Redocly CLI and GitHub's description are
// fetched once (bench/peer.mjs, bench/registry-spec.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCorpus } from './gen-corpus.mjs';
import { median, redoclyBin, REDOCLY_ENV, REDOCLY_VERSION, runNode } from './peer.mjs';
import { registrySpec } from './registry-spec.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(ROOT, 'bin', 'pamdocs.js');
const GOALS = { edit: 0.3, unchanged: 0.2, ab: 1.05 };

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args.splice(at, 2)[1];
};
const runs = Number(option('--runs') ?? 3);
const endpoints = Number(option('--endpoints') ?? 10000);
const other = option('--ab');
const cases = args.length > 0 ? args : other ? ['pam', 'corpus', 'github'] : ['corpus', 'github'];

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (x) => `${x.toFixed(2)}x`;

/** A new project folder with an empty node_modules/ (pamdocs keeps its cache in node_modules/.cache/pamdocs/ there). */
async function projectFolder(name) {
  const cwd = await mkdtemp(path.join(os.tmpdir(), `pamdocs-edit-builds-${name}-`));
  await mkdir(path.join(cwd, 'node_modules'));
  return cwd;
}

/**
 * A project of `kind`: its folder, the content folder to build, what Redocly builds, and an editor (`edit(marker)`
 * writes the marker into one endpoint's title or summary).
 */
async function project(kind) {
  const cwd = await projectFolder(kind);
  if (kind === 'pam') {
    await cp(path.join(ROOT, 'content'), path.join(cwd, 'content'), { recursive: true });
    return { cwd, content: 'content' };
  }
  if (kind === 'corpus') {
    const content = path.join(cwd, 'content');
    await generateCorpus(endpoints, content);
    // The title of an endpoint half way down the first group.
    const folder = path.join(content, 'endpoints');
    const group = readdirSync(folder).sort()[0];
    const names = readdirSync(path.join(folder, group)).sort();
    const file = path.join(folder, group, names[Math.floor(names.length / 2)]);
    const original = await readFile(file, 'utf8');
    if (!/^title: .*$/m.test(original)) throw new Error(`no title: line in ${file}`);
    return {
      cwd,
      content: 'content',
      peer: 'openapi.json',
      edit: (marker) => writeFile(file, original.replace(/^title: .*$/m, `title: ${marker}`)),
    };
  }
  const spec = registrySpec();
  await copyFile(spec, path.join(cwd, 'api.json'));
  await mkdir(path.join(cwd, 'docs'));
  await writeFile(path.join(cwd, 'docs', 'pamdocs.yaml'), 'openapi: ../api.json\n');
  const original = readFileSync(spec, 'utf8');
  // The summary of an operation half way down `paths` that is written once in the file (a summary elsewhere, of an
  // example in `components`, would be an edit of what every operation reads).
  const all = [...original.matchAll(/("summary"\s*:\s*)("(?:[^"\\\n]|\\.)*")/g)];
  const count = new Map();
  for (const m of all) count.set(m[2], (count.get(m[2]) ?? 0) + 1);
  const operations = Object.values(JSON.parse(original).paths).flatMap((item) =>
    Object.values(item).filter((o) => typeof o?.summary === 'string' && count.get(JSON.stringify(o.summary)) === 1),
  );
  const summary = JSON.stringify(operations[Math.floor(operations.length / 2)].summary);
  const m = all.find((x) => x[2] === summary);
  const edit = (marker) =>
    writeFile(
      path.join(cwd, 'api.json'),
      original.slice(0, m.index) + m[1] + JSON.stringify(marker) + original.slice(m.index + m[0].length),
    );
  return { cwd, content: 'docs', peer: 'api.json', edit };
}

/** `pamdocs build` of `p` with the CLI `cli` into `site/`. */
const build = (cli, p) => runNode(cli, ['build', p.content, '--out', 'site'], p.cwd);
/** Redocly's build of `p`'s document. */
const redocly = (p) => runNode(redoclyBin(), ['build-docs', p.peer, '-o', 'redoc.html'], p.cwd, REDOCLY_ENV);

const rows = [];
const verdicts = [];
const check = (what, value, goal) => verdicts.push(`${value <= goal ? 'held' : 'MISSED'}: ${what} ${ratio(value)} (<= ${ratio(goal)})`);

/** Edit and unchanged builds of `kind` against Redocly. */
async function editBuilds(kind) {
  const p = await project(kind);
  try {
    build(CLI, p);
    if (kind === 'corpus') await copyFile(path.join(p.cwd, 'site', 'openapi.json'), path.join(p.cwd, 'openapi.json'));
    const edited = [];
    const unchanged = [];
    const peer = [];
    for (let run = 0; run < runs; run++) {
      const marker = `Edited by the bench ${run} ${Date.now().toString(36)}`;
      await p.edit(marker);
      edited.push(build(CLI, p));
      if (!readFileSync(path.join(p.cwd, 'site', 'openapi.json'), 'utf8').includes(marker))
        throw new Error(`${kind}: the site built after the edit does not hold "${marker}"`);
      const theirs = redocly(p);
      peer.push(theirs);
      unchanged.push(build(CLI, p));
      edited.at(-1).ratio = edited.at(-1).ms / theirs.ms;
      unchanged.at(-1).ratio = unchanged.at(-1).ms / theirs.ms;
      console.error(
        `${kind}: run ${run + 1}/${runs}: edit ${seconds(edited.at(-1).ms)}, Redocly ${seconds(theirs.ms)}, unchanged ${seconds(unchanged.at(-1).ms)}`,
      );
    }
    const name = kind === 'corpus' ? `${endpoints.toLocaleString('en')} endpoints` : "GitHub's REST API, live";
    const editRatio = median(edited.map((r) => r.ratio));
    const unchangedRatio = median(unchanged.map((r) => r.ratio));
    rows.push({
      content: name,
      'build after the edit': seconds(median(edited.map((r) => r.ms))),
      'build, nothing changed': seconds(median(unchanged.map((r) => r.ms))),
      Redocly: seconds(median(peer.map((r) => r.ms))),
      'edit ratio': ratio(editRatio),
      'unchanged ratio': ratio(unchangedRatio),
      'ratios (each run)': edited.map((r, i) => `${ratio(r.ratio)}/${ratio(unchanged[i].ratio)}`).join(' '),
    });
    check(`${name}, build after an edit / Redocly`, editRatio, GOALS.edit);
    check(`${name}, build with nothing changed / Redocly`, unchangedRatio, GOALS.unchanged);
  } finally {
    await rm(p.cwd, { recursive: true, force: true });
  }
}

/** First builds of `kind` with this checkout and `otherCli`, in turn. */
async function firstBuilds(kind, otherCli) {
  const p = await project(kind);
  const cache = path.join(p.cwd, 'node_modules', '.cache');
  try {
    const ours = [];
    const theirs = [];
    const ratios = [];
    const first = async (cli) => {
      await rm(cache, { recursive: true, force: true });
      return build(cli, p).ms;
    };
    for (let run = 0; run < runs; run++) {
      // Which goes first alternates, so neither is always the one after the other's page cache.
      const times = new Map();
      for (const cli of run % 2 === 0 ? [CLI, otherCli] : [otherCli, CLI]) times.set(cli, await first(cli));
      const [mine, b] = [times.get(CLI), times.get(otherCli)];
      ours.push(mine);
      theirs.push(b);
      ratios.push(mine / b);
      console.error(`${kind}: run ${run + 1}/${runs}: this ${seconds(mine)}, other ${seconds(b)}`);
    }
    const name = kind === 'pam' ? 'PAM' : kind === 'corpus' ? `${endpoints.toLocaleString('en')} endpoints` : "GitHub's REST API, live";
    const r = median(ratios);
    rows.push({
      content: name,
      'this checkout': seconds(median(ours)),
      other: seconds(median(theirs)),
      ratio: ratio(r),
      'ratios (each run)': ratios.map(ratio).join(' '),
    });
    check(`${name}, first build / the other checkout's`, r, GOALS.ab);
  } finally {
    await rm(p.cwd, { recursive: true, force: true });
  }
}

if (other) {
  const otherCli = path.resolve(other, 'bin', 'pamdocs.js');
  if (!existsSync(otherCli)) throw new Error(`no bin/pamdocs.js in ${other}`);
  for (const kind of cases) await firstBuilds(kind, otherCli);
  console.log(
    `First builds (empty cache), this checkout (${ROOT}) against ${path.resolve(other)}, in turn; ratio = median of this / other:`,
  );
} else {
  for (const kind of cases) await editBuilds(kind);
  console.log(
    `pamdocs build vs Redocly CLI ${REDOCLY_VERSION} build-docs of the same operations, in turn; ratio = median of each run's pamdocs / Redocly:`,
  );
}
console.table(rows);
for (const line of verdicts) console.log(line);
process.exitCode = verdicts.some((v) => v.startsWith('MISSED')) ? 1 : 0;
