/**
 * Worker thread entry for `./pool.ts`: each message is a {@link WorkerBatch};
 * the worker imports the batch's job module (once) and answers with the
 * results, in input order (`undefined` for a job stopped at the time bound).
 * A worker serves one run of jobs, so its {@link RunMemo} is that run's on
 * this thread.
 *
 * Its `workerData` says whether the thread that started it uses Node's
 * compile cache: a worker does not inherit `module.enableCompileCache()`, so
 * it turns the cache on itself before it imports a job module, which then
 * compiles from the cache as on the main thread.
 */
import Module from 'node:module';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { runBounded } from './bounded.js';
import type { JobModule, WorkerBatch } from './pool.js';
import { RunMemo } from './run-memo.js';

/** Answers the batches `port` sends, keeping one memo and the job modules for all of them. */
function serve(port: MessagePort): void {
  const memo = new RunMemo();
  const modules = new Map<string, Promise<JobModule<unknown, unknown>>>();
  port.on('message', async ({ module, inputs, boundMs, shared }: WorkerBatch) => {
    if (shared !== undefined) memo.shared = shared;
    let jobs = modules.get(module);
    if (!jobs) modules.set(module, (jobs = import(module) as Promise<JobModule<unknown, unknown>>));
    // Batches wait on the same import in the order they came, so they are answered in that order.
    const { run } = await jobs;
    port.postMessage(runBounded(inputs, (input) => run(input, memo), boundMs));
  });
}

if (workerData === true) (Module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
if (parentPort) serve(parentPort);
