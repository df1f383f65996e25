/**
 * What makes a Markdown file an overlay (`./shapes/overlay.ts`), apart
 * from the schemas, so the stages that read a loaded overlay never load the
 * validator.
 */

/** The key that makes a file an overlay, and names what it adds to. */
export type OverlayKind = 'operation' | 'tag' | 'schema';

/**
 * Which overlay a frontmatter value of the file at content-relative `rel`
 * is: one under `endpoints/` that has an `operation` or `tag` key, or one
 * under `entities/` whose `schema` is a name (an entity's own `schema` is
 * a mapping); undefined for any other file.
 */
export function overlayKind(rel: string, value: unknown): OverlayKind | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const data = value as Record<string, unknown>;
  if (rel.startsWith('endpoints/')) return 'operation' in data ? 'operation' : 'tag' in data ? 'tag' : undefined;
  if (rel.startsWith('entities/')) return typeof data.schema === 'string' ? 'schema' : undefined;
  return undefined;
}

/** Whether `rel` is a place an overlay may be: a Markdown file anywhere under `endpoints/` or `entities/`. */
export const mayHoldOverlay = (rel: string): boolean =>
  rel.endsWith('.md') && (rel.startsWith('endpoints/') || rel.startsWith('entities/'));

/** The status a key of an overlay's `examples.responses` names (`200`, `4XX`, `default`), as a response's status is written; undefined when it names none. */
export function statusOfKey(key: string): number | string | undefined {
  if (/^[1-5]\d\d$/.test(key)) return Number(key);
  return /^(?:[1-5]XX|default)$/.test(key) ? key : undefined;
}
