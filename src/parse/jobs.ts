/**
 * The parse stage's job: one text file processed into its record, on
 * whichever thread (`src/shared/jobs/pool.ts`). The processors are imported
 * here, so a run that finds every file in the cache never loads them.
 */
import type { ConfigRecord } from './config.js';
import { processConfig } from './process-config.js';
import { processBody, processDocument } from './process-document.js';
import type { DocumentRecord } from './record.js';

/**
 * One text to process: a Markdown file into a `DocumentRecord`,
 * `pamdocs.yaml` into a `ConfigRecord`, or the Markdown body of a document
 * made from an OpenAPI document (its frontmatter is data already) into a
 * `DocumentRecord` without data.
 */
export type ParseJob =
  | { type: 'document'; rel: string; text: string }
  | { type: 'config'; text: string }
  | { type: 'body'; rel: string; kind: DocumentRecord['kind']; text: string };

/** The record of `job`. Never throws (the processors do not). */
export function run(job: ParseJob): DocumentRecord | ConfigRecord {
  if (job.type === 'document') return processDocument(job.rel, job.text);
  return job.type === 'body' ? processBody(job.rel, job.kind, job.text) : processConfig(job.text);
}
