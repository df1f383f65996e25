/**
 * Which operations of two OpenAPI documents stand for the same one: the
 * same method on paths with the same skeleton (parameter names aside, as
 * OpenAPI matches paths: `/pets/{id}` is `/pets/{petId}`). A document may
 * write two paths of one skeleton with other methods each (`/v1/{name}`
 * beside `/v1/{jobName}`), so operations are paired per method, those of
 * the same path first.
 */
import { itemOperations, OPERATION_METHODS, type OpenApi, type Operation, type PathItem } from '../../openapi/openapi-types.js';
import { child } from '../../openapi/pointer.js';
import { pathSkeleton } from '../../shared/operation-key.js';
import type { EndpointPair, Located, Side } from '../engine/diff-pairs.js';
import { isObject, locatedAt } from '../engine/diff-schemas.js';

/** A path item with its path as written. */
interface WrittenPath {
  path: string;
  item: Located<PathItem>;
}

/** An operation of both documents or one, with the path item of each side it is in (whose parameters it takes). */
export interface OperationPair {
  endpoint: EndpointPair;
  items: { base?: Located<PathItem>; head?: Located<PathItem> };
}

/** The keys of `head` in order, then those only `base` has. */
export const union = <K>(head: Iterable<K>, base: Iterable<K>): K[] => [...new Set([...head, ...base])];

/** The path items of a document by their path's skeleton (`/pets/{}`), in the document's order. */
function pathItems(document: OpenApi, side: Side): Map<string, WrittenPath[]> {
  const items = new Map<string, WrittenPath[]>();
  for (const [path, value] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    const item = locatedAt<PathItem>(document, value, child('#/paths', path), side);
    const skeleton = pathSkeleton(path);
    if (item) items.set(skeleton, [...(items.get(skeleton) ?? []), { path, item }]);
  }
  return items;
}

/** Pairs two lists by path: those of the same path first, the rest in order; in the head's order, the base's unpaired ones after. */
function pairByPath<T extends { path: string }>(base: readonly T[], head: readonly T[]): [T | undefined, T | undefined][] {
  const left = [...base];
  const take = (found: number) => (found < 0 ? undefined : left.splice(found, 1)[0]);
  const same = head.map((h) => take(left.findIndex((b) => b.path === h.path)));
  const pairs = head.map((h, i): [T | undefined, T | undefined] => [same[i] ?? take(0), h]);
  return [...pairs, ...left.map((b): [T | undefined, T | undefined] => [b, undefined])];
}

/** An operation as written: its path, the path item it is in, and itself. */
interface WrittenOperation {
  path: string;
  item: Located<PathItem>;
  op: Located<Operation>;
}

/** The operations of `items` (of `document`) by their method, upper case, each method's in the items' order. */
function operationsByMethod(document: OpenApi, items: readonly WrittenPath[], side: Side): Map<string, WrittenOperation[]> {
  const byMethod = new Map<string, WrittenOperation[]>();
  for (const { path, item } of items) {
    for (const { method, tokens, op: value } of itemOperations(item.value)) {
      const op = locatedAt<Operation>(document, value, child(item.pointer, ...tokens), side);
      if (!op) continue;
      const key = method.toUpperCase();
      const list = byMethod.get(key) ?? [];
      list.push({ path, item, op });
      byMethod.set(key, list);
    }
  }
  return byMethod;
}

/** The methods of both sides' operations: those of the path item's fields in their order, then the others as first written (the head's first). */
function methodsOf(head: Map<string, unknown>, base: Map<string, unknown>): string[] {
  const fixed = OPERATION_METHODS.map((m) => m.toUpperCase());
  const written = union(head.keys(), base.keys());
  return [...fixed.filter((m) => written.includes(m)), ...written.filter((m) => !fixed.includes(m))];
}

/** The operations of two documents paired: by path skeleton in the head's order (the base's removed paths after), then by method. */
export function pairOperations(base: OpenApi, head: OpenApi): OperationPair[] {
  const before = pathItems(base, 'base');
  const after = pathItems(head, 'head');
  const pairs: OperationPair[] = [];
  for (const skeleton of union(after.keys(), before.keys())) {
    const [bItems, hItems] = [before.get(skeleton) ?? [], after.get(skeleton) ?? []];
    const [bOps, hOps] = [operationsByMethod(base, bItems, 'base'), operationsByMethod(head, hItems, 'head')];
    for (const method of methodsOf(hOps, bOps)) {
      for (const [b, h] of pairByPath(bOps.get(method) ?? [], hOps.get(method) ?? [])) {
        const endpoint: EndpointPair = {
          path: (h ?? b)!.path,
          method,
          ...(b ? { base: b.op } : {}),
          ...(h ? { head: h.op } : {}),
          pathRemoved: hItems.length === 0,
        };
        pairs.push({ endpoint, items: { ...(b ? { base: b.item } : {}), ...(h ? { head: h.item } : {}) } });
      }
    }
  }
  return pairs;
}
