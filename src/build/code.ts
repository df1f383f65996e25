/**
 * The code step of a build: every endpoint's code samples and highlighted
 * examples (`renderEndpointCode`), from the `code` section of the
 * cache by the key of the endpoint's file, else made (on all cores when
 * many). `check` never runs it, so it neither makes nor reads code.
 */
import type { DocumentCache } from '../cache/documents.js';
import type { ContentDocument, EndpointDocument } from '../content/documents.js';
import { runJobs, type Job } from '../content/parallel.js';
import type { EndpointCode } from '../render/endpoint-code.js';

/** Code made or read before, by document object (loads reuse the objects of unchanged files). */
const known = new WeakMap<EndpointDocument, EndpointCode>();

/** The code of each endpoint document, once {@link endpointCode} has made it. */
export type CodeOf = (doc: EndpointDocument) => EndpointCode;

/**
 * Makes sure every endpoint of `documents` has its code; resolves with the
 * lookup. `cache` is the cache's `code` section (none: everything is made).
 */
export async function endpointCode(documents: readonly ContentDocument[], cache?: DocumentCache): Promise<CodeOf> {
  const missing: EndpointDocument[] = [];
  for (const doc of documents) {
    if (doc.kind !== 'endpoint' || known.has(doc)) continue;
    const cached = cache?.get(doc.key) as EndpointCode | undefined;
    if (cached) known.set(doc, cached);
    else missing.push(doc);
  }
  const made = await runJobs(missing.map((doc): Job => ({ type: 'code', data: doc.data })));
  missing.forEach((doc, i) => {
    const code = made[i] as EndpointCode;
    known.set(doc, code);
    cache?.set(doc.key, code);
  });
  return (doc) => {
    const code = known.get(doc);
    if (!code) throw new Error(`No code was made for ${doc.rel}`);
    return code;
  };
}
