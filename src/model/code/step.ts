/**
 * The code step of a build: every endpoint's highlighted examples
 * (`renderEndpointCode`), from the `code` section of the cache by the key
 * of the endpoint's file, else made (on all cores when many). `check` never
 * runs it, so it neither makes nor reads code.
 */
import { FILE_TIME_BOUND_MS } from '../../shared/jobs/bounded.js';
import type { ContentDocument, EndpointDocument } from '../../parse/documents.js';
import type { Diagnostic } from '../../shared/diagnostics.js';
import { sessionKey, type Session } from '../../shared/session.js';
import { JobKind, runJobs } from '../../shared/jobs/pool.js';
import type { EndpointCode } from './endpoint-code.js';

/** Highlighting examples, on workers when many (`./job.ts`). */
const CODE_JOBS = JobKind.of<typeof import('./job.js')>('model/code/job');

/** Code made or read before in the session, by document object (loads keep the objects of unchanged files), with the key it was made under. */
const KNOWN_CODE = sessionKey('model/code', () => new WeakMap<EndpointDocument, { key: string; code: EndpointCode }>());

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
 * memory, else the `code` section of its document cache (by the document's
 * key), else made now; resolves with the lookup.
 * `boundMs`: the time one endpoint's code may take (ms).
 */
export async function endpointCode(documents: readonly ContentDocument[], session: Session, boundMs = FILE_TIME_BOUND_MS): Promise<CodeStep> {
  const known = session.get(KNOWN_CODE);
  const cache = session.cache?.section('code');
  const missing: { doc: EndpointDocument; key: string }[] = [];
  for (const doc of documents) {
    if (doc.kind !== 'endpoint') continue;
    const key = doc.key;
    if (known.get(doc)?.key === key) continue;
    const cached = cache?.get(key) as EndpointCode | undefined;
    if (cached) known.set(doc, { key, code: cached });
    else missing.push({ doc, key });
  }
  const made = await runJobs(
    CODE_JOBS,
    missing.map(({ doc }) => doc.data),
    boundMs,
  );
  const diagnostics: Diagnostic[] = [];
  missing.forEach(({ doc, key }, i) => {
    const code = made[i];
    if (code === undefined) {
      diagnostics.push({
        file: doc.file,
        line: 1,
        column: 1,
        severity: 'error',
        rule: 'content/unprocessable',
        message: `Cannot process \`${doc.rel}\`: highlighting its examples took longer than ${boundMs / 1000} s and was stopped`,
      });
      return;
    }
    known.set(doc, { key, code });
    cache?.set(key, code);
  });
  return {
    diagnostics,
    code: (doc) => {
      const made = known.get(doc);
      if (!made) throw new Error(`No code was made for ${doc.rel}`);
      return made.code;
    },
  };
}
