/**
 * Running one {@link Job}, on whichever thread: the processors are imported
 * here, so a run that finds everything in the cache never loads them.
 */
import { processConfig } from '../config/process.js';
import { renderEndpointCode } from '../render/endpoint-code.js';
import { runBounded } from './bounded.js';
import type { Job } from './parallel.js';
import { processDocument } from './process.js';

/** The result of `job`: a `DocumentRecord`, a `ConfigRecord` or an `EndpointCode`. Never throws (the processors do not). */
export function runJob(job: Job): unknown {
  switch (job.type) {
    case 'document':
      return processDocument(job.rel, job.text);
    case 'config':
      return processConfig(job.text);
    case 'code':
      return renderEndpointCode(job.data);
  }
}

/**
 * Runs `jobs` in order on this thread, each within `boundMs` (`./bounded.ts`):
 * the result of each, or `undefined` for a job stopped because it ran past it.
 */
export function runJobsBounded(jobs: readonly Job[], boundMs: number): unknown[] {
  return runBounded(jobs, runJob, boundMs);
}
