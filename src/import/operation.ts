/**
 * One operation of the document as an endpoint file's frontmatter and body:
 * its parameters (those of its path item too), its request body and
 * responses in every media type with schemas and examples, errors (4xx and
 * 5xx responses) for the error catalogue, its security as `auth`, and its
 * description as the Markdown body.
 */
import type { AuthInput } from '../parse/schemas.js';
import { bodyExample, isJsonType, ownExample } from './examples.js';
import type { ExampleSampler } from './sampler.js';
import type { Header, MediaType, OpenApi, Operation, Parameter, PathItem, RequestBody, Response } from './openapi-types.js';
import { deref } from './pointer.js';
import { convertSchema, type SchemaContext } from './schema.js';

/** An endpoint's frontmatter as the import writes it (checked against the endpoint schema before it is written). */
export type Frontmatter = Record<string, unknown>;

/** What mapping an operation needs besides it. */
export interface OperationContext extends SchemaContext {
  /** The `auth` of the whole document (`auth.default` of pamdocs.yaml): an operation whose security is the same writes none. */
  defaultAuth: AuthInput;
  /** Makes the examples the document lacks. */
  sampler: ExampleSampler;
}

/** The longest summary an endpoint takes as its title, in characters; a sidebar entry shows about 40. */
const MAX_TITLE_CHARS = 100;

/** A trimmed text, or nothing when it is empty. */
const some = (key: string, value: unknown): Record<string, string> => (typeof value === 'string' && value.trim() ? { [key]: value.trim() } : {});

/** A media type map as the main body and its alternatives: `[contentType, media]` pairs in document order. */
const mediaList = (content: Record<string, MediaType> | undefined): [string, MediaType][] => Object.entries(content ?? {});

/** A parameter as the content writes it. */
function parameterOf(p: Parameter, ctx: OperationContext): Frontmatter {
  const fromContent = mediaList(p.content)[0]?.[1];
  const schema = p.schema ?? fromContent?.schema;
  const example = ownExample(ctx.document, p) ?? (fromContent ? ownExample(ctx.document, fromContent) : undefined);
  return {
    name: p.name,
    in: p.in,
    ...(schema !== undefined ? { schema: convertSchema(schema, ctx) } : {}),
    ...(p.in !== 'path' && p.required ? { required: true } : {}),
    ...(p.deprecated ? { deprecated: true } : {}),
    ...some('description', p.description),
    ...(example !== undefined ? { example } : {}),
  };
}

/** One media type of a body: its type, schema and example text. */
function mediaOf(contentType: string, media: MediaType, direction: 'request' | 'response', ctx: OperationContext): Frontmatter {
  const example = bodyExample(ctx.document, media, contentType, direction, ctx.sampler);
  return { contentType, ...(media.schema !== undefined ? { schema: convertSchema(media.schema, ctx) } : {}), ...(example !== undefined ? { example } : {}) };
}

/** A body in all its media types: the first as the body itself, the rest as alternatives. */
function bodyOf(content: Record<string, MediaType> | undefined, direction: 'request' | 'response', ctx: OperationContext): Frontmatter {
  const [first, ...rest] = mediaList(content).map(([type, media]) => mediaOf(type, media, direction, ctx));
  if (!first) return {};
  return { ...first, ...(rest.length ? { alternatives: rest } : {}) };
}

/** The headers of a response. */
function headersOf(headers: Record<string, unknown> | undefined, ctx: OperationContext): Frontmatter[] {
  return Object.entries(headers ?? {}).flatMap(([name, value]) => {
    const h = deref<Header>(ctx.document, value as Header);
    if (!h) return [];
    return [{ name, ...some('description', h.description), ...(h.schema !== undefined ? { schema: convertSchema(h.schema, ctx) } : {}), ...(h.required ? { required: true } : {}) }];
  });
}

/** A response status as the content writes it: a number, `4XX`, or `default`. */
const statusOf = (key: string): number | string => (/^\d{3}$/.test(key) ? Number(key) : key.toUpperCase() === 'DEFAULT' ? 'default' : key.toUpperCase());

