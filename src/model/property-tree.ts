/**
 * Written schemas (`src/parse/shapes/schema.ts`) and flat field lists
 * as the site shows them: property trees (`src/shared/property-tree.ts`).
 * `allOf` is merged where its parts agree, and kept as alternatives where
 * not; `nullable` and type lists become one type label; constraints become
 * words. A `$ref` stays a reference to its entity (the page expands it on
 * request); one that refers back to an entity the tree is inside of is
 * marked recursive and is never expanded. A reference to an entity that is
 * one value (an enum, a limited string) also carries that value's facts,
 * which it has nothing to expand into; the keywords written beside a `$ref`
 * are its own facts.
 */
import { refEntity, type SchemaInput } from '../parse/shapes/schema-input.js';

import type { PropertyTree, TreeProperty } from '../shared/property-tree.js';

/** What a tree is made with: the entities' schemas and names, and the entities the tree is inside of. */
export interface TreeContext {
  /** An entity's written schema, by id (for merging `allOf` parts that are references). */
  schemaOf(entity: string): SchemaInput | undefined;
  /** An entity's display name, by id. */
  nameOf(entity: string): string | undefined;
  /** The entities the tree is inside of (a reference to one of them is recursive). */
  inside: readonly string[];
  /** The HTML of a description that holds Markdown (rendered at build time with its document), by its text; undefined for text to show as it is. */
  describe?(text: string): string | undefined;
  /** {@link describe} for the descriptions of an entity's schema, by its id: a reference to a value shows them where it is. */
  describeIn?(entity: string): ((text: string) => string | undefined) | undefined;
}

/** `node` with `description` and, when it holds Markdown, its HTML. */
function described(node: PropertyTree, description: string | undefined, ctx: TreeContext): PropertyTree {
  if (!description) return node;
  node.description = description;
  const html = ctx.describe?.(description);
  if (html) node.descriptionHtml = html;
  return node;
}

/** Most properties a merged `allOf` reaches through references, so that hostile input cannot make it explode. */
const MAX_MERGE_DEPTH = 8;

/** The keys of a node that state its facts: all but its type label and what it holds. */
const FACT_KEYS = [
  'title',
  'description',
  'descriptionHtml',
  'format',
  'enum',
  'const',
  'default',
  'example',
  'examples',
  'constraints',
  'readOnly',
  'writeOnly',
  'deprecated',
] as const satisfies readonly (keyof PropertyTree)[];

/** The facts of `node` (see {@link FACT_KEYS}), without its type and what it holds. */
function factsOf(node: PropertyTree): Partial<PropertyTree> {
  const out: Record<string, unknown> = {};
  for (const key of FACT_KEYS) if (node[key] !== undefined) out[key] = node[key];
  return out as Partial<PropertyTree>;
}

/** The property tree of a written schema. */
export function toTree(input: SchemaInput & { label?: string }, ctx: TreeContext): PropertyTree {
  const merged = mergeAllOf(input, ctx, 0);
  if (merged.$ref !== undefined) return refNode(merged, ctx);
  const node: PropertyTree = { type: input.label ?? typeLabel(merged, ctx) };
  if (merged.title) node.title = merged.title;
  described(node, merged.description, ctx);
  if (merged.format) node.format = merged.format;
  if (merged.enum) node.enum = merged.enum;
  if (merged.const !== undefined) node.const = merged.const;
  if (merged.default !== undefined) node.default = merged.default;
  const [example, ...examples] = [...(merged.example !== undefined ? [merged.example] : []), ...(merged.examples ?? [])];
  if (example !== undefined) node.example = example;
  if (examples.length) node.examples = examples;
  const constraints = constraintsOf(merged);
  if (constraints.length) node.constraints = constraints;
  if (merged.readOnly) node.readOnly = true;
  if (merged.writeOnly) node.writeOnly = true;
  if (merged.deprecated) node.deprecated = true;
  if (merged.properties) {
    const required = new Set(merged.required ?? []);
    node.properties = Object.entries(merged.properties).map(
      ([name, schema]): TreeProperty => ({ name, required: required.has(name), schema: toTree(schema, ctx) }),
    );
  }
  if (merged.items) {
    // The items get a node of their own when they say more than the type label does.
    const items = toTree(merged.items, ctx);
    if (Object.keys(items).some((key) => key !== 'type' && (key !== 'format' || !items.type.includes(`(${items.format})`))))
      node.items = items;
  }
  if (merged.additionalProperties !== undefined)
    node.additional =
      typeof merged.additionalProperties === 'boolean' ? merged.additionalProperties : toTree(merged.additionalProperties, ctx);
  const kind = merged.oneOf ? 'oneOf' : merged.anyOf ? 'anyOf' : merged.allOf ? 'allOf' : undefined;
  if (kind) node.alternatives = { kind, options: (merged[kind] ?? []).map((option) => toTree(option, ctx)) };
  return node;
}

/**
 * The node of a `$ref`: a reference to its entity, recursive when the tree
 * is inside of it; with the facts of the entity's value when the entity is
 * one (its type label then says the value's type: `Status (string)`), and
 * the facts written beside the `$ref` over them.
 */
function refNode(input: SchemaInput, ctx: TreeContext): PropertyTree {
  const { $ref = '', ...beside } = input;
  const entity = refEntity($ref);
  if (entity === undefined) return described({ type: $ref || 'reference' }, input.description, ctx);
  const recursive = ctx.inside.includes(entity);
  // OpenAPI 3.0's `nullable` beside a reference (a type list naming `null` once upgraded) lets the value be null too.
  const nullable = beside.nullable === true || (Array.isArray(beside.type) && beside.type.includes('null'));
  const name = ctx.nameOf(entity) ?? entity;
  const value = recursive ? undefined : entityValue(entity, ctx);
  const orNull = (label: string) => (nullable && !/\bnull\b/.test(label) ? `${label} | null` : label);
  const node: PropertyTree = value
    ? {
        ...factsOf(value.tree),
        type: value.type === 'any' ? name : `${name} (${orNull(value.type)})`,
        ref: { entity, recursive, value: true },
      }
    : { type: orNull(name), ref: { entity, recursive } };
  return Object.keys(beside).length ? Object.assign(node, factsOf(toTree(beside, ctx))) : node;
}

