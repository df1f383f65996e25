/**
 * Lookups over one load of the content, made once per load (`./load.ts`):
 * the Markdown paths by kind, the documents by kind and id, and the counts
 * the site states. The counts are computed from the content, never typed by
 * hand: what the site model will hold.
 */
import type { SiteStats } from '../shared/site-model.js';
import type { FilesByKind } from '../source/classify.js';
import type { ContentDocument, EndpointDocument, EntityDocument, GuideDocument, LandingDocument, OverlayDocument } from './documents.js';
import { pageOf } from './shapes/pages.js';
import type { Config } from './shapes.js';

/** The lookups of one load. */
export interface ContentIndex {
  /** Every Markdown path by kind, valid or not (from the paths alone). */
  paths: FilesByKind;
  /** Valid endpoint documents by group folder, then id (the anchor). */
  endpoints: ReadonlyMap<string, ReadonlyMap<string, EndpointDocument>>;
  /** Valid entity documents by id. */
  entities: ReadonlyMap<string, EntityDocument>;
  /** Valid landing documents by page (path under `landing/` without `.md`). */
  landing: ReadonlyMap<string, LandingDocument>;
  /** Valid guide documents by page (path under `guides/` without `.md`). */
  guides: ReadonlyMap<string, GuideDocument>;
  /** Valid overlays by content-relative path: what they add to, the openapi stage finds. */
  overlays: ReadonlyMap<string, OverlayDocument>;
  /** The tag overlay that adds prose to a group made from an OpenAPI document, by group id (set by the openapi stage). */
  groupOverlays: ReadonlyMap<string, OverlayDocument>;
  /** The prose of each group made from an OpenAPI document's tag of prose (`x-traitTag`), as Markdown, by group id (set by the openapi stage). */
  groupProse: ReadonlyMap<string, string>;
  /**
   * Endpoints and entities that the inventory lists and the content has, the
   * cards of the counted grids (`:::cards{count=features}`) of the listed
   * landing pages, and the groups of the config.
   */
  stats: SiteStats;
}

/**
 * Indexes `documents` (the valid documents of a load) under `config`
 * (undefined when it is missing or invalid); `paths` are every Markdown path
 * of the load by kind (`filesByKind`).
 */
export function indexContent(config: Config | undefined, documents: readonly ContentDocument[], paths: FilesByKind): ContentIndex {
  const maps: Maps = { endpoints: new Map(), entities: new Map(), landing: new Map(), guides: new Map(), overlays: new Map() };
  const index = { paths, ...maps, groupOverlays: new Map(), groupProse: new Map() };
  for (const doc of documents) put(index, doc);
  return { ...index, stats: countStats(config, index) };
}

/**
 * The index of `last` with the documents of `replaced` swapped (each pair:
 * the document an edited file had, and the one it has now; either may be
 * absent when the file was or became invalid), under the same config: a
 * reload after edits copies only the maps the edits touch.
 */
export function reindex(
  last: ContentIndex,
  config: Config | undefined,
  replaced: readonly (readonly [before: ContentDocument | undefined, after: ContentDocument | undefined])[],
): ContentIndex {
  const endpoints = new Map(last.endpoints);
  const entities = new Map(last.entities);
  const landing = new Map(last.landing);
  const guides = new Map(last.guides);
  const overlays = new Map(last.overlays);
  /** The folder of an edited endpoint, copied on first touch (the last index keeps its own). */
  const copies = new Map<string, Map<string, EndpointDocument>>();
  const folder = (name: string) => {
    let copy = copies.get(name);
    if (!copy) copies.set(name, (copy = new Map(endpoints.get(name))));
    endpoints.set(name, copy);
    return copy;
  };
  for (const [before, after] of replaced) {
    if (before?.kind === 'endpoint') folder(before.folder).delete(before.id);
    else if (before?.kind === 'entity') entities.delete(before.id);
    else if (before?.kind === 'landing') landing.delete(before.page);
    else if (before?.kind === 'overlay') overlays.delete(before.rel);
    else if (before) guides.delete(before.page);
    if (after?.kind === 'endpoint') folder(after.folder).set(after.id, after);
    else if (after?.kind === 'entity') entities.set(after.id, after);
    else if (after?.kind === 'landing') landing.set(after.page, after);
    else if (after?.kind === 'overlay') overlays.set(after.rel, after);
    else if (after) guides.set(after.page, after);
  }
  const index = {
    paths: last.paths,
    endpoints,
    entities,
    landing,
    guides,
    overlays,
    groupOverlays: last.groupOverlays,
    groupProse: last.groupProse,
  };
  return { ...index, stats: countStats(config, index) };
}

/** The maps of an index being made. */
interface Maps {
  endpoints: Map<string, Map<string, EndpointDocument>>;
  entities: Map<string, EntityDocument>;
  landing: Map<string, LandingDocument>;
  guides: Map<string, GuideDocument>;
  overlays: Map<string, OverlayDocument>;
}

/** Adds `doc` to the maps of an index being made. */
function put(index: Maps, doc: ContentDocument): void {
  if (doc.kind === 'endpoint') {
    const folder = index.endpoints.get(doc.folder);
    if (folder) folder.set(doc.id, doc);
    else index.endpoints.set(doc.folder, new Map([[doc.id, doc]]));
  } else if (doc.kind === 'entity') index.entities.set(doc.id, doc);
  else if (doc.kind === 'landing') index.landing.set(doc.page, doc);
  else if (doc.kind === 'overlay') index.overlays.set(doc.rel, doc);
  else index.guides.set(doc.page, doc);
}

/** The counts the site states, of `config` and the documents of `index`. */
function countStats(config: Config | undefined, index: Omit<ContentIndex, 'stats' | 'paths'>): SiteStats {
  // `{{features}}` counts the cards of the counted grids of the landing pages pamdocs.yaml lists.
  const listed = (config?.landing.pages ?? []).map(pageOf);
  const features = listed.reduce((n, page) => n + (index.landing.get(page)?.counts.features ?? 0), 0);
  return {
    endpoints: (config?.groups ?? []).reduce((n, g) => {
      const ids = index.endpoints.get(g.id);
      return n + (ids ? g.endpoints.filter((id) => ids.has(id)).length : 0);
    }, 0),
    entities: (config?.entities ?? []).filter((id) => index.entities.has(id)).length,
    features,
    groups: config?.groups.length ?? 0,
  };
}
