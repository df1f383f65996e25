/**
 * Values checked against JSON Schema 2020-12 (`@cfworker/json-schema`, a
 * validator that interprets schemas rather than compiling them: checking
 * 10,000 examples costs milliseconds), in the direction they travel. Used
 * by the example rule (`src/check/rules/schemas.ts`) and by the import, whose
 * generated examples must pass that rule (`src/import/sampler.ts`).
 */
import { dereference, encodePointer, ignoredKeyword, schemaArrayKeyword, schemaMapKeyword, validate, type OutputUnit } from '@cfworker/json-schema';

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

/** Schemas by absolute URI, as `dereference` indexes them. */
type Lookup = ReturnType<typeof dereference>;

/** A schema tree's keys of JSON Schema (`@cfworker/json-schema`'s lists, which its `dereference` walks by). */
const WALK = { ignored: ignoredKeyword, arrays: schemaArrayKeyword, maps: schemaMapKeyword };

/**
 * Whether `dereference` would register anything of `schema` under a URI of
 * its own (an `$id`, `id` or `$anchor` on any object it walks): another
 * schema may then refer to it by that URI, so the tree cannot wait to be
 * indexed until something refers into it.
 */
function holdsOwnUri(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return false;
  const node = schema as Schema;
  if (node.$id || node.id || node.$anchor) return true;
  for (const key in node) {
    if (WALK.ignored[key]) continue;
    const sub = node[key];
    if (Array.isArray(sub)) {
      if (WALK.arrays[key] && sub.some(holdsOwnUri)) return true;
    } else if (WALK.maps[key]) {
      if (typeof sub === 'object' && sub !== null && Object.values(sub).some(holdsOwnUri)) return true;
    } else if (holdsOwnUri(sub)) return true;
  }
  return false;
}

/**
 * Validates values sent in one direction against schemas that may refer to
 * a set of shared schemas (`{ $ref: DEFS_URI + '#/$defs/<name>' }`). A
 * shared schema is indexed once, when a validation first refers into it
 * (indexing them all for each value cost seconds at a thousand entities;
 * indexing them all up front, about 200 ms of GitHub's 969 per direction,
 * of which an import or a check uses a part), or all when it is made if one
 * of them has a URI of its own ({@link holdsOwnUri}). Each schema validated
 * against is added under an id of its own.
 */
export class SchemaValidator {
  /** The indexed schemas by absolute URI, as `dereference` writes them. */
  private readonly indexed: Lookup = Object.create(null) as Lookup;
  /** {@link indexed} as validation reads it: a shared schema not indexed yet is indexed when first read. */
  private readonly lookup: Lookup;
  /** The shared schemas not indexed yet, by their key in a URI (`encodePointer` of the name). */
  private readonly pending = new Map<string, string>();
  private added = 0;

  /** `defs`: the shared schemas by name. */
  constructor(
    private readonly defs: Record<string, unknown>,
    private readonly direction: Direction,
  ) {
    if (Object.values(defs).some(holdsOwnUri)) {
      const sent = Object.fromEntries(Object.entries(defs).map(([name, schema]) => [name, asSentBy(schema, direction)]));
      dereference({ $id: DEFS_URI, $defs: sent }, this.indexed);
    } else {
      for (const name of Object.keys(defs)) this.pending.set(encodePointer(name), name);
    }
    const prefix = `${DEFS_URI}#/$defs/`;
    this.lookup = new Proxy(this.indexed, {
      get: (indexed, uri) => {
        const known = Reflect.get(indexed, uri) as Lookup[string] | undefined;
        if (known !== undefined || typeof uri !== 'string' || !uri.startsWith(prefix)) return known;
        const key = uri.slice(prefix.length).split('/')[0]!;
        const name = this.pending.get(key);
        if (name === undefined) return undefined;
        this.pending.delete(key);
        // Where indexing them all would have put it: under the shared schemas' URI, at `/$defs/<key>`.
        dereference(asSentBy(this.defs[name], this.direction) as Schema, indexed, new URL(DEFS_URI), `/$defs/${key}`);
        return Reflect.get(indexed, uri) as Lookup[string] | undefined;
      },
    });
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
    dereference(own, this.indexed);
    return (value) => validate(value, own, '2020-12', this.lookup, false).errors;
  }
}
