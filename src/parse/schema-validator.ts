/**
 * Values checked against JSON Schema 2020-12 (`@cfworker/json-schema`, a
 * validator that interprets schemas rather than compiling them: checking
 * 10,000 examples costs milliseconds), in the direction they travel. Used
 * by the example rule (`src/check/rules/schemas.ts`) and by the import, whose
 * generated examples must pass that rule (`src/import/sampler.ts`).
 */
import { dereference, validate, type OutputUnit } from '@cfworker/json-schema';

/** Which side sends a value: a request body, or a response or error body. */
export type Direction = 'request' | 'response';

/** A JSON Schema object. */
type Schema = Record<string, unknown>;

/** Keywords whose values are data, not schemas. */
const DATA_KEYWORDS: ReadonlySet<string> = new Set(['enum', 'const', 'default', 'example', 'examples']);

/**
 * A schema as one side sends it: a request need not hold read-only
 * properties and a response need not hold write-only ones, even when they
 * are required (OpenAPI 3.1, Schema Object, `readOnly`/`writeOnly`).
 */
export function asSentBy(schema: unknown, direction: Direction): unknown {
  if (Array.isArray(schema)) return schema.map((s) => asSentBy(s, direction));
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, DATA_KEYWORDS.has(k) ? v : asSentBy(v, direction)]));
  const properties = out.properties as Record<string, Record<string, unknown>> | undefined;
  if (Array.isArray(out.required) && properties) {
    const unsent = direction === 'request' ? 'readOnly' : 'writeOnly';
    out.required = out.required.filter((name: string) => properties[name]?.[unsent] !== true);
  }
  return out;
}

/** Where the shared schemas are for the validator: a base URI of its own (the `.invalid` top-level domain never resolves, RFC 2606). */
export const DEFS_URI = 'https://pamdocs.invalid/defs';

/**
 * Validates values sent in one direction against schemas that may refer to
 * a set of shared schemas (`{ $ref: DEFS_URI + '#/$defs/<name>' }`). The
 * shared schemas are indexed once, when it is made (indexing them for each
 * value cost seconds at a thousand entities); each schema validated against
 * is added under an id of its own.
 */
export class SchemaValidator {
  private readonly lookup: ReturnType<typeof dereference>;
  private added = 0;

  /** `defs`: the shared schemas by name. */
  constructor(
    defs: Record<string, unknown>,
    private readonly direction: Direction,
  ) {
    const sent = Object.fromEntries(Object.entries(defs).map(([name, schema]) => [name, asSentBy(schema, direction)]));
    this.lookup = dereference({ $id: DEFS_URI, $defs: sent });
  }

  /** The errors of `value` against `schema`; empty when it matches. */
  validate(value: unknown, schema: Schema): readonly OutputUnit[] {
    return this.prepare(schema)(value);
  }

  /**
   * `schema` indexed once, for validating many values against it (the
   * import checks a generated example again after each pruning round): a
   * function giving the errors of a value, empty when it matches.
   */
  prepare(schema: Schema): (value: unknown) => readonly OutputUnit[] {
    const own = { ...(asSentBy(schema, this.direction) as Schema), $id: `${DEFS_URI}/value-${++this.added}` };
    dereference(own, this.lookup);
    return (value) => validate(value, own, '2020-12', this.lookup, false).errors;
  }
}
