#!/usr/bin/env node
// The world's OpenAPI documents as a test suite: every document of the APIs-guru directory (bench/corpus-specs.mjs)
// through the invariants of bench/corpus-invariants.mjs, in this process, on worker threads (one document at a time
// each), with the compiled library (dist/index.js: run `npm run compile` first).
//
// It can be stopped and resumed: each document's result is appended to results.jsonl as it ends, under a key of
// the compiled library, and a run skips the documents already there for the same library (--fresh starts over).
// A document that runs longer than --timeout, or exhausts its thread's heap, fails with that reason and its thread
// is replaced. The summary (summary.md beside the results, and on stdout) lists, per invariant, the documents that
// fail it and why, the pass rate, this run's wall time and its peak RSS (all threads).
//
// usage: node bench/corpus.mjs [id-substring...] [--sample N] [--seed S] [--jobs N] [--timeout SECONDS] [--examples]
//                              [--fresh]
//   id-substring  only the documents whose id holds one of them (e.g. googleapis.com/ github.com/api)
//   --sample N    N documents chosen by a seeded hash of their ids (--seed, default "pamdocs")
//   --examples    the documents of @readme/oas-examples and @scalar/galaxy instead of the directory
// Exit code: 0 when at least 99.5 % of the documents pass every invariant and none has an internal error, else 1.
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { checkSpec } from './corpus-invariants.mjs';
import { directorySpecs, exampleSpecs, sampleSpecs } from './corpus-specs.mjs';
import { BENCH_CACHE } from './registry-spec.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The share of documents that must pass every invariant (the goal). */
const PASS_GOAL = 0.995;

if (!isMainThread) {
  // A worker: checks the documents it is sent, one at a time.
  const lib = await import(path.join(ROOT, 'dist', 'index.js'));
  parentPort.on('message', async ({ id, file }) => {
    const work = path.join(workerData.scratch, createHash('sha256').update(id).digest('hex').slice(0, 16));
    const result = await checkSpec(lib, file, work).catch((error) => ({
      operations: 0,
      failures: [{ invariant: 'internal', detail: `harness: ${error?.stack ?? error}` }],
      ms: {},
    }));
    parentPort.postMessage({ id, ...result });
  });
} else {
  await main();
}

