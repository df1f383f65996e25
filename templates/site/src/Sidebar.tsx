import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from './routing.js';
import { CHANGELOG_ROUTE, ERRORS_ROUTE, SCHEMAS_ROUTE, type SidebarGroup, type SidebarGuides } from '../../../src/shared/page-protocol.js';
import type { ApiSummary } from '../../../src/shared/site-model.js';
import { ApiSwitcher, currentApi, shownGroups } from './ApiSwitcher.js';
import { ancestorIds, nestedGroups } from './nesting.js';
import { groupMatches, SideGroup, type SideGroupContext } from './SideGroup.js';
import { useFollowed } from './useFollowScroll.js';

/** The guides section of the sidebar: a titled list of links, the current guide marked. */
function GuideList({ guides, current, onNavigate }: { guides: SidebarGuides; current: string; onNavigate: () => void }) {
  if (guides.pages.length === 0) return null;
  return (
    <div className="side-section">
      <p className="side-section-title" id="side-guides-title">
        {guides.title}
      </p>
      <ul className="side-guides" aria-labelledby="side-guides-title">
        {guides.pages.map((g) => (
          <li key={g.page}>
            <Link to={g.route} aria-current={current === g.route ? 'page' : undefined} onClick={onNavigate}>
              {g.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Which groups are expanded; kept outside React so it survives every navigation. */
let expanded: Record<string, boolean> | null = null;

/** Scrolls the sidebar `nav` (not the page) so that its current entry is in view, when it is out of view. */
function revealCurrent(nav: HTMLElement | null): void {
  const entry = nav?.querySelector<HTMLElement>('[aria-current="location"]');
  if (!nav || !entry) return;
  const [box, view] = [entry.getBoundingClientRect(), nav.getBoundingClientRect()];
  if (box.top < view.top || box.bottom > view.bottom) nav.scrollTop += box.top - view.top - view.height / 2;
}

/**
 * The 'API Reference' sidebar (docs/guides/site.md, Group pages and the sidebar): collapsible groups (initially open
 * = `group.open`), entries linking to `route?scroll=anchor`. On narrow screens
 * it is the drawer that {@link DocLayout} opens and closes. The entry of the
 * operation being read is marked as the reader scrolls ({@link useFollowed}). On a site of
 * several APIs it shows the groups of the current one, under a switcher.
 * Memoized: it re-renders when its groups, the location or the drawer state change.
 */
export const Sidebar = memo(function Sidebar({
  groups: allGroups,
  apis,
  guides,
  schemas,
  changelog,
  openCurrent,
  drawerOpen,
  onClose,
  onNavigate,
}: {
  groups: SidebarGroup[];
  /** The APIs of a site of several; empty otherwise. */
  apis: ApiSummary[];
  guides: SidebarGuides;
  /** Whether the site has the schemas route (entities that no landing page shows). */
  schemas: boolean;
  /** Whether the site has the changelog route (versions of an API). */
  changelog: boolean;
  /** Whether the group of the page being read opens, its entry in view (pamdocs.yaml `sidebar.openCurrent`). */
  openCurrent: boolean;
  drawerOpen: boolean;
  onClose: () => void;
  onNavigate: () => void;
}) {
  const [open, setOpen] = useState<Record<string, boolean>>(() => (expanded ??= Object.fromEntries(allGroups.map((g) => [g.id, g.open]))));
  const { key, pathname, search } = useLocation();
  // The entry marked: the operation the reader scrolled to, else the one the address named on arrival.
  const followed = useFollowed();
  const scroll = followed?.key === key ? followed.anchor : new URLSearchParams(search).get('scroll');
  const api = currentApi(apis, allGroups, pathname);
  // One list while the reader stays in one API: the nesting below is made again only when it changes.
  const groups = useMemo(() => shownGroups(apis, allGroups, api), [apis, allGroups, api]);
  const closeRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const here = groups.find((g) => pathname === g.route || pathname.startsWith(`${g.route}/`));
  const nested = useMemo(() => nestedGroups(groups), [groups]);

  useEffect(() => {
    if (drawerOpen) closeRef.current?.focus();
  }, [drawerOpen]);

  // The reader's group opens when they arrive on its page, and the groups it is nested in (once per arrival: they may close it again).
  useEffect(() => {
    if (!openCurrent || !here) return;
    const ids = [here.id, ...ancestorIds(allGroups, here)];
    if (ids.every((id) => expanded?.[id])) return;
    expanded = { ...expanded, ...Object.fromEntries(ids.map((id) => [id, true])) };
    setOpen(expanded);
  }, [openCurrent, here, allGroups]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the current entry is revealed again after each of these changes
  useEffect(() => {
    if (openCurrent) revealCurrent(navRef.current);
  }, [openCurrent, pathname, key, open]);

  // The entry of the operation the reader scrolled to comes into view, in an open group.
  useEffect(() => {
    if (followed) revealCurrent(navRef.current);
  }, [followed]);

  const toggle = (id: string): void => {
    expanded = { ...open, [id]: !open[id] };
    setOpen(expanded);
  };
  const context: SideGroupContext = { nested, needle, open, toggle, pathname, scroll, onNavigate };

  return (
    <nav
      ref={navRef}
      id="sidebar"
      className={`sidebar${drawerOpen ? ' is-open' : ''}`}
      aria-labelledby="sidebar-title"
      data-testid="sidebar"
    >
      <div className="sidebar-head">
        <h2 id="sidebar-title">API Reference</h2>
        <button ref={closeRef} type="button" className="icon-btn drawer-close" aria-label="Close API Reference" onClick={onClose}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {api && <ApiSwitcher apis={apis} groups={allGroups} current={api} pathname={pathname} anchor={scroll} onNavigate={onNavigate} />}
      <div className="side-filter">
        <input
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder="Filter endpoints"
          aria-label="Filter endpoints"
        />
      </div>
      {guides.position === 'above' && !needle && <GuideList guides={guides} current={pathname} onNavigate={onNavigate} />}
      {needle && !(nested.get('') ?? []).some((g) => groupMatches(needle, g, nested)) && (
        <p className="side-empty">No endpoint matches "{filter.trim()}".</p>
      )}
      <ul className="side-groups">
        {(nested.get('') ?? []).map((g) => (
          <SideGroup key={g.id} group={g} context={context} />
        ))}
      </ul>
      {guides.position === 'below' && !needle && <GuideList guides={guides} current={pathname} onNavigate={onNavigate} />}
      {schemas && (
        <p className="side-extra">
          <Link to={SCHEMAS_ROUTE} aria-current={pathname === SCHEMAS_ROUTE ? 'page' : undefined} onClick={onNavigate}>
            Schemas
          </Link>
        </p>
      )}
      {changelog && (
        <p className="side-extra">
          <Link to={CHANGELOG_ROUTE} aria-current={pathname === CHANGELOG_ROUTE ? 'page' : undefined} onClick={onNavigate}>
            Changelog
          </Link>
        </p>
      )}
      <p className="side-extra">
        <Link to={ERRORS_ROUTE} aria-current={pathname === ERRORS_ROUTE ? 'page' : undefined} onClick={onNavigate}>
          Error catalogue
        </Link>
      </p>
    </nav>
  );
});
