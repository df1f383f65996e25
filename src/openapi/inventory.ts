/**
 * The inventory of an imported document: one group per tag that is a group
 * (`./tags.ts`: in the order of `x-tagGroups`, then `tags`, then first use;
 * titled by `summary` or `x-displayName`; nested in its `parent` tag or its
 * `x-tagGroups` section, each section a group of its own), the operations
 * of each in document order under the group of their first such tag (those
 * without one in a group of their own) and listed too by the groups of
 * their other tags, operations left out (`x-internal`, `x-hidden`) skipped,
 * and one entity per component schema. Every id is kebab-case and unique.
 */
import { RESERVED_ROUTES } from '../shared/page-protocol.js';
import { kebab, UniqueIds } from './names.js';
import { itemOperations, type OpenApi, type PathItem } from './openapi-types.js';
import type { OperationSource } from './operation.js';
import { child, deref, pointerToken } from './pointer.js';
import { DocumentTags, tagTitle } from './tags.js';

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
  /** The id of the group it is nested in (its tag's `parent`, or its `x-tagGroups` section); undefined at the top level. */
  parent?: string;
  /** Whether it is prose (`x-traitTag`): its description is its page, and it lists no operations. */
  prose?: true;
  /** Its tag's `externalDocs`, shown under its heading. */
  externalDocs?: { url: string; description?: string };
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
export function* operationsOf(document: OpenApi, where: 'paths' | 'webhooks'): Generator<Omit<ImportedOperation, 'id'>> {
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

/**
 * The groups with their operations, in sidebar order, each id beginning with
 * `prefix`; a group that lists no operation is left out, unless it is prose
 * or a group nested in it is kept (a section). `tags`: the document's tags,
 * read once by the caller that reads them too.
 */
export function importGroups(document: OpenApi, prefix = '', tags = new DocumentTags(document)): ImportedGroup[] {
  const { declared } = tags;
  const order = [...new Set([...tags.sections.flatMap((g) => g.tags), ...declared.keys()])].filter((name) =>
    ['group', 'prose'].includes(tags.role(name)),
  );
  const byTag = new Map<string, ImportedOperation[]>(order.map((name) => [name, []]));
  const untagged: ImportedOperation[] = [];
  const webhooks: ImportedOperation[] = [];
  const endpointIds = new UniqueIds();
  /** The operations that carry a tag other than their first, by that tag. */
  const alsoByTag = new Map<string, ImportedOperation[]>();
  for (const found of [...operationsOf(document, 'paths'), ...operationsOf(document, 'webhooks')]) {
    if (tags.hides(found.op, found.item)) continue;
    const entry = {
      ...found,
      id: endpointIds.take(kebab(found.op.operationId ?? '', kebab(`${found.method} ${found.path}`, 'operation'))),
    };
    const grouping = tags.groupTags(found.op);
    const tag = grouping[0];
    for (const other of grouping.slice(1)) alsoByTag.set(other, [...(alsoByTag.get(other) ?? []), entry]);
    if (tag === undefined) (found.webhook === undefined ? untagged : webhooks).push(entry);
    else if (byTag.has(tag)) byTag.get(tag)!.push(entry);
    else byTag.set(tag, [entry]);
  }
  dropSharedOperationIds([...byTag.values(), untagged, webhooks].flat());
  const groupIds = new UniqueIds(RESERVED_IDS);
  const groupId = (wanted: string) => groupIds.take(`${prefix}${wanted}`);
  // A tag that is no operation's first (declared, or named by x-tagGroups only) still lists the operations that carry it;
  // a prose tag is a page of its own, and a tag is kept while a tag nested in it is.
  const kept = new Set(
    [...byTag].filter(([name, ops]) => ops.length > 0 || alsoByTag.has(name) || tags.role(name) === 'prose').map(([name]) => name),
  );
  for (const name of [...kept]) for (const above of tags.ancestry(name)) kept.add(above);
  const groups: ImportedGroup[] = [...byTag]
    .filter(([name]) => kept.has(name))
    .map(([name, operations]) => {
      const [tag, i] = declared.get(name) ?? [];
      // A tag declared in `tags` is placed there; any other, at the first operation that carries it.
      const pointer = i === undefined ? (operations[0] ?? alsoByTag.get(name)![0]!).pointer : `#/tags/${i}`;
      const docs = typeof tag?.externalDocs?.url === 'string' ? tag.externalDocs : undefined;
      return {
        id: groupId(kebab(name, 'group')),
        title: tagTitle(name, tag, 'Operations'),
        description: typeof tag?.description === 'string' ? tag.description.trim() : '',
        tag: name,
        pointer,
        operations,
        also: (alsoByTag.get(name) ?? []).map((o) => o.id),
        ...(tags.role(name) === 'prose' ? { prose: true as const } : {}),
        ...(docs
          ? { externalDocs: { url: docs.url!, ...(docs.description?.trim() ? { description: docs.description.trim() } : {}) } }
          : {}),
      };
    });
  nest(groups, tags, groupId);
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

/**
 * Nests `groups` (made of tags, in order) as the document does: each in the
 * group of its tag's `parent`, else in a group made for its `x-tagGroups`
 * section (ids from `groupId`), the sections put first, in their order.
 */
function nest(groups: ImportedGroup[], tags: DocumentTags, groupId: (wanted: string) => string): void {
  const byTag = new Map(groups.map((g) => [g.tag!, g]));
  const sections = new Map<string, ImportedGroup>();
  for (const group of groups) {
    const parent = tags.parentTag(group.tag!);
    if (parent !== undefined) {
      group.parent = byTag.get(parent)!.id;
      continue;
    }
    const section = tags.section(group.tag!);
    if (section === undefined) continue;
    let made = sections.get(section.name);
    if (!made) {
      const i = tags.sections.indexOf(section);
      made = {
        id: '',
        title: section.name.trim() || 'Operations',
        description: '',
        pointer: `#/x-tagGroups/${i}`,
        operations: [],
        also: [],
      };
      sections.set(section.name, made);
    }
    group.parent = section.name;
  }
  // The sections' ids are taken after the tags': a tag's group keeps the id it has without sections.
  for (const [name, section] of sections) section.id = groupId(kebab(name, 'section'));
  for (const group of groups) if (group.parent !== undefined && sections.has(group.parent)) group.parent = sections.get(group.parent)!.id;
  groups.unshift(...sections.values());
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
