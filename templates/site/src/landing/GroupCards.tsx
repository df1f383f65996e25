import { useMemo } from 'react';
import { Link } from '../routing.js';
import type { SidebarGroup } from '../../../../src/shared/page-protocol.js';
import { endpointCount, nestedGroups } from '../nesting.js';

/** The groups nested in a group, as links, each with those nested in it, as deep as they go. */
function NestedLinks({ group, nested }: { group: SidebarGroup; nested: ReadonlyMap<string, SidebarGroup[]> }) {
  const kids = nested.get(group.id) ?? [];
  if (kids.length === 0) return null;
  return (
    <ul className="card-groups" aria-label={`Groups in ${group.title}`}>
      {kids.map((k) => (
        <li key={k.id}>
          <Link to={k.route}>{k.title}</Link>
          <NestedLinks group={k} nested={nested} />
        </li>
      ))}
    </ul>
  );
}

/** A group as a card linking to its page: its description, the groups nested in it, and its endpoints counted with theirs. */
export function GroupCard({ group: g, nested }: { group: SidebarGroup; nested: ReadonlyMap<string, SidebarGroup[]> }) {
  const count = endpointCount(g, nested);
  return (
    <li className="card">
      <h3>
        <Link to={g.route}>{g.title}</Link>
      </h3>
      {g.description && <p>{g.description}</p>}
      <NestedLinks group={g} nested={nested} />
      {/* A page of prose counts no endpoints. */}
      {count > 0 && (
        <p className="muted">
          {count} {count === 1 ? 'endpoint' : 'endpoints'}
        </p>
      )}
    </li>
  );
}

/** The API groups as cards linking to their pages (the top-level ones, each naming those nested in it): the landing of a site without landing pages. */
export function GroupCards({ groups }: { groups: SidebarGroup[] }) {
  const nested = useMemo(() => nestedGroups(groups), [groups]);
  return (
    <section className="block" aria-labelledby="groups-title">
      <h2 id="groups-title">API reference</h2>
      <ul className="grid">
        {(nested.get('') ?? []).map((g) => (
          <GroupCard key={g.id} group={g} nested={nested} />
        ))}
      </ul>
    </section>
  );
}
