/**
 * Many jobs on all cores: worker threads each run batches of one kind of
 * job, within the per-item time bound of `./bounded.ts`. Used for large
 * cache misses (a first build of thousands of endpoints); small ones run on
 * this thread, where starting workers would cost more.
 *
 * A {@link JobKind} names the module that does the work, so this runner
 * imports nothing from the stages that use it: the parse stage's documents
 * (`src/parse/jobs.ts`) and the openapi stage's parts
 * (`src/openapi/jobs.ts`) each own their kind.
 */
import { existsSync } from 'node:fs';
import Module from 'node:module';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { COMPILED, compiledModule, packageFile } from '../package-files.js';
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

/**
 * A kind of job: its module, `src/<module>.ts`, compiled by `npm run compile`
 * to `dist/<module>.js`, which this thread and worker threads import when a
 * file needs processing. Owns the module once loaded on this thread.
 */
export class JobKind<I, O> {
  private loaded?: Promise<JobModule<I, O>>;
  /** {@link compiled}'s answer, once asked (null: none). */
  private compiledUrl?: URL | null;

  /** @param module the module's path under `src/` without extension, e.g. `parse/jobs` */
  private constructor(readonly module: string) {}

  /**
   * The kind of the job module `M` at `src/<module>.ts`, its input and
   * output types taken from `M`'s `run` (a type-only reference: nothing is
   * imported until {@link load}), e.g. `JobKind.of<typeof import('./jobs.js')>('parse/jobs')`.
   */
  static of<M extends { run(input: never, memo: RunMemo): unknown }>(
    module: string,
  ): JobKind<Parameters<M['run']>[0], ReturnType<M['run']>> {
    return new JobKind(module);
  }

  /** The compiled module's URL, or undefined when running from TypeScript sources (tests) or it is missing; looked for once. */
  compiled(): URL | undefined {
    if (this.compiledUrl === undefined) {
      const url = compiledModule(`${this.module}.js`);
      this.compiledUrl = COMPILED && existsSync(fileURLToPath(url)) ? url : null;
    }
    return this.compiledUrl ?? undefined;
  }

  /**
   * The module on this thread, imported on first use (lazily: a run that finds
   * everything cached never loads it) and kept: the compiled module, else the TypeScript source.
   * @throws Error when its code cannot be read or throws
   */
  load(): Promise<JobModule<I, O>> {
    this.loaded ??= import((this.compiled() ?? pathToFileURL(packageFile(`src/${this.module}.ts`))).href) as Promise<JobModule<I, O>>;
    return this.loaded;
  }
}

/** What a worker is sent: the module of the jobs (a `file:` URL), the inputs of one batch, the bound per input (ms), and with its first batch what the run shares. */
export interface WorkerBatch {
  module: string;
  inputs: unknown[];
  boundMs: number;
  /** {@link RunMemo.shared}, on the first batch a worker is sent (absent after, and when the run shares nothing). */
  shared?: unknown;
}

/** Below this many jobs, they run on this thread. */
export const PARALLEL_THRESHOLD = 200;
/**
 * Young-generation size of a worker, in MiB: processing allocates many
 * short-lived objects, and a larger nursery than V8's default makes fewer
 * scavenges (bench/run.mjs measures the first build of 10,000 endpoints).
 */
const YOUNG_GENERATION_MB = 64;
/** Jobs per message to a worker. */
const BATCH = 100;
/**
 * Batches a worker holds at once: the next waits in its queue while it runs
 * one, so it never idles while this thread is busy (checking an OpenAPI
 * document, say) or a message is on its way.
 */
const IN_FLIGHT = 2;

/** The compiled worker entry, or undefined when running from TypeScript sources (tests). */
function workerFile(): URL | undefined {
  const url = compiledModule('shared/jobs/worker.js');
  return COMPILED && existsSync(fileURLToPath(url)) ? url : undefined;
}

/** Whether {@link inWorkers} can run `count` jobs of `kind` here. */
function canParallelize<I, O>(kind: JobKind<I, O>, count: number): boolean {
  return count >= PARALLEL_THRESHOLD && os.availableParallelism() > 1 && workerFile() !== undefined && kind.compiled() !== undefined;
}

/**
 * Whether this thread uses Node's compile cache (`module.enableCompileCache()`,
 * Node 22.1 and later: bin/pamdocs.js turns it on), which a worker started
 * from here does not inherit: it is the `workerData` of each worker
 * (`./worker.ts`). False on Node 20, whose `node:module` has no compile cache.
 */
function compileCacheOn(): boolean {
  return (Module as { getCompileCacheDir?: () => string | undefined }).getCompileCacheDir?.() !== undefined;
}

/**
 * Runs `inputs` on one worker per core; resolves with their results in input order.
 * @throws Error when a worker fails (the caller falls back to this thread).
 */
async function inWorkers<I, O>(kind: JobKind<I, O>, inputs: readonly I[], boundMs: number, shared: unknown): Promise<(O | undefined)[]> {
  const file = workerFile()!;
  const module = kind.compiled()!.href;
  const results: (O | undefined)[] = new Array(inputs.length);
  let next = 0;
  const count = Math.min(os.availableParallelism(), Math.ceil(inputs.length / BATCH));
  const run = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      // Where each batch sent and not yet answered starts in `inputs`, oldest first: a worker answers in order.
      const sent: number[] = [];
      let first = true;
      const send = () => {
        if (next >= inputs.length) return;
        const start = next;
        next = Math.min(next + BATCH, inputs.length);
        const batch: WorkerBatch = {
          module,
          inputs: inputs.slice(start, next),
          boundMs,
          ...(first && shared !== undefined ? { shared } : {}),
        };
        first = false;
        sent.push(start);
        worker.postMessage(batch);
      };
      worker.on('message', (made: (O | undefined)[]) => {
        const start = sent.shift()!;
        made.forEach((r, i) => (results[start + i] = r));
        send();
        if (sent.length === 0) resolve();
      });
      worker.once('error', reject);
      for (let i = 0; i < IN_FLIGHT; i++) send();
      if (sent.length === 0) resolve();
    });
  const options = { workerData: compileCacheOn(), resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } };
  const workers = Array.from({ length: count }, () => new Worker(file, options));
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
 * result is `undefined`. `shared`: what every job reads
 * ({@link RunMemo.shared}), structured-cloneable, sent once to each thread.
 */
export async function runJobs<I, O>(
  kind: JobKind<I, O>,
  inputs: readonly I[],
  boundMs = FILE_TIME_BOUND_MS,
  shared?: unknown,
): Promise<(O | undefined)[]> {
  if (inputs.length === 0) return [];
  if (canParallelize(kind, inputs.length)) {
    try {
      return await inWorkers(kind, inputs, boundMs, shared);
    } catch {
      // A worker could not start or died: run on this thread instead.
    }
  }
  const { run } = await kind.load();
  const memo = new RunMemo();
  memo.shared = shared;
  return runBounded(inputs, (input) => run(input, memo), boundMs);
}
