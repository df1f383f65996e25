/**
 * Where a site route leads in the twins: each page that has a twin
 * (docs/guides/site.md, For machine readers) to it, its `?scroll=` target as the
 * fragment (an endpoint's id, a guide heading's anchor, `entity-<id>`).
 */
import { CHANGELOG_ROUTE, entityAnchor, GUIDES_ROUTE, SCHEMAS_ROUTE, TWINS } from '../../shared/page-protocol.js';
import type { SiteModel } from '../../shared/site-model.js';
import type { LinkTarget, TwinLinks } from './prose.js';

/**
 * The links of the twins of `model`: routes to twins, content files to
 * their URLs in the built site by `assetUrl` (content-relative path ->
 * path from the site root, '' when the content has no such file).
 */
export function twinLinks(model: SiteModel, assetUrl: (rel: string) => string): TwinLinks {
  const groups = new Map(model.groups.map((g) => [g.route, TWINS.group(g.id)]));
  const guides = new Map(model.guides.pages.map((g) => [g.route, TWINS.guide(g.page)]));
  const entities = model.entities.length > 0 ? TWINS.entities : '';
  return {
    route(route: string): LinkTarget | undefined {
      const [path = '', query = ''] = route.split(/\?(.*)/s, 2);
      const scroll = new URLSearchParams(query).get('scroll') ?? '';
      const at = (file: string): LinkTarget => (scroll ? { file, fragment: encodeURIComponent(scroll) } : { file });
      if (path === '/' || path === '') return entities && scroll.startsWith(entityAnchor('')) ? at(entities) : at(TWINS.landing);
      if (path === SCHEMAS_ROUTE) return entities ? at(entities) : undefined;
      if (path === CHANGELOG_ROUTE) return model.changelog ? { file: TWINS.changelog } : undefined;
      const twin = groups.get(path) ?? (path.startsWith(`${GUIDES_ROUTE}/`) ? guides.get(path) : undefined);
      return twin === undefined ? undefined : at(twin);
    },
    asset: assetUrl,
    entities,
    stats: model.stats,
  };
}
