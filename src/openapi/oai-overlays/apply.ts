/**
 * Applying OAI overlays (`./read.ts`) to a document, as the Overlay
 * Specification (1.0, 1.1) says: the actions in order, each on the result
 * of the one before; `update` merged into each selected object (a property
 * only in the update inserted, a primitive replacing a primitive, an array
 * concatenated with an array, an object merged into an object; a null
 * where the document has the property changes nothing), appended to or
 * concatenated with each selected array, or replacing each selected
 * primitive; `remove` taking each selected node out of its map or array;
 * `copy` merging the one node it selects as `update` would. Alongside, it
 * keeps where each value of the result was written ({@link Origins}): in
 * the document, or in the overlay whose action wrote it, at a path there,
 * which a `remove` of an array item does not shift.
 */
import type { JSONPathNode, JSONValue } from 'json-p3';
import type { Diagnostic } from '../../shared/diagnostics.js';
import { INVALID, isMap, NO_MATCH, type OverlayAction, type OverlayFile } from './read.js';

/** Where a value was written: the document (`source` 0) or the `source`th overlay, at the path `path` of keys and indexes there. */
export interface Origin {
  source: number;
  path: string[];
}

/** A container of the document being overlaid. */
type Container = Record<string, unknown> | unknown[];

/**
 * Where the values of an overlaid document were written. Only what the
 * overlays changed is recorded (per container, the origins of the members
 * that an action wrote or a removal moved); everything else is where the
 * path to it says, in the container's own origin.
 */
export class Origins {
  private readonly members = new WeakMap<object, Map<string, Origin>>();

  constructor(private readonly root: unknown) {}

  /** Where the value at `path` (keys and indexes of the overlaid document) was written. */
  of(path: readonly PropertyKey[]): Origin {
    let node: unknown = this.root;
    let origin: Origin = { source: 0, path: [] };
    for (const key of path.map(String)) {
      const recorded = typeof node === 'object' && node !== null ? this.members.get(node)?.get(key) : undefined;
      origin = recorded ?? { source: origin.source, path: [...origin.path, key] };
      node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
    }
    return origin;
  }

  /** Records that the member `key` of `container` was written at `origin`. */
  set(container: object, key: string, origin: Origin): void {
    let members = this.members.get(container);
    if (!members) this.members.set(container, (members = new Map()));
    members.set(key, origin);
  }

  /** The recorded origin of the member `key` of `container`, if any. */
  get(container: object, key: string): Origin | undefined {
    return this.members.get(container)?.get(key);
  }
}

/** What applying overlays gives: the document changed in place, where its values were written, and the reports (`oai-overlay/no-match` warnings, `oai-overlay/invalid` errors). */
export interface Applied {
  origins: Origins;
  diagnostics: Diagnostic[];
}

/**
 * Applies `overlays` in order to `document` (changed in place: pass a value
 * of your own), the file `file` (display path, which the reports name). The
 * `k`th overlay's origins are `source` k + 1.
 */
export function applyOverlays(document: Record<string, unknown>, overlays: readonly OverlayFile[], file = 'the document'): Applied {
  const origins = new Origins(document);
  const diagnostics: Diagnostic[] = [];
  overlays.forEach((overlay, k) => {
    for (const action of overlay.actions) {
      const problem = applyAction(document, action, { origins, source: k + 1 });
      const here = ['actions', action.index];
      if (problem === 'none')
        diagnostics.push({
          ...overlay.at([...here, 'target']),
          severity: 'warning',
          rule: NO_MATCH,
          message: `The target \`${action.target}\` of this action matches nothing in ${file}`,
        });
      else if (problem)
        diagnostics.push({ ...overlay.at([...here, ...problem.at]), severity: 'error', rule: INVALID, message: problem.message });
    }
  });
  return { origins, diagnostics };
}

/** What went wrong with an action: it selected nothing (`none`), or a problem at a path inside the action. */
type ActionProblem = 'none' | { at: (string | number)[]; message: string } | undefined;

/** Where an action writes: the origins, and the number of its overlay (`Origin.source`). */
interface Writing {
  origins: Origins;
  source: number;
}

/** Applies one action to `document`. */
function applyAction(document: Record<string, unknown>, action: OverlayAction, writing: Writing): ActionProblem {
  // A query may select a node twice (`$.tags[0,0]`, RFC 9535 2.3): each is changed once.
  const nodes = [...new Map(action.query.query(document as JSONValue).nodes.map((n) => [JSON.stringify(n.location), n])).values()];
  if (nodes.length === 0) return 'none';
  const { change } = action;
  if ('remove' in change) {
    // The deepest and the last first, so the indexes of those still to remove hold.
    const sorted = [...nodes].sort((a, b) => compareLocations(b.location, a.location));
    for (const node of sorted) remove(document, node, writing.origins);
    return undefined;
  }
  let value: unknown;
  let from: Origin;
  if ('copy' in change) {
    const copied = change.copy.query(document as JSONValue).nodes;
    if (copied.length !== 1) return { at: ['copy'], message: `\`copy\` must select one node; \`${change.from}\` selects ${copied.length}` };
    value = copied[0]!.value;
    from = writing.origins.of(copied[0]!.location);
  } else {
    value = change.update;
    from = { source: writing.source, path: ['actions', String(action.index), 'update'] };
  }
  const kind = 'copy' in change ? 'copy' : 'update';
  for (const node of nodes) {
    const problem = writeInto(document, node, structuredClone(value), from, writing.origins);
    if (problem) return { at: [kind, ...problem.at], message: problem.message };
  }
  return undefined;
}

