/**
 * Values checked against JSON Schema 2020-12 (`@cfworker/json-schema`, a
 * validator that interprets schemas rather than compiling them: checking
 * 10,000 examples costs milliseconds), in the direction they travel. Used
 * by the example rule (`src/check/rules/schemas.ts`) and by the import, whose
 * generated examples must pass that rule (`src/openapi/sampler.ts`).
 */
import {
  dereference,
  encodePointer,
  ignoredKeyword,
  schemaArrayKeyword,
  schemaKeyword,
  schemaMapKeyword,
  validate,
  type OutputUnit,
} from '@cfworker/json-schema';

/** Which side sends a value: a request body, or a response or error body. */
export type Direction = 'request' | 'response';

/** A JSON Schema object. */
type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `key` is in one of `@cfworker/json-schema`'s keyword lists (own keys only: `constructor` is no keyword). */
const listed = (list: Record<string, boolean>, key: string): boolean => Object.hasOwn(list, key);

/**
 * Where a key of a schema holds schemas, by JSON Schema 2020-12 (cfworker's
 * lists, and draft 7's `dependencies`, whose schemas its `validate` reads):
 * one schema, an array of them or a map of them; undefined for a key whose
 * value is data (`enum`, `example`, `discriminator`, an `x-` extension).
 */
function holds(key: string, value: unknown): 'one' | 'array' | 'map' | undefined {
  if (Array.isArray(value)) return listed(schemaArrayKeyword, key) ? 'array' : undefined;
  if ((listed(schemaMapKeyword, key) || key === 'dependencies') && isObject(value)) return 'map';
  return listed(schemaKeyword, key) ? 'one' : undefined;
}

/**
 * Whether the regular expression `pattern` repeats a group that itself
 * repeats something (`([\w.-]*)*`, a star height over 1): on
 * a text it refuses, a backtracking engine such as JavaScript's may take
 * time exponential in the text's length (a URL example against BeezUP's
 * URL pattern did not end). Escapes and character classes are skipped; a
 * repetition is `*`, `+` or `{n,m}` (`{n}` and `?` are not).
 */
function nestsRepetition(pattern: string): boolean {
  const groups: boolean[] = [];
  let repeats = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (c === '[') {
      for (i++; i < pattern.length && pattern[i] !== ']'; i++) if (pattern[i] === '\\') i++;
    } else if (c === '(') {
      groups.push(repeats);
      repeats = false;
    } else if (c === ')') {
      const inner: boolean = repeats;
      repeats = groups.pop() ?? false;
      const next = pattern.slice(i + 1);
      if (/^(?:[*+]|\{\d+,\d*\})/.test(next)) {
        if (inner) return true;
        repeats = true;
      } else repeats ||= inner;
    } else if (c === '*' || c === '+' || (c === '{' && /^\{\d+,\d*\}/.test(pattern.slice(i)))) repeats = true;
  }
  return false;
}

/**
 * A copy of `schema` (walked by its keywords, {@link holds}) in which each
 * object's `required` leaves out what `direction`'s side need not send; with
 * `forValidator`, also without what cfworker's `dereference` would take for
 * an identifier and is none: `id` (draft 4's `$id`, a keyword of neither
 * 2020-12 nor OpenAPI) and objects under keys that hold no schema, which
 * `dereference` walks as schemas (an `example: { id: 1 }` took a URI),
 * and without a `pattern` that may never end ({@link nestsRepetition}): the
 * value is not held to it. `validate` reads neither.
 */
function copyOf(schema: unknown, direction: Direction, forValidator: boolean): unknown {
  if (!isObject(schema)) return schema;
  const sub = (s: unknown) => copyOf(s, direction, forValidator);
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    const kind = holds(key, value);
    if (kind === 'array') out[key] = (value as unknown[]).map(sub);
    else if (kind === 'map') out[key] = Object.fromEntries(Object.entries(value as Schema).map(([k, v]) => [k, sub(v)]));
    else if (kind === 'one') out[key] = sub(value);
    else if (forValidator && key === 'pattern' && typeof value === 'string' && nestsRepetition(value)) continue;
    else if (!forValidator || (key !== 'id' && (typeof value !== 'object' || value === null || listed(ignoredKeyword, key))))
      out[key] = value;
  }
  const properties = isObject(out.properties) ? (out.properties as Record<string, unknown>) : undefined;
  if (Array.isArray(out.required) && properties) {
    const unsent = direction === 'request' ? 'readOnly' : 'writeOnly';
    out.required = out.required.filter(
      (name: unknown) => typeof name !== 'string' || !isObject(properties[name]) || properties[name][unsent] !== true,
    );
  }
  return out;
}

/**
 * A schema as one side sends it: a request need not hold read-only
 * properties and a response need not hold write-only ones, even when they
 * are required (OpenAPI 3.1, Schema Object, `readOnly`/`writeOnly`). A
 * copy; data (`enum`, `example`, extensions) is shared with `schema`.
 */
export function asSentBy(schema: unknown, direction: Direction): unknown {
  return copyOf(schema, direction, false);
}

/** Where the shared schemas are for the validator: a base URI of its own (the `.invalid` top-level domain never resolves, RFC 2606). */
export const DEFS_URI = 'https://pamdocs.invalid/defs';

/**
 * The base of the `n`th schema validated against: beside {@link DEFS_URI},
 * so that a relative `$id` resolves where it would in a shared schema (`pet`
 * to `https://pamdocs.invalid/pet` in both), as in one OpenAPI document.
 */
const valueUri = (n: number) => new URL(`value-${n}`, DEFS_URI);

/** Schemas by absolute URI, as `dereference` indexes them. */
type Lookup = ReturnType<typeof dereference>;

