/**
 * `allOf` as a property tree shows it: its parts merged into one schema
 * where they agree (objects joined, values whose limits do not contradict,
 * a reference described by facts beside it), else left as alternatives.
 */
import { refEntity, type SchemaInput } from '../parse/shapes/schema-input.js';

/** What merging reads: the entities' schemas, and the entities the tree is inside of (a reference to one of them is not followed). */
export interface MergeContext {
  /** An entity's written schema, by id. */
  schemaOf(entity: string): SchemaInput | undefined;
  inside: readonly string[];
}

/** Most properties a merged `allOf` reaches through references, so that hostile input cannot make it explode. */
const MAX_MERGE_DEPTH = 8;

/** Whether a schema holds nothing a tree would open: no properties, items, other properties' schema or alternatives. */
export const isPlain = (s: SchemaInput): boolean =>
  !s.properties && !s.items && typeof s.additionalProperties !== 'object' && !hasAlternatives(s) && s.$ref === undefined;

/** Whether a schema has alternatives (`oneOf`, `anyOf`, `allOf`). */
export const hasAlternatives = (s: SchemaInput): boolean => Boolean(s.oneOf ?? s.anyOf ?? s.allOf);

/** Keywords that describe a value rather than limit it: where `allOf` parts state them differently, the later part's is shown. */
const ANNOTATIONS: ReadonlySet<string> = new Set([
  'title',
  'description',
  'default',
  'example',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
]);

/**
 * `input` with its `allOf` merged into one schema where its parts agree:
 * objects (or references to entities whose schemas are objects; one of
 * them may offer alternatives) joined ({@link joined}), the keywords of parts written in place winning over
 * those of referenced ones, and later parts' over earlier ones; values (parts
 * that hold nothing a tree opens, at most one entity among them) whose limits
 * do not contradict, as one value ({@link mergeValues}); one reference and
 * facts, as that reference with the facts beside it. Other parts are left as
 * they are (shown as "all of"). The entities whose schemas were merged
 * into objects are added to `expanded`: what the merged schema holds is
 * inside them, so a reference back to one is recursive, not merged again.
 */
export function mergeAllOf(input: SchemaInput, ctx: MergeContext, depth = 0, expanded: string[] = []): SchemaInput {
  if (!input.allOf || depth > MAX_MERGE_DEPTH) return input;
  const entities: string[] = [];
  const parts = input.allOf.map((part) => {
    const entity = part.$ref !== undefined ? refEntity(part.$ref) : undefined;
    const target = entity !== undefined && !ctx.inside.includes(entity) ? ctx.schemaOf(entity) : part.$ref === undefined ? part : undefined;
    if (target && entity !== undefined) entities.push(entity);
    return target && mergeAllOf(target, ctx, depth + 1, entities);
  });
  const { allOf, ...rest } = input;
  if (parts.every((t) => t && isPlain(t) && t.type !== 'object')) return mergeValues(allOf, parts as SchemaInput[], rest) ?? input;
  // OpenAPI 3.0's way to describe a reference, an allOf of it and of facts, is that reference with the facts beside it.
  const refs = [...new Set(allOf.flatMap((p) => p.$ref ?? []))];
  if (refs.length === 1 && isPlain(rest) && allOf.every((p) => p.$ref !== undefined || isPlain(p)))
    return Object.assign({}, ...allOf, rest, { $ref: refs[0] });
  if (parts.some((p) => !p)) return input;
  const targets = parts as SchemaInput[];
  // Objects merge, one of them with alternatives of its own (its fields beside the choice it offers).
  const choices = targets.filter((p) => p.oneOf ?? p.anyOf).length;
  if (choices > 1 || targets.some((p) => (p.type !== undefined && p.type !== 'object') || p.allOf)) return input;
  // What is written here wins over what a shared component says: the parts that are references first.
  const order = [...targets.filter((_, i) => allOf[i]?.$ref !== undefined), ...targets.filter((_, i) => allOf[i]?.$ref === undefined)];
  expanded.push(...entities);
  return { ...[...order, rest].reduce(joined, {}), type: 'object' };
}

/**
 * Two schemas a value must both match, as one: the keywords of `b` over
 * those of `a`, their properties joined (one both have is both schemas
 * joined), their required lists, items and other properties joined; a
 * reference with the other's facts beside it.
 */
function joined(a: SchemaInput, b: SchemaInput): SchemaInput {
  const other = a.$ref === undefined ? a : b.$ref === undefined ? b : undefined;
  // References to two entities, or one beside a schema that holds more than facts, are left to an `allOf` to merge.
  if ((a.$ref !== undefined || b.$ref !== undefined) && a.$ref !== b.$ref && (!other || !isPlain(other))) return { allOf: [a, b] };
  const { properties: pa, required: ra, ...ka } = a;
  const { properties: pb, required: rb, ...kb } = b;
  const out: SchemaInput = { ...ka, ...kb };
  if (pa && pb)
    out.properties = Object.fromEntries(
      [...new Set([...Object.keys(pa), ...Object.keys(pb)])].map((k) => [k, pa[k] && pb[k] ? joined(pa[k], pb[k]) : (pa[k] ?? pb[k])!]),
    );
  else if (pa ?? pb) out.properties = (pa ?? pb)!;
  if (ra ?? rb) out.required = [...new Set([...(ra ?? []), ...(rb ?? [])])];
  if (a.items && b.items) out.items = joined(a.items, b.items);
  if (typeof a.additionalProperties === 'object' && typeof b.additionalProperties === 'object')
    out.additionalProperties = joined(a.additionalProperties, b.additionalProperties);
  return out;
}

/**
 * The `allOf` of values `parts` (whose schemas, references followed, are
 * `targets`) and the keywords beside it (`rest`) as one schema: the
 * reference among the parts with the other keywords beside it, or the
 * keywords joined; undefined when two parts refer to different entities or
 * two state one limit differently.
 */
function mergeValues(parts: readonly SchemaInput[], targets: readonly SchemaInput[], rest: SchemaInput): SchemaInput | undefined {
  const refs = [...new Set(parts.flatMap((p) => p.$ref ?? []))];
  if (refs.length > 1) return undefined;
  const stated = new Map<string, string>();
  for (const target of [...targets, rest])
    for (const [key, value] of Object.entries(target)) {
      if (ANNOTATIONS.has(key) || key.startsWith('x-')) continue;
      const json = JSON.stringify(value);
      if (stated.has(key) && stated.get(key) !== json) return undefined;
      stated.set(key, json);
    }
  return Object.assign({}, ...parts, rest, refs[0] !== undefined ? { $ref: refs[0] } : {}) as SchemaInput;
}
