/**
 * Written schemas (`src/parse/shapes/schema.ts`) and flat field lists
 * as the site shows them: property trees (`src/shared/property-tree.ts`).
 * `allOf` is merged where its parts agree (`./all-of.ts`), and kept as alternatives where
 * not; `nullable` and type lists become one type label; constraints become
 * words. A `$ref` stays a reference to its entity (the page expands it on
 * request); one that refers back to an entity the tree is inside of is
 * marked recursive and is never expanded. A reference to an entity that is
 * one value (an enum, a limited string) also carries that value's facts,
 * which it has nothing to expand into; the keywords written beside a `$ref`
 * are its own facts.
 */
import { pointerTokens } from '../openapi/pointer-offsets.js';
import { refEntity, type SchemaInput } from '../parse/shapes/schema-input.js';
import { hasAlternatives, isPlain, mergeAllOf } from './all-of.js';

import type { JsonValue, PropertyTree, TreeProperty } from '../shared/property-tree.js';

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
  if (Object.keys(beside).length === 0) return node;
  // The facts beside the reference win, its limits and examples added to the entity's.
  const own = factsOf(toTree(beside, ctx));
  const constraints = [...new Set([...(node.constraints ?? []), ...(own.constraints ?? [])])];
  const [example, ...examples] = unique([own.example, ...(own.examples ?? []), node.example, ...(node.examples ?? [])]);
  return Object.assign(
    node,
    own,
    constraints.length ? { constraints } : {},
    example !== undefined ? { example } : {},
    examples.length ? { examples } : {},
  );
}

/** The values given, once each, in order (by their JSON). */
const unique = (values: readonly (JsonValue | undefined)[]): JsonValue[] => [
  ...new Map(values.flatMap((v) => (v === undefined ? [] : [[JSON.stringify(v), v] as const]))).values(),
];

/** The tree of entity `entity` when it is one value (see {@link isPlain}), with the type label of that value (without its format); else undefined. */
function entityValue(entity: string, ctx: TreeContext): { tree: PropertyTree; type: string } | undefined {
  const schema = ctx.schemaOf(entity);
  const merged = schema && mergeAllOf(schema, ctx);
  if (!merged || !isPlain(merged)) return undefined;
  const describe = ctx.describeIn?.(entity);
  const tree = toTree(merged, { ...ctx, inside: [...ctx.inside, entity], ...(describe ? { describe } : {}) });
  const { format: _format, ...bare } = merged;
  return { tree, type: typeLabel(bare, ctx) };
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
  return [...out, ...discriminatorFacts((s as { discriminator?: unknown }).discriminator)];
}

/** The name a discriminator's mapping gives for a schema: a reference's last pointer token (`#/components/schemas/Cat`: `Cat`), or the name as written. */
const mappedName = (target: string): string => {
  const hash = target.indexOf('#');
  return (hash < 0 ? undefined : pointerTokens(target.slice(hash)).at(-1)) ?? target;
};

/**
 * What a discriminator (OpenAPI's Discriminator Object) with a default
 * (OpenAPI 3.2's `defaultMapping`) says of the alternatives, in words: the
 * property that chooses, each value mapped to its schema, and the schema
 * that applies when the property is absent or its value unmapped. A
 * discriminator without a default is left to the alternatives, as the tree
 * of a 3.0 or 3.1 document leaves it.
 */
function discriminatorFacts(discriminator: unknown): string[] {
  if (typeof discriminator !== 'object' || discriminator === null) return [];
  const { propertyName, mapping, defaultMapping } = discriminator as Record<string, unknown>;
  if (typeof propertyName !== 'string' || typeof defaultMapping !== 'string') return [];
  const pairs = Object.entries(typeof mapping === 'object' && mapping !== null ? mapping : {}).flatMap(([value, target]) =>
    typeof target === 'string' ? [`${value} → ${mappedName(target)}`] : [],
  );
  return [
    `chosen by ${propertyName}${pairs.length ? `: ${pairs.join(', ')}` : ''}`,
    `${propertyName} absent or unmapped → ${mappedName(defaultMapping)}`,
  ];
}
