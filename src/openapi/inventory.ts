/**
 * The inventory of an imported document: one group per tag (in the order of
 * `x-tagGroups`, then `tags`, then first use; named by `x-displayName`), the
 * operations of each in document order under the group of their first tag
 * (untagged ones in a group of their own) and listed too by the groups of
 * their other tags, and one entity per component
 * schema. Every id is kebab-case and unique.
 */
import { RESERVED_ROUTES } from '../shared/page-protocol.js';
import { kebab, UniqueIds } from './names.js';
import { itemOperations, type OpenApi, type PathItem, type Tag } from './openapi-types.js';
import type { OperationSource } from './operation.js';
import { child, deref, pointerToken } from './pointer.js';

/** An operation of the document and where it is. */
export interface ImportedOperation extends OperationSource {
  /** Its endpoint id (the file name and anchor). */
  id: string;
  /** Whether its `operationId` is left out: another operation has the same one, or it is another's file name (OpenAPI requires operation ids to be unique). */
  dropOperationId?: boolean;
  /** The name of the webhook it is (a request the API makes), or undefined for an operation of `paths`. */
  webhook?: string;
}

/** A group of the import: a tag and its operations. */
export interface ImportedGroup {
  id: string;
  title: string;
  description: string;
  /** The tag it is made of (a `tag:` overlay names it); undefined for the groups of untagged operations and webhooks. */
  tag?: string;
  /** JSON pointer of the tag's object in `tags`, else of its first operation. */
  pointer: string;
  operations: ImportedOperation[];
  /** The ids of the operations of other groups that carry its tag too (not as their first), in document order. */
  also: string[];
}

/** An entity of the import: a component schema. */
export interface ImportedEntity {
  id: string;
  /** The component's name, e.g. `Pet`. */
  name: string;
  schema: unknown;
}

/** The group id the site's own routes leave free (`/errors`, `/schemas`, `/guides`). */
const RESERVED_IDS = [...RESERVED_ROUTES.keys()].map((route) => route.slice(1)).filter(Boolean);

/** The operations of a map of path items (`paths` or `webhooks`) in document order, each with its path. */
function* operationsOf(document: OpenApi, where: 'paths' | 'webhooks'): Generator<Omit<ImportedOperation, 'id'>> {
  for (const [key, value] of Object.entries(document[where] ?? {})) {
    const item = deref<PathItem>(document, value);
    if (!item) continue;
    for (const { method, tokens, op } of itemOperations(item)) {
      // A webhook has no path of the API: it is shown under one made from its name.
      const path = where === 'paths' ? key : `/webhooks/${kebab(key, 'webhook')}`;
      const itemPointer = `#/${where}/${pointerToken(key)}`;
      const pointer = child(itemPointer, ...tokens);
      yield { path, method, item, itemPointer, op, pointer, ...(where === 'webhooks' ? { webhook: key } : {}) };
    }
  }
}

/**
 * Marks the operations whose `operationId` cannot be kept because an endpoint
 * takes its file name as its operation id when it has none: ids of
 * operations without one are reserved first, then each `operationId` in
 * document order is kept unless already taken.
 */
function dropSharedOperationIds(operations: ImportedOperation[]): void {
  const written = (o: ImportedOperation) => (typeof o.op.operationId === 'string' ? o.op.operationId.trim() || undefined : undefined);
  const taken = new Set(operations.filter((o) => written(o) === undefined).map((o) => o.id));
  for (const operation of operations) {
    const wanted = written(operation);
    if (wanted === undefined) continue;
    if (taken.has(wanted)) operation.dropOperationId = true;
    else taken.add(wanted);
  }
}

/** The groups with their operations, in sidebar order, each id beginning with `prefix`; groups that list no operation are left out. */
export function importGroups(document: OpenApi, prefix = ''): ImportedGroup[] {
  const declared = new Map<string, [Tag, number]>(
    (document.tags ?? []).flatMap((t, i) => (typeof t?.name === 'string' ? [[t.name, [t, i]]] : [])),
  );
  const order = [...new Set([...(document['x-tagGroups'] ?? []).flatMap((g) => g.tags ?? []), ...declared.keys()])];
  const byTag = new Map<string, ImportedOperation[]>(order.map((name) => [name, []]));
  const untagged: ImportedOperation[] = [];
  const webhooks: ImportedOperation[] = [];
  const endpointIds = new UniqueIds();
  /** The operations that carry a tag other than their first, by that tag. */
  const alsoByTag = new Map<string, ImportedOperation[]>();
  for (const found of [...operationsOf(document, 'paths'), ...operationsOf(document, 'webhooks')]) {
    const entry = {
      ...found,
      id: endpointIds.take(kebab(found.op.operationId ?? '', kebab(`${found.method} ${found.path}`, 'operation'))),
    };
    const tags = [...new Set(found.op.tags?.filter((t) => typeof t === 'string'))];
    const tag = tags[0];
    for (const other of tags.slice(1)) alsoByTag.set(other, [...(alsoByTag.get(other) ?? []), entry]);
    if (tag === undefined) (found.webhook === undefined ? untagged : webhooks).push(entry);
    else if (byTag.has(tag)) byTag.get(tag)!.push(entry);
    else byTag.set(tag, [entry]);
  }
  dropSharedOperationIds([...byTag.values(), untagged, webhooks].flat());
  const groupIds = new UniqueIds(RESERVED_IDS);
  const groupId = (wanted: string) => groupIds.take(`${prefix}${wanted}`);
  // A tag that is no operation's first (declared, or named by x-tagGroups only) still lists the operations that carry it.
  const groups: ImportedGroup[] = [...byTag]
    .filter(([name, operations]) => operations.length > 0 || alsoByTag.has(name))
    .map(([name, operations]) => {
      const [tag, i] = declared.get(name) ?? [];
      // A tag declared in `tags` is placed there; any other, at the first operation that carries it.
      const pointer = i === undefined ? (operations[0] ?? alsoByTag.get(name)![0]!).pointer : `#/tags/${i}`;
      return {
        id: groupId(kebab(name, 'group')),
        title: tag?.['x-displayName']?.trim() || name.trim() || 'Operations',
        description: tag?.description?.trim() ?? '',
        tag: name,
        pointer,
        operations,
        also: (alsoByTag.get(name) ?? []).map((o) => o.id),
      };
    });
  if (untagged.length > 0)
    groups.push({
      id: groupId(groups.length ? 'other' : 'operations'),
      title: groups.length ? 'Other operations' : 'Operations',
      description: '',
      pointer: untagged[0]!.pointer,
      operations: untagged,
      also: [],
    });
  if (webhooks.length > 0)
    groups.push({
      id: groupId('webhooks'),
      title: 'Webhooks',
      description: 'Requests the API sends to the URLs its callers subscribe.',
      pointer: webhooks[0]!.pointer,
      operations: webhooks,
      also: [],
    });
  return groups;
}

/** The component schemas as entities, in document order, each id beginning with `prefix`. */
export function importEntities(document: OpenApi, prefix = ''): ImportedEntity[] {
  const ids = new UniqueIds();
  return Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => ({
    id: ids.take(`${prefix}${kebab(name, 'schema')}`),
    name,
    schema,
  }));
}
