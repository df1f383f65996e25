/**
 * Property trees: a schema of data as the site shows it, a tree of nodes
 * (each a {@link PropertyTree}: type label, facts in words, properties),
 * made by the model stage (`src/model/property-tree.ts`) from the schemas
 * writers (or an OpenAPI document) give, and rendered by the template as an
 * expandable tree.
 * References to entities stay references: the page expands one on request,
 * from the entities it loads, and a reference back to an ancestor is shown
 * as a link, never expanded. Nothing here may import Node or browser APIs.
 */

/** A JSON value. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A property of an object node: its name, and its own tree under `schema`. */
export interface TreeProperty {
  name: string;
  /** Whether it must be sent (or is always returned). */
  required: boolean;
  schema: PropertyTree;
}

/** Alternatives of a node: the value is exactly one of them (`oneOf`), one or more (`anyOf`), or all at once where they could not be merged (`allOf`). */
export interface TreeAlternatives {
  kind: 'oneOf' | 'anyOf' | 'allOf';
  options: PropertyTree[];
}

/** One node of a property tree, and the tree below it. */
export interface PropertyTree {
  /** The type a row shows after its name: `string`, `integer`, `array of string`, `object`, `string | null`, an entity's name, a writer's type name. */
  type: string;
  title?: string;
  /** Plain text. */
  description?: string;
  /** The description as sanitized HTML, when it holds Markdown (rendered at build time): shown instead of the text. */
  descriptionHtml?: string;
  format?: string;
  enum?: JsonValue[];
  const?: JsonValue;
  default?: JsonValue;
  example?: JsonValue;
  /** More examples, after {@link example} (JSON Schema's `examples` beyond the first). */
  examples?: JsonValue[];
  /** Limits in words, e.g. "at least 1", "at most 20 characters", "matches ^[a-z]+$", "unique items". */
  constraints?: string[];
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  /** The properties of an object, in order. */
  properties?: TreeProperty[];
  /** The items of an array, when they say more than a type label. */
  items?: PropertyTree;
  /** Other properties of an object: allowed (true), refused (false), or their tree. */
  additional?: PropertyTree | boolean;
  alternatives?: TreeAlternatives;
  /**
   * A reference to an entity, expanded on request; `recursive` when it refers to an entity the tree is already inside of;
   * `value` when the entity is one value (an enum, a limited string), whose facts the node carries: it has nothing to expand.
   */
  ref?: { entity: string; recursive: boolean; value?: boolean };
}

/**
 * `node` with `example` (a parameter's own, or null for none) as its example,
 * the examples the node gives after it: what a parameter's row shows.
 */
export function withExample(node: PropertyTree, example: JsonValue | null): PropertyTree {
  if (example === null) return node;
  const same = (v: JsonValue) => JSON.stringify(v) === JSON.stringify(example);
  const others = [...(node.example !== undefined ? [node.example] : []), ...(node.examples ?? [])].filter((v) => !same(v));
  const { examples: _examples, ...rest } = node;
  return { ...rest, example, ...(others.length > 0 ? { examples: others } : {}) };
}

/**
 * Whether a body's example block (its text, or null for none) shows the
 * example its schema's root gives (as JSON written out, or a text as it is):
 * then the tree need not say it again.
 */
export const blockShows = (block: string | null, root: PropertyTree): boolean =>
  block !== null && root.example !== undefined && (block === root.example || block === JSON.stringify(root.example, null, 2));
