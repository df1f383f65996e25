/**
 * Schemas of data (request and response bodies, parameters, entities) as a
 * writer writes them in frontmatter: the JSON Schema of OpenAPI 3.1, with
 * OpenAPI 3.0's `nullable`. `$ref` names an entity (`drug`, or
 * `#/entities/drug`). A key the site does not know is an error unless it is
 * an extension (`x-…`) or one of the OpenAPI keywords kept for other tools
 * (`discriminator`, `xml`, `externalDocs`).
 */
import { z } from 'zod';
import type { JsonValue } from '../../shared/site-model.js';
import { jsonValue } from './common.js';

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
  value: ['discriminator', 'xml', 'externalDocs', '$schema', '$id', '$comment', '$anchor', 'minContains', 'maxContains', 'dependentRequired', 'contentMediaType', 'contentEncoding'],
} as const;

/** Every keyword of {@link KEPT_KEYWORDS}. */
const KEPT_FOR_OTHER_TOOLS: ReadonlySet<string> = new Set(Object.values(KEPT_KEYWORDS).flat());

const count = z.number().int().min(0);

/** The schema of a {@link SchemaInput} (recursive). */
export const schemaNode: z.ZodType<SchemaInput> = z.lazy(() =>
  z
    .object({
      type: z.union([z.enum(JSON_TYPES), z.array(z.enum(JSON_TYPES)).min(1)]).optional().describe('The JSON type, or a list of types (`[string, "null"]`).'),
      format: z.string().optional().describe('A format hint: `date-time`, `email`, `uuid`, `int64`, `binary`…'),
      title: z.string().optional().describe('A short name for the value.'),
      description: z.string().optional().describe('What the value is, in Markdown-free text.'),
      enum: z.array(jsonValue).min(1).optional().describe('The only values allowed.'),
      const: jsonValue.optional().describe('The one value allowed.'),
      default: jsonValue.optional().describe('The value assumed when none is sent.'),
      example: jsonValue.optional().describe('An example value.'),
      examples: z.array(jsonValue).optional().describe('Example values.'),
      minimum: z.number().optional().describe('Smallest number allowed.'),
      maximum: z.number().optional().describe('Largest number allowed.'),
      exclusiveMinimum: z.union([z.number(), z.boolean()]).optional().describe('Numbers must be above this (OpenAPI 3.0: `true` makes `minimum` exclusive).'),
      exclusiveMaximum: z.union([z.number(), z.boolean()]).optional().describe('Numbers must be below this (OpenAPI 3.0: `true` makes `maximum` exclusive).'),
      multipleOf: z.number().positive().optional().describe('Numbers must be a multiple of this.'),
      minLength: count.optional().describe('Fewest characters allowed.'),
      maxLength: count.optional().describe('Most characters allowed.'),
      pattern: z.string().optional().describe('A regular expression the text must match.'),
      minItems: count.optional().describe('Fewest items allowed.'),
      maxItems: count.optional().describe('Most items allowed.'),
      uniqueItems: z.boolean().optional().describe('Whether the items must differ.'),
      minProperties: count.optional().describe('Fewest properties allowed.'),
      maxProperties: count.optional().describe('Most properties allowed.'),
      readOnly: z.boolean().optional().describe('Sent by the API only, never by the caller.'),
      writeOnly: z.boolean().optional().describe('Sent by the caller only, never returned.'),
      deprecated: z.boolean().optional().describe('Still accepted, but going away.'),
      nullable: z.boolean().optional().describe('OpenAPI 3.0: the value may also be null.'),
      properties: z.record(z.string(), schemaNode).optional().describe('The properties of an object, by name, in order.'),
      required: z.array(z.string()).optional().describe('The properties the caller (or the API) must always send.'),
      additionalProperties: z.union([z.boolean(), schemaNode]).optional().describe('Whether other properties are allowed, or the schema of their values.'),
      items: schemaNode.optional().describe('The schema of the items of an array.'),
      oneOf: z.array(schemaNode).min(1).optional().describe('Exactly one of these schemas.'),
      anyOf: z.array(schemaNode).min(1).optional().describe('One or more of these schemas.'),
      allOf: z.array(schemaNode).min(1).optional().describe('All of these schemas at once (merged when they can be).'),
      not: schemaNode.optional().describe('Anything but this schema.'),
      $ref: z.string().optional().describe('An entity this value is: its id (`drug`) or `#/entities/drug`.'),
    })
    .catchall(z.unknown())
    .superRefine((value, ctx) => {
      const unknown = Object.keys(value).filter((key) => !(key in SCHEMA_KEYWORDS) && !key.startsWith('x-') && !KEPT_FOR_OTHER_TOOLS.has(key));
      if (unknown.length > 0) ctx.addIssue({ code: 'unrecognized_keys', keys: unknown, input: value });
    }),
);

/** Every keyword {@link schemaNode} shows (for "did you mean"). */
const SCHEMA_KEYWORDS: Record<keyof SchemaInput, true> = {
  type: true, format: true, title: true, description: true, enum: true, const: true, default: true, example: true, examples: true,
  minimum: true, maximum: true, exclusiveMinimum: true, exclusiveMaximum: true, multipleOf: true, minLength: true, maxLength: true,
  pattern: true, minItems: true, maxItems: true, uniqueItems: true, minProperties: true, maxProperties: true, readOnly: true,
  writeOnly: true, deprecated: true, nullable: true, properties: true, required: true, additionalProperties: true, items: true,
  oneOf: true, anyOf: true, allOf: true, not: true, $ref: true,
};

/** The keywords of a schema, for suggestions. */
export const SCHEMA_KEYWORD_NAMES: readonly string[] = Object.keys(SCHEMA_KEYWORDS);

/** The entity a `$ref` names (`drug` or `#/entities/drug`), or undefined when it names none. */
export function refEntity(ref: string): string | undefined {
  const m = /^(?:#\/entities\/)?([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(ref);
  return m?.[1];
}
