/**
 * OpenAPI 3.1 schemas as the content writes them (`src/parse/shapes/schema.ts`):
 * a reference to a component schema becomes a reference to its entity;
 * any other reference is written out in place (a reference back to a schema
 * being written out stops there), once per schema converted: a later use of
 * the same object schema in that schema says it is the one written out above,
 * so a document whose references into other schemas' parts form a web (as the
 * converted Azure network APIs do) is not written out once per path through
 * it; the keywords beside a reference are kept;
 * keywords the content does not know are left out and counted.
 */
import { KEPT_KEYWORDS, SCHEMA_KEYWORD_NAMES, type SchemaInput } from '../parse/shapes.js';
import type { OpenApi } from './openapi-types.js';
import { atPointer, componentName } from './pointer.js';

/** Levels of nesting written out at most: deeper parts of a schema are left out, so the YAML stays within the parser's 64 levels. */
const MAX_DEPTH = 24;

/** What converting schemas reads and records. */
export interface SchemaContext {
  document: OpenApi;
  /** The entity of each component schema, by component name. */
  entities: ReadonlyMap<string, string>;
  /** Entities referred to, filled as schemas are converted. */
  used: Set<string>;
  /** Keywords left out, with how often. */
  dropped: Map<string, number>;
}

const KNOWN: ReadonlySet<string> = new Set(SCHEMA_KEYWORD_NAMES);
const SUB_SCHEMA: ReadonlySet<string> = new Set(['items', 'not', ...KEPT_KEYWORDS.schema]);
const SCHEMA_LISTS: ReadonlySet<string> = new Set(['oneOf', 'anyOf', 'allOf', ...KEPT_KEYWORDS.schemaList]);
const SCHEMA_MAPS: ReadonlySet<string> = new Set(['properties', ...KEPT_KEYWORDS.schemaMap]);
const VALUES: ReadonlySet<string> = new Set(KEPT_KEYWORDS.value);

/** Where a conversion is: the references being written out around a schema, and every one written out so far. */
interface Walk {
  /** A reference back to one of these is not followed again. */
  inside: readonly string[];
  /** References written out so far in this conversion (a reference to an object schema is written out once). */
  expanded: Set<string>;
}

/** Whether a schema has a structure of its own (properties, composition, items of that kind): one written out once, then pointed to. */
function hasStructure(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  const s = schema as Record<string, unknown>;
  return (
    ['properties', 'allOf', 'oneOf', 'anyOf', 'additionalProperties'].some((k) => typeof s[k] === 'object' && s[k] !== null) ||
    hasStructure(s.items)
  );
}

/** The name a reference gives its schema: the last segment of its pointer that is no keyword or index (`ipConfiguration` for `#/components/schemas/Server/properties/ipConfiguration/allOf/0`). */
function refName(ref: string): string {
  const segments = ref.split('/').map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
  return segments.findLast((s) => !/^\d+$/.test(s) && !POINTER_KEYWORDS.has(s)) ?? ref;
}
const POINTER_KEYWORDS: ReadonlySet<string> = new Set([
  '#',
  'properties',
  'items',
  'allOf',
  'oneOf',
  'anyOf',
  'additionalProperties',
  'not',
]);

/**
 * `schema` as the content writes it. `walk` (internal to the recursion): the
 * references being written out around it and those written out so far.
 */
export function convertSchema(
  schema: unknown,
  ctx: SchemaContext,
  walk: Walk = { inside: [], expanded: new Set() },
  depth = 0,
): SchemaInput {
  if (schema === true) return {};
  if (schema === false) return { not: {} };
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return {};
  if (depth > MAX_DEPTH) return { description: 'Nested too deeply to show here; see the OpenAPI document.' };
  const input = schema as Record<string, unknown>;
  if (typeof input.$ref === 'string') return convertRef(input, ctx, walk, depth);
  const out: Record<string, unknown> = {};
  const sub = (value: unknown) => convertSchema(value, ctx, walk, depth + 1);
  for (const [key, value] of Object.entries(input)) {
    if (key.startsWith('x-')) out[key] = value;
    else if (key === 'additionalProperties') out[key] = typeof value === 'boolean' ? value : sub(value);
    else if (SUB_SCHEMA.has(key)) out[key] = sub(value);
    else if (SCHEMA_LISTS.has(key)) {
      if (Array.isArray(value) && value.length > 0) out[key] = value.map(sub);
    } else if (SCHEMA_MAPS.has(key)) {
      if (typeof value === 'object' && value !== null) out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sub(v)]));
    } else if (KNOWN.has(key) || VALUES.has(key)) out[key] = value;
    else ctx.dropped.set(key, (ctx.dropped.get(key) ?? 0) + 1);
  }
  return out as SchemaInput;
}

/** A reference: to its entity, or written out in place; the keywords beside it (OpenAPI 3.1: a description, a default…) are kept over what it refers to. */
function convertRef(input: Record<string, unknown>, ctx: SchemaContext, walk: Walk, depth: number): SchemaInput {
  const { $ref: ref, ...written } = input as { $ref: string };
  const beside = Object.keys(written).length > 0 ? convertSchema(written, ctx, walk, depth) : {};
  const name = componentName(ref, 'schemas');
  const entity = name === undefined ? undefined : ctx.entities.get(name);
  if (entity !== undefined) {
    ctx.used.add(entity);
    return { $ref: entity, ...beside };
  }
  if (walk.inside.includes(ref)) return { description: `Refers back to the enclosing schema (${ref}).` };
  const target = atPointer(ctx.document, ref);
  if (target === undefined) return { description: `Refers to ${ref}, which the document does not hold.` };
  if (hasStructure(target) && walk.expanded.has(ref)) {
    const { type, title } = target as { type?: SchemaInput['type']; title?: string };
    const name = title ?? refName(ref);
    return {
      ...(type === undefined ? {} : { type }),
      description: `The same schema as the \`${name}\` written out above (${ref}).`,
      ...beside,
    };
  }
  walk.expanded.add(ref);
  return { ...convertSchema(target, ctx, { inside: [...walk.inside, ref], expanded: walk.expanded }, depth), ...beside };
}
