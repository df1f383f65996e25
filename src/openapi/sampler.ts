/**
 * Examples generated from a document's schemas by openapi-sampler (Redoc's
 * sample generator), made to match them. They go as deep as the schema does,
 * up to {@link MAX_DEPTH} levels, and a reference inside itself stops at its
 * first repeat (`{}` or `[]`, the sampler's own rule); a value the schema
 * lets be null and gives no example of is `null` (the sampler would write
 * `"string"`). The sampler ends deep or recursive schemas with values they
 * refuse (an object without its required properties, `null` items); the
 * parts the validator refuses at the deepest places are left out, round by
 * round, so an imported example passes the content's own check
 * (`schema/invalid-example`).
 */
import { sample } from 'openapi-sampler';
import { DEFS_URI, SchemaValidator, type Direction } from '../parse/schema-validator.js';
import type { OpenApi } from './openapi-types.js';

/**
 * The deepest an example goes: levels of nesting of objects and arrays
 * (openapi-sampler's `maxSampleDepth`). Deeper levels are left out (`{}`,
 * `[]`).
 */
const MAX_DEPTH = 10;

/** What a sample leaves out: `depth` levels at most are followed; `requiredOnly` leaves out optional properties (the only way to shrink a large schema written inline). */
interface Attempt {
  depth: number;
  requiredOnly: boolean;
}

/**
 * The longest generated example worth reading, in characters of its JSON
 * (16 KiB, room for examples {@link MAX_DEPTH} levels deep): a bigger
 * payload's sample is shown and sent with less, the rest left to the
 * property tree.
 */
const MAX_GENERATED_CHARS = 16 * 1024;

/** The keywords whose values are data, not schemas: a walk over schemas leaves them as they are. */
const DATA_KEYWORDS = ['example', 'examples', 'default', 'const', 'enum'] as const;

/** The keywords whose values map names to schemas (a property named `default` is a schema there). */
const SCHEMA_MAPS: ReadonlySet<string> = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/** The types of a value that is no object or array. */
const SCALAR_TYPES: ReadonlySet<string> = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/** `map` (names to schemas) with {@link nullExamples} applied to each; the same object when nothing changed. */
function nullExamplesIn(map: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  for (const [name, schema] of Object.entries(map)) {
    const next = nullExamples(schema);
    if (next !== schema) (out ??= { ...map })[name] = next;
  }
  return out ?? map;
}

/**
 * `schema` (a JSON Schema of OpenAPI 3.1, with the schemas it holds) where
 * every value that may be null, is a scalar and gives no example of its own
 * (`example`, `examples`, `default`, `const`, `enum`) has `null` as its
 * example: what the sampler then gives. A nullable object or array keeps
 * its shape, which says more than `null`. Copies only what it changes.
 */
function nullExamples(schema: unknown): unknown {
  if (Array.isArray(schema)) {
    const items = schema.map(nullExamples);
    return items.some((item, i) => item !== schema[i]) ? items : schema;
  }
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = schema as Record<string, unknown>;
  let out: Record<string, unknown> | undefined;
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (typeof value !== 'object' || value === null || (DATA_KEYWORDS as readonly string[]).includes(key) || key.startsWith('x-')) continue;
    const next = SCHEMA_MAPS.has(key) && !Array.isArray(value) ? nullExamplesIn(value as Record<string, unknown>) : nullExamples(value);
    if (next !== value) (out ??= { ...node })[key] = next;
  }
  const types = Array.isArray(node.type) ? (node.type as unknown[]) : node.type === undefined ? [] : [node.type];
  const nullable = node.nullable === true || types.includes('null');
  const scalar = types.length > 0 && types.every((t) => SCALAR_TYPES.has(t as string));
  if (nullable && scalar && DATA_KEYWORDS.every((key) => node[key] === undefined)) (out ??= { ...node }).example = null;
  return out ?? node;
}

/** Rounds of leaving out refused parts; an example still refused after them is not given. */
const MAX_ROUNDS = 8;

/** `value` with the document's component references pointed at the validator's shared schemas. */
const rebased = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', `"${DEFS_URI}#/$defs/`)) as T;

/** The keys of a JSON pointer (RFC 6901) of an instance location such as `#/a/0/b`. */
const keysOf = (location: string) =>
  location
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((k) => decodeURIComponent(k).replace(/~1/g, '/').replace(/~0/g, '~'));

/** Removes the value at `keys` from `root` (an array item is spliced out); false when `keys` is the root. */
function remove(root: unknown, keys: string[]): boolean {
  if (keys.length === 0) return false;
  let parent = root as Record<string, unknown> | unknown[];
  for (const key of keys.slice(0, -1)) parent = (parent as Record<string, unknown>)[key] as typeof parent;
  const last = keys.at(-1)!;
  if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else if (parent && typeof parent === 'object') delete parent[last];
  return true;
}

/**
 * The example generator of one document; one per conversion (it prepares
 * the component schemas once for the sampler and once for the validators).
 */
