/**
 * Frontmatter of an overlay: a Markdown file that adds to a part of an
 * OpenAPI document named in `pamdocs.yaml` (`openapi:`) instead of
 * describing a part of its own. Under `endpoints/`, one that names an
 * `operation` or a `tag`; under `entities/`, one whose `schema` is the name
 * of a component schema. Its body is prose shown with the document's
 * description, and each key it sets overrides the document's.
 */
import { z } from 'zod';
import { id, jsonValue, text } from './common.js';

/** Which API an overlay is for, when the site shows several. */
const api = id
  .optional()
  .describe('The `id` of the `openapi:` entry it is for, when pamdocs.yaml names several documents. Default: the only one.');
/** Whether the part is left out of the site. */
const hidden = z.boolean().optional().describe('Leave it out of the site. Default: shown.');

/** An example: a JSON value, or a string taken as the exact text of the body. */
const overlayExample = jsonValue.describe('A JSON value, or a string: the body exactly as sent.');

/** An overlay of an operation. */
export const operationOverlayShape = z.strictObject({
  operation: text.describe('The operation: its `operationId`, or `METHOD /path` such as `GET /pets/{petId}`.'),
  api,
  title: text.optional().describe("Sidebar label and card title. Default: the operation's summary."),
  summary: text.optional().describe('One sentence on what the call does. Default: none.'),
  group: id.optional().describe("The id of the group it is shown in. Default: its first tag's."),
  deprecated: z.boolean().optional().describe("Whether it is going away. Default: the document's `deprecated`."),
  hidden,
  examples: z
    .strictObject({
      request: overlayExample.optional().describe('The example request body.'),
      responses: z
        .record(z.string(), overlayExample)
        .optional()
        .describe('Example response bodies by status (`200`, `4XX`, `default`); each status must be documented.'),
    })
    .optional()
    .describe("Examples that replace the document's (or those pamdocs generates)."),
});

/** An overlay of a tag: a group of the site. */
export const tagOverlayShape = z.strictObject({
  tag: text.describe('The tag, by its name in the document.'),
  api,
  title: text.optional().describe("Its group's sidebar title and heading. Default: the tag's `x-displayName`, else its name."),
  description: text.optional().describe("Shown under the heading, in plain text. Default: the tag's description."),
  open: z.boolean().optional().describe('Whether its sidebar section starts open. Default: the first group only.'),
  hidden,
});

/** An overlay of a component schema: an entity of the site. */
export const schemaOverlayShape = z.strictObject({
  schema: text.describe('The component schema, by its name under `components/schemas`.'),
  api,
  name: text.optional().describe("Display name. Default: the schema's `title`, else its name."),
  summary: text.optional().describe('What it is, in one sentence. Default: the first sentence of its description.'),
  hidden,
});

/** Operation overlay frontmatter with defaults filled. */
export type OperationOverlay = z.output<typeof operationOverlayShape>;
/** Tag overlay frontmatter. */
export type TagOverlay = z.output<typeof tagOverlayShape>;
/** Schema overlay frontmatter. */
export type SchemaOverlay = z.output<typeof schemaOverlayShape>;
/** Any overlay's frontmatter. */
export type OverlayFrontmatter = OperationOverlay | TagOverlay | SchemaOverlay;

/** The three kinds of overlay, by the key that names what they add to. */
export const OVERLAY_SHAPES = { operation: operationOverlayShape, tag: tagOverlayShape, schema: schemaOverlayShape } as const;
