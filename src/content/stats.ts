/**
 * The counts the site states, computed from the content (DESIGN.md, Content
 * model): what the site model holds, never a number typed by hand.
 */
import type { SiteStats } from '../model.js';
import type { ContentDocument } from './documents.js';
import type { Config } from './schemas.js';

/**
 * Counts endpoints and entities that the inventory lists and the content
 * has, the features of `landing/features.md`, and the groups of the config.
 */
export function computeStats(config: Config | undefined, documents: readonly ContentDocument[]): SiteStats {
  const endpoints = new Set<string>();
  const entities = new Set<string>();
  let features = 0;
  for (const d of documents) {
    if (d.kind === 'endpoint') endpoints.add(`${d.folder}/${d.id}`);
    else if (d.kind === 'entity') entities.add(d.id);
    else if (d.tab === 'features') features = d.data.features.length;
  }
  return {
    endpoints: (config?.groups ?? []).reduce((n, g) => n + g.endpoints.filter((id) => endpoints.has(`${g.id}/${id}`)).length, 0),
    entities: (config?.entities ?? []).filter((id) => entities.has(id)).length,
    features,
    groups: config?.groups.length ?? 0,
  };
}
