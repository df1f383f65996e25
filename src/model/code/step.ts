/**
 * The code step of a build: every endpoint's code samples and highlighted
 * examples (`renderEndpointCode`), from the `code` section of the
 * cache by the key of the endpoint's file, else made (on all cores when
 * many). `check` never runs it, so it neither makes nor reads code.
 */
import { FILE_TIME_BOUND_MS } from '../../shared/jobs/bounded.js';
import type { ContentDocument, EndpointDocument } from '../../parse/documents.js';
import type { Diagnostic } from '../../shared/diagnostics.js';
import { sessionKey, type Session } from '../../shared/session.js';
import { runJobs, type JobKind } from '../../shared/jobs/pool.js';
import type { EndpointFrontmatter } from '../../parse/schemas.js';
import type { EndpointCode } from './endpoint-code.js';

/** Making code samples, on workers when many (`./job.ts`). */
const CODE_JOBS: JobKind<EndpointFrontmatter, EndpointCode> = {
  module: new URL('./job.js', import.meta.url),
  load: () => import('./job.js'),
};

/** Code made or read before in the session, by document object (loads keep the objects of unchanged files). */
const KNOWN_CODE = sessionKey('model/code', () => new WeakMap<EndpointDocument, EndpointCode>());

/** The code of each endpoint document, once {@link endpointCode} has made it. */
export type CodeOf = (doc: EndpointDocument) => EndpointCode;

/** What the code step made: the lookup, and an error for each endpoint whose code could not be made. */
export interface CodeStep {
  code: CodeOf;
  /** `content/unprocessable` on each endpoint whose code ran past the file time bound (not cached). */
  diagnostics: Diagnostic[];
}

/**
 * Makes sure every endpoint of `documents` has its code: from the session's
 * memory, else the `code` section of its document cache, else made now;
 * resolves with the lookup. `boundMs`: the time one endpoint's code may take (ms).
 */
export async function endpointCode(documents: readonly ContentDocument[], session: Session, boundMs = FILE_TIME_BOUND_MS): Promise<CodeStep> {
  const known = session.get(KNOWN_CODE);
  const cache = session.cache?.section('code');
  const missing: EndpointDocument[] = [];
  for (const doc of documents) {
    if (doc.kind !== 'endpoint' || known.has(doc)) continue;
    const cached = cache?.get(doc.key) as EndpointCode | undefined;
    if (cached) known.set(doc, cached);
    else missing.push(doc);
  }
  const made = await runJobs(
    CODE_JOBS,
    missing.map((doc) => doc.data),
    boundMs,
  );
  const diagnostics: Diagnostic[] = [];
  missing.forEach((doc, i) => {
    const code = made[i];
    if (code === undefined) {
      diagnostics.push({
        file: doc.file,
        line: 1,
        column: 1,
        severity: 'error',
        rule: 'content/unprocessable',
        message: `Cannot process \`${doc.rel}\`: making its code samples took longer than ${boundMs / 1000} s and was stopped`,
      });
      return;
    }
    known.set(doc, code);
    cache?.set(doc.key, code);
  });
  return {
    diagnostics,
    code: (doc) => {
      const code = known.get(doc);
      if (!code) throw new Error(`No code was made for ${doc.rel}`);
      return code;
    },
  };
}
