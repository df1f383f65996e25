/**
 * One operation of an exported OpenAPI document (`./openapi.ts`): the site
 * model's endpoint gives its id, title, tag and security; its written
 * frontmatter the schemas, so that a schema, parameter or response written
 * by hand or imported comes out as it went in. Every documented error joins
 * the responses of its status, with its example.
 */
import type { EndpointFrontmatter } from '../parse/shapes.js';
import { QUERYSTRING_TYPE, type Endpoint } from '../shared/site-model.js';
import { bodySchema, standardSchema, valueSchema, type RefTarget, type Schema } from '../parse/standard-schema.js';

/** A JSON example as a value when its media type is JSON and it parses; the text otherwise. */
function exampleValue(contentType: string, example: string): unknown {
  if (/json/i.test(contentType)) {
    try {
      return JSON.parse(example);
    } catch {
      return example;
    }
  }
  return example;
}

/** The media type of an example written without one: JSON when it looks like JSON, else plain text. */
const guessType = (example: string) => (/^\s*[[{"]|^(true|false|null|-?\d)/.test(example) ? 'application/json' : 'text/plain');

/**
 * A media type object: schema and example. A stream's item schema (OpenAPI
 * 3.2's `itemSchema`, which the exported 3.1 document has no place for) is
 * written as 3.2 reads `schema` of a sequential media type: an array of its items.
 */
function media(
  body: {
    contentType?: string | undefined;
    example?: string | undefined;
    schema?: EndpointFrontmatter['responses'][number]['schema'];
    itemSchema?: EndpointFrontmatter['responses'][number]['itemSchema'];
    fields: EndpointFrontmatter['responses'][number]['fields'];
  },
  refTo: RefTarget,
): [string, Schema] {
  const type = body.contentType || (body.example !== undefined ? guessType(body.example) : 'application/json');
  const schema =
    bodySchema(body, refTo) ?? (body.itemSchema ? { type: 'array', items: standardSchema(body.itemSchema, refTo) } : undefined);
  return [type, { ...(schema ? { schema } : {}), ...(body.example !== undefined ? { example: exampleValue(type, body.example) } : {}) }];
}

/** The headers of a response or an error as a Headers Object. */
const headersObject = (headers: EndpointFrontmatter['errors'][number]['headers'], refTo: RefTarget): Schema =>
  Object.fromEntries(
    headers.map((h) => [h.name, { description: h.description ?? '', required: h.required ?? false, schema: valueSchema(h, refTo) }]),
  );

/** The media types of a body that say something (a type, a schema or fields, an example), as a `content` object. */
function contentOf(bodies: readonly Parameters<typeof media>[0][], refTo: RefTarget): Record<string, Schema> {
  const said = bodies.filter((m) => m.contentType || m.schema || m.itemSchema || m.fields.length > 0 || m.example !== undefined);
  return Object.fromEntries(said.map((m) => media(m, refTo)));
}

/** The responses object: the documented responses and errors by status, with schemas, headers and examples. */
function responses(data: EndpointFrontmatter, refTo: RefTarget): Record<string, Schema> {
  const out: Record<string, Schema & { description: string; content?: Record<string, Schema> }> = {};
  for (const r of data.responses) {
    const entry: Schema & { description: string; content?: Record<string, Schema> } = { description: r.description ?? r.summary ?? '' };
    const content = contentOf([r, ...r.alternatives], refTo);
    if (Object.keys(content).length) entry.content = content;
    if (r.headers.length) entry.headers = headersObject(r.headers, refTo);
    out[String(r.status)] = entry;
  }
  for (const e of data.errors) {
    const description = e.message ? `${e.description ?? 'An error'} (${e.message})` : (e.description ?? '');
    const entry = (out[String(e.status)] ??= { description });
    if (e.headers.length) entry.headers = { ...headersObject(e.headers, refTo), ...(entry.headers as Schema | undefined) };
    if (e.schema) {
      const target = ((entry.content ??= {})[e.contentType || 'application/json'] ??= {});
      target.schema ??= standardSchema(e.schema, refTo);
    }
    if (e.example === undefined) continue;
    const type = e.contentType || guessType(e.example);
    const content = (entry.content ??= {});
    const target = (content[type] ??= {});
    const examples = (target.examples ??= {}) as Record<string, Schema>;
    // A response's own `example` and the errors' examples live together as named examples.
    if ('example' in target) {
      examples.example1 = { value: target.example };
      delete target.example;
    }
    examples[`example${Object.keys(examples).length + 1}`] = { value: exampleValue(type, e.example) };
  }
  return out;
}

/**
 * The value of a `querystring` parameter (OpenAPI 3.2): `content` of its one
 * media type, with its example as an Example Object: text is the query
 * string as sent (`serializedValue`), anything else its data (`dataValue`).
 */
function queryStringValue(p: EndpointFrontmatter['parameters'][number], refTo: RefTarget): Schema {
  const example =
    p.example === undefined
      ? {}
      : { examples: { example: typeof p.example === 'string' ? { serializedValue: p.example } : { dataValue: p.example } } };
  return { content: { [p.contentType ?? QUERYSTRING_TYPE]: { schema: valueSchema(p, refTo), ...example } } };
}

/**
 * The operation object of endpoint `e` (its frontmatter `data`, its body's
 * Markdown as written `prose`) under the tag `tag`; `refTo` says where an
 * entity is, `schemeName` names a security scheme of the site in the
 * document. Its description is the summary, then the prose (CommonMark, as
 * OpenAPI's descriptions are), then the roles it requires; its tags are its
 * group's, then those of its labels (OpenAPI 3.2 tags of another `kind`).
 */
export function operation(
  e: Endpoint,
  data: EndpointFrontmatter,
  prose: string,
  tag: string,
  refTo: RefTarget,
  schemeName: (id: string) => string,
): Schema {
  const roles = e.roles.length ? `Requires the role ${e.roles.join(' or ')}.` : '';
  const op: Schema = {
    operationId: e.operationId,
    summary: e.title,
    description: [e.summary, prose.trim(), roles].filter(Boolean).join('\n\n'),
    tags: [tag, ...(e.labels ?? []).map((label) => label.title)],
    ...(e.deprecated ? { deprecated: true } : {}),
    security: e.security.map((requirement) => Object.fromEntries(requirement.map(({ scheme, scopes }) => [schemeName(scheme), scopes]))),
    responses: responses(data, refTo),
  };
  const params = data.parameters
    .filter((p) => p.in !== 'body')
    .map((p) => ({
      name: p.name,
      in: p.in,
      required: p.in === 'path' ? true : (p.required ?? false),
      description: p.description ?? '',
      ...(p.deprecated ? { deprecated: true } : {}),
      ...(p.in === 'querystring'
        ? queryStringValue(p, refTo)
        : { schema: valueSchema(p, refTo), ...(p.example !== undefined ? { example: p.example } : {}) }),
    }));
  if (params.length) op.parameters = params;
  const b = data.requestBody;
  if (b)
    op.requestBody = {
      description: b.description ?? '',
      required: b.required,
      content: contentOf([b, ...b.alternatives], refTo),
    };
  if (e.codeSamples.length) op['x-codeSamples'] = e.codeSamples.map(({ lang, label, source }) => ({ lang, label, source }));
  return op;
}
