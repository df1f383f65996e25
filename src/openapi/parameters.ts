/**
 * The parameters of an operation as the content writes them: those of its
 * path item and its own, each with its schema (its own, else its media
 * type's) and one example; OpenAPI 3.2's `in: querystring` one with its
 * media type and an example of the whole query string. Where each is
 * written is recorded as it is converted.
 */
import type { SchemaInput } from '../parse/shapes.js';
import type { JsonValue } from '../shared/site-model.js';
import { ownExamples } from './examples.js';
import { mediaList, type OriginRecorder } from './media.js';
import type { Example, Header, MediaType, OpenApi, Operation, Parameter, PathItem, Reference } from './openapi-types.js';
import { child, deref, resolve, type Located } from './pointer.js';
import { convertSchema, type SchemaContext } from './schema.js';

/** A trimmed text, or nothing when it is empty. */
export const some = (key: string, value: unknown): Record<string, string> =>
  typeof value === 'string' && value.trim() ? { [key]: value.trim() } : {};

/**
 * The schema of a parameter or header (its own, else its first media
 * type's) and its example values (its own, else that media type's), the
 * examples after the first `kept` written into the schema's `examples`
 * (the content model keeps one example of a parameter, and none of a
 * header); `at` records where the schema is written.
 */
export function writtenValue(
  { value: p, pointer }: Located<Parameter | Header>,
  kept: number,
  ctx: SchemaContext,
  at: OriginRecorder,
): { schema?: SchemaInput; examples: unknown[] } {
  const first = mediaList(p.content, pointer, ctx.document)[0];
  const written = p.schema ?? first?.value.schema;
  const own = ownExamples(ctx.document, p);
  const examples = own.length > 0 || !first ? own : ownExamples(ctx.document, first.value);
  if (p.schema === undefined && first) at('/schema', child(first.pointer, 'schema'));
  const more = examples.slice(kept);
  if (written === undefined && more.length === 0) return { examples };
  const schema = convertSchema(written ?? {}, ctx);
  return { schema: more.length > 0 ? { ...schema, examples: [...(schema.examples ?? []), ...more] as JsonValue[] } : schema, examples };
}

/**
 * The first example of a `querystring` parameter (its own, else its media
 * type's): an Example Object's `serializedValue` (the query string as
 * sent, OpenAPI 3.2), else its `dataValue` or `value`; undefined when none.
 */
function queryStringExample(document: OpenApi, p: Parameter, media: MediaType | undefined): unknown {
  const ofExample = (entry: Example | Reference): unknown => {
    const e = deref(document, entry);
    return e?.serializedValue ?? e?.dataValue ?? e?.value;
  };
  for (const owner of [p, media ?? {}]) {
    if (owner.example !== undefined) return owner.example;
    const found = Object.values(owner.examples ?? {})
      .map(ofExample)
      .find((v) => v !== undefined);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A parameter as the content writes it; `at` records its origins. */
function parameterOf(parameter: Located<Parameter>, ctx: SchemaContext, at: OriginRecorder): Record<string, unknown> {
  const p = parameter.value;
  at('', parameter.pointer);
  const { schema, examples } = writtenValue(parameter, 1, ctx, at);
  // The whole query string is one value in one media type (OpenAPI 3.2 requires `content` of one entry).
  const media = p.in === 'querystring' ? mediaList(p.content, parameter.pointer, ctx.document)[0] : undefined;
  const example = media ? queryStringExample(ctx.document, p, media.value) : examples[0];
  return {
    name: p.name,
    in: p.in,
    ...(schema !== undefined ? { schema } : {}),
    ...(p.in !== 'path' && p.required ? { required: true } : {}),
    ...(p.deprecated ? { deprecated: true } : {}),
    ...some('description', p.description),
    ...(example !== undefined ? { example } : {}),
    ...(media ? { contentType: media.contentType } : {}),
  };
}

/**
 * The parameters of an operation (at `pointer`, in the path item at
 * `itemPointer`): those of its path item, replaced by its own of the same
 * name and place; each one's origins go to `origins` under `/parameters/<i>`.
 */
export function parametersOf(
  item: PathItem,
  itemPointer: string,
  op: Operation,
  pointer: string,
  ctx: SchemaContext,
  origins: Record<string, string>,
): Record<string, unknown>[] {
  const resolved = (list: PathItem['parameters'], at: string) =>
    (list ?? []).flatMap((p, i) => resolve<Parameter>(ctx.document, p, child(at, 'parameters', i)) ?? []);
  const own = resolved(op.parameters, pointer);
  const shared = resolved(item.parameters, itemPointer).filter(
    (s) => !own.some((p) => p.value.name === s.value.name && p.value.in === s.value.in),
  );
  return [...shared, ...own]
    .filter((p) => typeof p.value.name === 'string' && p.value.in !== 'body')
    .map((p, i) => parameterOf(p, ctx, (path, where) => (origins[`/parameters/${i}${path}`] = where)));
}
