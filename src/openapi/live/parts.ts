/**
 * The parts of a document (its operations and component schemas): each
 * with a fingerprint of what its conversion reads, and the parts to
 * convert converted and their descriptions rendered as jobs (`../jobs.ts`),
 * on all cores when they are many, each thread given the document once.
 */
import { createHash } from 'node:crypto';
import { codeFingerprint } from '../../shared/cache.js';
import { contentKey } from '../../shared/session.js';
import { JobKind, runJobs } from '../../shared/jobs/pool.js';
import type { Conversion } from '../convert.js';
import { pointerTokens } from '../pointer-offsets.js';
import type { DocumentShare, OpenapiJob } from '../jobs.js';
import type { OpenApi } from '../openapi-types.js';
import type { SpecText } from '../text.js';
import type { Part } from './documents.js';
import type { WrittenPrints } from './recheck.js';

/** Converting the parts of a document, on workers when many (`../jobs.ts`). */
const OPENAPI_JOBS = JobKind.of<typeof import('../jobs.js')>('openapi/jobs');

/** A part of a document as the conversion orders them: its job, its pointer, and a fingerprint of what converting it reads besides the document's shared parts. */
export interface PlannedPart {
  job: OpenapiJob;
  pointer: string;
  fingerprint: string;
}

/** SHA-1 of `parts` joined (a fingerprint, not a secret), hex. */
const fingerprintOf = (...parts: string[]) => createHash('sha1').update(parts.join('\0')).digest('hex');

/**
 * A fingerprint of what every part's conversion may read of the document
 * besides its own path item (`prints.frame`: its components, security,
 * info…; `outside`: a key of the other files its `$ref`s read, '' for
 * none), of how its ids are made, and of whether examples are generated.
 */
export function sharedFingerprint(prints: WrittenPrints, prefix: string, examples: boolean, outside: string): string {
  return fingerprintOf(codeFingerprint(), prints.frame, outside, prefix, String(examples));
}

/**
 * The parts of the document `conversion` holds, in its order, each with a
 * fingerprint of what converting it reads besides the shared parts: an
 * operation its path item as written (`prints`) and where the site puts
 * it; a schema its name and id (the document's schemas are shared).
 */
export function planParts(conversion: Conversion, prints: WrittenPrints): PlannedPart[] {
  const endpoints = conversion.groups.flatMap((group, g) =>
    group.operations.map(
      ({ itemPointer, id, path, method, dropOperationId, pointer }, o): PlannedPart => ({
        job: { type: 'endpoint', g, o },
        pointer,
        fingerprint: fingerprintOf(
          prints.items.get(itemKey(itemPointer)) ?? itemPointer,
          id,
          group.id,
          path,
          method,
          String(dropOperationId ?? false),
        ),
      }),
    ),
  );
  const entities = conversion.entities.map(
    ({ id, name }, e): PlannedPart => ({
      job: { type: 'entity', e },
      pointer: conversion.entityPointer(name),
      fingerprint: fingerprintOf('schema', id, name),
    }),
  );
  return [...endpoints, ...entities];
}

/** The key of `prints.items` of the path item at `pointer` (`#/paths/~1pets` -> `paths\0/pets`). */
function itemKey(pointer: string): string {
  const [map, name] = pointerTokens(pointer);
  return `${map}\0${name}`;
}

/** What the jobs of `document` (`read` upgraded) share, keyed by pamdocs' code, its text, what its ids begin with and whether examples are generated. */
export function documentShare(
  document: OpenApi,
  read: Pick<SpecText, 'text' | 'version'>,
  prefix: string,
  rel: string,
  examples: boolean,
): DocumentShare {
  const key = contentKey(codeFingerprint(), prefix, String(examples), read.version, read.text);
  return { key, document, version: read.version, prefix, rel, examples };
}

/** The parts `planned` converted and rendered, each within `boundMs` (ms); undefined for one stopped at the bound. */
export async function convertParts(planned: readonly PlannedPart[], share: DocumentShare, boundMs: number): Promise<(Part | undefined)[]> {
  return runJobs(
    OPENAPI_JOBS,
    planned.map((p) => p.job),
    boundMs,
    share,
  );
}
