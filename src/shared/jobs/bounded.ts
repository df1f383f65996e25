/**
 * Synchronous work with a time bound per item: no single file can hold up a
 * run. A batch runs inside one `node:vm` call with a timeout, whose watchdog
 * stops even a loop deep inside a library (JavaScript `catch` and `finally`
 * blocks cannot swallow the stop). When the watchdog fires, the batch
 * resumes from the item that was running, in a fresh call: an item is given
 * up only when it alone ran for the whole bound. One watchdog per batch, not
 * per item, because starting one costs about 60 µs.
 */
import vm from 'node:vm';

/**
 * How long one file's processing may run, in ms, before it is given up and
 * reported as a diagnostic on that file. Processing a real file takes a few
 * ms; the largest accepted (1 MiB) well under a second.
 */
export const FILE_TIME_BOUND_MS = 5000;

/** Runs `job()` (a function set on the context) in the context of {@link BoundedRunner}. */
const CALL = new vm.Script('job()', { filename: 'pamdocs-bounded-batch' });

/**
 * Runs `run` over `items` in order; resolves nothing asynchronous. Returns
 * each result, or `undefined` for an item that ran past `boundMs` on its own
 * (its work was stopped). Errors thrown by `run` propagate as usual.
 * @param boundMs time one item may run, in ms
 */
export function runBounded<T, R>(items: readonly T[], run: (item: T) => R, boundMs = FILE_TIME_BOUND_MS): (R | undefined)[] {
  const results: (R | undefined)[] = new Array(items.length);
  const context = vm.createContext({});
  let next = 0;
  while (next < items.length) {
    const first = next;
    context.job = () => {
      for (; next < items.length; next++) results[next] = run(items[next]!);
    };
    try {
      CALL.runInContext(context, { timeout: boundMs });
    } catch (error) {
      if ((error as { code?: string }).code !== 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw error;
      // The item that was running when the watchdog fired gets a call of its own, unless it already had one.
      if (next === first) results[next++] = undefined;
    }
  }
  return results;
}