/** Whether a schema holds nothing a tree would open: no properties, items, other properties' schema or alternatives. */
const isPlain = (s: SchemaInput): boolean =>
  !s.properties && !s.items && typeof s.additionalProperties !== 'object' && !hasAlternatives(s) && s.$ref === undefined;

/** The tree of entity `entity` when it is one value (see {@link isPlain}), with the type label of that value (without its format); else undefined. */
function entityValue(entity: string, ctx: TreeContext): { tree: PropertyTree; type: string } | undefined {
  const schema = ctx.schemaOf(entity);
  const merged = schema && mergeAllOf(schema, ctx, 0);
  if (!merged || !isPlain(merged)) return undefined;
  const describe = ctx.describeIn?.(entity);
  const tree = toTree(merged, { ...ctx, inside: [...ctx.inside, entity], ...(describe ? { describe } : {}) });
  const { format: _format, ...bare } = merged;
  return { tree, type: typeLabel(bare, ctx) };
}

const hasAlternatives = (s: SchemaInput) => Boolean(s.oneOf ?? s.anyOf ?? s.allOf);

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
 * objects (or references to entities whose schemas are objects) joined
 * ({@link joined}), the keywords of parts written in place winning over
 * those of referenced ones, and later parts' over earlier ones; or values (parts that
 * hold nothing a tree opens, at most one entity among them) whose limits do
 * not contradict, as one value ({@link mergeValues}). Other parts are left
 * as they are (shown as "all of").
 */
function mergeAllOf(input: SchemaInput, ctx: TreeContext, depth: number): SchemaInput {
  if (!input.allOf || depth > MAX_MERGE_DEPTH) return input;
  const parts = input.allOf.map((part) => {
    const entity = part.$ref !== undefined ? refEntity(part.$ref) : undefined;
    const target = entity !== undefined && !ctx.inside.includes(entity) ? ctx.schemaOf(entity) : part.$ref === undefined ? part : undefined;
    return target && mergeAllOf(target, ctx, depth + 1);
  });
  if (parts.some((p) => !p)) return input;
  const { allOf, ...rest } = input;
  const targets = parts as SchemaInput[];
  if (targets.every((t) => isPlain(t) && t.type !== 'object')) return mergeValues(allOf, targets, rest) ?? input;
  if (targets.some((p) => (p.type !== undefined && p.type !== 'object') || hasAlternatives(p))) return input;
  // What is written here wins over what a shared component says: the parts that are references first.
  const order = [...targets.filter((_, i) => allOf[i]?.$ref !== undefined), ...targets.filter((_, i) => allOf[i]?.$ref === undefined)];
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

/** The type column of a schema: its types joined (`string | null`), arrays with their items, references by entity name. */
function typeLabel(s: SchemaInput, ctx: TreeContext): string {
  const types = Array.isArray(s.type) ? [...s.type] : s.type ? [s.type] : [];
  if (s.nullable && !types.includes('null')) types.push('null');
  if (types.length === 0) {
    if (s.properties) types.push('object');
    else if (s.items) types.push('array');
    else if (s.enum) return [...new Set(s.enum.map((v) => (v === null ? 'null' : typeof v)))].join(' | ');
    else if (s.const !== undefined) return s.const === null ? 'null' : typeof s.const;
    else if (hasAlternatives(s)) return s.oneOf ? 'one of' : s.anyOf ? 'any of' : 'all of';
    else return 'any';
  }
  return types
    .map((t) => {
      if (t !== 'array' || !s.items) return t === 'string' && s.format ? `string (${s.format})` : t;
      const itemEntity = s.items.$ref !== undefined ? refEntity(s.items.$ref) : undefined;
      return `array of ${itemEntity !== undefined ? (ctx.nameOf(itemEntity) ?? itemEntity) : typeLabel(s.items, ctx)}`;
    })
    .join(' | ');
}

/** The limits a schema sets, in words. */
function constraintsOf(s: SchemaInput): string[] {
  const out: string[] = [];
  const lowerExclusive = s.exclusiveMinimum === true || typeof s.exclusiveMinimum === 'number';
  const upperExclusive = s.exclusiveMaximum === true || typeof s.exclusiveMaximum === 'number';
  const lower = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : s.minimum;
  const upper = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : s.maximum;
  if (lower !== undefined) out.push(`${lowerExclusive ? 'more than' : 'at least'} ${lower}`);
  if (upper !== undefined) out.push(`${upperExclusive ? 'less than' : 'at most'} ${upper}`);
  if (s.multipleOf !== undefined) out.push(`a multiple of ${s.multipleOf}`);
  const range = (min: number | undefined, max: number | undefined, unit: string) => {
    if (min !== undefined && max !== undefined) out.push(min === max ? `exactly ${min} ${unit}` : `${min} to ${max} ${unit}`);
    else if (min !== undefined) out.push(`at least ${min} ${unit}`);
    else if (max !== undefined) out.push(`at most ${max} ${unit}`);
  };
  range(s.minLength, s.maxLength, 'characters');
  range(s.minItems, s.maxItems, 'items');
  range(s.minProperties, s.maxProperties, 'properties');
  if (s.pattern !== undefined) out.push(`matches ${s.pattern}`);
  if (s.uniqueItems) out.push('unique items');
  return out;
}
