/**
 * OpenAPI 3.1 of the content: what `build` writes as `openapi.json`. The
 * site model gives the structure (groups as tags, operations in order, ids,
 * security requirements); the written frontmatter gives the schemas, so
 * that a schema, parameter or response written by hand or imported comes
 * out as it went in. Every documented error joins the responses of its
 * status, with its example; each entity is a component schema.
 */
import type { EndpointDocument, EntityDocument } from '../parse/documents.js';
import type { LoadedContent } from '../parse/load.js';
import { child } from '../openapi/pointer.js';
import type { EndpointFrontmatter } from '../parse/shapes.js';
import { schemesOf } from '../parse/security.js';
import { schemaOfFields } from '../parse/fields.js';
import type { Endpoint, SiteModel } from '../shared/site-model.js';
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

/** A media type object: schema and example. */
function media(
  body: {
    contentType: string;
    example?: string | undefined;
    schema?: EndpointFrontmatter['responses'][number]['schema'];
    fields: EndpointFrontmatter['responses'][number]['fields'];
  },
  refTo: RefTarget,
): [string, Schema] {
  const type = body.contentType || (body.example !== undefined ? guessType(body.example) : 'application/json');
  const schema = bodySchema(body, refTo);
  return [type, { ...(schema ? { schema } : {}), ...(body.example !== undefined ? { example: exampleValue(type, body.example) } : {}) }];
}

/** The headers of a response or an error as a Headers Object. */
const headersObject = (headers: EndpointFrontmatter['errors'][number]['headers'], refTo: RefTarget): Schema =>
  Object.fromEntries(
    headers.map((h) => [h.name, { description: h.description ?? '', required: h.required ?? false, schema: valueSchema(h, refTo) }]),
  );

/** The responses object: the documented responses and errors by status, with schemas, headers and examples. */
function responses(data: EndpointFrontmatter, refTo: RefTarget): Record<string, Schema> {
  const out: Record<string, Schema & { description: string; content?: Record<string, Schema> }> = {};
  for (const r of data.responses) {
    const entry: Schema & { description: string; content?: Record<string, Schema> } = { description: r.description ?? '' };
    const bodies = [r, ...r.alternatives].filter((m) => m.contentType || m.schema || m.fields.length > 0 || m.example !== undefined);
    if (bodies.length) entry.content = Object.fromEntries(bodies.map((m) => media({ ...m, contentType: m.contentType ?? '' }, refTo)));
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

/** The operation object of an endpoint. */
function operation(e: Endpoint, data: EndpointFrontmatter, tag: string, refTo: RefTarget): Schema {
  const op: Schema = {
    operationId: e.operationId,
    summary: e.title,
    description: e.summary + (e.roles.length ? ` Requires the role ${e.roles.join(' or ')}.` : ''),
    tags: [tag],
    ...(e.deprecated ? { deprecated: true } : {}),
    security: e.security.map((requirement) => Object.fromEntries(requirement.map(({ scheme, scopes }) => [scheme, scopes]))),
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
      schema: valueSchema(p, refTo),
      ...(p.example !== undefined ? { example: p.example } : {}),
    }));
  if (params.length) op.parameters = params;
  const b = data.requestBody;
  if (b)
    op.requestBody = {
      description: b.description ?? '',
      required: b.required,
      content: Object.fromEntries([b, ...b.alternatives].map((m) => media(m, refTo))),
    };
  if (e.codeSamples.length) op['x-codeSamples'] = e.codeSamples.map(({ lang, label, source }) => ({ lang, label, source }));
  return op;
}

/** Names of the `{…}` parameters of a path template, in order. */
function templateNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}

/**
 * The endpoint as it must appear in OpenAPI, where paths that differ only in
 * parameter names are one path: the first template seen wins, and a later
 * operation's path parameters take its names (the description keeps the
 * name the platform uses; e.g. PAM's `payment-information/{membershipId}` and `{id}`).
 */
