/**
 * Frontmatter of `endpoints/<group>/<id>.md`: one API operation. Only what a
 * reader cannot do without is required: a title, the method, the path and one
 * documented response. Bodies, responses and parameters may give a full
 * `schema` (`./schema.ts`); `fields`, a flat list, is a shorthand for an
 * object schema with those properties.
 */
import { z } from 'zod';
import { HTTP_METHODS, METHOD_TOKEN, PARAMETER_LOCATIONS } from '../../shared/site-model.js';
import { example, id, jsonValue, responseStatus, statusCode, text } from './common.js';
import { schemaShape } from './schema.js';
import { authShape } from './security.js';

/** A parameter of an operation. */
export const parameterShape = z
  .strictObject({
    name: text.describe('Name exactly as the API spells it, e.g. `membershipId`.'),
    in: z
      .enum(PARAMETER_LOCATIONS)
      .describe(
        [
          'Where it travels: path, query, querystring (the whole query string as one value, OpenAPI 3.2),',
          'header, cookie, or body (a named value sent as the request body).',
        ].join(' '),
      ),
    type: text.optional().describe('Type as a writer names it: `string`, `integer`, `boolean`, `File`, `string[]`… (or give a `schema`).'),
    schema: schemaShape.optional().describe('Its schema, when a type name does not say enough.'),
    required: z.boolean().optional().describe('Whether the caller must send it. Default: false, and true for `in: path`.'),
    deprecated: z.boolean().optional().describe('Still accepted, but going away. Default: false.'),
    description: text.optional().describe('What it is, in plain text.'),
    example: jsonValue.optional().describe('An example value; of a `querystring` parameter, its data or the query string as sent (text).'),
    contentType: text
      .optional()
      .describe('The media type a `querystring` parameter is serialized in. Default: `application/x-www-form-urlencoded`.'),
  })
  .superRefine((p, ctx) => {
    if (p.contentType !== undefined && p.in !== 'querystring')
      ctx.addIssue({
        code: 'custom',
        path: ['contentType'],
        message: `only a \`querystring\` parameter has a media type, not one \`in: ${p.in}\``,
      });
  })
  .describe('A parameter of the operation.');

/** A top-level field of a body: the shorthand for a property of an object schema. */
export const bodyFieldShape = z
  .strictObject({
    name: text.describe('Field name exactly as the API spells it.'),
    type: text.describe('Type as a writer names it: `string`, `number`, `string[]`, `File`…'),
    required: z.boolean().default(false).describe('Whether it must always be sent. Default: false.'),
    description: text.describe('What it is, in plain text.'),
  })
  .describe('A top-level field of the body.');

/** The schema of each item of a body that is a stream (OpenAPI 3.2's sequential media types). */
const itemSchema = schemaShape
  .optional()
  .describe(
    [
      'The schema of each item, when the body is a stream of items (OpenAPI 3.2 `itemSchema`):',
      'one event of `text/event-stream`, one line of `application/jsonl`.',
    ].join(' '),
  );

/** A response's or an error's short line (OpenAPI 3.2 `summary`). */
const outcomeSummary = text.optional().describe('Its short line, shown before the description. Default: none.');

/** What a body of one media type holds: its schema (or fields) and an example. */
const mediaShape = {
  contentType: text.describe('MIME type, e.g. `application/json` or `multipart/form-data`.'),
  schema: schemaShape.optional().describe('Its schema.'),
  itemSchema,
  fields: z.array(bodyFieldShape).default([]).describe('Its top-level fields, the shorthand for an object `schema`. Default: none.'),
  example: example.optional().describe('An example body exactly as sent; it must parse when `contentType` is JSON.'),
};

/** The body in another media type the operation also takes or gives. */
const alternativeMedia = z.strictObject(mediaShape).describe('The same body in another media type.');

/** The request body of an operation. */
export const requestBodyShape = z
  .strictObject({
    ...mediaShape,
    contentType: text
      .optional()
      .describe(
        'MIME type, e.g. `application/json` or `multipart/form-data`. Default: none, for a body whose media type the API does not say.',
      ),
    description: text.optional().describe('What the body is, in plain text.'),
    required: z.boolean().default(true).describe('Whether the call needs a body. Default: true.'),
    alternatives: z.array(alternativeMedia).default([]).describe('The body in other media types. Default: none.'),
  })
  .describe('The request body of the operation.');

/** A header of a response. */
const responseHeaderShape = z
  .strictObject({
    name: text.describe('Header name, e.g. `X-Rate-Limit-Remaining`.'),
    description: text.optional().describe('What it says, in plain text.'),
    type: text.optional().describe('Type as a writer names it (or give a `schema`).'),
    schema: schemaShape.optional().describe('Its schema.'),
    required: z.boolean().optional().describe('Whether it is always sent. Default: false.'),
  })
  .describe('A header of the response.');

