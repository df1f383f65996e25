import { Link } from '../routing.js';
import type { SidebarGroup } from '../../../../src/shared/page-protocol.js';
import type { ApiSummary } from '../../../../src/shared/site-model.js';

/**
 * The APIs of a site of several, each a card: its title and version (its
 * `openapi:` entry's, else its document's), its base URL, a link to its
 * first group and its OpenAPI document (docs/guides/site.md, The landing page).
 */
export function ApiCards({ apis, groups }: { apis: ApiSummary[]; groups: SidebarGroup[] }) {
  const routes = new Map(groups.map((g) => [g.id, g.route]));
  return (
    <section className="block" aria-labelledby="apis-title">
      <h2 id="apis-title">APIs</h2>
      <ul className="grid grid-wide">
        {apis.map((api) => {
          const version = api.version ?? api.infoVersion;
          const route = api.groups.map((id) => routes.get(id)).find((r) => r !== undefined);
          return (
            <li key={api.openapi} className="card">
              <h3>
                {route === undefined ? api.title : <Link to={route}>{api.title}</Link>}
                {version && <span className="muted"> {version}</span>}
              </h3>
              <p className="api-base-url">
                Base URL <code>{api.baseUrl}</code>
              </p>
              <p>
                <a href={api.openapi} download>
                  OpenAPI document
                </a>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
