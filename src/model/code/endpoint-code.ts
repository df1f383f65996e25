/**
 * Everything highlighted of one endpoint, made once per file version and
 * cached with its document record: its examples. (Its request samples are
 * written in the page: `templates/site/src/request.ts`.)
 */
import type { RunMemo } from '../../shared/jobs/run-memo.js';
import type { EndpointFrontmatter } from '../../parse/schemas.js';
import { highlightExample } from './highlight.js';

/** Highlighted examples of an endpoint; entries are null where the example is absent or not JSON. */
export interface EndpointCode {
  /** By media type of the request body: the main one, then its alternatives. */
  requestBody: (string | null)[];
  /** By index of `responses`, then by media type (the main one, then the alternatives). */
  responses: (string | null)[][];
  /** By index of `errors`. */
  errors: (string | null)[];
}

/** The examples of a body in each of its media types: the main one, then the alternatives. */
const examplesOf = (body: { example?: string | undefined; alternatives: { example?: string | undefined }[] }) => [body.example, ...body.alternatives.map((a) => a.example)];

/** The {@link EndpointCode} of the endpoint `ep` (its valid frontmatter); what it shares with others of the run is highlighted once per `memo`. */
export function renderEndpointCode(ep: EndpointFrontmatter, memo: RunMemo): EndpointCode {
  const example = (text: string | undefined) => highlightExample(text, memo);
  return {
    requestBody: ep.requestBody ? examplesOf(ep.requestBody).map(example) : [],
    responses: ep.responses.map((r) => examplesOf(r).map(example)),
    errors: ep.errors.map((e) => example(e.example)),
  };
}
