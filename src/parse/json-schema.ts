/**
 * The content schemas published as JSON Schema (draft 2020-12), so editors
 * can validate and complete frontmatter and `pamdocs.yaml` (README, Editor support).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
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

/** The file name of a kind's schema, e.g. `pamdocs-config.schema.json`. */
export const schemaFile = (kind: SchemaKind): string => `pamdocs-${kind}.schema.json`;

/**
 * Writes the JSON Schema of every kind to `dir` (created when missing) as
 * {@link schemaFile}, two-space indented.
 * @returns the number of files written
 * @throws the file system's error when `dir` cannot be written
 */
export async function writeSchemas(dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  const kinds = Object.keys(SCHEMA_KINDS) as SchemaKind[];
  await Promise.all(kinds.map((kind) => writeFile(path.join(dir, schemaFile(kind)), `${JSON.stringify(jsonSchema(kind), null, 2)}\n`)));
  return kinds.length;
}
