/**
 * Everything highlighted of one endpoint, made once per file version and
 * cached with its document record: the code samples and the examples.
 */
import type { CodeSample } from '../../shared/site-model.js';
import type { EndpointFrontmatter } from '../../parse/schemas.js';
import { highlightExample } from './highlight.js';
import { renderSamples } from './samples.js';

/** Highlighted code of an endpoint; example entries are null where the example is absent or not JSON. */
export interface EndpointCode {
  samples: CodeSample[];
  requestBody: string | null;
  /** By index of `responses`. */
  responses: (string | null)[];
  /** By index of `errors`. */
  errors: (string | null)[];
}

/** The {@link EndpointCode} of valid endpoint frontmatter. */
export function renderEndpointCode(ep: EndpointFrontmatter): EndpointCode {
  return {
    samples: renderSamples(ep),
    requestBody: highlightExample(ep.requestBody?.example),
    responses: ep.responses.map((r) => highlightExample(r.example)),
    errors: ep.errors.map((e) => highlightExample(e.example)),
  };
}
