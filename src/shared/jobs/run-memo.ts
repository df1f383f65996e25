/**
 * What one thread keeps for the length of one run of jobs (`./pool.ts`):
 * results of work the jobs of a run repeat, such as highlighting the same
 * example for many endpoints. A run makes it empty on each thread it uses
 * and drops it when it ends, so nothing outlives the run.
 */

/**
 * Results by key, the least recently used forgotten beyond a limit of
 * entries, so a run of thousands of distinct texts keeps only a few MiB.
 */
export class RunMemo {
  private readonly entries = new Map<string, unknown>();

  /**
   * What every job of the run reads, given once per thread (`runJobs`'
   * `shared`): the text of the OpenAPI document whose parts the jobs convert.
   * Undefined when the run gives none.
   */
  shared: unknown;

  /**
   * @param limit entries kept at most. The default, 2,048, holds what a run
   * repeats in practice (the shared examples and requests of an API, used
   * again and again) with a bound on the memory a large API can take.
   */
  constructor(private readonly limit = 2048) {}

  /**
   * The result kept under `key`, else `make()`, kept. A key names the work
   * and its whole input (e.g. a grammar and the text); `make` must give the
   * same result for the same key.
   */
  get<T>(key: string, make: () => T): T {
    if (this.entries.has(key)) {
      const kept = this.entries.get(key) as T;
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const made = make();
    this.entries.set(key, made);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
    return made;
  }
}
