/**
 * The openapi stage's job: one part of a document (an operation or a
 * component schema) converted (`./convert.ts`) and its description
 * rendered, on whichever thread (`src/shared/jobs/pool.ts`). Every job of
 * a run reads the same document, which the run shares once per thread
 * ({@link DocumentShare}); each thread keeps one {@link Conversion} of it,
 * whose parts, made in the same order from the same document, are those of
 * any other thread.
 */
import { processBody, withDescriptions } from '../parse/process-document.js';
import type { DocumentRecord } from '../parse/record.js';
import type { RunMemo } from '../shared/jobs/run-memo.js';
import { Conversion } from './convert.js';
import type { SiteEndpoint, SiteEntity } from './converted.js';
import type { OpenApi } from './openapi-types.js';

/** What the jobs of one document share. */
export interface DocumentShare {
  /** A key of the document and options: a thread keeps one conversion per key. */
  key: string;
  /** The document, checked, bundled and upgraded to 3.1 (a worker gets a copy). */
  document: OpenApi;
  /** The version it was written in (`2.0`, `3.0.3`…). */
  version: string;
  /** What its group and entity ids begin with. */
  prefix: string;
  /** The path its documents name (relative to the content folder). */
  rel: string;
  /** Whether to generate the examples the document lacks. */
  examples: boolean;
}

/** One part: the `o`th operation of the `g`th group, or the `e`th component schema, as the conversion orders them. */
export type OpenapiJob = { type: 'endpoint'; g: number; o: number } | { type: 'entity'; e: number };

/**
 * A part converted (without the frontmatter a file would hold: the data is
 * what the site reads) and its description rendered; `refused`, the
 * frontmatter, only when its content shape refuses it even after the
 * conversion's repairs (the part then has no data, and the checks say why).
 */
export type PartResult = ({ endpoint: SiteEndpoint } | { entity: SiteEntity }) & {
  record: DocumentRecord;
  refused?: Record<string, unknown>;
};

/** This thread's conversion of the shared document. */
function conversionOf(memo: RunMemo): { conversion: Conversion; share: DocumentShare } {
  const share = memo.shared as DocumentShare;
  const conversion = memo.get(
    `openapi:${share.key}`,
    () => new Conversion(share.document, share.version, { prefix: share.prefix, proseAsText: false, examples: share.examples }),
  );
  return { conversion, share };
}

/** The part `job` names, converted and rendered. Throws only on a document the checks refuse (the caller then has their errors). */
export function run(job: OpenapiJob, memo: RunMemo): PartResult {
  const { conversion, share } = conversionOf(memo);
  if (job.type === 'endpoint') {
    const group = conversion.groups[job.g]!;
    const { frontmatter, ...endpoint } = conversion.endpoint(group.operations[job.o]!, group.id);
    const record = withDescriptions(
      processBody(share.rel, { kind: 'endpoint', folder: group.id, id: endpoint.id }, endpoint.body),
      endpoint.data,
      true,
    );
    return { endpoint, record, ...(endpoint.data ? {} : { refused: frontmatter }) };
  }
  const { frontmatter, ...entity } = conversion.entity(conversion.entities[job.e]!);
  const record = withDescriptions(processBody(share.rel, { kind: 'entity', id: entity.id }, entity.body), entity.data, true);
  return { entity, record, ...(entity.data ? {} : { refused: frontmatter }) };
}
