/**
 * What one thread keeps for the length of one run of jobs (`./pool.ts`):
 * what every job of the run reads and would otherwise make again, such as
 * the conversion of the OpenAPI document whose parts the jobs convert
 * (`src/openapi/jobs.ts`). A run makes it empty on each thread it uses and
 * drops it when it ends, so nothing outlives the run.
 */

/** Results by key, for the length of one run on one thread. */
export class RunMemo {
  private readonly entries = new Map<string, unknown>();

  /**
   * What every job of the run reads, given once per thread (`runJobs`'
   * `shared`): the text of the OpenAPI document whose parts the jobs convert.
   * Undefined when the run gives none.
   */
  shared: unknown;

  /**
   * The result kept under `key`, else `make()`, kept. A key names the work
   * and its whole input; `make` must give the same result for the same key.
   */
  get<T>(key: string, make: () => T): T {
    if (!this.entries.has(key)) this.entries.set(key, make());
    return this.entries.get(key) as T;
  }
}
