/**
 * The example a body, parameter or error gets: the document's own (`example`,
 * else the first of `examples`), else one generated from the schema by
 * openapi-sampler (Redocly's sample generator) for JSON bodies. Bodies are
 * written as the text a caller sends or receives.
 */
import { sample } from 'openapi-sampler';
import type { OpenApi, MediaType, Example, Reference } from './openapi-types.js';
import { deref } from './pointer.js';

/** Whether a media type carries JSON (`application/json`, `application/problem+json`, `*\/*`). */
export const isJsonType = (contentType: string): boolean => /json|^\*\/\*$/i.test(contentType);

/**
 * Levels of nesting a generated example goes to, deepest first: a shallower
 * one is tried while the example is longer than {@link MAX_GENERATED_CHARS}.
 */
const SAMPLE_DEPTHS = [6, 3, 1];

/**
 * The longest generated example worth reading, in characters of its JSON
 * (4 KiB): a big payload's sample (GitHub's webhooks give 15 KiB each) is
 * shown and sent shallower, its deeper objects left to the schema tree.
 */
const MAX_GENERATED_CHARS = 4 * 1024;

/** An example generated from `schema` with nesting up to `depth`, or undefined when openapi-sampler cannot make one. */
function generated(document: OpenApi, schema: unknown, depth: number, direction: 'request' | 'response'): unknown {
  // openapi-sampler prints some warnings even when quiet (allOf of different types, date-time lengths,
  // node_modules/openapi-sampler/src/allOf.js); the call is synchronous, so muting them for it mutes nothing else.
  const warn = console.warn;
  console.warn = () => {};
  try {
    return sample(schema as Parameters<typeof sample>[0], { quiet: true, maxSampleDepth: depth, skipReadOnly: direction === 'request', skipWriteOnly: direction === 'response' }, document);
  } catch {
    return undefined;
  } finally {
    console.warn = warn;
  }
}

/** The document's own example value of a media type or parameter, or undefined. */
export function ownExample(document: OpenApi, owner: { example?: unknown; examples?: Record<string, Example | Reference> }): unknown {
  if (owner.example !== undefined) return owner.example;
  for (const entry of Object.values(owner.examples ?? {})) {
    const value = deref(document, entry)?.value;
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * The example text of a body in `contentType`: its own example, else, for
 * JSON, one generated from its schema (`direction` leaves out what only the
 * other side sends); undefined when there is none.
 */
export function bodyExample(document: OpenApi, media: MediaType, contentType: string, direction: 'request' | 'response'): string | undefined {
  let value = ownExample(document, media);
  if (value === undefined && media.schema !== undefined && isJsonType(contentType)) {
    for (const depth of SAMPLE_DEPTHS) {
      value = generated(document, media.schema, depth, direction);
      if (value === undefined || JSON.stringify(value).length <= MAX_GENERATED_CHARS) break;
    }
  }
  if (value === undefined) return undefined;
  // A body in another media type (XML, a form) is shown only when the document gives it as text.
  if (!isJsonType(contentType)) return typeof value === 'string' ? value : undefined;
  return JSON.stringify(value, null, 2);
}
