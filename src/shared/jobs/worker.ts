/**
 * Worker thread entry for `./pool.ts`: each message is a {@link WorkerBatch};
 * the worker imports the batch's job module and answers with the results, in
 * input order (`undefined` for a job stopped at the time bound).
 */
import { parentPort } from 'node:worker_threads';
import { runBounded } from './bounded.js';
import type { JobModule, WorkerBatch } from './pool.js';

parentPort?.on('message', ({ module, inputs, boundMs }: WorkerBatch) => {
  void (import(module) as Promise<JobModule<unknown, unknown>>).then(({ run }) => parentPort?.postMessage(runBounded(inputs, run, boundMs)));
});