/** The responses of an operation, and its errors: the 4xx and 5xx responses, unless the operation documents nothing else. */
function outcomesOf(responses: Record<string, unknown> | undefined, ctx: OperationContext): { responses: Frontmatter[]; errors: Frontmatter[] } {
  const all = Object.entries(responses ?? {}).flatMap(([key, value]) => {
    const r = deref<Response>(ctx.document, value as Response);
    return r ? [{ status: statusOf(key), response: r }] : [];
  });
  const isError = (status: number | string) => typeof status === 'number' && status >= 400;
  const split = all.some((o) => !isError(o.status));
  const out = { responses: [] as Frontmatter[], errors: [] as Frontmatter[] };
  for (const { status, response } of all) {
    if (split && isError(status)) {
      // An error body has one media type in the content model: the JSON one when there is one.
      const media = mediaList(response.content);
      const [type, body] = media.find(([t]) => isJsonType(t)) ?? media[0] ?? [];
      out.errors.push({ status, ...some('description', response.description), ...(type && body ? mediaOf(type, body, 'response', ctx) : {}) });
    } else {
      const headers = headersOf(response.headers, ctx);
      out.responses.push({ status, ...some('description', response.description), ...bodyOf(response.content, 'response', ctx), ...(headers.length ? { headers } : {}) });
    }
  }
  if (out.responses.length === 0) out.responses.push({ status: 'default', description: 'The document describes no response.' });
  return out;
}

/** The parameters of an operation: those of its path item, replaced by its own of the same name and place. */
function parametersOf(item: PathItem, op: Operation, ctx: OperationContext): Frontmatter[] {
  const resolved = (list: PathItem['parameters']) => (list ?? []).flatMap((p) => deref<Parameter>(ctx.document, p) ?? []);
  const own = resolved(op.parameters);
  const shared = resolved(item.parameters).filter((s) => !own.some((p) => p.name === s.name && p.in === s.in));
  return [...shared, ...own].filter((p) => typeof p.name === 'string' && p.in !== 'body').map((p) => parameterOf(p, ctx));
}

/** Equality of two JSON values (small ones: auth settings). */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The frontmatter and body of the operation `method path` of `item`: its
 * title is its summary when that is one short line, else its operationId
 * (else method and path), and a long summary opens the body. The entities
 * its schemas refer to are added to `ctx.used`.
 */
export function endpointOf(path: string, method: string, item: PathItem, op: Operation, ctx: OperationContext, auth: (requirements: NonNullable<Operation['security']>) => AuthInput): { frontmatter: Frontmatter; body: string } {
  const summary = op.summary?.trim().replace(/\s+/g, ' ') ?? '';
  // A summary that is a paragraph (GitHub's webhooks have 750 characters with links) opens the body instead.
  const titled = summary.length > 0 && summary.length <= MAX_TITLE_CHARS && !summary.includes('](');
  const title = titled ? summary : op.operationId?.trim() || `${method.toUpperCase()} ${path}`;
  const description = op.description ?? item.description ?? '';
  const requestBody = deref<RequestBody>(ctx.document, op.requestBody);
  const security = op.security ? auth(op.security) : undefined;
  const { responses, errors } = outcomesOf(op.responses, ctx);
  const parameters = parametersOf(item, op, ctx);
  const frontmatter: Frontmatter = {
    title: title.replace(/\s+/g, ' '),
    method: method.toUpperCase(),
    path,
    ...some('operationId', op.operationId),
    ...(op.deprecated ? { deprecated: true } : {}),
    ...(security !== undefined && !same(security, ctx.defaultAuth) ? { auth: security } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody
      ? { requestBody: { ...some('description', requestBody.description), ...(requestBody.required ? {} : { required: false }), ...bodyOf(requestBody.content, 'request', ctx) } }
      : {}),
    responses,
    ...(errors.length ? { errors } : {}),
  };
  return { frontmatter, body: titled || !summary || description.includes(summary) ? description : `${summary}\n\n${description}`.trim() };
}