/** A documented response. */
export const responseShape = z
  .strictObject({
    status: responseStatus.describe('HTTP status code (100-599), a class such as `4XX`, or `default`.'),
    summary: outcomeSummary,
    description: text.optional().describe('What the response means, in plain text.'),
    contentType: text.optional().describe('MIME type of the body, e.g. `application/json`.'),
    schema: schemaShape.optional().describe('The schema of the body.'),
    itemSchema,
    fields: z
      .array(bodyFieldShape)
      .default([])
      .describe("The body's top-level fields, the shorthand for an object `schema`. Default: none."),
    example: example.optional().describe('An example body exactly as returned.'),
    headers: z.array(responseHeaderShape).default([]).describe('Headers of the response. Default: none.'),
    alternatives: z.array(alternativeMedia).default([]).describe('The body in other media types. Default: none.'),
  })
  .describe('A documented response.');

/** A documented error response. */
export const errorShape = z
  .strictObject({
    status: statusCode.describe('HTTP status code, 100-599.'),
    message: text.optional().describe('The exact error text the API returns, if any.'),
    summary: outcomeSummary,
    description: text.optional().describe('When it happens, in plain text.'),
    contentType: text.optional().describe('MIME type of the body, e.g. `application/problem+json`.'),
    schema: schemaShape.optional().describe('The schema of the body.'),
    itemSchema,
    example: example.optional().describe('An example body exactly as returned.'),
    headers: z.array(responseHeaderShape).default([]).describe('Headers of the error response. Default: none.'),
  })
  .describe('A documented error.');

/** A code sample written for an operation (as Redocly's `x-codeSamples`). */
const codeSampleShape = z
  .strictObject({
    lang: text.describe(
      [
        'Its language, e.g. `Python`, `cURL`, `Go`: the page highlights the languages it knows,',
        'and the sample replaces the generated one of its language.',
      ].join(' '),
    ),
    label: text.optional().describe('Its tab\'s label, e.g. "Python (SDK)". Default: `lang`.'),
    source: z.string().min(1, 'expected the code').describe('The code, shown as text.'),
  })
  .describe('A code sample.');

/** Frontmatter of `endpoints/<group>/<anchor>.md`: one API operation. */
export const endpointShape = z.strictObject({
  title: text.describe('Sidebar label and card title, e.g. "Get User Cart".'),
  summary: text.optional().describe('One sentence on what the call does. Default: none.'),
  method: z
    .string()
    .meta({ pattern: METHOD_TOKEN.source, examples: [...HTTP_METHODS] })
    // Refused as a value out of a list (the standard methods, and the value in upper case when that is a method), so that `purge` gets "did you mean `PURGE`?".
    .superRefine((value, ctx) => {
      if (METHOD_TOKEN.test(value)) return;
      const upper = value.toUpperCase();
      const values = [...new Set<string>([...HTTP_METHODS, ...(METHOD_TOKEN.test(upper) ? [upper] : [])])];
      ctx.addIssue({ code: 'invalid_value', values, input: value });
    })
    .describe('HTTP method, upper case: GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS, TRACE, QUERY, or any other the API takes (`PURGE`).'),
  path: z
    .string()
    .regex(/^\/\S*$/, 'expected a path starting with `/` and without spaces')
    .describe('Full path starting with `/`, with `{name}` placeholders for path parameters.'),
  operationId: text.optional().describe("The operation's id in an OpenAPI document (`openapi.json` uses it). Default: the file name."),
  deprecated: z.boolean().default(false).describe('Whether the operation is going away. Default: false.'),
  auth: authShape
    .optional()
    .describe(
      [
        'What the call requires: `none`, a scheme of `auth.schemes` in pamdocs.yaml, or a list of alternatives.',
        'Default: `auth.default` of pamdocs.yaml.',
      ].join(' '),
    ),
  roles: z.array(text).default([]).describe('Roles required beyond valid credentials, e.g. USER. Default: none.'),
  parameters: z.array(parameterShape).default([]).describe('Path, query, header, cookie and body parameters. Default: none.'),
  requestBody: requestBodyShape.optional(),
  responses: z.array(responseShape).min(1).describe('The documented responses: at least one.'),
  errors: z.array(errorShape).default([]).describe('The documented errors. Default: none.'),
  entities: z
    .array(id)
    .default([])
    .describe('Ids of the data-model entities this operation reads or writes (file names under `entities/`). Default: none.'),
  labels: z
    .array(
      z
        .strictObject({
          kind: text.describe('What it says of the operation, e.g. `badge` or `audience` (the kinds of OpenAPI 3.2 tags).'),
          title: text.describe('Its text, e.g. "Beta".'),
        })
        .describe('A label: a badge (`kind: badge`) shows its title alone; any other kind, its kind and title.'),
    )
    .optional()
    .describe('Labels shown on the card, e.g. an OpenAPI 3.2 tag of `kind: badge`. Default: none.'),
  codeSamples: z
    .array(codeSampleShape)
    .default([])
    .describe(
      'Code samples shown before the request samples the page writes in each language, e.g. a call through your SDK. Default: none.',
    ),
});

/** Endpoint frontmatter with defaults filled. */
export type EndpointFrontmatter = z.output<typeof endpointShape>;
