import { Component, startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import type { GroupPage as GroupPageData, GuidePage as GuidePageData } from '../../../src/shared/page-protocol.js';
import { ERRORS_ROUTE, GUIDES_ROUTE, SCHEMAS_ROUTE } from '../../../src/shared/page-protocol.js';
import { findGroup, getIndex, groupKey, useData, useIndex } from './data.js';
import { DocLayout } from './DocLayout.js';
import { ErrorCatalogue } from './ErrorCatalogue.js';
import { ErrorScreen } from './ErrorScreen.js';
import { GroupPage } from './GroupPage.js';
import { GuidePage } from './GuidePage.js';
import { Landing } from './Landing.js';
import { Loading } from './Loading.js';
import { NotFound } from './NotFound.js';
import { SchemasPage } from './SchemasPage.js';
import { SearchDialog } from './Search.js';
import { useScrollToAnchor } from './useScrollToAnchor.js';

/**
 * `page` with the endpoint objects of the previous version of the same page
 * wherever an endpoint is unchanged (same JSON), so the memoized cards of a
 * live update re-render only what changed.
 */
function useSharedEndpoints(page: GroupPageData | undefined): GroupPageData | undefined {
  const previous = useRef<GroupPageData | undefined>(undefined);
  return useMemo(() => {
    const before = previous.current;
    previous.current = page;
    if (!page || !before || before.id !== page.id || before === page) return page;
    const old = new Map(before.endpoints.map((ep) => [ep.id, ep]));
    const endpoints = page.endpoints.map((ep) => {
      const kept = old.get(ep.id);
      return kept && JSON.stringify(kept) === JSON.stringify(ep) ? kept : ep;
    });
    return (previous.current = { ...page, endpoints });
  }, [page]);
}

/** A group route: the doc layout with the group's page (loaded on demand), or the 404 page when no group has this route. */
function GroupRoute() {
  const index = useIndex();
  const group = findGroup(index, useParams().group);
  // Without a `?scroll=` target nothing waits for the page: render it as a transition (in slices).
  const waiting = new URLSearchParams(useLocation().search).has('scroll');
  const state = useData<GroupPageData>(group ? groupKey(group) : '', group?.asset ?? null, !waiting);
  const page = useSharedEndpoints(state.value);
  if (!group) return <NotFound />;
  return (
    <DocLayout loading={state.pending}>
      {state.error ? <ErrorScreen error={state.error} /> : page ? <GroupPage page={page} route={group.route} /> : <Loading />}
    </DocLayout>
  );
}

/** A guide route `/guides/<page>`: the doc layout with the guide (loaded on demand), or the 404 page when there is no such guide. */
function GuideRoute() {
  const { guides } = useIndex();
  const guide = guides.pages.find((g) => g.page === useParams()['*']);
  const waiting = new URLSearchParams(useLocation().search).has('scroll');
  const state = useData<GuidePageData>(guide ? `guide:${guide.page}` : '', guide?.asset ?? null, !waiting);
  if (!guide) return <NotFound />;
  return (
    <DocLayout loading={state.pending}>
      {state.error ? <ErrorScreen error={state.error} /> : state.value ? <GuidePage page={state.value} /> : <Loading />}
    </DocLayout>
  );
}

/** The schemas route, when no landing page shows the entities; else the 404 page. */
function SchemasRoute() {
  const { landing, entities } = useIndex();
  if (landing.entitiesPage || entities.length === 0) return <NotFound />;
  return (
    <DocLayout>
      <SchemasPage />
    </DocLayout>
  );
}

/** The routes (docs/site.md, Routes): `/` landing, the error catalogue, the schemas, `/guides/<page>` a guide, `/<group>/*` a group page, anything else 404; and the search dialog. */
function AppRoutes() {
  useScrollToAnchor();
  return (
    <>
      <Routes>
        <Route index element={<Landing />} />
        <Route path={ERRORS_ROUTE} element={<DocLayout><ErrorCatalogue /></DocLayout>} />
        <Route path={SCHEMAS_ROUTE} element={<SchemasRoute />} />
        <Route path={`${GUIDES_ROUTE}/*`} element={<GuideRoute />} />
        <Route path=":group/*" element={<GroupRoute />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      <SearchDialog />
    </>
  );
}

interface BoundaryState {
  error: unknown;
  /** The path the error happened on: navigating elsewhere clears it. */
  path: string;
}

/** Catches render errors and shows the router error screen (docs/site.md, Error screens: 'Unexpected Application Error!') until the path changes. */
class ErrorBoundary extends Component<{ path: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: undefined, path: this.props.path };
  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }
  static getDerivedStateFromProps(props: { path: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.path === state.path ? null : { error: undefined, path: props.path };
  }
  override render(): ReactNode {
    return this.state.error === undefined ? this.props.children : <ErrorScreen error={this.state.error} />;
  }
}

/**
 * The whole app, inside the hash router `main.tsx` mounts. All groups share
 * one route, so the layout and its sidebar survive moving between groups.
 * `prerendered`: the app renders the landing that index.html already holds
 * (on Node at build time, then hydrating it in the browser), so its first
 * render is the page itself.
 */
export function App({ prerendered = false }: { prerendered?: boolean }) {
  const path = useLocation().pathname;
  // Otherwise the first commit is empty and quick, so the router is listening before any navigation can happen;
  // the pages then render as a transition, in slices, so the first page never blocks input for long.
  const [started, setStarted] = useState(prerendered);
  useEffect(() => startTransition(() => setStarted(true)), []);
  if (!started) return null;
  try {
    getIndex();
  } catch (error) {
    // The index script did not run: every route shows why.
    return <ErrorScreen error={error} />;
  }
  return (
    <ErrorBoundary path={path}>
      <AppRoutes />
    </ErrorBoundary>
  );
}
