/**
 * The comparison of two OpenAPI 3.1 documents: it walks both at once and
 * hands every pair of parts that stand for the same thing to a visitor
 * (`../engine/diff-pairs.ts`), in the head's order, the base's removals after.
 * Operations match by method and path template, parameter names aside
 * (`./operations.ts`); security alternatives by what they ask
 * (`../engine/diff-security.ts`); parameters by where they go and their name (a path
 * parameter by its place in the template); responses by status; headers
 * by name, case aside; body schemas under each media type both sides
 * have, property by property, `allOf` merged (`oneOf` and `anyOf` members
 * are not compared). An operation, or a schema, made only of parts that
 * are the same in both documents is skipped whole (`./unchanged.ts`).
 */
import type { Header, MediaType, OpenApi, Operation, Parameter, PathItem, RequestBody, Response } from '../../openapi/openapi-types.js';
import { child } from '../../openapi/pointer.js';
import type { EndpointPair, PairKind, PairOf, Located, PropertyPair, Schema } from '../engine/diff-pairs.js';
import { isObject, itemsOf, locatedAt, objectProperties } from '../engine/diff-schemas.js';
import { pairAlternatives } from '../engine/diff-security.js';
import { pairOperations, union } from './operations.js';
import { Unchanged } from './unchanged.js';

/** Receives each pair of the comparison. */
export type Visit = <K extends PairKind>(kind: K, pair: PairOf<K>) => void;

/** Schemas nested deeper than this in one body are not compared (real bodies nest a dozen levels at most). */
const MAX_SCHEMA_DEPTH = 32;

/** Entries of an object as a map, keyed by `keyOf` of each key (first wins). */
function keyed<T>(entries: [string, T][], keyOf: (key: string) => string = (k) => k): Map<string, [string, T]> {
  const map = new Map<string, [string, T]>();
  for (const [key, value] of entries) if (!map.has(keyOf(key))) map.set(keyOf(key), [key, value]);
  return map;
}

/** The pair of the property `name` of the schemas of `at`. */
function nested(
  at: Omit<PropertyPair, 'base' | 'head'>,
  name: string,
  base: Located<Schema> | undefined,
  head: Located<Schema> | undefined,
  required: PropertyPair['required'],
): PropertyPair {
  const { endpoint, direction, status } = at;
  return {
    endpoint,
    direction,
    ...(status ? { status } : {}),
    path: at.path ? `${at.path}/${name}` : name,
    ...(base ? { base } : {}),
    ...(head ? { head } : {}),
    required,
  };
}

/** Walks two documents; one instance per comparison. */
export class DocumentWalk {
  private readonly unchanged: Unchanged;

  constructor(
    private readonly base: OpenApi,
    private readonly head: OpenApi,
    private readonly visit: Visit,
  ) {
    this.unchanged = new Unchanged(base, head);
  }

  /** Visits every pair of the two documents. */
  run(): void {
    for (const { endpoint, items } of pairOperations(this.base, this.head)) {
      this.visit('endpoint', endpoint);
      const { base, head } = endpoint;
      if (base && head && items.base && items.head && !this.sameOperation(items.base, items.head, base, head))
        this.operation(endpoint, items.base, items.head, base, head);
    }
  }

  /** Whether an operation and all it depends on is the same in both documents. */
  private sameOperation(bItem: Located<PathItem>, hItem: Located<PathItem>, base: Located<Operation>, head: Located<Operation>): boolean {
    const u = this.unchanged;
    return (
      u.same(base.value, head.value) &&
      u.same(bItem.value.parameters, hItem.value.parameters) &&
      (base.value.security !== undefined || u.same(this.base.security, this.head.security))
    );
  }

  private operation(
    endpoint: EndpointPair,
    bItem: Located<PathItem>,
    hItem: Located<PathItem>,
    base: Located<Operation>,
    head: Located<Operation>,
  ): void {
    const security = (document: OpenApi, op: Located<Operation>) =>
      Array.isArray(op.value.security)
        ? { value: op.value.security, pointer: child(op.pointer, 'security'), side: op.side }
        : {
            value: Array.isArray(document.security) ? document.security : [],
            pointer: Array.isArray(document.security) ? '#/security' : op.pointer,
            side: op.side,
          };
    const [before, after] = [security(this.base, base), security(this.head, head)];
    this.visit('security', { endpoint, base: before, head: after, alternatives: pairAlternatives(before, after) });
    this.parameters(
      endpoint,
      this.parametersOf(this.base, bItem, base, endpoint.path),
      this.parametersOf(this.head, hItem, head, endpoint.path),
    );
    this.requestBody(
      endpoint,
      locatedAt<RequestBody>(this.base, base.value.requestBody, child(base.pointer, 'requestBody'), 'base'),
      locatedAt<RequestBody>(this.head, head.value.requestBody, child(head.pointer, 'requestBody'), 'head'),
    );
    const responses = (op: Located<Operation>) => new Map(Object.entries(isObject(op.value.responses) ? op.value.responses : {}));
    const [bResponses, hResponses] = [responses(base), responses(head)];
    for (const status of union(hResponses.keys(), bResponses.keys())) {
      const b = locatedAt<Response>(this.base, bResponses.get(status), child(base.pointer, 'responses', status), 'base');
      const h = locatedAt<Response>(this.head, hResponses.get(status), child(head.pointer, 'responses', status), 'head');
      if (!b && !h) continue;
      this.visit('response', { endpoint, status, ...(b ? { base: b } : {}), ...(h ? { head: h } : {}) });
      if (b && h) this.response(endpoint, status, b, h);
    }
  }

