/**
 * Evaluates the CommonJS bundles `npm run compile` makes of the job modules
 * (`dist/parse/jobs.cjs`, `dist/openapi/jobs.cjs`: the processors, about
 * 2 MB of code) with V8's code cache, so a first build does not compile
 * unified, micromark, yaml, zod and Redocly's parts from source
 * in every process and worker that loads them.
 *
 * A bundle's code cache is a file beside it, `<bundle>.<node version>-<arch>.v8cache`,
 * written by `npm run compile` after a build of the starter content
 * (`scripts/compile.mjs`), so it holds the bytecode of the functions a build
 * runs, not only of the top level. Node 20 has no compile cache for
 * modules of its own (`module.enableCompileCache` came in Node 22.1); this
 * does for the bundles what that does for every module.
 *
 * V8 checks the cache against its own version, its flags and the source's
 * length, and compiles from source when it does not fit; the loader also
 * ignores a cache older than its bundle. A missing or refused cache only
 * costs the compile it would have saved.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/**
 * Set to `1` in the environment of a run whose loaded bundles should write
 * their code caches when the process exits (`scripts/compile.mjs` sets it
 * for its training build).
 */
export const WRITE_CODE_CACHE_ENV = 'PAMDOCS_WRITE_CODE_CACHE';

/** The code cache file of `bundle` for the running Node.js and architecture. */
export function codeCacheFile(bundle: string): string {
  return `${bundle}.${process.version}-${process.arch}.v8cache`;
}

/** The cache of `bundle` when there is one no older than the bundle, else undefined. */
function readCodeCache(bundle: string): Buffer | undefined {
  const file = codeCacheFile(bundle);
  if (!existsSync(file) || statSync(file).mtimeMs < statSync(bundle).mtimeMs) return undefined;
  return readFileSync(file);
}

/** How a bundle was compiled: with its code cache, with one V8 refused, or without (none, or older than the bundle). */
export type CodeCacheUse = 'used' | 'rejected' | 'none';

/** A bundle evaluated: its `module.exports`, and how it was compiled. */
export interface EvaluatedBundle<T> {
  exports: T;
  cache: CodeCacheUse;
}

/**
 * Evaluates the CommonJS bundle `file` (absolute path) with its code cache
 * when it has one. Each call evaluates it again: callers keep what they load
 * (`./jobs/pool.ts`, `./jobs/worker.ts`). Its `require` resolves from the
 * bundle's folder, as Node's would. With {@link WRITE_CODE_CACHE_ENV} set,
 * its code cache is written when the process exits.
 * @throws Error when the file cannot be read or its code throws
 */
export function evaluateBundle<T>(file: string): EvaluatedBundle<T> {
  const cachedData = readCodeCache(file);
  const script = new vm.Script(Module.wrap(readFileSync(file, 'utf8')), { filename: file, ...(cachedData ? { cachedData } : {}) });
  if (process.env[WRITE_CODE_CACHE_ENV] === '1') process.once('exit', () => writeFileSync(codeCacheFile(file), script.createCachedData()));
  const module = { exports: {} as T };
  const wrapper = script.runInThisContext() as (
    exports: T,
    require: NodeJS.Require,
    module: { exports: T },
    filename: string,
    dirname: string,
  ) => void;
  wrapper(module.exports, createRequire(file), module, file, path.dirname(file));
  return { exports: module.exports, cache: cachedData === undefined ? 'none' : script.cachedDataRejected ? 'rejected' : 'used' };
}

/**
 * The `module.exports` of the CommonJS bundle `file`, evaluated by {@link evaluateBundle}.
 * @throws Error when the file cannot be read or its code throws
 */
export function requireBundle<T>(file: string): T {
  return evaluateBundle<T>(file).exports;
}
