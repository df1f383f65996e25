/**
 * Processing many files on all cores: worker threads running
 * {@link runJob} (`processDocument`, `processConfig`, `renderEndpointCode`)
 * on batches of jobs. Used for large cache misses (a first build of
 * thousands of endpoints); small ones run on the main thread, where
 * starting workers would cost more.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { FILE_TIME_BOUND_MS } from './bounded.js';
import type { EndpointFrontmatter } from './schemas.js';

/**
 * One unit of work: a Markdown file to process into a `DocumentRecord`,
 * `pamdocs.yaml` into a `ConfigRecord`, or an endpoint's frontmatter into
 * its `EndpointCode` (see `./run-job.ts`).
 */
export type Job =
  | { type: 'document'; rel: string; text: string }
  | { type: 'config'; text: string }
  | { type: 'code'; data: EndpointFrontmatter };

/** Below this many files, processing stays on the main thread. */
export const PARALLEL_THRESHOLD = 200;
/**
 * Young-generation size of a worker, in MiB: processing allocates many
 * short-lived objects, and a larger nursery than V8's default makes fewer
 * scavenges (a 10,000-endpoint first build: 32.8 s -> 29.3 s, bench/run).
 */
const YOUNG_GENERATION_MB = 64;
/** Files per message to a worker. */
const BATCH = 100;

/** The compiled worker module, or undefined when running from TypeScript sources (tests). */
function workerFile(): URL | undefined {
  const url = new URL('./worker.js', import.meta.url);
  return import.meta.url.endsWith('.js') && existsSync(fileURLToPath(url)) ? url : undefined;
}

/** Whether {@link processInWorkers} can run here for `count` jobs. */
export function canParallelize(count: number): boolean {
  return count >= PARALLEL_THRESHOLD && os.availableParallelism() > 1 && workerFile() !== undefined;
}

/**
 * Runs `jobs` on one worker per core, each within `boundMs` (see {@link runJobs});
 * resolves with their results in job order.
 * @throws Error when a worker fails (the caller may fall back to the main thread).
 */
export async function processInWorkers<T>(jobs: readonly Job[], boundMs: number): Promise<T[]> {
  const file = workerFile();
  if (!file) throw new Error('worker module not found');
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const count = Math.min(os.availableParallelism(), Math.ceil(jobs.length / BATCH));
  const run = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      let start = 0;
      const send = () => {
        if (next >= jobs.length) {
          resolve();
          return;
        }
        start = next;
        next = Math.min(next + BATCH, jobs.length);
        worker.postMessage({ jobs: jobs.slice(start, next), boundMs });
      };
      worker.on('message', (records: T[]) => {
        records.forEach((r, i) => (results[start + i] = r));
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
 * Runs `jobs`: on worker threads when they are many (falling back to this
 * thread when a worker cannot start or dies), else here. Resolves with
 * their results in job order; a job that ran past `boundMs` (ms, default
 * the file time bound of `./bounded.ts`) was stopped and its result is `undefined`.
 */
export async function runJobs(jobs: readonly Job[], boundMs = FILE_TIME_BOUND_MS): Promise<unknown[]> {
  if (jobs.length === 0) return [];
  if (canParallelize(jobs.length)) {
    try {
      return await processInWorkers(jobs, boundMs);
    } catch {
      // A worker could not start or died: run on this thread instead.
    }
  }
  const { runJobsBounded } = await preloadProcessors();
  return runJobsBounded(jobs, boundMs);
}

/**
 * Imports the processors (unified, yaml, zod, highlight.js, httpsnippet:
 * about half a second) ahead of the first job on this thread; the dev
 * server calls it once it serves, so the first edit does not wait for them.
 */
export function preloadProcessors(): Promise<typeof import('./run-job.js')> {
  return import('./run-job.js');
}
