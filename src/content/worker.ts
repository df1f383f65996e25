/**
 * Worker thread entry: runs batches of jobs for {@link processInWorkers}.
 * Messages in: `{ jobs: Job[], boundMs }`; messages out: their results, in the same order
 * (`undefined` for a job stopped at the file time bound).
 */
import { parentPort } from 'node:worker_threads';
import type { Job } from './parallel.js';
import { runJobsBounded } from './run-job.js';

parentPort?.on('message', ({ jobs, boundMs }: { jobs: Job[]; boundMs: number }) => {
  parentPort?.postMessage(runJobsBounded(jobs, boundMs));
});
