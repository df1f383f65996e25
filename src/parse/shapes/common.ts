/**
 * Pieces shared by the content shapes: text, ids, status codes, examples.
 */
import { z } from 'zod';

/** Plain text, at least one character after trimming. */
export const text = z.string().trim().min(1);
/** An id usable as a file name, anchor and route segment: lower-case kebab-case. */
export const idPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A lower-case kebab-case id. */
export const id = z.string().regex(idPattern, 'expected a lower-case kebab-case id such as `get-user-cart`');
/** HTTP status code (RFC 9110 §15: 100-599). */
export const statusCode = z.number().int().min(100).max(599);
/**
 * The status of a documented response: a code, a class of codes such as
 * `4XX`, or `default` (any status not documented otherwise), as OpenAPI has them.
 */
export const responseStatus = z.union([
  statusCode,
  z.string().regex(/^(?:[1-5]XX|default)$/, 'expected a status code, a class such as `4XX`, or `default`'),
]);
/** An example body exactly as written; trailing newlines of YAML block scalars are dropped. */
export const example = z.string().transform((s) => s.replace(/\s+$/, ''));
/** Any JSON value, as YAML writes it. */
export const jsonValue: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(jsonValue), z.record(z.string(), jsonValue)]),
);

/** A JSON value. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
