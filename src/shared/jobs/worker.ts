/**
 * Worker thread entry for `./pool.ts`: each message is a {@link WorkerBatch};
 * the worker evaluates the batch's job bundle (once, with V8's code cache:
 * `../bundle-loader.ts`) and answers with the results, in input order
 * (`undefined` for a job stopped at the time bound). A worker serves one run
 * of jobs, so its {@link RunMemo} is that run's on this thread.
 */
import { fileURLToPath } from 'node:url';
import { parentPort, type MessagePort } from 'node:worker_threads';
import { requireBundle } from '../bundle-loader.js';
import { runBounded } from './bounded.js';
import type { JobModule, WorkerBatch } from './pool.js';
import { RunMemo } from './run-memo.js';

/** Answers the batches `port` sends, keeping one memo and the job modules for all of them. */
function serve(port: MessagePort): void {
  const memo = new RunMemo();
  const modules = new Map<string, JobModule<unknown, unknown>>();
  port.on('message', ({ module, inputs, boundMs, shared }: WorkerBatch) => {
    if (shared !== undefined) memo.shared = shared;
    let jobs = modules.get(module);
    if (!jobs) modules.set(module, (jobs = requireBundle<JobModule<unknown, unknown>>(fileURLToPath(module))));
    const { run } = jobs;
    port.postMessage(runBounded(inputs, (input) => run(input, memo), boundMs));
  });
}

if (parentPort) serve(parentPort);
