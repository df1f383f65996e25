import { Link } from '../routing.js';
import type { SidebarGroup } from '../../../../src/shared/page-protocol.js';

/** The API groups as cards linking to their pages: the landing of a site without landing pages. */
export function GroupCards({ groups }: { groups: SidebarGroup[] }) {
  return (
    <section className="block" aria-labelledby="groups-title">
      <h2 id="groups-title">API reference</h2>
      <ul className="grid">
        {groups.map((g) => (
          <li key={g.id} className="card">
            <h3>
              <Link to={g.route}>{g.title}</Link>
            </h3>
            {g.description && <p>{g.description}</p>}
            <p className="muted">
              {g.entries.length} {g.entries.length === 1 ? 'endpoint' : 'endpoints'}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
