/**
 * Frontmatter of `entities/<id>.md`: one entity of the data model. Its data
 * is a `schema` (`./schema.ts`), or `fields`, the shorthand for an
 * object schema with those properties.
 */
import { z } from 'zod';
import { id, text } from './common.js';
import { schemaShape } from './schema.js';

/** A field of a data-model entity. */
export const entityFieldShape = z
  .strictObject({
    name: text.describe('Field name exactly as the API spells it.'),
    type: text.describe('Type as a writer names it, e.g. `string`, `number`, `string[]`, `Drug`.'),
    required: z.boolean().optional().describe('Whether every record has it. Default: not said.'),
    description: text.optional().describe('What it holds, in plain text.'),
  })
  .describe('A field of the entity.');

/** Frontmatter of `entities/<id>.md`. */
export const entityShape = z.strictObject({
  name: text.describe('Display name, e.g. "Pharmacy store".'),
  className: text.optional().describe("Class name in the platform's code, e.g. `PharmaStores`. Default: none."),
  summary: text.optional().describe('What it is, in one sentence. Default: none.'),
  fields: z.array(entityFieldShape).default([]).describe('Its fields, the shorthand for an object `schema`. Default: none.'),
  schema: schemaShape.optional().describe('Its schema, when fields do not say enough (nested objects, enums, alternatives…).'),
  relationships: z.array(id).default([]).describe('Ids of related entities. Default: none.'),
});

/** Entity frontmatter with defaults filled. */
export type EntityFrontmatter = z.output<typeof entityShape>;
