/**
 * The OpenAPI documents of a project as content: what `openapi:` of
 * pamdocs.yaml names is read on every run (`./source.ts`) and its
 * operations and schemas join the content as documents like any Markdown
 * file's, with the overlays applied, the config resolved (`./resolve.ts`)
 * and the index made again. Nothing is written into the content folder.
 * Content without `openapi:` is returned as it is.
 */
import path from 'node:path';
import { indexContent } from '../../parse/content-index.js';
import type { ContentDocument, EndpointDocument, EntityDocument, OverlayDocument } from '../../parse/documents.js';
import type { ApiIndex } from '../../parse/api-index.js';
import type { LoadedContent } from '../../parse/load.js';
import { DEFAULT_API_BASE_URL } from '../../parse/config.js';
import type { ApiConfig, GroupConfig } from '../../parse/shapes.js';
import { FILE_TIME_BOUND_MS } from '../../shared/jobs/bounded.js';
import type { Session } from '../../shared/session.js';
import { kebab, UniqueIds } from '../names.js';
import { OVERVIEW_PAGE } from './documents.js';
import { overlayEntries } from './oai-overlays.js';
import { findTarget, overlaidEndpoint, overlaidEntity, undocumentedStatuses, type OverlayOf } from './overlays.js';
import { firstOpen, keepNested } from '../nesting.js';
import { resolveConfig, type ApiPart } from './resolve.js';
import { READS } from './memory.js';
import { schemeIds, schemesById, withSchemeIds } from './schemes.js';
import { ApiSource, type LoadedApi } from './source.js';

/** The key, id and group prefix of each entry of `openapi:`: ids made from file names when not given, each id and version once. */
function apiKeys(entries: readonly ApiConfig[]): { key: string; id: string; prefix: string }[] {
  const ids = new UniqueIds();
  const taken = new Map<string, string>();
  return entries.map((entry) => {
    const wanted = entry.id ?? kebab(path.basename(entry.path).replace(/\.(ya?ml|json)$/i, ''), 'api');
    const key = `${wanted}@${entry.version ?? ''}`;
    // Entries with one id and different versions are one API; any other repeat gets an id of its own.
    const id = taken.get(key) === undefined && (entry.version !== undefined || !taken.has(`${wanted}@`)) ? wanted : ids.take(wanted);
    ids.take(id);
    taken.set(key, id);
    const slug = entry.version === undefined ? '' : `${kebab(entry.version, 'version')}-`;
    return { key: entry.version === undefined ? id : `${id}@${entry.version}`, id, prefix: entries.length > 1 ? `${id}-${slug}` : '' };
  });
}

/** What an API of the site is besides its document: its entry, id and group prefix, the site's written base URL, its schemes' site ids. */
interface ApiPlace {
  entry: ApiConfig;
  id: string;
  prefix: string;
  /** `apiBaseUrl` as pamdocs.yaml writes it. */
  writtenBaseUrl: string | undefined;
  schemeIds: ReadonlyMap<string, string>;
}

/** The lookups overlays and the checks use for one loaded API. */
function apiIndex(api: LoadedApi, { entry, id, prefix, writtenBaseUrl, schemeIds }: ApiPlace): ApiIndex {
  const operations = new Map<string, EndpointDocument>();
  const operationIds = new Map(api.converted.endpoints.map((e) => [`${e.group}/${e.id}`, e.operationId]));
  for (const doc of api.documents.endpoints) {
    operations.set(`${doc.data.method} ${doc.data.path}`, doc);
    const operationId = operationIds.get(`${doc.folder}/${doc.id}`);
    if (operationId && !operations.has(operationId)) operations.set(operationId, doc);
  }
  const tags = new Map(api.converted.groups.flatMap((g) => (g.tag === undefined ? [] : [[g.tag, g.id] as const])));
  const byId = new Map(api.documents.entities.map((d) => [d.id, d]));
  const schemas = new Map(api.converted.entities.flatMap((e) => (byId.has(e.id) ? [[e.name, byId.get(e.id)!] as const] : [])));
  const infoVersion = (api.spec.document as { info?: { version?: unknown } }).info?.version;
  return {
    id,
    prefix,
    title: entry.title ?? api.converted.title,
    ...(entry.version !== undefined ? { version: entry.version } : {}),
    infoVersion: typeof infoVersion === 'string' ? infoVersion.trim() : '',
    file: api.spec.file,
    operations,
    tags,
    schemas,
    groups: [],
    spec: api.spec,
    servers: api.converted.servers,
    baseUrl: api.converted.baseUrl ?? writtenBaseUrl ?? DEFAULT_API_BASE_URL,
    schemeIds,
    ...(entry.tryIt !== undefined ? { tryIt: entry.tryIt } : {}),
  };
}

