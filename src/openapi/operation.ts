/**
 * One operation of the document as an endpoint's frontmatter and body: its
 * parameters (those of its path item too), its request body and responses
 * in every media type with schemas and examples, errors (4xx and 5xx
 * responses) for the error catalogue, its security as `auth`, and its
 * description as the Markdown body. Where each part of the frontmatter is
 * written in the document is recorded in its {@link Origins}, so a problem
 * found later in the frontmatter is reported at its place in the document.
 */
import type { AuthInput } from '../parse/shapes.js';
import { isJsonType } from './examples.js';
import type { Header, Operation, PathItem, RequestBody, Response } from './openapi-types.js';
import { codeSamplesOf } from './code-samples.js';
import { bodyOf, mediaList, mediaOf, mediaOrigins, type BodyContext, type OriginRecorder } from './media.js';
import { parametersOf, some, writtenValue } from './parameters.js';
import { child, resolve } from './pointer.js';

/** An endpoint's frontmatter as the conversion makes it (held to the endpoint shape afterwards). */
export type Frontmatter = Record<string, unknown>;

/**
 * Where the parts of a converted frontmatter are written in the document:
 * JSON pointers by frontmatter path (`/parameters/0`, `/responses/1/schema`;
 * `''` for the whole). A part without an entry is where its parent's pointer
 * followed by its own keys leads (the keys of a schema are the document's).
 */
export type Origins = Record<string, string>;

/** What mapping an operation needs besides it. */
export interface OperationContext extends BodyContext {
  /** The `auth` of the whole document (`auth.default` of pamdocs.yaml): an operation whose security is the same writes none. */
  defaultAuth: AuthInput;
}

/** The longest summary an endpoint takes as its title, in characters; a sidebar entry shows about 40. */
const MAX_TITLE_CHARS = 100;

/** The headers of a response written at `pointer`; a header's examples and `deprecated`, which the content model has no place for, are its schema's. */
function headersOf(headers: Response['headers'], pointer: string, ctx: OperationContext, at: OriginRecorder): Frontmatter[] {
  const out: Frontmatter[] = [];
  for (const [name, value] of Object.entries(headers ?? {})) {
    const h = resolve<Header>(ctx.document, value as Header, child(pointer, 'headers', name));
    if (!h) continue;
    const base = `/headers/${out.length}`;
    at(base, h.pointer);
    const { schema } = writtenValue(h, 0, ctx, (path, where) => at(base + path, where));
    const deprecated = h.value.deprecated === true && schema?.deprecated === undefined;
    out.push({
      name,
      ...some('description', h.value.description),
      ...(schema !== undefined || deprecated ? { schema: { ...schema, ...(deprecated ? { deprecated: true } : {}) } } : {}),
      ...(h.value.required ? { required: true } : {}),
    });
  }
  return out;
}

/** A response status as the content writes it: a number, `4XX`, or `default`. */
const statusOf = (key: string): number | string =>
  /^\d{3}$/.test(key) ? Number(key) : key.toUpperCase() === 'DEFAULT' ? 'default' : key.toUpperCase();

/** The responses of an operation written at `pointer`, and its errors: the 4xx and 5xx responses, unless the operation documents nothing else. */
function outcomesOf(
  responses: Record<string, unknown> | undefined,
  pointer: string,
  ctx: OperationContext,
  origins: Origins,
): { responses: Frontmatter[]; errors: Frontmatter[] } {
  const all = Object.entries(responses ?? {}).flatMap(([key, value]) => {
    const r = resolve<Response>(ctx.document, value as Response, child(pointer, 'responses', key));
    return r ? [{ status: statusOf(key), response: r }] : [];
  });
  const isError = (status: number | string) => typeof status === 'number' && status >= 400;
  const split = all.some((o) => !isError(o.status));
  const out = { responses: [] as Frontmatter[], errors: [] as Frontmatter[] };
  for (const { status, response } of all) {
    const { value: r, pointer: where } = response;
    const list = split && isError(status) ? 'errors' : 'responses';
    const base = `/${list}/${out[list].length}`;
    const at: OriginRecorder = (path, p) => (origins[base + path] = p);
    at('', where);
    if (list === 'errors') {
      // An error body has one media type in the content model: the JSON one when there is one.
      const media = mediaList(r.content, where, ctx.document);
      const body = media.find((m) => isJsonType(m.contentType)) ?? media[0];
      if (body) mediaOrigins(body, '', at);
      const headers = headersOf(r.headers, where, ctx, at);
      out.errors.push({
        status,
        ...some('summary', r.summary),
        ...some('description', r.description),
        ...(body ? mediaOf(body, 'response', ctx, base) : {}),
        ...(headers.length ? { headers } : {}),
      });
    } else {
      const headers = headersOf(r.headers, where, ctx, at);
      out.responses.push({
        status,
        ...some('summary', r.summary),
        ...some('description', r.description),
        ...bodyOf(r.content, where, base, 'response', ctx, at),
        ...(headers.length ? { headers } : {}),
      });
    }
  }
  if (out.responses.length === 0) out.responses.push({ status: 'default', description: 'The document describes no response.' });
  return out;
}

