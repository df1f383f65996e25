/**
 * A schema as a writer writes it (`SchemaInput`), and the keywords it may
 * use, without its shape (the validator): the model and the checks read
 * schemas through these, and `./schema.ts` validates them (with zod,
 * which only processing a file needs).
 */
import type { JsonValue } from '../../shared/site-model.js';

/** The JSON types a schema's `type` may name. */
export const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'] as const;
/** One of {@link JSON_TYPES}. */
export type JsonType = (typeof JSON_TYPES)[number];

/** A schema as written (see the module comment). */
export interface SchemaInput {
  type?: JsonType | JsonType[];
  format?: string;
  title?: string;
  description?: string;
  enum?: JsonValue[];
  const?: JsonValue;
  default?: JsonValue;
  example?: JsonValue;
  examples?: JsonValue[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  nullable?: boolean;
  properties?: Record<string, SchemaInput>;
  required?: string[];
  additionalProperties?: boolean | SchemaInput;
  items?: SchemaInput;
  oneOf?: SchemaInput[];
  anyOf?: SchemaInput[];
  allOf?: SchemaInput[];
  not?: SchemaInput;
  $ref?: string;
}

/**
 * Keywords of JSON Schema 2020-12 and OpenAPI that schemas may hold without
 * the site showing them: they matter to validators and code generators, and
 * `openapi.json` keeps them. By what they hold: sub-schemas, maps of
 * sub-schemas, lists of sub-schemas, or plain values.
 */
export const KEPT_KEYWORDS = {
  schema: ['propertyNames', 'contains', 'if', 'then', 'else', 'unevaluatedItems', 'unevaluatedProperties', 'contentSchema'],
  schemaMap: ['patternProperties', 'dependentSchemas', '$defs'],
  schemaList: ['prefixItems'],
  value: [
    'discriminator',
    'xml',
    'externalDocs',
    '$schema',
    '$id',
    '$comment',
    '$anchor',
    'minContains',
    'maxContains',
    'dependentRequired',
    'contentMediaType',
    'contentEncoding',
  ],
} as const;

/** Every keyword of {@link KEPT_KEYWORDS}. */
export const KEPT_FOR_OTHER_TOOLS: ReadonlySet<string> = new Set(Object.values(KEPT_KEYWORDS).flat());

/** Every keyword a schema node may have (for "did you mean"). */
export const SCHEMA_KEYWORDS: Record<keyof SchemaInput, true> = {
  type: true,
  format: true,
  title: true,
  description: true,
  enum: true,
  const: true,
  default: true,
  example: true,
  examples: true,
  minimum: true,
  maximum: true,
  exclusiveMinimum: true,
  exclusiveMaximum: true,
  multipleOf: true,
  minLength: true,
  maxLength: true,
  pattern: true,
  minItems: true,
  maxItems: true,
  uniqueItems: true,
  minProperties: true,
  maxProperties: true,
  readOnly: true,
  writeOnly: true,
  deprecated: true,
  nullable: true,
  properties: true,
  required: true,
  additionalProperties: true,
  items: true,
  oneOf: true,
  anyOf: true,
  allOf: true,
  not: true,
  $ref: true,
};

/** The keywords of a schema, for suggestions. */
export const SCHEMA_KEYWORD_NAMES: readonly string[] = Object.keys(SCHEMA_KEYWORDS);

/** The entity a `$ref` names (`drug` or `#/entities/drug`), or undefined when it names none. */
export function refEntity(ref: string): string | undefined {
  const m = /^(?:#\/entities\/)?([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(ref);
  return m?.[1];
}