/** A key of the compiled library: a result of another build of pamdocs is not resumed. */
function libraryKey() {
  const hash = createHash('sha256');
  const dist = path.join(ROOT, 'dist');
  for (const name of readdirSync(dist, { recursive: true }).sort()) {
    if (/\.(js|cjs|json)$/.test(name)) hash.update(name).update(readFileSync(path.join(dist, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The options of the command line. */
function options(argv) {
  const args = [...argv];
  const take = (flag, fallback) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args.splice(at, 2)[1] : fallback;
  };
  const has = (flag) => {
    const at = args.indexOf(flag);
    return at >= 0 && args.splice(at, 1).length > 0;
  };
  const sample = take('--sample');
  return {
    sample: sample === undefined ? undefined : Number(sample),
    seed: take('--seed', 'pamdocs'),
    jobs: Number(take('--jobs', Math.max(1, os.availableParallelism()))),
    timeoutMs: Number(take('--timeout', '600')) * 1000,
    examples: has('--examples'),
    fresh: has('--fresh'),
    filters: args,
  };
}

async function main() {
  const opts = options(process.argv.slice(2));
  let specs = opts.examples ? exampleSpecs() : directorySpecs();
  if (opts.filters.length) specs = specs.filter((s) => opts.filters.some((f) => s.id.includes(f)));
  if (opts.sample !== undefined) specs = sampleSpecs(specs, opts.sample, opts.seed);

  const out = path.join(BENCH_CACHE, 'corpus');
  mkdirSync(out, { recursive: true });
  const resultsFile = path.join(out, 'results.jsonl');
  const key = libraryKey();
  const results = new Map();
  if (!opts.fresh && existsSync(resultsFile)) {
    for (const line of readFileSync(resultsFile, 'utf8').split('\n')) {
      if (!line) continue;
      const r = JSON.parse(line);
      if (r.key === key) results.set(r.id, r);
    }
  } else writeFileSync(resultsFile, '');
  const wanted = new Set(specs.map((s) => s.id));
  const todo = specs.filter((s) => !results.has(s.id));
  const resumed = specs.length - todo.length;
  console.log(
    `${specs.length} documents, ${resumed} already checked by this build of pamdocs, ${todo.length} to check on ${opts.jobs} threads`,
  );

  const started = performance.now();
  const scratch = path.join(os.tmpdir(), `pamdocs-corpus-${process.pid}`);
  let done = 0;
  const record = (r) => {
    results.set(r.id, r);
    appendFileSync(resultsFile, `${JSON.stringify({ key, ...r })}\n`);
    done++;
    progress();
  };
  const progress = () => {
    const failed = [...results.values()].filter((r) => wanted.has(r.id) && r.failures.length).length;
    const elapsed = (performance.now() - started) / 1000;
    const eta = done ? ((todo.length - done) * elapsed) / done : 0;
    const line = `${resumed + done}/${specs.length} checked, ${failed} failing, ${elapsed.toFixed(0)} s, about ${(eta / 60).toFixed(0)} min left`;
    if (process.stdout.isTTY) process.stdout.write(`\r${line}   `);
    else if (done % 25 === 0 || done === todo.length) console.log(line);
  };

  const queue = [...todo];
  await Promise.all(
    Array.from({ length: Math.min(opts.jobs, queue.length) }, async () => {
      let worker;
      while (queue.length) {
        const spec = queue.shift();
        worker ??= new Worker(fileURLToPath(import.meta.url), {
          workerData: { scratch },
          resourceLimits: { maxOldGenerationSizeMb: 8192 },
        });
        const result = await new Promise((resolve) => {
          const timer = setTimeout(() => {
            resolve({ failures: [{ invariant: 'time', detail: `not done in ${opts.timeoutMs / 1000} s` }] });
          }, opts.timeoutMs);
          const settle = (r) => {
            clearTimeout(timer);
            worker.off('message', settle);
            worker.off('error', failed);
            resolve(r);
          };
          const failed = (error) =>
            settle({ failures: [{ invariant: 'internal', detail: `thread: ${error?.code ?? ''} ${error?.message}` }] });
          worker.on('message', settle);
          worker.once('error', failed);
          worker.postMessage(spec);
        });
        if (!result.id) {
          // Timed out or died: the thread is replaced.
          await worker.terminate();
          worker = undefined;
        }
        record({ operations: 0, ms: {}, ...result, id: spec.id });
      }
      await worker?.terminate();
    }),
  );
  if (process.stdout.isTTY) process.stdout.write('\n');
  const summary = summarise(
    specs.map((s) => results.get(s.id)),
    { wallS: (performance.now() - started) / 1000, rssMiB: process.resourceUsage().maxRSS / 1024, resumed, key },
  );
  writeFileSync(path.join(out, 'summary.md'), summary.text);
  console.log(summary.text);
  console.log(`results: ${resultsFile}`);
  process.exitCode = summary.ok ? 0 : 1;
}

/** The summary of `results`: per invariant, the documents that fail it and why; whether the goal holds. */
function summarise(results, run) {
  const passed = results.filter((r) => r.failures.length === 0).length;
  const rate = results.length ? passed / results.length : 1;
  const byInvariant = new Map();
  for (const r of results) {
    for (const f of r.failures) {
      const list = byInvariant.get(f.invariant) ?? new Map();
      if (!list.has(r.id)) list.set(r.id, f.detail.split('\n')[0]);
      byInvariant.set(f.invariant, list);
    }
  }
  const operations = results.reduce((n, r) => n + (r.operations ?? 0), 0);
  const lines = [
    `# Corpus: ${passed} of ${results.length} documents pass every invariant (${(rate * 100).toFixed(2)} %; goal ${PASS_GOAL * 100} %)`,
    '',
    `${operations} operations. This run: ${run.wallS.toFixed(0)} s wall, peak RSS ${run.rssMiB.toFixed(0)} MiB (all threads);` +
      ` ${run.resumed} documents resumed from an earlier run of the same build (library ${run.key}).`,
  ];
  for (const [invariant, list] of [...byInvariant].sort()) {
    lines.push('', `## ${invariant}: ${list.size} documents`, '');
    for (const [id, detail] of list) lines.push(`- ${id}: ${detail}`);
  }
  const internal = byInvariant.get('internal')?.size ?? 0;
  return { text: `${lines.join('\n')}\n`, ok: rate >= PASS_GOAL && internal === 0 };
}
