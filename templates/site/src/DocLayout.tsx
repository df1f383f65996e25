import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from './routing.js';
import { Brand, SiteFooter } from './Brand.js';
import { DRAWER_MEDIA_QUERY } from './constants.js';
import { useIndex } from './data.js';
import { SearchButton } from './Search.js';
import { Sidebar } from './Sidebar.js';
import { ThemeToggle } from './ThemeToggle.js';

/**
 * Layout of every group route: a top bar with 'Back to Home', the sidebar
 * (a drawer below 768 px) and the page. It stays mounted between group
 * pages, so the sidebar keeps its state.
 */
export function DocLayout({ children, loading = false }: { children: ReactNode; loading?: boolean }) {
  const index = useIndex();
  const [drawer, setDrawer] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const restoreFocus = useRef(false);
  const skipRef = useRef<HTMLAnchorElement>(null);
  const topbarRef = useRef<HTMLElement>(null);
  const mainRef = useRef<HTMLElement>(null);

  const close = useCallback((restore: boolean) => {
    restoreFocus.current = restore;
    setDrawer(false);
  }, []);
  const onClose = useCallback(() => close(true), [close]);
  const onNavigate = useCallback(() => drawer && close(false), [drawer, close]);
  // The sidebar reads no script URL: a live update that changes only those keeps it as it is (it is memoized).
  const sidebarKey = useMemo(() => JSON.stringify(index.groups.map(({ asset: _asset, ...shown }) => shown)), [index.groups]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by what the sidebar shows, not by the object
  const groups = useMemo(() => index.groups, [sidebarKey]);
  const guidesKey = useMemo(
    () => JSON.stringify({ ...index.guides, pages: index.guides.pages.map(({ asset: _asset, ...shown }) => shown) }),
    [index.guides],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by what the sidebar shows, not by the object
  const guides = useMemo(() => index.guides, [guidesKey]);

  useEffect(() => {
    // While the drawer is open, the rest of the page is inert (React 18 has no `inert` prop), skip link included.
    for (const el of [skipRef.current, topbarRef.current, mainRef.current]) if (el) el.inert = drawer;
    document.body.classList.toggle('drawer-open', drawer);
    if (!drawer) {
      if (restoreFocus.current) toggleRef.current?.focus();
      restoreFocus.current = false;
      return;
    }
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') close(true);
    };
    const media = window.matchMedia(DRAWER_MEDIA_QUERY);
    const onMedia = (): void => {
      if (!media.matches) close(false);
    };
    document.addEventListener('keydown', onKey);
    media.addEventListener('change', onMedia);
    return () => {
      document.removeEventListener('keydown', onKey);
      media.removeEventListener('change', onMedia);
      document.body.classList.remove('drawer-open');
    };
  }, [drawer, close]);

  const skip = (e: MouseEvent): void => {
    e.preventDefault();
    document.getElementById('main')?.focus();
  };

  return (
    <div className="docs">
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link to #main; its click moves the focus there without changing the hash route */}
      <a ref={skipRef} className="skip-link" href="#main" onClick={skip}>
        Skip to content
      </a>
      <header className="topbar" ref={topbarRef}>
        <button
          ref={toggleRef}
          type="button"
          className="icon-btn drawer-toggle"
          aria-label="Open API Reference"
          aria-expanded={drawer}
          aria-controls="sidebar"
          onClick={() => setDrawer(true)}
        >
          <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true">
            <path d="M2 4h12M2 8h12M2 12h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <Brand />
        <Link to="/" className="btn btn-small">
          <span aria-hidden="true">←</span> Back to Home
        </Link>
        <span className="topbar-tools">
          <SearchButton />
          <ThemeToggle />
        </span>
        {loading && <span className="progress" role="status" aria-label="Loading" />}
      </header>
      <div className="docs-body">
        <Sidebar
          groups={groups}
          apis={index.apis}
          guides={guides}
          schemas={!index.landing.entitiesPage && index.entities.length > 0}
          changelog={index.assets.changelog !== undefined}
          openCurrent={index.sidebar.openCurrent}
          drawerOpen={drawer}
          onClose={onClose}
          onNavigate={onNavigate}
        />
        {drawer && <div className="backdrop" onClick={() => close(true)} aria-hidden="true" />}
        <main id="main" className="docs-main" tabIndex={-1} ref={mainRef}>
          {children}
          <SiteFooter />
        </main>
      </div>
    </div>
  );
}
