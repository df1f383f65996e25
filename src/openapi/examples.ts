/**
 * The example a body, parameter or error gets: the document's own (`example`,
 * else the first of `examples`), else, for JSON bodies, one generated from
 * the schema (`./sampler.ts`). Bodies are
 * written as the text a caller sends or receives.
 */
import type { Direction } from '../parse/schema-validator.js';
import type { OpenApi, MediaType, Example, Reference } from './openapi-types.js';
import { deref } from './pointer.js';
import type { ExampleSampler } from './sampler.js';

/** Whether a media type carries JSON (`application/json`, `application/problem+json`, `*\/*`). */
export const isJsonType = (contentType: string): boolean => /json|^\*\/\*$/i.test(contentType);

/** The document's own example values of a media type, parameter or header: its `example`, then the value of each of its `examples`. */
export function ownExamples(document: OpenApi, owner: { example?: unknown; examples?: Record<string, Example | Reference> }): unknown[] {
  const values = owner.example !== undefined ? [owner.example] : [];
  for (const entry of Object.values(owner.examples ?? {})) {
    const value = deref(document, entry)?.value;
    if (value !== undefined) values.push(value);
  }
  return values;
}

/** The document's own example value of a media type or parameter (the first of {@link ownExamples}), or undefined. */
export const ownExample = (document: OpenApi, owner: { example?: unknown; examples?: Record<string, Example | Reference> }): unknown =>
  ownExamples(document, owner)[0];

/**
 * The example text of a body in `contentType`: its own example, else, for
 * JSON and with a `sampler`, one generated from its schema (`direction`
 * leaves out what only the other side sends); no text when there is none.
 * `generated`: whether the text is the sampler's (valid by construction).
 */
export function bodyExample(
  document: OpenApi,
  media: MediaType,
  contentType: string,
  direction: Direction,
  sampler: ExampleSampler | undefined,
): { text?: string; generated: boolean } {
  let value = ownExample(document, media);
  const generated = value === undefined && sampler !== undefined && media.schema !== undefined && isJsonType(contentType);
  if (generated) value = sampler.generate(media.schema, direction);
  if (value === undefined) return { generated: false };
  // A body in another media type (XML, a form) is shown only when the document gives it as text.
  if (!isJsonType(contentType)) return typeof value === 'string' ? { text: value, generated: false } : { generated: false };
  return { text: JSON.stringify(value, null, 2), generated };
}
