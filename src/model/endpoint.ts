/**
 * One endpoint of the site model, from its document: defaults filled,
 * parameters, bodies and responses as property trees (`./property-tree.ts`),
 * its `auth` resolved into security requirements (`./security.ts`). Its
 * examples are text: the page highlights them, and writes its request samples.
 */
import type { EndpointDocument } from '../parse/documents.js';
import type { SchemaInput } from '../parse/shapes.js';
import type { PropertyTree } from '../shared/property-tree.js';
import { QUERYSTRING_TYPE, type Endpoint, type MediaType, type ResponseHeader, type SecurityRequirement } from '../shared/site-model.js';
import { schemaOfFields, schemaOfType, type FlatField } from '../parse/fields.js';
import { streamLabel } from '../shared/sequential-media.js';
import { toTree, type TreeContext } from './property-tree.js';

/** What assembling an endpoint needs besides its document. */
export interface EndpointContext {
  groupId: string;
  /** Its body as sanitized HTML, with placeholders and asset URLs filled. */
  html: string;
  /** Its security requirements (resolved from `auth`). */
  security: SecurityRequirement[];
  tree: TreeContext;
}

/** A body in one media type as written: a schema, or fields, or neither. */
interface WrittenMedia {
  contentType?: string | undefined;
  schema?: SchemaInput | undefined;
  itemSchema?: SchemaInput | undefined;
  fields?: FlatField[];
  example?: string | undefined;
}

/**
 * The property tree of a written body and, for a stream, its label: its
 * schema, else its item schema (a stream of items), else its fields' object
 * schema, else none.
 */
function bodyTree(media: WrittenMedia, tree: TreeContext): Pick<MediaType, 'schema' | 'stream'> {
  if (media.schema) return { schema: toTree(media.schema, tree) };
  if (media.itemSchema) return { schema: toTree(media.itemSchema, tree), stream: streamLabel(media.contentType) };
  return { schema: media.fields?.length ? toTree(schemaOfFields(media.fields), tree) : null };
}

/** A body's media types: the main one, then its alternatives; each only when it says something (a type, a schema or fields, an example). */
function mediaOf(main: WrittenMedia, alternatives: readonly WrittenMedia[], tree: TreeContext): MediaType[] {
  return [main, ...alternatives]
    .filter((m) => m.contentType || m.schema || m.itemSchema || m.fields?.length || m.example !== undefined)
    .map((m) => ({ contentType: m.contentType ?? '', ...bodyTree(m, tree), example: m.example ?? null }));
}

/** `{ descriptionHtml }` of a description that holds Markdown (see {@link TreeContext.describe}), else nothing. */
function describedBy(tree: TreeContext, text: string | undefined): { descriptionHtml?: string } {
  const html = text ? tree.describe?.(text) : undefined;
  return html ? { descriptionHtml: html } : {};
}

/**
 * The schema of a parameter or a header as a tree, and its description: its
 * own, else its schema's (as Redoc and Scalar show it), moved out of the
 * tree so that it is said once.
 */
function describedValue(
  written: { description?: string | undefined; schema?: SchemaInput | undefined; type?: string | undefined },
  tree: TreeContext,
): { schema: PropertyTree; description: string; descriptionHtml?: string } {
  const { description, descriptionHtml, ...schema } = toTree(written.schema ?? (written.type ? schemaOfType(written.type) : {}), tree);
  if (written.description) return { schema, description: written.description, ...describedBy(tree, written.description) };
  return { schema, description: description ?? '', ...(descriptionHtml ? { descriptionHtml } : {}) };
}

/** The headers of a response or an error. */
const headersOf = (headers: EndpointDocument['data']['responses'][number]['headers'], tree: TreeContext): ResponseHeader[] =>
  headers.map((h) => {
    const { schema, ...description } = describedValue(h, tree);
    return { name: h.name, ...description, required: h.required ?? false, schema };
  });

/** The site model's endpoint of `doc`. */
export function toEndpoint(doc: EndpointDocument, ctx: EndpointContext): Endpoint {
  const d = doc.data;
  const { tree } = ctx;
  return {
    id: doc.id,
    groupId: ctx.groupId,
    title: d.title,
    summary: d.summary ?? '',
    method: d.method,
    path: d.path,
    operationId: d.operationId ?? doc.id,
    deprecated: d.deprecated,
    security: ctx.security,
    roles: d.roles,
    parameters: d.parameters.map((p) => {
      const { schema, ...description } = describedValue(p, tree);
      return {
        name: p.name,
        in: p.in,
        schema,
        required: p.required ?? p.in === 'path',
        deprecated: p.deprecated ?? schema.deprecated ?? false,
        ...description,
        example: p.example ?? null,
        ...(p.in === 'querystring' ? { contentType: p.contentType ?? QUERYSTRING_TYPE } : {}),
      };
    }),
    requestBody: d.requestBody
      ? {
          description: d.requestBody.description ?? '',
          ...describedBy(tree, d.requestBody.description),
          required: d.requestBody.required,
          content: mediaOf(d.requestBody, d.requestBody.alternatives, tree),
        }
      : null,
    responses: d.responses.map((r) => ({
      status: r.status,
      summary: r.summary ?? '',
      description: r.description ?? '',
      ...describedBy(tree, r.description),
      content: mediaOf(r, r.alternatives, tree),
      headers: headersOf(r.headers, tree),
    })),
    errors: d.errors.map((e) => ({
      status: e.status,
      message: e.message ?? null,
      summary: e.summary ?? '',
      description: e.description ?? '',
      ...describedBy(tree, e.description),
      contentType: e.contentType ?? '',
      ...bodyTree(e, tree),
      example: e.example ?? null,
      headers: headersOf(e.headers, tree),
    })),
    entities: d.entities,
    ...(d.labels?.length ? { labels: d.labels } : {}),
    codeSamples: d.codeSamples.map((c) => ({ lang: c.lang, label: c.label ?? c.lang, source: c.source })),
    html: ctx.html,
    file: doc.rel,
  };
}
