/**
 * Worker thread entry for `./pool.ts`: each message is a {@link WorkerBatch};
 * the worker imports the batch's job module and answers with the results, in
 * input order (`undefined` for a job stopped at the time bound). A worker
 * serves one run of jobs, so its {@link RunMemo} is that run's on this thread.
 */
import { parentPort, type MessagePort } from 'node:worker_threads';
import { runBounded } from './bounded.js';
import type { JobModule, WorkerBatch } from './pool.js';
import { RunMemo } from './run-memo.js';

/** Answers the batches `port` sends, keeping one memo for all of them. */
function serve(port: MessagePort): void {
  const memo = new RunMemo();
  port.on('message', ({ module, inputs, boundMs }: WorkerBatch) => {
    void (import(module) as Promise<JobModule<unknown, unknown>>).then(({ run }) => port.postMessage(runBounded(inputs, (input) => run(input, memo), boundMs)));
  });
}

if (parentPort) serve(parentPort);
