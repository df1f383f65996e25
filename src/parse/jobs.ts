/**
 * The parse stage's job: one text file processed into its record, on
 * whichever thread (`src/shared/jobs/pool.ts`). The processors are imported
 * here, so a run that finds every file in the cache never loads them.
 */
import type { ConfigRecord } from './config.js';
import { processConfig } from './process-config.js';
import { processDocument } from './process-document.js';
import type { DocumentRecord } from './record.js';

/** One text file to process: a Markdown file into a `DocumentRecord`, or `pamdocs.yaml` into a `ConfigRecord`. */
export type ParseJob = { type: 'document'; rel: string; text: string } | { type: 'config'; text: string };

/** The record of `job`. Never throws (the processors do not). */
export function run(job: ParseJob): DocumentRecord | ConfigRecord {
  return job.type === 'document' ? processDocument(job.rel, job.text) : processConfig(job.text);
}
