/**
 * The bodies of an operation: a `content` map of Media Type Objects (each
 * written in place or, in 3.2, a reference to `components.mediaTypes`) as
 * the content model's media types, each with its type, its schema (or, for
 * a sequential media type, its item's: `itemSchema`) and its example text.
 */
import { bodyExample } from './examples.js';
import type { MediaType, Reference } from './openapi-types.js';
import { child, resolve, type Located } from './pointer.js';
import type { ExampleSampler } from './sampler.js';
import { convertSchema, type SchemaContext } from './schema.js';

/** What converting a body needs besides it. */
export interface BodyContext extends SchemaContext {
  /** Makes the examples the document lacks; none are made without one (`check` shows nothing). */
  sampler?: ExampleSampler;
  /** The frontmatter paths of the bodies whose example the sampler made, filled as an operation is converted (`/requestBody`, `/responses/0`). */
  generated: string[];
}

/** A body's frontmatter (held to the endpoint shape afterwards). */
type Frontmatter = Record<string, unknown>;

/** Records one origin: the JSON pointer where the part at a frontmatter path (below the recorder's base) is written. */
export type OriginRecorder = (path: string, pointer: string) => void;

/** One media type of a `content` map: its type, and its object where it is written (a reference's target). */
export interface LocatedMedia extends Located<MediaType> {
  contentType: string;
}

/** The media types of a `content` map written at `pointer` (the object holding `content`), in document order; a reference is followed, one to nothing is left out. */
export function mediaList(content: Record<string, MediaType | Reference> | undefined, pointer: string, document: unknown): LocatedMedia[] {
  return Object.entries(content ?? {}).flatMap(([contentType, value]) => {
    const media = resolve<MediaType>(document, value, child(pointer, 'content', contentType));
    return media && typeof media.value === 'object' && media.value !== null ? [{ contentType, ...media }] : [];
  });
}

/** One media type of a body, at the frontmatter path `path`: its type, schema or item schema, and example text. */
export function mediaOf(
  { contentType, value: media }: LocatedMedia,
  direction: 'request' | 'response',
  ctx: BodyContext,
  path: string,
): Frontmatter {
  const { text, generated } = bodyExample(ctx.document, media, contentType, direction, ctx.sampler);
  if (generated) ctx.generated.push(path);
  return {
    contentType,
    ...(media.schema !== undefined ? { schema: convertSchema(media.schema, ctx) } : {}),
    ...(media.itemSchema !== undefined ? { itemSchema: convertSchema(media.itemSchema, ctx) } : {}),
    ...(text !== undefined ? { example: text } : {}),
  };
}

/** Records the origins of a media type at the frontmatter path `base` (`''` for a body's first). */
export function mediaOrigins(media: LocatedMedia, base: string, at: OriginRecorder): void {
  at(`${base}/schema`, child(media.pointer, 'schema'));
  at(`${base}/itemSchema`, child(media.pointer, 'itemSchema'));
  at(`${base}/example`, child(media.pointer, 'example'));
}

/** A body in all its media types (the `content` of the object at `pointer`, at the frontmatter path `base`): the first as the body itself, the rest as alternatives. */
export function bodyOf(
  content: Record<string, MediaType | Reference> | undefined,
  pointer: string,
  base: string,
  direction: 'request' | 'response',
  ctx: BodyContext,
  at: OriginRecorder,
): Frontmatter {
  const [first, ...rest] = mediaList(content, pointer, ctx.document).map((media, i) => {
    const path = i === 0 ? '' : `/alternatives/${i - 1}`;
    if (i > 0) at(path, media.pointer);
    mediaOrigins(media, path, at);
    return mediaOf(media, direction, ctx, `${base}${path}`);
  });
  if (!first) return {};
  return { ...first, ...(rest.length ? { alternatives: rest } : {}) };
}