function canonical(path: string, data: EndpointFrontmatter, templates: Map<string, string>): { path: string; data: EndpointFrontmatter } {
  const skeleton = path.replace(/\{[^}]+\}/g, '{}');
  const first = templates.get(skeleton) ?? path;
  templates.set(skeleton, first);
  if (first === path) return { path, data };
  const ours = templateNames(path);
  const theirs = templateNames(first);
  const parameters = data.parameters.map((p) => {
    const i = p.in === 'path' ? ours.indexOf(p.name) : -1;
    return i >= 0 && theirs[i]
      ? { ...p, name: theirs[i], description: `${p.description ?? ''} (The platform names this parameter \`${p.name}\`.)`.trim() }
      : p;
  });
  return { path: first, data: { ...data, parameters } };
}

/** The name of each entity under `components.schemas`, by entity id: its class name, else its name without spaces; unique. */
function componentNames(model: SiteModel): Map<string, string> {
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const entity of model.entities) {
    const base = (entity.className || entity.name).replace(/[^A-Za-z0-9._-]/g, '') || entity.id;
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
    taken.add(name);
    names.set(entity.id, name);
  }
  return names;
}

/** The OpenAPI document of a site, and the document each of its operations and schemas was made from (for diagnostics about them). */
export interface OpenApiExport {
  document: Record<string, unknown>;
  /** The endpoint document of each operation, by JSON pointer (`#/paths/~1pets/get`). */
  operations: Map<string, EndpointDocument>;
  /** The entity document of each component schema, by JSON pointer (`#/components/schemas/Pet`). */
  schemas: Map<string, EntityDocument>;
}

/** The OpenAPI 3.1 document of a site model and the content it was assembled from. */
export function openApiDocument(model: SiteModel, content: LoadedContent): Record<string, unknown> {
  return openApiExport(model, content).document;
}

/** {@link openApiDocument}, with where each operation and schema comes from. */
export function openApiExport(model: SiteModel, content: LoadedContent): OpenApiExport {
  const operations = new Map<string, EndpointDocument>();
  const sources = new Map<string, EntityDocument>();
  const names = componentNames(model);
  const refTo: RefTarget = (entity) => (names.has(entity) ? `#/components/schemas/${names.get(entity)}` : undefined);
  const paths: Record<string, Record<string, Schema>> = {};
  const templates = new Map<string, string>();
  for (const group of model.groups) {
    for (const endpoint of group.endpoints) {
      const doc = content.index.endpoints.get(group.id)?.get(endpoint.id);
      if (!doc) continue;
      const { path, data } = canonical(endpoint.path, doc.data, templates);
      const method = endpoint.method.toLowerCase();
      (paths[path] ??= {})[method] = operation(endpoint, data, group.title, refTo);
      operations.set(child('#/paths', path, method), doc);
    }
  }
  const schemas: Record<string, Schema> = {};
  for (const entity of model.entities) {
    const doc = content.index.entities.get(entity.id);
    if (!doc) continue;
    const name = names.get(entity.id)!;
    schemas[name] = {
      ...standardSchema(doc.data.schema ?? schemaOfFields(doc.data.fields), refTo),
      title: entity.name,
      ...(entity.summary ? { description: entity.summary } : {}),
    };
    sources.set(child('#/components/schemas', name), doc);
  }
  const used = new Set(model.securitySchemes.map((s) => s.id));
  const securitySchemes = Object.fromEntries(
    [...(content.config ? schemesOf(content.config.config) : [])].filter(
      ([id]) => used.has(id) || content.config?.config.auth.schemes[id] !== undefined,
    ),
  );
  const document = {
    openapi: '3.1.0',
    info: {
      title: model.hero.title,
      version: '1.0.0',
      description: model.hero.tagline,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: model.apiBaseUrl, description: 'The API base URL (`apiBaseUrl` in pamdocs.yaml)' }],
    security: [],
    tags: model.groups.map((g) => ({ name: g.title, ...(g.description ? { description: g.description } : {}) })),
    paths,
    components: { securitySchemes, schemas },
  };
  return { document, operations, schemas: sources };
}
