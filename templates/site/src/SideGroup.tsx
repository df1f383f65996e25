import { Link } from './routing.js';
import type { SidebarGroup } from '../../../src/shared/page-protocol.js';
import { MethodBadge } from './MethodBadge.js';

/** Whether an entry matches a filter (lower case): by method and title, or by its group's title. */
export const matches = (filter: string, group: SidebarGroup, entry: SidebarGroup['entries'][number]) =>
  `${entry.method} ${entry.title}`.toLowerCase().includes(filter) || group.title.toLowerCase().includes(filter);

/** Whether `group`, an entry of it or a group nested in it matches a filter (lower case). */
export function groupMatches(filter: string, group: SidebarGroup, nested: ReadonlyMap<string, SidebarGroup[]>): boolean {
  return (
    group.title.toLowerCase().includes(filter) ||
    [...group.entries, ...group.links].some((e) => matches(filter, group, e)) ||
    (nested.get(group.id) ?? []).some((g) => groupMatches(filter, g, nested))
  );
}

/** What a sidebar group needs besides itself: the groups nested in each, the filter, which are open, where the reader is. */
export interface SideGroupContext {
  /** The groups nested in each group, by its id (`./nesting.ts`). */
  nested: ReadonlyMap<string, SidebarGroup[]>;
  /** The filter, lower case; '' for none. */
  needle: string;
  open: Readonly<Record<string, boolean>>;
  toggle: (id: string) => void;
  pathname: string;
  /** The anchor of the entry marked. */
  scroll: string | null;
  onNavigate: () => void;
}

/**
 * One collapsible group of the sidebar: its toggle, and when open its
 * entries, the endpoints of other groups it lists, and the groups nested in
 * it, each a group of its own. A group with nested groups starts with a
 * link to its page ("Overview"); one with nothing to list is a link. While filtering, a group
 * shows the entries that match, and is left out when nothing in it does.
 */
export function SideGroup({ group: g, context }: { group: SidebarGroup; context: SideGroupContext }) {
  const { nested, needle, open, toggle, pathname, scroll, onNavigate } = context;
  const kids = (nested.get(g.id) ?? []).filter((k) => !needle || groupMatches(needle, k, nested));
  const entries = needle ? g.entries.filter((e) => matches(needle, g, e)) : g.entries;
  const links = needle ? g.links.filter((e) => matches(needle, g, e)) : g.links;
  if (needle && !groupMatches(needle, g, nested)) return null;
  const current = pathname === g.route || pathname.startsWith(`${g.route}/`);
  // A page with nothing to list (a document's tag of prose) is a link, not a section.
  if (g.entries.length + g.links.length === 0 && !nested.get(g.id)?.length) {
    return (
      <li className={current ? 'is-current' : undefined}>
        <Link to={g.route} className="side-page" aria-current={current ? 'page' : undefined} onClick={onNavigate}>
          {g.title}
        </Link>
      </li>
    );
  }
  // While filtering, every group with a match shows its matching entries.
  const isOpen = !!needle || !!open[g.id];
  const overview = (nested.get(g.id)?.length ?? 0) > 0;
  const listId = `side-${g.id}`;
  return (
    <li className={current ? 'is-current' : undefined} aria-current={current ? 'true' : undefined}>
      <button type="button" className="side-toggle" aria-expanded={isOpen} aria-controls={listId} onClick={() => toggle(g.id)}>
        <span>{g.title}</span>
        <svg className="chevron" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
          <path d="M6 3l5 5-5 5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={listId} className="side-entries" hidden={!isOpen}>
        {isOpen && overview && (
          <li>
            <Link to={g.route} aria-current={pathname === g.route && !scroll ? 'page' : undefined} onClick={onNavigate}>
              <span className="entry-title">Overview</span>
              <span className="sr-only"> of {g.title}</span>
            </Link>
          </li>
        )}
        {/* Entries of closed groups are not rendered: with thousands of endpoints they would dominate every render. */}
        {isOpen &&
          entries.map((e) => (
            <li key={e.anchor}>
              <Link
                to={{ pathname: g.route, search: `?scroll=${encodeURIComponent(e.anchor)}` }}
                aria-current={current && scroll === e.anchor ? 'location' : undefined}
                // The address names this entry already (the reader scrolled to it): a click reveals it again without a new history entry.
                replace={current && scroll === e.anchor}
                onClick={onNavigate}
              >
                <MethodBadge method={e.method} />
                <span className="entry-title">{e.title}</span>
              </Link>
            </li>
          ))}
        {/* Endpoints of other groups it lists too (an operation's other tags) link to their card in their own group. */}
        {isOpen &&
          links.map((e) => (
            <li key={`${e.route}?${e.anchor}`}>
              <Link to={{ pathname: e.route, search: `?scroll=${encodeURIComponent(e.anchor)}` }} onClick={onNavigate}>
                <MethodBadge method={e.method} />
                <span className="entry-title">{e.title}</span>
                <span className="sr-only"> (in {e.group})</span>
              </Link>
            </li>
          ))}
        {isOpen && kids.length > 0 && (
          <li className="side-nested">
            <ul className="side-groups" aria-label={`Groups in ${g.title}`}>
              {kids.map((k) => (
                <SideGroup key={k.id} group={k} context={context} />
              ))}
            </ul>
          </li>
        )}
      </ul>
    </li>
  );
}
