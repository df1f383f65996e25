/**
 * The shorthands of the content format for schemas: a writer's type name
 * (`string`, `integer`, `string[]`, `File`, `object (Drug)`…) and a flat
 * list of fields (`fields:` of bodies and entities), as the written schemas
 * (`./shapes/schema.ts`) they stand for.
 */
import type { SchemaInput } from './shapes/schema.js';

/** A flat field as writers list them (`fields:` of bodies and entities). */
export interface FlatField {
  name: string;
  type: string;
  required?: boolean;
  description?: string;
}

/** The schema a writer's type name means: `string`, `integer`, `string[]`, `File`, `object (Drug)`…; an unknown name is kept as the type label. */
export function schemaOfType(type: string): SchemaInput & { label?: string } {
  const t = type.trim();
  const list = /^(.*)\[\]$/.exec(t);
  if (list) return { type: 'array', items: schemaOfType(list[1]!), label: t };
  const base = t.toLowerCase().split(/[\s(]/)[0] ?? '';
  if (['string', 'integer', 'number', 'boolean', 'object', 'array'].includes(base)) {
    const format = /date-time/.test(t) ? 'date-time' : /\(date\)/.test(t) ? 'date' : undefined;
    return { type: base as 'string', ...(format ? { format } : {}), label: t };
  }
  if (base === 'file') return { type: 'string', format: 'binary', label: t };
  if (base === 'long' || base === 'int') return { type: 'integer', label: t };
  if (base === 'double' || base === 'float') return { type: 'number', label: t };
  if (base === 'json') return { type: 'object', label: t };
  return { label: t };
}

/** The object schema a flat field list is shorthand for. */
export function schemaOfFields(fields: readonly FlatField[]): SchemaInput {
  const properties: Record<string, SchemaInput> = {};
  const required: string[] = [];
  for (const f of fields) {
    properties[f.name] = { ...schemaOfType(f.type), ...(f.description ? { description: f.description } : {}) };
    if (f.required) required.push(f.name);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}
