/**
 * The inventory of an imported document: one group per tag (in the order of
 * `x-tagGroups`, then `tags`, then first use; named by `x-displayName`), the
 * operations of each in document order under the group of their first tag
 * (untagged ones in a group of their own), and one entity per component
 * schema. Every id is kebab-case and unique.
 */
import { RESERVED_ROUTES } from '../shared/page-protocol.js';
import { kebab, UniqueIds } from './names.js';
import { OPERATION_METHODS, type OpenApi, type Operation, type PathItem, type Tag } from './openapi-types.js';
import { deref } from './pointer.js';

/** An operation of the document and where it is. */
export interface ImportedOperation {
  path: string;
  method: string;
  item: PathItem;
  op: Operation;
  /** Its endpoint id (the file name and anchor). */
  id: string;
  /** Whether its `operationId` is left out: another operation has the same one, or it is another's file name (OpenAPI requires operation ids to be unique). */
  dropOperationId?: boolean;
  /** Its JSON pointer in the document, e.g. `#/paths/~1pets/get`. */
  pointer: string;
  /** The name of the webhook it is (a request the API makes), or undefined for an operation of `paths`. */
  webhook?: string;
}

/** A group of the import: a tag and its operations. */
export interface ImportedGroup {
  id: string;
  title: string;
  description: string;
  operations: ImportedOperation[];
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

/** The JSON pointer of an operation (RFC 6901) under `paths` or `webhooks`. */
const pointerOf = (where: 'paths' | 'webhooks', key: string, method: string) => `#/${where}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`;

/** The operations of a map of path items (`paths` or `webhooks`) in document order, each with its path. */
function* operationsOf(document: OpenApi, where: 'paths' | 'webhooks'): Generator<Omit<ImportedOperation, 'id'>> {
  for (const [key, value] of Object.entries(document[where] ?? {})) {
    const item = deref<PathItem>(document, value);
    if (!item) continue;
    for (const method of OPERATION_METHODS) {
      const op = item[method];
      if (!op || typeof op !== 'object') continue;
      // A webhook has no path of the API: it is shown under one made from its name.
      const path = where === 'paths' ? key : `/webhooks/${kebab(key, 'webhook')}`;
      yield { path, method, item, op, pointer: pointerOf(where, key, method), ...(where === 'webhooks' ? { webhook: key } : {}) };
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

/** The groups with their operations, in sidebar order; groups without operations are left out. */
export function importGroups(document: OpenApi): ImportedGroup[] {
  const declared = new Map<string, Tag>((document.tags ?? []).filter((t) => typeof t?.name === 'string').map((t) => [t.name, t]));
  const order = [...new Set([...(document['x-tagGroups'] ?? []).flatMap((g) => g.tags ?? []), ...declared.keys()])];
  const byTag = new Map<string, ImportedOperation[]>(order.map((name) => [name, []]));
  const untagged: ImportedOperation[] = [];
  const webhooks: ImportedOperation[] = [];
  const endpointIds = new UniqueIds();
  for (const found of [...operationsOf(document, 'paths'), ...operationsOf(document, 'webhooks')]) {
    const entry = { ...found, id: endpointIds.take(kebab(found.op.operationId ?? '', kebab(`${found.method} ${found.path}`, 'operation'))) };
    const tag = found.op.tags?.find((t) => typeof t === 'string');
    if (tag === undefined) (found.webhook === undefined ? untagged : webhooks).push(entry);
    else if (byTag.has(tag)) byTag.get(tag)!.push(entry);
    else byTag.set(tag, [entry]);
  }
  dropSharedOperationIds([...byTag.values(), untagged, webhooks].flat());
  const groupIds = new UniqueIds(RESERVED_IDS);
  const groups: ImportedGroup[] = [...byTag]
    .filter(([, operations]) => operations.length > 0)
    .map(([name, operations]) => {
      const tag = declared.get(name);
      return { id: groupIds.take(kebab(name, 'group')), title: tag?.['x-displayName']?.trim() || name.trim() || 'Operations', description: tag?.description?.trim() ?? '', operations };
    });
  if (untagged.length > 0) groups.push({ id: groupIds.take(groups.length ? 'other' : 'operations'), title: groups.length ? 'Other operations' : 'Operations', description: '', operations: untagged });
  if (webhooks.length > 0) groups.push({ id: groupIds.take('webhooks'), title: 'Webhooks', description: 'Requests the API sends to the URLs its callers subscribe.', operations: webhooks });
  return groups;
}

/** The component schemas as entities, in document order. */
export function importEntities(document: OpenApi): ImportedEntity[] {
  const ids = new UniqueIds();
  return Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => ({ id: ids.take(kebab(name, 'schema')), name, schema }));
}
