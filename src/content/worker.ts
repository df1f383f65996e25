/**
 * Worker thread entry: runs batches of jobs for {@link processInWorkers}.
 * Messages in: `Job[]`; messages out: their results, in the same order.
 */
import { parentPort } from 'node:worker_threads';
import type { Job } from './parallel.js';
import { runJob } from './run-job.js';

parentPort?.on('message', (jobs: Job[]) => {
  parentPort?.postMessage(jobs.map(runJob));
});
