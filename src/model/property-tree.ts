/**
 * Written schemas (`src/parse/shapes/schema.ts`) and flat field lists
 * as the site shows them: property trees (`src/shared/property-tree.ts`).
 * `allOf` is merged where its parts agree, and kept as alternatives where
 * not; `nullable` and type lists become one type label; constraints become
 * words. A `$ref` stays a reference to its entity (the page expands it on
 * request); one that refers back to an entity the tree is inside of is
 * marked recursive and is never expanded.
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

/** The property tree of a written schema. */
export function toTree(input: SchemaInput & { label?: string }, outer: TreeContext): PropertyTree {
  const expanded: string[] = [];
  const merged = mergeAllOf(input, outer, 0, expanded);
  if (merged.$ref !== undefined) return refNode(merged, outer);
  // The entities merged here hold what follows: one of them again below is recursive, not merged again.
  const ctx = expanded.length > 0 ? { ...outer, inside: [...outer.inside, ...expanded] } : outer;
  const node: PropertyTree = { type: input.label ?? typeLabel(merged, ctx) };
  if (merged.title) node.title = merged.title;
  described(node, merged.description, ctx);
  if (merged.format) node.format = merged.format;
  if (merged.enum) node.enum = merged.enum;
  if (merged.const !== undefined) node.const = merged.const;
  if (merged.default !== undefined) node.default = merged.default;
  const example = merged.example ?? merged.examples?.[0];
  if (example !== undefined) node.example = example;
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
  if (
    merged.items &&
    (merged.items.$ref !== undefined || merged.items.properties || merged.items.items || hasAlternatives(merged.items) || merged.items.enum)
  )
    node.items = toTree(merged.items, ctx);
  if (merged.additionalProperties !== undefined)
    node.additional =
      typeof merged.additionalProperties === 'boolean' ? merged.additionalProperties : toTree(merged.additionalProperties, ctx);
  const kind = merged.oneOf ? 'oneOf' : merged.anyOf ? 'anyOf' : merged.allOf ? 'allOf' : undefined;
  if (kind) node.alternatives = { kind, options: (merged[kind] ?? []).map((option) => toTree(option, ctx)) };
  return node;
}

/** The node of a `$ref`: a reference to its entity, recursive when the tree is inside of it. */
function refNode(input: SchemaInput, ctx: TreeContext): PropertyTree {
  const entity = refEntity(input.$ref ?? '');
  if (entity === undefined) return described({ type: input.$ref ?? 'reference' }, input.description, ctx);
  return described({ type: ctx.nameOf(entity) ?? entity, ref: { entity, recursive: ctx.inside.includes(entity) } }, input.description, ctx);
}

const hasAlternatives = (s: SchemaInput) => Boolean(s.oneOf ?? s.anyOf ?? s.allOf);

/**
 * `input` with its `allOf` merged into one schema when every part is an
 * object (or a reference to an entity whose schema is one): properties and
 * required lists joined, other keywords of later parts winning. Parts that
 * are not objects are left as they are (shown as "all of"). The entities
 * whose schemas were merged are added to `expanded`.
 */
function mergeAllOf(input: SchemaInput, ctx: TreeContext, depth: number, expanded: string[]): SchemaInput {
  if (!input.allOf || depth > MAX_MERGE_DEPTH) return input;
  const entities: string[] = [];
  const parts = input.allOf.map((part) => {
    const entity = part.$ref !== undefined ? refEntity(part.$ref) : undefined;
    const target = entity !== undefined && !ctx.inside.includes(entity) ? ctx.schemaOf(entity) : part.$ref === undefined ? part : undefined;
    if (target && entity !== undefined) entities.push(entity);
    return target && mergeAllOf(target, ctx, depth + 1, entities);
  });
  if (parts.some((p) => !p || (p.type !== undefined && p.type !== 'object') || hasAlternatives(p))) return input;
  expanded.push(...entities);
  const { allOf: _allOf, ...rest } = input;
  const merged: SchemaInput = { type: 'object' };
  for (const part of [...(parts as SchemaInput[]), rest]) {
    const { properties, required, ...keywords } = part;
    Object.assign(merged, keywords);
    if (properties) merged.properties = { ...merged.properties, ...properties };
    if (required) merged.required = [...new Set([...(merged.required ?? []), ...required])];
  }
  merged.type = 'object';
  return merged;
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
