/**
 * Every fact an OpenAPI document gives of a parameter, a property, a
 * response or a header, read with nothing but JSON pointers (so the
 * expectation does not lean on pamdocs' conversion): its description, default,
 * values (enum, const), examples, limits, pattern, format, whether it may be
 * null, and whether it is deprecated, read-only or write-only.
 *
 * Each fact is placed where a reader of the site meets it: an operation's
 * part (a parameter, a body in one media type, a response, a header) and a
 * path of property names inside its schema (`items[].id`; `[]` for the
 * items of an array, `.*` for the other properties of an object, `''` for
 * the schema itself). A `$ref` to a component schema is where the site
 * links to the entity instead, whose facts are placed under `entity <name>`;
 * only the facts of a component that is a plain value (an enum, a string
 * with a pattern) are also expected where it is used, as are `allOf` parts
 * (the site merges them). The options of `oneOf` and `anyOf` are placed at
 * the path of what holds them. The request body of a GET or HEAD is left
 * out: pamdocs leaves it out and says so.
 */
import { upgrade } from '@scalar/openapi-upgrader';
import { resolveRef as resolve } from '../../bench/openapi-facts.mjs';

type Json = Record<string, unknown>;

/** A kind of fact, named as the document's keyword (`nullable`: `type` names `null`). */
export type FactKind =
  | 'description'
  | 'default'
  | 'enum'
  | 'const'
  | 'example'
  | 'minimum'
  | 'maximum'
  | 'exclusiveMinimum'
  | 'exclusiveMaximum'
  | 'multipleOf'
  | 'minLength'
  | 'maxLength'
  | 'minItems'
  | 'maxItems'
  | 'minProperties'
  | 'maxProperties'
  | 'pattern'
  | 'uniqueItems'
  | 'format'
  | 'nullable'
  | 'deprecated'
  | 'readOnly'
  | 'writeOnly';

