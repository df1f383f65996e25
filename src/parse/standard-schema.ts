/**
 * Written schemas (`./shapes/schema.ts`) as standard JSON Schema
 * 2020-12, the dialect of OpenAPI 3.1: an entity reference becomes a `$ref`
 * to where the caller keeps entity schemas (`#/components/schemas/<name>` in
 * `openapi.json`, `#/$defs/<id>` when validating an example), OpenAPI 3.0's
 * `nullable` and boolean `exclusiveMinimum`/`exclusiveMaximum` become their
 * 3.1 forms, and a writer's type name pamdocs does not know becomes a
 * described free-form value.
 */
import { schemaOfFields, schemaOfType, type FlatField } from './fields.js';
import { KEPT_KEYWORDS, refEntity, type SchemaInput } from './shapes/schema-input.js';

/** A JSON Schema object (OpenAPI 3.1 uses JSON Schema 2020-12). */
export type Schema = Record<string, unknown>;

/** Where an entity's schema is: the `$ref` of an entity id, or undefined for an entity that has none. */
export type RefTarget = (entity: string) => string | undefined;

/** `input` as a standard JSON Schema; `refTo` says where entity references point. */
export function standardSchema(input: SchemaInput & { label?: string }, refTo: RefTarget): Schema {
  const {
    label,
    $ref,
    nullable,
    exclusiveMinimum,
    exclusiveMaximum,
    minimum,
    maximum,
    properties,
    items,
    additionalProperties,
    oneOf,
    anyOf,
    allOf,
    not,
    ...rest
  } = input;
  if ($ref !== undefined) {
    const entity = refEntity($ref);
    const target = entity !== undefined ? refTo(entity) : undefined;
    // The keywords beside a reference (a description, a default…) stay beside it, as OpenAPI 3.1 allows.
    const { $ref: _ref, ...beside } = input;
    return { $ref: target ?? $ref, ...(Object.keys(beside).length > 0 ? standardSchema(beside, refTo) : {}) };
  }
  const out: Schema = { ...rest };
  if (label !== undefined && input.type === undefined && !properties && !items)
    return { description: rest.description ? `${rest.description} (documented as ${label})` : `Documented as ${label}.` };
  if (nullable && out.type !== undefined) out.type = [...new Set([...(Array.isArray(out.type) ? out.type : [out.type]), 'null'])];
  // 3.0 writes exclusive bounds as booleans beside minimum/maximum; 3.1 as numbers.
  if (exclusiveMinimum === true && minimum !== undefined) out.exclusiveMinimum = minimum;
  else {
    if (minimum !== undefined) out.minimum = minimum;
    if (typeof exclusiveMinimum === 'number') out.exclusiveMinimum = exclusiveMinimum;
  }
  if (exclusiveMaximum === true && maximum !== undefined) out.exclusiveMaximum = maximum;
  else {
    if (maximum !== undefined) out.maximum = maximum;
    if (typeof exclusiveMaximum === 'number') out.exclusiveMaximum = exclusiveMaximum;
  }
  const sub = (s: SchemaInput) => standardSchema(s, refTo);
  if (properties) out.properties = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, sub(v)]));
  if (items) out.items = sub(items);
  if (additionalProperties !== undefined)
    out.additionalProperties = typeof additionalProperties === 'boolean' ? additionalProperties : sub(additionalProperties);
  if (oneOf) out.oneOf = oneOf.map(sub);
  if (anyOf) out.anyOf = anyOf.map(sub);
  if (allOf) out.allOf = allOf.map(sub);
  if (not) out.not = sub(not);
  // Kept keywords holding schemas may refer to entities too.
  const kept = rest as Record<string, unknown>;
  const isSchema = (v: unknown): v is SchemaInput => typeof v === 'object' && v !== null && !Array.isArray(v);
  for (const key of KEPT_KEYWORDS.schema) if (isSchema(kept[key])) out[key] = sub(kept[key]);
  for (const key of KEPT_KEYWORDS.schemaList)
    if (Array.isArray(kept[key])) out[key] = (kept[key] as unknown[]).map((s) => (isSchema(s) ? sub(s) : s));
  for (const key of KEPT_KEYWORDS.schemaMap) {
    const map = kept[key];
    if (isSchema(map)) out[key] = Object.fromEntries(Object.entries(map).map(([k, s]) => [k, isSchema(s) ? sub(s) : s]));
  }
  return out;
}

/** The written schema of a body given as a schema or as fields; undefined when it has neither. */
export function writtenBodySchema(body: { schema?: SchemaInput | undefined; fields: readonly FlatField[] }): SchemaInput | undefined {
  return body.schema ?? (body.fields.length > 0 ? schemaOfFields(body.fields) : undefined);
}

/** The standard schema of a body given as a schema or as fields; undefined when it has neither. */
export function bodySchema(body: { schema?: SchemaInput | undefined; fields: readonly FlatField[] }, refTo: RefTarget): Schema | undefined {
  const written = writtenBodySchema(body);
  return written && standardSchema(written, refTo);
}

/** The standard schema of a value given as a schema or a type name; `{}` (anything) when it has neither. */
export function valueSchema(value: { schema?: SchemaInput | undefined; type?: string | undefined }, refTo: RefTarget): Schema {
  return value.schema ? standardSchema(value.schema, refTo) : value.type ? standardSchema(schemaOfType(value.type), refTo) : {};
}
