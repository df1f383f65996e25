/**
 * The counts the site states, computed from the content (DESIGN.md, Content
 * model): what the site model holds, never a number typed by hand.
 */
import type { SiteStats } from '../shared/site-model.js';
import { endpointsByFolder, type ContentDocument } from './documents.js';
import type { Config } from './schemas.js';

/** The last counts per documents list (the checks and assembly both ask for them). */
const computed = new WeakMap<readonly ContentDocument[], { config: Config | undefined; stats: SiteStats }>();

/**
 * Counts endpoints and entities that the inventory lists and the content
 * has, the features of `landing/features.md`, and the groups of the config.
 */
export function computeStats(config: Config | undefined, documents: readonly ContentDocument[]): SiteStats {
  const known = computed.get(documents);
  if (known && known.config === config) return known.stats;
  const endpoints = endpointsByFolder(documents);
  const entities = new Set<string>();
  let features = 0;
  for (const d of documents) {
    if (d.kind === 'entity') entities.add(d.id);
    else if (d.kind === 'landing' && d.tab === 'features') features = d.data.features.length;
  }
  const stats = {
    endpoints: (config?.groups ?? []).reduce((n, g) => {
      const ids = endpoints.get(g.id);
      return n + (ids ? g.endpoints.filter((id) => ids.has(id)).length : 0);
    }, 0),
    entities: (config?.entities ?? []).filter((id) => entities.has(id)).length,
    features,
    groups: config?.groups.length ?? 0,
  };
  computed.set(documents, { config, stats });
  return stats;
}
