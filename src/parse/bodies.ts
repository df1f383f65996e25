/**
 * Markdown bodies that come without frontmatter (the descriptions of the
 * operations and schemas of an OpenAPI document, whose frontmatter is data
 * already) rendered as a Markdown file's body is: from the document cache
 * by content hash, else on all cores when many, each within the time bound.
 */
import { cacheKey } from '../shared/cache.js';
import { runJobs } from '../shared/jobs/pool.js';
import type { Session } from '../shared/session.js';
import { PARSE_JOBS } from './reuse-or-process.js';
import { unprocessableDocument, type DocumentRecord } from './record.js';

/** A body to render: the kind of document it is the body of, and the path its record names. */
export interface BodyInput {
  rel: string;
  kind: DocumentRecord['kind'];
  text: string;
}

/**
 * The record of each of `bodies` (no data), in order: from `session`'s
 * cache, else rendered; a body stopped at `boundMs` (ms) is an
 * `unprocessable` fact and is not cached.
 */
export async function renderBodies(bodies: readonly BodyInput[], session: Session, boundMs: number): Promise<DocumentRecord[]> {
  const cache = session.cache;
  // The record depends on the text and on what kind of body it is (a landing page's has sections); not on the path.
  const keys = bodies.map((b) => cacheKey(`body:${b.kind.kind}`, b.text));
  const records = keys.map((key) => cache?.get(key) as DocumentRecord | undefined);
  const misses = records.flatMap((r, i) => (r === undefined ? [i] : []));
  const made = await runJobs(
    PARSE_JOBS,
    misses.map((i) => ({ type: 'body' as const, ...bodies[i]! })),
    boundMs,
  );
  misses.forEach((i, j) => {
    const record = made[j] as DocumentRecord | undefined;
    if (record) cache?.set(keys[i]!, record);
    records[i] =
      record ?? unprocessableDocument(bodies[i]!.rel, `rendering its description took longer than ${boundMs / 1000} s and was stopped`);
  });
  return records.map((r, i) => ({ ...r!, rel: bodies[i]!.rel, kind: bodies[i]!.kind }));
}