/** Options of {@link withApis}. */
export interface ApiOptions {
  /** The time each part of a document may take to convert, in ms. Default: 5000. */
  boundMs?: number;
  /** Whether to generate the examples the documents lack, which the site shows (a `check` has no use for them). Default: true. */
  examples?: boolean;
}

/**
 * `content` with the OpenAPI documents its pamdocs.yaml names: their
 * documents added, the overlays applied, the config resolved, their facts
 * added and their files to watch.
 */
export async function withApis(
  content: LoadedContent,
  session: Session,
  { boundMs = FILE_TIME_BOUND_MS, examples = true }: ApiOptions = {},
): Promise<LoadedContent> {
  const written = content.written;
  const entries = written?.config.openapi ?? [];
  if (!written || entries.length === 0) return content;
  const keys = apiKeys(entries);
  const sources = session.get(READS);
  const context = { root: content.root, cwd: content.cwd, written, session, boundMs, examples };
  const reads = await Promise.all(
    entries.map((entry, i) => {
      const { key, prefix } = keys[i]!;
      const overlays = overlayEntries(written.config.overlays, (entry as ApiConfig).overlays, i);
      const name = [i, key, prefix, entry.path, ...overlays.map((o) => o.path)].join('\0');
      let source = sources.get(name);
      if (!source) sources.set(name, (source = new ApiSource(entry, i, { key, prefix }, overlays)));
      return source.read(context);
    }),
  );
  const facts = [...content.facts, ...reads.flatMap((r) => r.facts)];
  const watched = [...new Set(reads.flatMap((r) => r.files))];
  const loaded = reads.flatMap((r, i) => (r.api ? [{ api: r.api, entry: entries[i]!, ...keys[i]! }] : []));
  const ids = schemeIds(loaded.map(({ api, prefix }) => ({ prefix, schemes: api.converted.schemes })));
  const writtenBaseUrl = written.config.apiBaseUrl;
  const apis = loaded.map(({ api, ...place }, i) => apiIndex(api, { ...place, writtenBaseUrl, schemeIds: ids[i]! }));
  const unreadApis = [...new Set(reads.flatMap((r, i) => (r.api ? [] : [keys[i]!.id])))];

  // The overlays: each applied to what it names; one that names nothing is left to `overlay/unknown-target`.
  const endpointOverlays = new Map<EndpointDocument, OverlayOf<'operation'>>();
  const entityOverlays = new Map<EntityDocument, OverlayOf<'schema'>>();
  const tagOverlays = new Map<string, OverlayOf<'tag'>>();
  const overlays = [...content.index.overlays.values()];
  for (const overlay of overlays) {
    const found = findTarget(overlay, apis, unreadApis);
    if (!('target' in found)) continue;
    const { target } = found;
    if (
      target.kind === 'operation' &&
      overlay.target === 'operation' &&
      !endpointOverlays.has(target.endpoint) &&
      undocumentedStatuses(overlay.data, target.endpoint).length === 0
    )
      endpointOverlays.set(target.endpoint, overlay);
    else if (target.kind === 'schema' && overlay.target === 'schema' && !entityOverlays.has(target.entity))
      entityOverlays.set(target.entity, overlay);
    else if (target.kind === 'tag' && overlay.target === 'tag' && !tagOverlays.has(target.group)) tagOverlays.set(target.group, overlay);
  }
  const groupIds = new Set([
    ...loaded.flatMap(({ api }) => api.converted.groups.map((g) => g.id)),
    ...(written.config.groups ?? []).map((g) => g.id),
  ]);
  const extra = new Map<string, string[]>();
  const moveTo = (group: string, id: string) => extra.set(group, [...(extra.get(group) ?? []), id]);

  const specDocuments: ContentDocument[] = [];
  const parts: ApiPart[] = loaded.map(({ api }, i) => {
    const moved = new Set<string>();
    const siteAuth = withSchemeIds(ids[i]!);
    for (const doc of api.documents.endpoints) {
      const overlay = endpointOverlays.get(doc);
      if (overlay?.data.hidden) {
        moved.add(doc.id);
        continue;
      }
      const shown =
        overlay && (overlay.data.group === undefined || groupIds.has(overlay.data.group)) ? overlaidEndpoint(doc, overlay) : doc;
      if (shown.folder !== doc.folder) {
        moved.add(doc.id);
        moveTo(shown.folder, shown.id);
      }
      specDocuments.push(siteAuth(shown));
    }
    const entities = api.documents.entities.filter((doc) => !entityOverlays.get(doc)?.data.hidden);
    for (const doc of entities) {
      const overlay = entityOverlays.get(doc);
      specDocuments.push(overlay ? overlaidEntity(doc, overlay) : doc);
    }
    const opened = firstOpen(api.converted.groups);
    const groups = api.converted.groups.flatMap((g): ApiPart['groups'] => {
      const tag = tagOverlays.get(g.id)?.data;
      const endpoints = g.endpoints.filter((id) => !moved.has(id));
      if (tag?.hidden) return [];
      const group: GroupConfig = {
        id: g.id,
        title: tag?.title ?? g.title,
        ...(g.parent !== undefined ? { parent: g.parent } : {}),
        open: tag?.open ?? opened.has(g.id),
        endpoints,
        ...(g.also.length > 0 ? { also: g.also } : {}),
        ...((tag?.description ?? g.description) ? { description: tag?.description ?? g.description } : {}),
        ...(g.externalDocs ? { externalDocs: g.externalDocs } : {}),
      };
      return [{ ...group, pointer: g.pointer }];
    });
    const pointers = new Map(api.converted.entities.map((e) => [e.id, e.pointer]));
    return {
      converted: { ...api.converted, schemes: schemesById(api.converted.schemes, ids[i]!) },
      file: api.file,
      groups,
      entities: entities.map((d) => ({ id: d.id, pointer: pointers.get(d.id)! })),
      overview: api.documents.overview !== undefined,
    };
  });
  // A hand-written endpoint file in the folder of a document's group joins that group; a group left with no endpoint, none of
  // another group's to list, no prose and no group nested in it that is shown, is not shown.
  for (const group of parts.flatMap((p) => p.groups))
    for (const id of content.index.endpoints.get(group.id)?.keys() ?? []) moveTo(group.id, id);
  const prose = new Set(loaded.flatMap(({ api }) => api.converted.groups.flatMap((g) => (g.prose ? [g.id] : []))));
  for (const part of parts)
    part.groups = keepNested(part.groups, (g) => g.endpoints.length > 0 || (g.also?.length ?? 0) > 0 || extra.has(g.id) || prose.has(g.id));

  const config = resolveConfig(written, parts, extra);
  const overview =
    config.config.landing.pages.includes(`landing/${OVERVIEW_PAGE}.md`) && !content.index.paths.landing.has(OVERVIEW_PAGE)
      ? loaded.find(({ api }) => api.documents.overview)?.api.documents.overview
      : undefined;
  if (overview) specDocuments.push(overview);
  const documents = [...content.documents, ...specDocuments];
  // What the content has by kind: the Markdown files' parts and the documents'.
  const paths = {
    ...content.index.paths,
    endpoints: new Map([...content.index.paths.endpoints].map(([folder, ids]) => [folder, [...ids]])),
    entities: [...content.index.paths.entities],
  };
  for (const doc of specDocuments) {
    if (doc.kind === 'endpoint') paths.endpoints.set(doc.folder, [...(paths.endpoints.get(doc.folder) ?? []), doc.id]);
    else if (doc.kind === 'entity') paths.entities.push(doc.id);
  }
  if (overview) paths.landing = new Set([...paths.landing, OVERVIEW_PAGE]);
  const index = {
    ...indexContent(config.config, documents, paths),
    groupOverlays: new Map([...tagOverlays].map(([group, overlay]) => [group, overlay as OverlayDocument])),
    groupProse: new Map(
      loaded.flatMap(({ api }) => api.converted.groups.flatMap((g) => (g.prose && g.description ? [[g.id, g.description] as const] : []))),
    ),
  };
  const shown = apis.map((api, i) => ({ ...api, groups: parts[i]!.groups.map((g) => g.id) }));
  return { ...content, config, documents, index, facts, apis: shown, unreadApis, watched };
}
