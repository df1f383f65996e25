/**
 * The example a body, parameter or error gets: the document's own (`example`,
 * else the first of `examples`: its `dataValue` or `value`, or for a body the
 * text of its `serializedValue`, OpenAPI 3.2), else, for JSON bodies and the
 * items of a stream, one generated from the schema (`./sampler.ts`). Bodies
 * are written as the text a caller sends or receives; a stream's items in
 * the stream's own format (`src/shared/sequential-media.ts`).
 */
import type { Direction } from '../parse/schema-validator.js';
import { streamFormat, writeStream } from '../shared/sequential-media.js';
import type { OpenApi, MediaType, Example, Reference } from './openapi-types.js';
import { deref } from './pointer.js';
import type { ExampleSampler } from './sampler.js';

/** Whether a media type carries JSON (`application/json`, `application/problem+json`, `*\/*`). */
export const isJsonType = (contentType: string): boolean => /json|^\*\/\*$/i.test(contentType);

/** What owns examples: a media type, parameter or header. */
type ExampleOwner = { example?: unknown; examples?: Record<string, Example | Reference> };

/** An example as written: its value (`dataValue`, else `value`), and its text as sent (`serializedValue`). */
interface WrittenExample {
  value?: unknown;
  serialized?: string;
}

/** The document's own examples of an owner: its `example`, then each of its `examples`. */
function writtenExamples(document: OpenApi, owner: ExampleOwner): WrittenExample[] {
  const all: WrittenExample[] = owner.example !== undefined ? [{ value: owner.example }] : [];
  for (const entry of Object.values(owner.examples ?? {})) {
    const example = deref(document, entry);
    if (!example) continue;
    const value = example.dataValue !== undefined ? example.dataValue : example.value;
    const serialized = typeof example.serializedValue === 'string' ? example.serializedValue : undefined;
    if (value !== undefined || serialized !== undefined) all.push({ value, ...(serialized !== undefined ? { serialized } : {}) });
  }
  return all;
}

/** The document's own example values of a media type, parameter or header: its `example`, then the value of each of its `examples`. */
export function ownExamples(document: OpenApi, owner: ExampleOwner): unknown[] {
  return writtenExamples(document, owner).flatMap((e) => (e.value !== undefined ? [e.value] : []));
}

/**
 * One item of a stream, generated from its item schema, whose text fields
 * that carry JSON (`contentMediaType` JSON with a `contentSchema`, as an
 * event's `data` does) hold a JSON text generated from their content schema.
 */
function itemExample(document: OpenApi, itemSchema: unknown, direction: Direction, sampler: ExampleSampler): unknown {
  const item = sampler.generate(itemSchema, direction);
  const properties = deref<{ properties?: Record<string, unknown> }>(document, itemSchema as object)?.properties ?? {};
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return item;
  const filled: Record<string, unknown> = { ...item };
  for (const name of Object.keys(filled)) {
    const field = deref<{ contentMediaType?: unknown; contentSchema?: unknown }>(document, properties[name] as object);
    if (field?.contentSchema !== undefined && typeof field.contentMediaType === 'string' && isJsonType(field.contentMediaType)) {
      filled[name] = JSON.stringify(sampler.generate(field.contentSchema, direction));
    }
  }
  return filled;
}

/**
 * The example text of a body in `contentType`: its own example (as sent,
 * when it gives that), else, for JSON and with a `sampler`, one generated
 * from its schema, or from its item schema as one item of its stream
 * (`direction` leaves out what only the other side sends); no text when
 * there is none. `generated`: whether the text is the sampler's (valid by
 * construction).
 */
export function bodyExample(
  document: OpenApi,
  media: MediaType,
  contentType: string,
  direction: Direction,
  sampler: ExampleSampler | undefined,
): { text?: string; generated: boolean } {
  const written = writtenExamples(document, media)[0];
  if (written?.serialized !== undefined) return { text: written.serialized, generated: false };
  // A stream of items without a schema of the whole is written in its own format.
  const format = media.itemSchema !== undefined && media.schema === undefined ? streamFormat(contentType) : undefined;
  let value = written?.value;
  const generated = value === undefined && sampler !== undefined && (format ? true : media.schema !== undefined && isJsonType(contentType));
  if (generated) value = format ? itemExample(document, media.itemSchema, direction, sampler) : sampler.generate(media.schema, direction);
  if (value === undefined) return { generated: false };
  if (typeof value === 'string' && (format || !isJsonType(contentType))) return { text: value, generated: false };
  if (format) {
    const text = writeStream(format, Array.isArray(value) ? value : [value]);
    return text === undefined ? { generated: false } : { text, generated };
  }
  // A body in another media type (XML, a form) is shown only when the document gives it as text.
  if (!isJsonType(contentType)) return { generated: false };
  return { text: JSON.stringify(value, null, 2), generated };
}
