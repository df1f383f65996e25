/**
 * The content schemas published as JSON Schema (draft 2020-12), so editors
 * can validate and complete frontmatter and `pamdocs.yaml` (README, Editor support).
 */
import { z } from 'zod';
import { configSchema, endpointSchema, entitySchema, guideSchema, landingPageSchema } from './schemas.js';

/** Every content kind that has a schema, by name: the file it describes. */
export const SCHEMA_KINDS = {
  config: { schema: configSchema, describes: 'content/pamdocs.yaml' },
  endpoint: { schema: endpointSchema, describes: 'frontmatter of content/endpoints/<group>/<id>.md' },
  entity: { schema: entitySchema, describes: 'frontmatter of content/entities/<id>.md' },
  landing: { schema: landingPageSchema, describes: 'frontmatter of a landing page, content/landing/<page>.md' },
  guide: { schema: guideSchema, describes: 'frontmatter of a guide, content/guides/<page>.md' },
} as const;
/** A key of {@link SCHEMA_KINDS}. */
export type SchemaKind = keyof typeof SCHEMA_KINDS;

/** The JSON Schema of one kind: what a writer may write (defaults optional), unknown keys refused. */
export function jsonSchema(kind: SchemaKind): Record<string, unknown> {
  const { schema, describes } = SCHEMA_KINDS[kind];
  return {
    ...z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }),
    $id: `pamdocs-${kind}.schema.json`,
    title: `pamdocs ${kind}`,
    description: `The ${describes}.`,
  };
}
