#!/usr/bin/env node
// `pamdocs diff` of two releases of a large API against Redocly CLI's `bundle` of the same two documents, in the
// same run: GitHub Enterprise Server 3.18 and 3.19 as published on npm (@octokit/openapi, about 11 MB each),
// fetched once with `npm pack` into node_modules/.cache/pamdocs-bench/. Every command is a fresh process run with
// this node, pamdocs and Redocly in turn (this machine's speed changes up to 2x by the hour); the figures are both
// medians over N runs and the median of the ratios of each pamdocs run to the Redocly run right after it, with the
// peak RSS of each.
//   pamdocs   `pamdocs diff ghes-3.18.json ghes-3.19.json --format json` (exit 1: it finds breaking changes)
//   Redocly   `redocly bundle ghes-3.18.json ghes-3.19.json -o <tmp>` (reads, resolves and writes both)
//
// usage: node bench/diff.mjs [--runs N]   (default: 5 runs)
// Goal (issue: API changes in CI): ratio = pamdocs / Redocly <= 1.0. Exit code 1 when it is missed.
// Needs the compiled library: npm run compile.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, redoclyBin, REDOCLY_ENV, REDOCLY_VERSION, runNode } from './peer.mjs';
import { registrySpec } from './registry-spec.mjs';

const CLI = fileURLToPath(new URL('../bin/pamdocs.js', import.meta.url));
const GOAL = 1.0;

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;

const release = (v) => registrySpec({ name: '@octokit/openapi', version: '23.0.2', file: `package/generated/ghes-${v}.json` });
const [base, head] = [release('3.18'), release('3.19')];
const redocly = redoclyBin();
const tmp = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-bench-diff-'));
try {
  const pairs = [];
  for (let i = 0; i < runs; i++) {
    const p = runNode(CLI, ['diff', base, head, '--format', 'json'], tmp, process.env, [0, 1]);
    const r = runNode(redocly, ['bundle', base, head, '-o', path.join(tmp, 'bundled')], tmp, REDOCLY_ENV);
    pairs.push({ p, r });
    console.log(
      `run ${i + 1}: pamdocs diff ${(p.ms / 1000).toFixed(2)} s (${Math.round(p.rss / 1024)} MiB), Redocly bundle ${(r.ms / 1000).toFixed(2)} s (${Math.round(r.rss / 1024)} MiB)`,
    );
  }
  const ratio = median(pairs.map(({ p, r }) => p.ms / r.ms));
  const s = (pick) => `${(median(pairs.map(pick)) / 1000).toFixed(2)} s`;
  const mib = (pick) => `${Math.round(median(pairs.map(pick)) / 1024)} MiB`;
  console.log(
    `\npamdocs diff vs Redocly CLI ${REDOCLY_VERSION} bundle of ${path.basename(base)} and ${path.basename(head)}, ${runs} runs in turn:`,
  );
  console.log(
    `  pamdocs ${s(({ p }) => p.ms)} (${mib(({ p }) => p.rss)}), Redocly ${s(({ r }) => r.ms)} (${mib(({ r }) => r.rss)}), ratio ${ratio.toFixed(2)}x (goal <= ${GOAL.toFixed(1)}x): ${ratio <= GOAL ? 'held' : 'MISSED'}`,
  );
  process.exitCode = ratio <= GOAL ? 0 : 1;
} finally {
  await rm(tmp, { recursive: true, force: true });
}