/**
 * Whether `dereference` would register anything of `schema` under a URI of
 * its own (an `$id` or `$anchor` on any of its schemas; `id` is none, see
 * {@link copyOf}): another schema may then refer to it by that URI, so the
 * tree cannot wait to be indexed until something refers into it.
 */
function holdsOwnUri(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  if (schema.$id || schema.$anchor) return true;
  for (const [key, value] of Object.entries(schema)) {
    const kind = holds(key, value);
    if (kind === 'array' && (value as unknown[]).some(holdsOwnUri)) return true;
    if (kind === 'map' && Object.values(value as Schema).some(holdsOwnUri)) return true;
    if (kind === 'one' && holdsOwnUri(value)) return true;
  }
  return false;
}

/**
 * Indexes `schema` into `into` as `dereference` does (`base` and `pointer`
 * as it takes them), except that a URI already holding another schema keeps
 * it, where `dereference` throws `Duplicate schema URI`: the first schema
 * with an `$id` (or `$anchor`, or at a pointer) holds it, and a later one
 * with the same `$id` still validates by its own keywords, its relative
 * `$ref`s going where the first one's go. The same `$id` twice in a
 * document is a bundler inlining a schema where it is used and keeping its
 * `$id`, so the two are copies and a reference finds the same either way;
 * dropping the later one's `$id` instead would send its relative `$ref`s
 * to its parent's base, where they mean something else. `read` is what is
 * already taken (it sees `into`). Throws `TypeError` when an `$id` or
 * `$ref` is no URI reference (`new URL` refuses it).
 */
function indexKeepingFirst(schema: Schema, into: Lookup, read: Lookup, base: URL, pointer = ''): void {
  const guarded = new Proxy(into, {
    // `dereference` reads a URI only to refuse one already taken; setting it decides here instead.
    get: () => undefined,
    set: (target, uri, held) => {
      if (Reflect.get(read, uri) === undefined) Reflect.set(target, uri, held);
      return true;
    },
  });
  dereference(schema as Parameters<typeof dereference>[0], guarded, base, pointer);
}

/**
 * Validates values sent in one direction against schemas that may refer to
 * a set of shared schemas (`{ $ref: DEFS_URI + '#/$defs/<name>' }`). A
 * shared schema is indexed once, when a validation first refers into it
 * (indexing them all for each value cost seconds at a thousand entities;
 * indexing them all up front, about 200 ms of GitHub's 969 per direction,
 * of which an import or a check uses a part), or all when it is made if one
 * of them has a URI of its own ({@link holdsOwnUri}). Each schema validated
 * against is indexed in a lookup of its own over the shared one, under a
 * base of its own ({@link valueUri}): what it registers (its `$id`s) is
 * seen by its own validations only, so two schemas with the same `$id`
 * never meet. Within the shared schemas, or between one and a schema
 * validated against, the first holder of a URI keeps it
 * ({@link indexKeepingFirst}): a valid document never makes it throw.
 */
export class SchemaValidator {
  /** The indexed shared schemas by absolute URI, as `dereference` writes them. */
  private readonly indexed: Lookup = Object.create(null) as Lookup;
  /** {@link indexed} as validation reads it: a shared schema not indexed yet is indexed when first read. */
  private readonly lookup: Lookup;
  /** The shared schemas not indexed yet, by their key in a URI (`encodePointer` of the name). */
  private readonly pending = new Map<string, string>();
  private added = 0;

  /**
   * `defs`: the shared schemas by name. Never throws: a shared schema with
   * an `$id` or `$ref` that is no URI reference is indexed up to it, and a
   * validation referring to what is missing throws (see {@link prepare}).
   */
  constructor(
    private readonly defs: Record<string, unknown>,
    private readonly direction: Direction,
  ) {
    if (Object.values(defs).some(holdsOwnUri)) {
      for (const [name, schema] of Object.entries(defs)) {
        const sent = copyOf(schema, direction, true);
        try {
          // In document order, so that the first of two schemas with the same `$id` keeps it.
          if (isObject(sent) || typeof sent === 'boolean')
            indexKeepingFirst(sent as Schema, this.indexed, this.indexed, new URL(DEFS_URI), `/$defs/${encodePointer(name)}`);
        } catch {
          // An `$id` or `$ref` that is no URI: what is missing fails the validations that refer to it.
        }
      }
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
        // Where indexing them all would have put it: under the shared schemas' URI, at `/$defs/<key>`. No shared
        // schema has a URI of its own here, so each registers only pointers under its own key: none can collide.
        dereference(copyOf(this.defs[name], this.direction, true) as Schema, indexed, new URL(DEFS_URI), `/$defs/${key}`);
        return Reflect.get(indexed, uri) as Lookup[string] | undefined;
      },
    });
  }

  /** The errors of `value` against `schema`; empty when it matches. Throws as {@link prepare} and the function it gives do. */
  validate(value: unknown, schema: Schema): readonly OutputUnit[] {
    return this.prepare(schema)(value);
  }

  /**
   * `schema` indexed once, for validating many values against it (the
   * import checks a generated example again after each pruning round): a
   * function giving the errors of a value, empty when it matches. Throws
   * `TypeError` when an `$id` or `$ref` of `schema` is no URI reference;
   * the function throws `Error` when a `$ref` names no schema it knows (or
   * a shared one's is no URI), and `RangeError` on references that loop
   * without reaching a value (`A: { $ref: A }`).
   */
  prepare(schema: Schema): (value: unknown) => readonly OutputUnit[] {
    const own = copyOf(schema, this.direction, true) as Schema;
    const layer = Object.create(this.lookup) as Lookup;
    indexKeepingFirst(own, layer, layer, valueUri(++this.added));
    return (value) => validate(value, own, '2020-12', layer, false).errors;
  }
}