export class ExampleSampler {
  private readonly validators = new Map<Direction, SchemaValidator>();
  /** The document as the sampler reads it: its component schemas with {@link nullExamples}, made on first use. */
  private samplerDocument?: OpenApi;
  /** The component schemas as the validators of both directions read them ({@link rebased}), made on first use. */
  private validatorSchemas?: Record<string, unknown>;

  constructor(private readonly document: OpenApi) {}

  /**
   * An example of `schema` as `direction`'s side sends it that matches it, or
   * undefined when none can be made: the deepest sample of a readable
   * length, with every property, else with the required ones only, that is
   * valid once pruned; when there is none, the leanest sample longer than
   * {@link MAX_GENERATED_CHARS}, pruned. A long sample is pruned only then:
   * pruning leaves out just what the schema refuses, which brought none of
   * GitHub's 2,119 generated bodies under the limit, and validating the long
   * samples of its webhooks was most of the import's example time.
   */
  generate(schema: unknown, direction: Direction): unknown {
    const input = nullExamples(schema);
    let leanest: string | undefined;
    for (const requiredOnly of [false, true]) {
      const { fits, over } = this.deepest(input, requiredOnly, direction);
      if (fits !== undefined) {
        const valid = this.pruned(JSON.parse(fits) as unknown, schema, direction);
        if (valid !== undefined) return valid;
      }
      if (over !== undefined) leanest = over;
    }
    return leanest === undefined ? undefined : this.pruned(JSON.parse(leanest) as unknown, schema, direction);
  }

  /**
   * The deepest sample within {@link MAX_GENERATED_CHARS} (`fits`) and the
   * first deeper one over it (`over`), deepened one level at a time up to
   * {@link MAX_DEPTH}: a wide schema (a sample many times longer at each
   * level) costs one level past the limit, not {@link MAX_DEPTH} levels of it.
   * It stops once two levels in a row add nothing (the sampler counts some
   * levels twice: one more level may add nothing, the next one more).
   * Both as JSON text.
   */
  private deepest(input: unknown, requiredOnly: boolean, direction: Direction): { fits?: string; over?: string } {
    let fits: string | undefined;
    let unchanged = 0;
    for (let depth = 1; depth <= MAX_DEPTH && unchanged < 2; depth++) {
      const made = this.sampled(input, { depth, requiredOnly }, direction);
      if (made === undefined) break;
      if (made.length > MAX_GENERATED_CHARS) return { fits, over: made };
      unchanged = made === fits ? unchanged + 1 : 0;
      fits = made;
    }
    return { fits };
  }

  /**
   * An example generated as `attempt` says, as JSON text (the sampler may
   * leave properties undefined, which JSON, and so the validator, has no
   * form for), or undefined when openapi-sampler cannot make one.
   */
  private sampled(schema: unknown, { depth, requiredOnly }: Attempt, direction: Direction): string | undefined {
    const schemas = this.document.components?.schemas;
    this.samplerDocument ??= schemas
      ? { ...this.document, components: { ...this.document.components, schemas: nullExamplesIn(schemas) as typeof schemas } }
      : this.document;
    // openapi-sampler prints some warnings even when quiet (allOf of different types, date-time lengths,
    // node_modules/openapi-sampler/src/allOf.js); the call is synchronous, so muting them for it mutes nothing else.
    const warn = console.warn;
    console.warn = () => {};
    try {
      const made = sample(
        schema as Parameters<typeof sample>[0],
        {
          quiet: true,
          maxSampleDepth: depth,
          skipNonRequired: requiredOnly,
          skipReadOnly: direction === 'request',
          skipWriteOnly: direction === 'response',
        },
        this.samplerDocument,
      );
      return made === undefined ? undefined : JSON.stringify(made);
    } catch {
      return undefined;
    } finally {
      console.warn = warn;
    }
  }

  /** `value` with what `schema` refuses at the deepest places left out, round by round; undefined when the whole is refused. */
  private pruned(value: unknown, schema: unknown, direction: Direction): unknown {
    let validator = this.validators.get(direction);
    if (!validator) {
      this.validatorSchemas ??= rebased(this.document.components?.schemas ?? {});
      this.validators.set(direction, (validator = new SchemaValidator(this.validatorSchemas, direction)));
    }
    const own = rebased(typeof schema === 'object' && schema !== null ? (schema as Record<string, unknown>) : {});
    let check: ReturnType<SchemaValidator['prepare']> | undefined;
    /** The places of `value` the schema refuses; undefined when the validator cannot follow the schema. */
    const refused = (): string[] | undefined => {
      try {
        check ??= validator.prepare(own);
        return [...new Set(check(value).map((e) => e.instanceLocation))];
      } catch {
        return undefined;
      }
    };
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const places = refused();
      // A schema the validator cannot follow: the example stays as generated, and the check says what it finds.
      if (places === undefined || places.length === 0) return value;
      // The deepest first, and later array items before earlier ones, so removals do not move what is still to go.
      const deepest = places.filter((p) => !places.some((q) => q !== p && q.startsWith(`${p}/`))).map(keysOf);
      deepest.sort((a, b) => b.length - a.length || Number(b.at(-1)) - Number(a.at(-1)));
      for (const keys of deepest) if (!remove(value, keys)) return undefined;
    }
    return undefined;
  }
}
