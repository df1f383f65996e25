/**
 * The parts of a document (its operations and component schemas)
 * converted and their descriptions rendered, as jobs (`../jobs.ts`): on all
 * cores when they are many, each thread given the document once.
 */
import { createHash } from 'node:crypto';
import type { DocumentRecord } from '../../parse/record.js';
import { codeFingerprint } from '../../shared/cache.js';
import { JobKind, runJobs } from '../../shared/jobs/pool.js';
import type { Conversion, LiveApi, SiteEndpoint, SiteEntity } from '../convert.js';
import type { DocumentShare, OpenapiJob } from '../jobs.js';
import type { LoadedSpec } from '../spec.js';
import type { PartRecords } from './documents.js';

/** Converting the parts of a document, on workers when many (`../jobs.ts`). */
const OPENAPI_JOBS = JobKind.of<typeof import('../jobs.js')>('openapi/jobs');

/** The parts converted: the API, the rendered descriptions, and the pointers of the parts stopped at the time bound. */
export interface ConvertedParts {
  api: LiveApi;
  records: PartRecords;
  /** JSON pointers of the parts whose conversion ran past the time bound and was stopped (they are left out). */
  stopped: string[];
}

/** What the jobs of the checked document `spec` share, keyed by pamdocs' code, its text and what its ids begin with. */
export function documentShare(spec: LoadedSpec, prefix: string, rel: string): DocumentShare {
  const key = createHash('sha256').update(codeFingerprint()).update('\0').update(prefix).update('\0').update(spec.version).update('\0').update(spec.text).digest('hex');
  return { key, document: spec.document, version: spec.version, prefix, rel };
}

/**
 * Converts the parts of the document `conversion` holds (made on this
 * thread from the same text as `share`, so both order the parts alike),
 * each within `boundMs` (ms).
 */
export async function convertParts(conversion: Conversion, share: DocumentShare, boundMs: number): Promise<ConvertedParts> {
  const jobs: OpenapiJob[] = [
    ...conversion.groups.flatMap((group, g) => group.operations.map((_, o): OpenapiJob => ({ type: 'endpoint', g, o }))),
    ...conversion.entities.map((_, e): OpenapiJob => ({ type: 'entity', e })),
  ];
  const pointers = [...conversion.groups.flatMap((group) => group.operations.map((o) => o.pointer)), ...conversion.entities.map((e) => conversion.entityPointer(e.name))];
  const results = await runJobs(OPENAPI_JOBS, jobs, boundMs, share);
  const endpoints: SiteEndpoint[] = [];
  const entities: SiteEntity[] = [];
  const records = { endpoints: [] as DocumentRecord[], entities: [] as DocumentRecord[] };
  const stopped: string[] = [];
  results.forEach((result, i) => {
    if (result === undefined) stopped.push(pointers[i]!);
    else if ('endpoint' in result) {
      endpoints.push(result.endpoint);
      records.endpoints.push(result.record);
    } else {
      entities.push(result.entity);
      records.entities.push(result.record);
    }
  });
  return { api: conversion.api(endpoints, entities), records, stopped };
}
