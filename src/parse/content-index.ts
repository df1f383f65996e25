/**
 * Lookups over one load of the content, made once per load (`./load.ts`):
 * the Markdown paths by kind, the documents by kind and id, and the counts
 * the site states. The counts are computed from the content, never typed by
 * hand: what the site model will hold.
 */
import type { SiteStats } from '../shared/site-model.js';
import type { FilesByKind, LandingTab } from '../source/classify.js';
import type { ContentDocument, EndpointDocument, EntityDocument, LandingDocument } from './documents.js';
import type { Config } from './schemas.js';

/** The lookups of one load. */
export interface ContentIndex {
  /** Every Markdown path by kind, valid or not (from the paths alone). */
  paths: FilesByKind;
  /** Valid endpoint documents by group folder, then id (the anchor). */
  endpoints: ReadonlyMap<string, ReadonlyMap<string, EndpointDocument>>;
  /** Valid entity documents by id. */
  entities: ReadonlyMap<string, EntityDocument>;
  /** Valid landing documents by tab. */
  landing: ReadonlyMap<LandingTab, LandingDocument>;
  /**
   * Endpoints and entities that the inventory lists and the content has, the
   * features of `landing/features.md`, and the groups of the config.
   */
  stats: SiteStats;
}

/**
 * Indexes `documents` (the valid documents of a load) under `config`
 * (undefined when it is missing or invalid); `paths` are every Markdown path
 * of the load by kind (`filesByKind`).
 */
export function indexContent(config: Config | undefined, documents: readonly ContentDocument[], paths: FilesByKind): ContentIndex {
  const endpoints = new Map<string, Map<string, EndpointDocument>>();
  const entities = new Map<string, EntityDocument>();
  const landing = new Map<LandingTab, LandingDocument>();
  for (const doc of documents) {
    if (doc.kind === 'endpoint') {
      const folder = endpoints.get(doc.folder);
      if (folder) folder.set(doc.id, doc);
      else endpoints.set(doc.folder, new Map([[doc.id, doc]]));
    } else if (doc.kind === 'entity') entities.set(doc.id, doc);
    else landing.set(doc.tab, doc);
  }
  const features = landing.get('features');
  const stats: SiteStats = {
    endpoints: (config?.groups ?? []).reduce((n, g) => {
      const ids = endpoints.get(g.id);
      return n + (ids ? g.endpoints.filter((id) => ids.has(id)).length : 0);
    }, 0),
    entities: (config?.entities ?? []).filter((id) => entities.has(id)).length,
    features: features?.tab === 'features' ? features.data.features.length : 0,
    groups: config?.groups.length ?? 0,
  };
  return { paths, endpoints, entities, landing, stats };
}