/** One fact and where the site must show it. */
export interface DocumentFact {
  /** `GET /pets/{id}` (an operation), or `entity Pet` (a component schema). */
  owner: string;
  /**
   * The part of an operation: `parameter query:limit`, `request application/json`,
   * `response 200` (its own description), `response 200 application/json`,
   * `header 200 X-Rate-Limit`; `schema` for an entity.
   */
  part: string;
  /** Property path inside the part's schema ('' for the schema itself). */
  path: string;
  kind: FactKind;
  value: unknown;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const NUMBERS = ['minimum', 'maximum', 'multipleOf', 'minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties'];
const FLAGS = ['uniqueItems', 'deprecated', 'readOnly', 'writeOnly'] as const;
const SCHEMA_PREFIX = '#/components/schemas/';
/** Levels of properties a walk goes down at most (deeper ones are beyond what a reader can follow, and recursion ends there). */
const MAX_DEPTH = 12;

/** The component name of a schema reference, or undefined for any other reference. */
const componentOf = (ref: string): string | undefined =>
  ref.startsWith(SCHEMA_PREFIX) && !ref.slice(SCHEMA_PREFIX.length).includes('/')
    ? decodeURIComponent(ref.slice(SCHEMA_PREFIX.length)).replace(/~1/g, '/').replace(/~0/g, '~')
    : undefined;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The facts a schema states of itself (not of its properties or items), by kind. */
function ownFacts(schema: Json): Map<FactKind, unknown> {
  const out = new Map<FactKind, unknown>();
  const description = text(schema.description);
  if (description) out.set('description', description);
  for (const kind of ['default', 'const', 'example'] as const) if (schema[kind] !== undefined) out.set(kind, schema[kind]);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) out.set('enum', schema.enum);
  for (const kind of NUMBERS) if (typeof schema[kind] === 'number') out.set(kind as FactKind, schema[kind]);
  for (const kind of ['exclusiveMinimum', 'exclusiveMaximum'] as const) {
    const value = schema[kind];
    if (typeof value === 'number') out.set(kind, value);
    // OpenAPI 3.0's form, which makes the limit beside it exclusive.
    else if (value === true) out.delete(kind === 'exclusiveMinimum' ? 'minimum' : 'maximum');
    if (value === true) {
      const limit = schema[kind === 'exclusiveMinimum' ? 'minimum' : 'maximum'];
      if (typeof limit === 'number') out.set(kind, limit);
    }
  }
  if (typeof schema.pattern === 'string') out.set('pattern', schema.pattern);
  if (typeof schema.format === 'string' && schema.format) out.set('format', schema.format);
  // A type stated without `null` says the value may not be null: false, which no site shows, but which wins over an earlier part's true.
  if (schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null') && schema.type.length > 1))
    out.set('nullable', true);
  else if (schema.type !== undefined) out.set('nullable', false);
  for (const kind of FLAGS) if (schema[kind] === true) out.set(kind, true);
  return out;
}

/** Whether a schema holds nothing the site would open (properties, items, alternatives, a reference). */
const isPlain = (s: unknown): boolean =>
  isObject(s) && !s.properties && !s.items && !isObject(s.additionalProperties) && !s.oneOf && !s.anyOf && !s.allOf && !s.not && !s.$ref;

/** Whether a component schema is a plain value: nothing the site would open under it (properties, items, alternatives). */
function isPlainValue(document: Json, schema: unknown, hops = 0): boolean {
  const s = resolve(document, schema);
  if (!s || hops > 8) return false;
  if (s.properties || s.items || isObject(s.additionalProperties) || s.oneOf || s.anyOf || s.not) return false;
  if (Array.isArray(s.allOf)) return s.allOf.every((part) => isPlainValue(document, part, hops + 1));
  return true;
}

/** Where a walk is: the facts found so far, and the references it is inside of. */
interface Walk {
  document: Json;
  push(path: string, kind: FactKind, value: unknown): void;
  stack: readonly string[];
}

/** The key of a fact's place and kind, for what a schema states over its parts. */
const placed = (path: string, kind: FactKind) => `${path}\0${kind}`;

/** `walk`, its facts recorded unless `wins` holds their place and kind already, and added to it. */
function under(walk: Walk, wins: Set<string>, skip: boolean): Walk {
  return {
    ...walk,
    push(path, kind, value) {
      if (skip && wins.has(placed(path, kind))) return;
      wins.add(placed(path, kind));
      walk.push(path, kind, value);
    },
  };
}

/**
 * The facts of `schema` and of what it holds, at `path`. What it states
 * itself wins over what its `$ref` or `allOf` parts state at the same
 * place, a part written in place over one that refers to a component, and
 * a later part over an earlier one (pamdocs merges them so).
 */
function walkSchema(walk: Walk, schema: unknown, path: string, depth: number): void {
  if (!isObject(schema) || depth > MAX_DEPTH) return;
  const wins = new Set<string>();
  const own = under(walk, wins, false);
  for (const [kind, value] of ownFacts(schema)) own.push(path, kind, value);
  if (Array.isArray(schema.examples)) for (const value of schema.examples) own.push(path, 'example', value);
  const join = (name: string) => (path ? `${path}.${name}` : name);
  if (isObject(schema.properties)) for (const [name, sub] of Object.entries(schema.properties)) walkSchema(own, sub, join(name), depth + 1);
  if (isObject(schema.items)) walkSchema(own, schema.items, `${path}[]`, depth + 1);
  if (isObject(schema.additionalProperties)) walkSchema(own, schema.additionalProperties, join('*'), depth + 1);
  for (const key of ['oneOf', 'anyOf'] as const)
    if (Array.isArray(schema[key])) for (const option of schema[key]) walkSchema(own, option, path, depth);
  const parts: string[] = typeof schema.$ref === 'string' ? [schema.$ref] : [];
  const refOf = (part: unknown) => (isObject(part) && typeof part.$ref === 'string' ? part.$ref : undefined);
  const allOf = (Array.isArray(schema.allOf) ? [...schema.allOf] : []).reverse();
  // OpenAPI 3.0's way to describe a reference, an allOf of it and of facts, is that reference with the facts beside it.
  const refs = [...new Set(allOf.flatMap((part) => refOf(part) ?? []))];
  if (refs.length === 1 && isPlain({ ...schema, allOf: undefined }) && allOf.every((part) => refOf(part) !== undefined || isPlain(part))) {
    parts.push(...refs);
    allOf.splice(0, allOf.length, ...allOf.filter((part) => refOf(part) === undefined));
  }
  // The parts written in place win over those that refer to a component.
  for (const part of allOf) if (refOf(part) === undefined) walkSchema(under(walk, wins, true), part, path, depth);
  for (const partRef of allOf.flatMap((part) => refOf(part) ?? [])) {
    // A part that refers to a component is merged in place, not linked.
    if (!walk.stack.includes(partRef))
      walkSchema({ ...under(walk, wins, true), stack: [...walk.stack, partRef] }, resolve(walk.document, { $ref: partRef }), path, depth);
  }
  for (const ref of parts) {
    if (walk.stack.includes(ref)) continue;
    const target = resolve(walk.document, { $ref: ref });
    // A component is the entity's to show; a plain value is also shown where it is used.
    if (componentOf(ref) !== undefined && !isPlainValue(walk.document, target)) continue;
    walkSchema({ ...under(walk, wins, true), stack: [...walk.stack, ref] }, target, path, depth);
  }
}

/** The schema of a parameter or header: its own, else that of its first media type. */
const schemaOf = (p: Json): unknown => p.schema ?? Object.values((p.content ?? {}) as Json).map((m) => (m as Json).schema)[0];

/** The description a parameter or header has for a reader: its own, else its schema's (a component's only when it is a plain value). */
function describedAs(document: Json, p: Json): string | undefined {
  const own = text(p.description);
  if (own) return own;
  let schema = isObject(schemaOf(p)) ? (schemaOf(p) as Json) : undefined;
  for (let hops = 0; schema && hops < 8; hops++) {
    const found = text(schema.description);
    if (found) return found;
    if (typeof schema.$ref !== 'string' || !isPlainValue(document, schema)) return undefined;
    schema = resolve(document, { $ref: schema.$ref });
  }
  return undefined;
}

/** Records a fact of one owner: its part, path, kind and value. */
type Sink = (part: string, path: string, kind: FactKind, value: unknown) => void;

/** A walk of the schemas of `part`, its facts recorded in `sink`. */
const walkOf = (document: Json, sink: Sink, part: string, stack: readonly string[] = []): Walk => ({
  document,
  stack,
  push: (path, kind, value) => sink(part, path, kind, value),
});

/** The facts of a parameter or a header `p` under `part`: the walk of its schema, its description, examples and `deprecated`. */
function parameterFacts(document: Json, p: Json, part: string, sink: Sink) {
  // The description of the schema itself is the parameter's, else none.
  walkSchema(
    walkOf(document, (at, path, kind, value) => (path || kind !== 'description') && sink(at, path, kind, value), part),
    schemaOf(p),
    '',
    0,
  );
  const description = describedAs(document, p);
  if (description) sink(part, '', 'description', description);
  if (p.deprecated === true) sink(part, '', 'deprecated', true);
  // A parameter's example null is no example: the site model has null for none.
  if (p.example !== undefined && p.example !== null) sink(part, '', 'example', p.example);
  for (const entry of Object.values(isObject(p.examples) ? p.examples : {})) {
    const value = resolve(document, entry)?.value;
    if (value !== undefined && value !== null) sink(part, '', 'example', value);
  }
}

/** The facts of the operation `op` of path item `item` (see {@link documentFacts}). */
function operationFacts(document: Json, item: Json, op: Json, method: string, sink: Sink): void {
  const parameters = new Map<string, Json>();
  for (const p of [...((item.parameters ?? []) as unknown[]), ...((op.parameters ?? []) as unknown[])]) {
    const resolved = resolve(document, p);
    if (resolved && typeof resolved.name === 'string') parameters.set(`${String(resolved.in)}:${resolved.name}`, resolved);
  }
  for (const [key, p] of parameters) parameterFacts(document, p, `parameter ${key}`, sink);
  // pamdocs leaves out the body of a GET or HEAD, and says so (`openapi/changed`).
  const body = method === 'get' || method === 'head' ? undefined : resolve(document, op.requestBody);
  if (body) {
    if (text(body.description)) sink('request', '', 'description', text(body.description));
    for (const [type, media] of Object.entries((body.content ?? {}) as Json))
      walkSchema(walkOf(document, sink, `request ${type}`), (media as Json).schema, '', 0);
  }
  for (const [status, written] of Object.entries((op.responses ?? {}) as Json)) {
    const response = resolve(document, written);
    if (!response) continue;
    if (text(response.description)) sink(`response ${status}`, '', 'description', text(response.description));
    for (const [type, media] of Object.entries((response.content ?? {}) as Json))
      walkSchema(walkOf(document, sink, `response ${status} ${type}`), (media as Json).schema, '', 0);
    for (const [name, header] of Object.entries((response.headers ?? {}) as Json)) {
      const resolved = resolve(document, header);
      if (resolved) parameterFacts(document, resolved, `header ${status} ${name}`, sink);
    }
  }
}

/**
 * Every fact of `raw`, an OpenAPI document (2.0, 3.0 or 3.1; upgraded to
 * 3.1 by Scalar's upgrader, as pamdocs reads one), by where the site shows
 * it (see the module comment). `webhookPath`: the path under which the
 * site shows a webhook, by its name; webhooks are left out without it.
 */
export function documentFacts(raw: Json, webhookPath?: (name: string) => string): DocumentFact[] {
  const document = (String(raw.openapi ?? '').startsWith('3.1') ? raw : upgrade(structuredClone(raw), '3.1')) as unknown as Json;
  const facts: DocumentFact[] = [];
  // A value that may not be null is no fact to show (see `ownFacts`).
  const sinkOf =
    (owner: string): Sink =>
    (part, path, kind, value) => {
      if (kind !== 'nullable' || value === true) facts.push({ owner, part, path, kind, value });
    };
  const items: [string, unknown][] = Object.entries((document.paths ?? {}) as Json);
  if (webhookPath) for (const [name, item] of Object.entries((document.webhooks ?? {}) as Json)) items.push([webhookPath(name), item]);
  for (const [path, written] of items) {
    const item = resolve(document, written) ?? {};
    for (const method of METHODS)
      if (isObject(item[method])) operationFacts(document, item, item[method], method, sinkOf(`${method.toUpperCase()} ${path}`));
  }
  for (const [name, schema] of Object.entries(((document.components as Json | undefined)?.schemas ?? {}) as Json))
    walkSchema(walkOf(document, sinkOf(`entity ${name}`), 'schema', [`${SCHEMA_PREFIX}${name}`]), schema, '', 0);
  return facts;
}
