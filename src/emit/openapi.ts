/**
 * OpenAPI 3.1 from the site model: what `build` writes as `openapi.json`.
 * Info from the hero, the bearer token scheme, one tag per group,
 * every operation with its parameters, request body, responses and
 * documented errors (with their examples), and a component schema per entity.
 */
import type { BodyField, Endpoint, EntityField, Parameter, SiteModel } from '../shared/site-model.js';

/** A JSON Schema object (OpenAPI 3.1 uses JSON Schema 2020-12). */
type Schema = Record<string, unknown>;

/** Name of the bearer security scheme in `components.securitySchemes`. */
export const BEARER_SCHEME = 'bearerAuth';

/**
 * The schema for a type as writers name it: `string`, `integer`, `number`,
 * `boolean`, `string[]`, `File`, `object (Drug)`… Unknown names become a
 * described free-form value.
 */
export function schemaOf(type: string): Schema {
  const t = type.trim();
  const list = /^(.*)\[\]$/.exec(t);
  if (list) return { type: 'array', items: schemaOf(list[1]!) };
  const base = t.toLowerCase().split(/[\s(]/)[0] ?? '';
  if (['string', 'integer', 'number', 'boolean', 'object', 'array'].includes(base)) {
    const schema: Schema = { type: base };
    if (/date-time/.test(t)) schema.format = 'date-time';
    else if (/\(date\)/.test(t)) schema.format = 'date';
    return schema;
  }
  if (base === 'file') return { type: 'string', format: 'binary' };
  if (base === 'long' || base === 'int') return { type: 'integer' };
  if (base === 'double' || base === 'float') return { type: 'number' };
  if (base === 'json') return { type: 'object' };
  return { description: `Documented as ${t}.` };
}

/** A JSON example as a value when its media type is JSON and it parses; the text otherwise. */
function exampleValue(contentType: string | null, example: string): unknown {
  if (contentType && /json/i.test(contentType)) {
    try {
      return JSON.parse(example);
    } catch {
      return example;
    }
  }
  return example;
}

function objectSchema(fields: readonly (BodyField | EntityField)[]): Schema {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const f of fields) {
    properties[f.name] = { ...schemaOf(f.type), description: f.description };
    if ('required' in f && f.required) required.push(f.name);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

function parameter(p: Parameter): Schema {
  return { name: p.name, in: p.in, required: p.in === 'path' ? true : p.required, description: p.description, schema: schemaOf(p.type) };
}

/** The responses object: documented responses and errors by status, examples kept. */
function responses(e: Endpoint): Record<string, Schema> {
  const out: Record<string, { description: string; examples: Map<string, { type: string; value: unknown }> }> = {};
  const add = (status: number, description: string, contentType: string | null, example: string | null) => {
    const entry = (out[String(status)] ??= { description, examples: new Map() });
    if (example !== null) {
      const type = contentType ?? (/^\s*[[{"]|^(true|false|null|-?\d)/.test(example) ? 'application/json' : 'text/plain');
      entry.examples.set(`example${entry.examples.size + 1}`, { type, value: exampleValue(type, example) });
    }
  };
  for (const r of e.responses) add(r.status, r.description, r.contentType, r.example);
  for (const err of e.errors) add(err.status, err.message ? `${err.description} (${err.message})` : err.description, null, err.example);
  const result: Record<string, Schema> = {};
  for (const [status, { description, examples }] of Object.entries(out)) {
    const content: Record<string, Schema> = {};
    for (const [name, { type, value }] of examples) {
      const media = (content[type] ??= { examples: {} });
      (media.examples as Record<string, Schema>)[name] = { value };
    }
    result[status] = { description, ...(Object.keys(content).length ? { content } : {}) };
  }
  return result;
}

function operation(e: Endpoint, tag: string): Schema {
  const op: Schema = {
    operationId: e.id,
    summary: e.title,
    description: e.summary + (e.roles.length ? ` Requires the role ${e.roles.join(' or ')}.` : ''),
    tags: [tag],
    security: e.auth === 'bearer' ? [{ [BEARER_SCHEME]: [] }] : [],
    responses: responses(e),
  };
  const params = e.parameters.filter((p) => p.in !== 'body').map(parameter);
  if (params.length) op.parameters = params;
  if (e.requestBody) {
    const b = e.requestBody;
    const media: Schema = { schema: b.fields.length ? objectSchema(b.fields) : schemaOf(/json/i.test(b.contentType) ? 'json' : 'string') };
    if (b.example !== null) media.example = exampleValue(b.contentType, b.example);
    op.requestBody = { description: b.description, required: true, content: { [b.contentType]: media } };
  }
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
function canonical(e: Endpoint, templates: Map<string, string>): Endpoint {
  const shape = e.path.replace(/\{[^}]+\}/g, '{}');
  const path = templates.get(shape) ?? e.path;
  templates.set(shape, path);
  if (path === e.path) return e;
  const ours = templateNames(e.path);
  const theirs = templateNames(path);
  const parameters = e.parameters.map((p) => {
    const i = p.in === 'path' ? ours.indexOf(p.name) : -1;
    return i >= 0 && theirs[i] ? { ...p, name: theirs[i], description: `${p.description} (The platform names this parameter \`${p.name}\`.)` } : p;
  });
  return { ...e, path, parameters };
}

/** The OpenAPI 3.1 document of a site model. */
export function openApiDocument(model: SiteModel): Record<string, unknown> {
  const paths: Record<string, Record<string, Schema>> = {};
  const templates = new Map<string, string>();
  for (const group of model.groups) {
    for (const endpoint of group.endpoints) {
      const e = canonical(endpoint, templates);
      (paths[e.path] ??= {})[e.method.toLowerCase()] = operation(e, group.title);
    }
  }
  const schemas: Record<string, Schema> = {};
  for (const entity of model.entities) {
    schemas[entity.className] = { ...objectSchema(entity.fields), title: entity.name, description: entity.summary };
  }
  return {
    openapi: '3.1.0',
    info: { title: model.hero.title, version: '1.0.0', description: model.hero.tagline, license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' } },
    servers: [{ url: model.apiBaseUrl, description: 'The API base URL (`apiBaseUrl` in pamdocs.yaml)' }],
    security: [],
    tags: model.groups.map((g) => ({ name: g.title, description: g.description })),
    paths,
    components: { securitySchemes: { [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } }, schemas },
  };
}
