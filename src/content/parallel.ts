/**
 * Processing many files on all cores: worker threads running
 * `processDocument` / `processConfig` on batches of files. Used for large
 * cache misses (a first build of thousands of endpoints); small ones are
 * processed on the main thread, where starting workers would cost more.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** One file to process. */
export interface Job {
  rel: string;
  text: string;
  /** True for `pamdocs.yaml`. */
  config: boolean;
}

/** Below this many files, processing stays on the main thread. */
export const PARALLEL_THRESHOLD = 200;
/** Files per message to a worker. */
const BATCH = 100;

/** The compiled worker module, or undefined when running from TypeScript sources (tests). */
function workerFile(): URL | undefined {
  const url = new URL('./worker.js', import.meta.url);
  return import.meta.url.endsWith('.js') && existsSync(fileURLToPath(url)) ? url : undefined;
}

/** Whether {@link processInWorkers} can run here for `count` files. */
export function canParallelize(count: number): boolean {
  return count >= PARALLEL_THRESHOLD && os.availableParallelism() > 1 && workerFile() !== undefined;
}

/**
 * Processes `jobs` on one worker per core; resolves with the records in job order.
 * @throws Error when a worker fails (the caller may fall back to the main thread).
 */
export async function processInWorkers<T>(jobs: readonly Job[]): Promise<T[]> {
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
        worker.postMessage(jobs.slice(start, next));
      };
      worker.on('message', (records: T[]) => {
        records.forEach((r, i) => (results[start + i] = r));
        send();
      });
      worker.once('error', reject);
      send();
    });
  const workers = Array.from({ length: count }, () => new Worker(file));
  try {
    await Promise.all(workers.map(run));
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}
