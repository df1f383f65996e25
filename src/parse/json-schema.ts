/**
 * The content shapes (`./shapes.ts`) published as JSON Schema (draft 2020-12), so editors
 * can validate and complete frontmatter and `pamdocs.yaml` (docs/guides/content.md, Editor support).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { configShape, endpointShape, entityShape, guideShape, landingPageShape } from './shapes.js';

/** Every content kind that has a JSON Schema, by name: its shape and the file it describes. */
export const SCHEMA_KINDS = {
  config: { shape: configShape, describes: 'content/pamdocs.yaml' },
  endpoint: { shape: endpointShape, describes: 'frontmatter of content/endpoints/<group>/<id>.md' },
  entity: { shape: entityShape, describes: 'frontmatter of content/entities/<id>.md' },
  landing: { shape: landingPageShape, describes: 'frontmatter of a landing page, content/landing/<page>.md' },
  guide: { shape: guideShape, describes: 'frontmatter of a guide, content/guides/<page>.md' },
} as const;
/** A key of {@link SCHEMA_KINDS}. */
export type SchemaKind = keyof typeof SCHEMA_KINDS;

/** The JSON Schema of one kind: what a writer may write (defaults optional), unknown keys refused. */
export function jsonSchema(kind: SchemaKind): Record<string, unknown> {
  const { shape, describes } = SCHEMA_KINDS[kind];
  return {
    ...z.toJSONSchema(shape, { io: 'input', unrepresentable: 'any' }),
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
