/**
 * What the diff reads of a JSON Schema of an OpenAPI 3.1 document (as
 * upgraded, so `nullable` is a `null` type and exclusive limits are
 * numbers): its properties with `allOf` merged, its types, whether it
 * admits null, its enum and its limits. Loose input stays loose: a
 * keyword of the wrong type counts as absent.
 */
import { child, resolve } from '../../openapi/pointer.js';
import type { Located, Schema, Side } from './diff-pairs.js';

/** `allOf` members followed at most inside one another: deeper nesting is a loop. */
const MAX_ALL_OF_DEPTH = 16;

/** Whether `value` is a plain JSON object. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The part `value` (a schema unless `T` says otherwise) written at `pointer`
 * of `document`, on `side`, references followed; undefined when it is no
 * object or its reference leads nowhere.
 */
export function locatedAt<T = Schema>(document: unknown, value: unknown, pointer: string, side: Side): Located<T> | undefined {
  if (!isObject(value)) return undefined;
  const found = resolve<Record<string, unknown>>(document, value, pointer);
  return found && isObject(found.value) ? { value: found.value as T, pointer: found.pointer, side } : undefined;
}

/** The properties of an object schema and the names it requires, its `allOf` members' merged in (the first writer of a property wins). */
export interface ObjectProperties {
  properties: Map<string, Located<Schema>>;
  required: Set<string>;
}

/** The {@link ObjectProperties} of `schema`, a schema of `document`. */
export function objectProperties(document: unknown, schema: Located<Schema>): ObjectProperties {
  const object: ObjectProperties = { properties: new Map(), required: new Set() };
  const visit = (part: Located<Schema>, depth: number): void => {
    const { value } = part;
    if (isObject(value.properties)) {
      for (const [name, property] of Object.entries(value.properties)) {
        if (object.properties.has(name)) continue;
        const found = locatedAt(document, property, child(part.pointer, 'properties', name), part.side);
        if (found) object.properties.set(name, found);
      }
    }
    if (Array.isArray(value.required)) for (const name of value.required) if (typeof name === 'string') object.required.add(name);
    if (!Array.isArray(value.allOf) || depth >= MAX_ALL_OF_DEPTH) return;
    value.allOf.forEach((member, i) => {
      const found = locatedAt(document, member, child(part.pointer, 'allOf', i), part.side);
      if (found) visit(found, depth + 1);
    });
  };
  visit(schema, 0);
  return object;
}

/** The items schema of an array schema, when it has one. */
export function itemsOf(document: unknown, schema: Located<Schema>): Located<Schema> | undefined {
  return locatedAt(document, schema.value.items, child(schema.pointer, 'items'), schema.side);
}

/** The types a schema admits besides `null` (`integer` within `number`); empty when it says none (any type). */
export function typesOf(schema: Schema): string[] {
  const { type } = schema;
  const written = typeof type === 'string' ? [type] : Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : [];
  const types = written.filter((t) => t !== 'null');
  if (types.length > 0 || written.length > 0) return types;
  if (isObject(schema.properties)) return ['object'];
  if (schema.items !== undefined) return ['array'];
  return [];
}

/** Whether every type of `narrow` is one `wide` admits (an empty `wide` admits all). */
export function typesWithin(narrow: readonly string[], wide: readonly string[]): boolean {
  if (wide.length === 0) return true;
  if (narrow.length === 0) return false;
  return narrow.every((t) => wide.includes(t) || (t === 'integer' && wide.includes('number')));
}

/** How a type list reads in a message: `string`, `integer/string`, `any`. */
export const typeText = (types: readonly string[], format: string | undefined): string =>
  `${types.length ? types.join('/') : 'any'}${format ? ` (${format})` : ''}`;

/** A schema's `format`, when it is a string. */
export const formatOf = (schema: Schema): string | undefined => (typeof schema.format === 'string' ? schema.format : undefined);

/** Whether a schema admits `null`: a `null` type, or a `oneOf`/`anyOf` member that is one. */
export function admitsNull(schema: Schema): boolean {
  const { type } = schema;
  if (type === 'null' || (Array.isArray(type) && type.includes('null'))) return true;
  const members = [schema.oneOf, schema.anyOf].flatMap((list) => (Array.isArray(list) ? list : []));
  return members.some(
    (m) => isObject(m) && (m.type === 'null' || (Array.isArray(m.type) && m.type.includes('null') && m.type.length === 1)),
  );
}

/** The values a schema allows as written: its `enum`, or its `const` as one value; undefined when it lists none. */
export function enumOf(schema: Schema): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  return 'const' in schema ? [schema.const] : undefined;
}

/** The values of `values` not in `others` (compared as JSON). */
export function valuesMissing(values: readonly unknown[], others: readonly unknown[]): unknown[] {
  const known = new Set(others.map((v) => JSON.stringify(v)));
  return values.filter((v) => !known.has(JSON.stringify(v)));
}

/** How a value reads in a message. */
export const valueText = (value: unknown): string => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

/** The limits of a schema the diff compares, each undefined when it has none. */
export interface Limits {
  /** `maximum`, or `exclusiveMaximum` when it is lower. */
  max?: number;
  /** `minimum`, or `exclusiveMinimum` when it is higher. */
  min?: number;
  maxLength?: number;
  minLength?: number;
  maxItems?: number;
  minItems?: number;
  pattern?: string;
}

const numberOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The {@link Limits} of `schema`. */
export function limitsOf(schema: Schema): Limits {
  const upper = [numberOf(schema.maximum), numberOf(schema.exclusiveMaximum)].filter((n): n is number => n !== undefined);
  const lower = [numberOf(schema.minimum), numberOf(schema.exclusiveMinimum)].filter((n): n is number => n !== undefined);
  const limits: Limits = {};
  if (upper.length) limits.max = Math.min(...upper);
  if (lower.length) limits.min = Math.max(...lower);
  for (const key of ['maxLength', 'minLength', 'maxItems', 'minItems'] as const) {
    const n = numberOf(schema[key]);
    if (n !== undefined) limits[key] = n;
  }
  if (typeof schema.pattern === 'string') limits.pattern = schema.pattern;
  return limits;
}