/** Equality of two JSON values (small ones: auth settings). */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** An operation of the document and where it is written. */
export interface OperationSource {
  /** The path of its endpoint (a webhook's is made from its name). */
  path: string;
  /** Lower-case, as the document writes it. */
  method: string;
  item: PathItem;
  /** JSON pointer of its path item. */
  itemPointer: string;
  op: Operation;
  /** JSON pointer of the operation. */
  pointer: string;
}

/**
 * The frontmatter, body and origins of an operation, and what of it was
 * left out (`left`: code samples without their code): its title is its
 * summary when that is one short line, else its operationId (else method
 * and path), and a long summary opens the body. The entities its schemas
 * refer to are added to `ctx.used`.
 */
export function endpointOf(
  { path, method, item, itemPointer, op, pointer }: OperationSource,
  ctx: OperationContext,
  auth: (requirements: NonNullable<Operation['security']>) => AuthInput,
): { frontmatter: Frontmatter; body: string; origins: Origins; left: { samples: number } } {
  const summary = op.summary?.trim().replace(/\s+/g, ' ') ?? '';
  // A summary that is a paragraph (GitHub's webhooks have 750 characters with links) opens the body instead.
  const titled = summary.length > 0 && summary.length <= MAX_TITLE_CHARS && !summary.includes('](');
  const title = titled ? summary : op.operationId?.trim() || `${method.toUpperCase()} ${path}`;
  const description = op.description ?? item.description ?? '';
  const origins: Origins = {
    '': pointer,
    '/title': child(pointer, titled ? 'summary' : 'operationId'),
    '/path': itemPointer,
    '/auth': child(pointer, 'security'),
  };
  const requestBody = resolve<RequestBody>(ctx.document, op.requestBody, child(pointer, 'requestBody'));
  const security = op.security ? auth(op.security) : undefined;
  const { responses, errors } = outcomesOf(op.responses, pointer, ctx, origins);
  const parameters = parametersOf(item, itemPointer, op, pointer, ctx, origins);
  let body: Frontmatter | undefined;
  if (requestBody) {
    const rb = requestBody.value;
    origins['/requestBody'] = requestBody.pointer;
    const at: OriginRecorder = (p, where) => (origins[`/requestBody${p}`] = where);
    body = {
      ...some('description', rb.description),
      ...(rb.required ? {} : { required: false }),
      ...bodyOf(rb.content, requestBody.pointer, '/requestBody', 'request', ctx, at),
    };
  }
  const left = { samples: 0 };
  const codeSamples = codeSamplesOf(op, pointer, origins, left);
  const frontmatter: Frontmatter = {
    title: title.replace(/\s+/g, ' '),
    method: method.toUpperCase(),
    path,
    ...some('operationId', op.operationId),
    ...(op.deprecated ? { deprecated: true } : {}),
    ...(security !== undefined && !same(security, ctx.defaultAuth) ? { auth: security } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
    ...(errors.length ? { errors } : {}),
    ...(codeSamples !== undefined ? { codeSamples } : {}),
  };
  return {
    frontmatter,
    body: titled || !summary || description.includes(summary) ? description : `${summary}\n\n${description}`.trim(),
    origins,
    left,
  };
}
