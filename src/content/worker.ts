/**
 * Worker thread entry: processes batches of files for {@link processInWorkers}.
 * Messages in: `Job[]`; messages out: the records, in the same order.
 */
import { parentPort } from 'node:worker_threads';
import { processConfig } from '../config/process.js';
import { processDocument } from './process.js';
import type { Job } from './parallel.js';

parentPort?.on('message', (jobs: Job[]) => {
  parentPort?.postMessage(jobs.map((job) => (job.config ? processConfig(job.text) : processDocument(job.rel, job.text))));
});
