/**
 * Schemas of data (request and response bodies, parameters, entities) as a
 * writer writes them in frontmatter: the JSON Schema of OpenAPI 3.1, with
 * OpenAPI 3.0's `nullable`. `$ref` names an entity (`drug`, or
 * `#/entities/drug`). A key the site does not know is an error unless it is
 * an extension (`x-…`) or one of the OpenAPI keywords kept for other tools
 * (`discriminator`, `xml`, `externalDocs`).
 */
import { z } from 'zod';
import { jsonValue } from './common.js';
import { JSON_TYPES, KEPT_FOR_OTHER_TOOLS, SCHEMA_KEYWORDS, type SchemaInput } from './schema-input.js';

export { JSON_TYPES, KEPT_KEYWORDS, refEntity, SCHEMA_KEYWORD_NAMES, type JsonType, type SchemaInput } from './schema-input.js';

const count = z.number().int().min(0);

/** The shape of a {@link SchemaInput}: the validator of a written schema (recursive). */
export const schemaShape: z.ZodType<SchemaInput> = z.lazy(() =>
  z
    .object({
      type: z
        .union([z.enum(JSON_TYPES), z.array(z.enum(JSON_TYPES)).min(1)])
        .optional()
        .describe('The JSON type, or a list of types (`[string, "null"]`).'),
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
      exclusiveMinimum: z
        .union([z.number(), z.boolean()])
        .optional()
        .describe('Numbers must be above this (OpenAPI 3.0: `true` makes `minimum` exclusive).'),
      exclusiveMaximum: z
        .union([z.number(), z.boolean()])
        .optional()
        .describe('Numbers must be below this (OpenAPI 3.0: `true` makes `maximum` exclusive).'),
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
      properties: z.record(z.string(), schemaShape).optional().describe('The properties of an object, by name, in order.'),
      required: z.array(z.string()).optional().describe('The properties the caller (or the API) must always send.'),
      additionalProperties: z
        .union([z.boolean(), schemaShape])
        .optional()
        .describe('Whether other properties are allowed, or the schema of their values.'),
      items: schemaShape.optional().describe('The schema of the items of an array.'),
      oneOf: z.array(schemaShape).min(1).optional().describe('Exactly one of these schemas.'),
      anyOf: z.array(schemaShape).min(1).optional().describe('One or more of these schemas.'),
      allOf: z.array(schemaShape).min(1).optional().describe('All of these schemas at once (merged when they can be).'),
      not: schemaShape.optional().describe('Anything but this schema.'),
      $ref: z.string().optional().describe('An entity this value is: its id (`drug`) or `#/entities/drug`.'),
    })
    .catchall(z.unknown())
    .superRefine((value, ctx) => {
      const unknown = Object.keys(value).filter(
        (key) => !(key in SCHEMA_KEYWORDS) && !key.startsWith('x-') && !KEPT_FOR_OTHER_TOOLS.has(key),
      );
      if (unknown.length > 0) ctx.addIssue({ code: 'unrecognized_keys', keys: unknown, input: value });
    }),
);