/** Orders locations so that a parent comes before its members and the items of an array by index (the members of a map in no order). */
function compareLocations(a: readonly (string | number)[], b: readonly (string | number)[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    return typeof a[i] === 'number' && typeof b[i] === 'number' ? (a[i] as number) - (b[i] as number) : 0;
  }
  return a.length - b.length;
}

/** The container that holds the node at `location`, and its key there; none for the root. */
function parentOf(document: unknown, location: readonly (string | number)[]): { parent: Container; key: string | number } | undefined {
  if (location.length === 0) return undefined;
  let parent = document as Container | undefined;
  for (const key of location.slice(0, -1)) parent = (parent as Record<string, unknown> | undefined)?.[key] as Container | undefined;
  return typeof parent === 'object' && parent !== null ? { parent, key: location.at(-1)! } : undefined;
}

/** Takes the node at `node.location` out of its container; the array items after it keep their origins. */
function remove(document: unknown, node: JSONPathNode, origins: Origins): void {
  const held = parentOf(document, node.location);
  if (!held) return;
  const { parent, key } = held;
  if (!Array.isArray(parent)) {
    delete parent[key as string];
    return;
  }
  const index = Number(key);
  const own = origins.of(node.location.slice(0, -1));
  const moved = parent.slice(index + 1).map((_, i) => origins.get(parent, String(index + 1 + i)) ?? memberOf(own, index + 1 + i));
  parent.splice(index, 1);
  moved.forEach((origin, i) => origins.set(parent, String(index + i), origin));
}

/** The origin of the member `key` of a container written at `origin`. */
const memberOf = (origin: Origin, key: string | number): Origin => ({ source: origin.source, path: [...origin.path, String(key)] });

/** A problem writing a value: the path inside the written value where it is, and what it is. */
interface WriteProblem {
  at: string[];
  message: string;
}

/** Writes `value` (written at `from`) into the node at `node.location`: merged into an object, appended to an array, replacing a primitive. */
function writeInto(document: unknown, node: JSONPathNode, value: unknown, from: Origin, origins: Origins): WriteProblem | undefined {
  const target = node.value as unknown;
  if (Array.isArray(target)) {
    const items = Array.isArray(value) ? value : [value];
    items.forEach((item, i) => {
      origins.set(target, String(target.length), Array.isArray(value) ? memberOf(from, i) : from);
      target.push(item);
    });
    return undefined;
  }
  if (isMap(target)) {
    if (!isMap(value)) return { at: [], message: `Cannot merge ${kindOf(value)} into an object: give the properties to merge` };
    return merge(target, value, from, origins);
  }
  const held = parentOf(document, node.location);
  if (!held) return undefined;
  if (typeof value === 'object' && value !== null)
    return { at: [], message: `Cannot replace a ${kindOf(target)} with ${kindOf(value)}: give a primitive value` };
  (held.parent as Record<string, unknown>)[held.key] = value;
  origins.set(held.parent, String(held.key), from);
  return undefined;
}

/** Merges `update` (written at `from`) into `target`, as the specification's steps say; the first incompatible pair stops it. */
function merge(target: Record<string, unknown>, update: Record<string, unknown>, from: Origin, origins: Origins): WriteProblem | undefined {
  for (const [key, value] of Object.entries(update)) {
    const here = memberOf(from, key);
    const now = target[key];
    // A null where the document has the property changes nothing (the specification's own example writes `components:` so).
    if (value === null && key in target) continue;
    if (!(key in target)) {
      target[key] = value;
      origins.set(target, key, here);
    } else if (isMap(now) && isMap(value)) {
      const problem = merge(now, value, here, origins);
      if (problem) return { at: [key, ...problem.at], message: problem.message };
    } else if (Array.isArray(now) && Array.isArray(value)) {
      value.forEach((item, i) => {
        origins.set(now, String(now.length), memberOf(here, i));
        now.push(item);
      });
    } else if (typeof now !== 'object' && typeof value !== 'object') {
      target[key] = value;
      origins.set(target, key, here);
    } else return { at: [key], message: `Cannot merge ${kindOf(value)} into ${kindOf(now)}, \`${key}\` of the document` };
  }
  return undefined;
}

/** `value`'s kind in words: an object, an array, a primitive. */
function kindOf(value: unknown): string {
  return Array.isArray(value) ? 'an array' : isMap(value) ? 'an object' : value === null ? 'null' : `a ${typeof value}`;
}
