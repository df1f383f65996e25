/**
 * Everything highlighted of one endpoint, made once per file version and
 * cached with its document record: the code samples and the examples.
 */
import type { RunMemo } from '../../shared/jobs/run-memo.js';
import type { CodeSample } from '../../shared/site-model.js';
import type { EndpointFrontmatter } from '../../parse/schemas.js';
import { highlightExample } from './highlight.js';
import type { SampleCredential } from './credentials.js';
import { renderSamples } from './samples.js';

/** Highlighted code of an endpoint; example entries are null where the example is absent or not JSON. */
export interface EndpointCode {
  samples: CodeSample[];
  /** By media type of the request body: the main one, then its alternatives. */
  requestBody: (string | null)[];
  /** By index of `responses`, then by media type (the main one, then the alternatives). */
  responses: (string | null)[][];
  /** By index of `errors`. */
  errors: (string | null)[];
}

/** What the code of one endpoint is made from: its valid frontmatter, and the credentials its samples send. */
export interface CodeInput {
  data: EndpointFrontmatter;
  credentials: SampleCredential[];
}

/** The examples of a body in each of its media types: the main one, then the alternatives. */
const examplesOf = (body: { example?: string | undefined; alternatives: { example?: string | undefined }[] }) => [body.example, ...body.alternatives.map((a) => a.example)];

/** The {@link EndpointCode} of an endpoint; what it shares with others of the run is highlighted once per `memo`. */
export function renderEndpointCode({ data: ep, credentials }: CodeInput, memo: RunMemo): EndpointCode {
  const example = (text: string | undefined) => highlightExample(text, memo);
  return {
    samples: renderSamples(ep, credentials, memo),
    requestBody: ep.requestBody ? examplesOf(ep.requestBody).map(example) : [],
    responses: ep.responses.map((r) => examplesOf(r).map(example)),
    errors: ep.errors.map((e) => example(e.example)),
  };
}