  /** The parameters of an operation by key (`query:limit`, `path#0`): the path item's, overridden by the operation's own. */
  private parametersOf(document: OpenApi, item: Located<PathItem>, op: Located<Operation>, path: string): Map<string, Located<Parameter>> {
    const names = [...path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
    const found = new Map<string, Located<Parameter>>();
    const add = (list: unknown, pointer: string) => {
      if (!Array.isArray(list)) return;
      list.forEach((value, i) => {
        const part = locatedAt<Parameter>(document, value, child(pointer, 'parameters', i), op.side);
        if (!part || typeof part.value.name !== 'string' || typeof part.value.in !== 'string') return;
        const { name, in: where } = part.value;
        const key = where === 'path' ? `path#${names.indexOf(name)}` : `${where}:${where === 'header' ? name.toLowerCase() : name}`;
        found.set(key, part);
      });
    };
    add(item.value.parameters, item.pointer);
    add(op.value.parameters, op.pointer);
    return found;
  }

  private parameters(endpoint: EndpointPair, before: Map<string, Located<Parameter>>, after: Map<string, Located<Parameter>>): void {
    for (const key of union(after.keys(), before.keys())) {
      const base = before.get(key);
      const head = after.get(key);
      const { name, in: where } = (head ?? base)!.value;
      const bs = base && locatedAt(this.base, base.value.schema, child(base.pointer, 'schema'), 'base');
      const hs = head && locatedAt(this.head, head.value.schema, child(head.pointer, 'schema'), 'head');
      const schema = { ...(bs ? { base: bs } : {}), ...(hs ? { head: hs } : {}) };
      this.visit('parameter', { endpoint, in: where, name, ...(base ? { base } : {}), ...(head ? { head } : {}), schema });
    }
  }

  private requestBody(endpoint: EndpointPair, base: Located<RequestBody> | undefined, head: Located<RequestBody> | undefined): void {
    if (!base && !head) return;
    this.visit('requestBody', { endpoint, ...(base ? { base } : {}), ...(head ? { head } : {}) });
    if (base && head) this.bodies(endpoint, 'request', undefined, base, head);
  }

  private response(endpoint: EndpointPair, status: string, base: Located<Response>, head: Located<Response>): void {
    const headers = (part: Located<Response>) =>
      keyed(Object.entries(isObject(part.value.headers) ? part.value.headers : {}), (k) => k.toLowerCase());
    const before = headers(base);
    const after = headers(head);
    for (const key of union(after.keys(), before.keys())) {
      const b = before.get(key);
      const h = after.get(key);
      const bh = b && locatedAt<Header>(this.base, b[1], child(base.pointer, 'headers', b[0]), 'base');
      const hh = h && locatedAt<Header>(this.head, h[1], child(head.pointer, 'headers', h[0]), 'head');
      if (bh || hh)
        this.visit('header', { endpoint, status, name: (h ?? b)![0], ...(bh ? { base: bh } : {}), ...(hh ? { head: hh } : {}) });
    }
    this.bodies(endpoint, 'response', status, base, head);
  }

  /**
   * Compares the schemas of each media type a request body or response has
   * in both documents (a media type written in `components.mediaTypes`,
   * OpenAPI 3.2, where its reference leads); of a stream, its items'
   * (`itemSchema`) when neither side gives a schema of the whole.
   */
  private bodies(
    endpoint: EndpointPair,
    direction: PropertyPair['direction'],
    status: string | undefined,
    base: Located<RequestBody | Response>,
    head: Located<RequestBody | Response>,
  ): void {
    const before = isObject(base.value.content) ? base.value.content : {};
    const after = isObject(head.value.content) ? head.value.content : {};
    for (const media of Object.keys(after)) {
      const b = locatedAt<MediaType>(this.base, before[media], child(base.pointer, 'content', media), 'base');
      const h = locatedAt<MediaType>(this.head, after[media], child(head.pointer, 'content', media), 'head');
      if (!b || !h) continue;
      const key = b.value.schema === undefined && h.value.schema === undefined ? 'itemSchema' : 'schema';
      const bs = locatedAt(this.base, b.value[key], child(b.pointer, key), 'base');
      const hs = locatedAt(this.head, h.value[key], child(h.pointer, key), 'head');
      if (bs && hs)
        this.schema(
          { endpoint, direction, ...(status ? { status } : {}), path: '', required: { base: true, head: true } },
          bs,
          hs,
          0,
          new Set(),
        );
    }
  }

  /** Visits the properties (and array items) of two schemas of the property pair `at`, then theirs. */
  private schema(
    at: Omit<PropertyPair, 'base' | 'head'>,
    base: Located<Schema>,
    head: Located<Schema>,
    depth: number,
    inside: Set<string>,
  ): void {
    if (base.pointer === head.pointer && this.unchanged.ref(base.pointer)) return;
    const key = `${base.pointer} ${head.pointer}`;
    if (depth > MAX_SCHEMA_DEPTH || inside.has(key)) return;
    inside.add(key);
    const before = objectProperties(this.base, base);
    const after = objectProperties(this.head, head);
    const hidden = at.direction === 'request' ? 'readOnly' : 'writeOnly';
    for (const name of union(after.properties.keys(), before.properties.keys())) {
      const b = before.properties.get(name);
      const h = after.properties.get(name);
      if ((!b || b.value[hidden] === true) && (!h || h.value[hidden] === true)) continue;
      const pair = nested(at, name, b, h, { base: before.required.has(name), head: after.required.has(name) });
      this.visit('property', pair);
      if (b && h) this.schema(pair, b, h, depth + 1, inside);
    }
    const bi = itemsOf(this.base, base);
    const hi = itemsOf(this.head, head);
    if (bi && hi) {
      const pair = nested(at, 'items', bi, hi, { base: true, head: true });
      this.visit('property', pair);
      this.schema(pair, bi, hi, depth + 1, inside);
    }
    inside.delete(key);
  }
}
