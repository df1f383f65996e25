/**
 * Many jobs on all cores: worker threads each run batches of one kind of
 * job, within the per-item time bound of `./bounded.ts`. Used for large
 * cache misses (a first build of thousands of endpoints); small ones run on
 * this thread, where starting workers would cost more.
 *
 * A {@link JobKind} names the module that does the work, so this runner
 * imports nothing from the stages that use it: the parse stage's documents
 * (`src/parse/jobs.ts`) and the model stage's code samples
 * (`src/model/code/job.ts`) each own their kind.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { COMPILED, compiledModule } from '../package-files.js';
import { FILE_TIME_BOUND_MS, runBounded } from './bounded.js';
import { RunMemo } from './run-memo.js';

/**
 * A module that does one kind of job: `run(input, memo)` returns the job's
 * result, structured-cloneable, and never throws on bad content. `memo` is
 * the run's on this thread (one per run and thread), for work its jobs repeat.
 */
export interface JobModule<I, O> {
  run(input: I, memo: RunMemo): O;
}

/** A kind of job: where its module is, for worker threads and for this thread. */
export interface JobKind<I, O> {
  /**
   * URL of the module (compiled, `.js`) that a worker imports; workers are
   * used only when it exists, so runs from TypeScript sources stay on this thread.
   */
  module: URL;
  /** The same module, imported on this thread (lazily: a run that finds everything cached never loads it). */
  load(): Promise<JobModule<I, O>>;
}

/** What a worker is sent: the module of the jobs, the inputs of one batch, and the bound per input (ms). */
export interface WorkerBatch {
  module: string;
  inputs: unknown[];
  boundMs: number;
}

/** Below this many jobs, they run on this thread. */
export const PARALLEL_THRESHOLD = 200;
/**
 * Young-generation size of a worker, in MiB: processing allocates many
 * short-lived objects, and a larger nursery than V8's default makes fewer
 * scavenges (a 10,000-endpoint first build: 32.8 s -> 29.3 s, bench/run.mjs).
 */
const YOUNG_GENERATION_MB = 64;
/** Jobs per message to a worker. */
const BATCH = 100;

/** The compiled worker entry, or undefined when running from TypeScript sources (tests). */
function workerFile(): URL | undefined {
  const url = compiledModule('shared/jobs/worker.js');
  return COMPILED && existsSync(fileURLToPath(url)) ? url : undefined;
}

/** Whether {@link inWorkers} can run `count` jobs of `kind` here. */
function canParallelize(kind: JobKind<unknown, unknown>, count: number): boolean {
  return count >= PARALLEL_THRESHOLD && os.availableParallelism() > 1 && workerFile() !== undefined && existsSync(fileURLToPath(kind.module));
}

/**
 * Runs `inputs` on one worker per core; resolves with their results in input order.
 * @throws Error when a worker fails (the caller falls back to this thread).
 */
async function inWorkers<I, O>(kind: JobKind<I, O>, inputs: readonly I[], boundMs: number): Promise<(O | undefined)[]> {
  const file = workerFile()!;
  const results: (O | undefined)[] = new Array(inputs.length);
  let next = 0;
  const count = Math.min(os.availableParallelism(), Math.ceil(inputs.length / BATCH));
  const run = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      let start = 0;
      const send = () => {
        if (next >= inputs.length) {
          resolve();
          return;
        }
        start = next;
        next = Math.min(next + BATCH, inputs.length);
        const batch: WorkerBatch = { module: kind.module.href, inputs: inputs.slice(start, next), boundMs };
        worker.postMessage(batch);
      };
      worker.on('message', (made: (O | undefined)[]) => {
        made.forEach((r, i) => (results[start + i] = r));
        send();
      });
      worker.once('error', reject);
      send();
    });
  const workers = Array.from({ length: count }, () => new Worker(file, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } }));
  try {
    await Promise.all(workers.map(run));
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}

/**
 * Runs a job of `kind` for each of `inputs`: on worker threads when they are
 * many (falling back to this thread when a worker cannot start or dies),
 * else here. Resolves with the results in input order; a job that ran past
 * `boundMs` (ms, default {@link FILE_TIME_BOUND_MS}) was stopped and its
 * result is `undefined`.
 */
export async function runJobs<I, O>(kind: JobKind<I, O>, inputs: readonly I[], boundMs = FILE_TIME_BOUND_MS): Promise<(O | undefined)[]> {
  if (inputs.length === 0) return [];
  if (canParallelize(kind as JobKind<unknown, unknown>, inputs.length)) {
    try {
      return await inWorkers(kind, inputs, boundMs);
    } catch {
      // A worker could not start or died: run on this thread instead.
    }
  }
  const { run } = await kind.load();
  const memo = new RunMemo();
  return runBounded(inputs, (input) => run(input, memo), boundMs);
}
