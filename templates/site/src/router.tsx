import { Component, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { CHANGELOG_ROUTE, ERRORS_ROUTE, GUIDES_ROUTE, SCHEMAS_ROUTE } from '../../../src/shared/page-protocol.js';
import { getIndex } from './data.js';
import { ErrorScreen } from './ErrorScreen.js';
import { Landing } from './Landing.js';
import { ChangelogRoute, ErrorsRoute, GroupRoute, GuideRoute, SchemasRoute } from './lazy-docs.js';
import { Loading } from './Loading.js';
import { Route, Routes, useLocation } from './routing.js';
import { SearchDialog } from './Search.js';
import { useScrollToAnchor } from './useScrollToAnchor.js';

/**
 * The routes (docs/guides/site.md, Routes): `/` the landing, the error catalogue,
 * the schemas, the changelog, `/guides/<page>` a guide, `/<group>/…` a group
 * page (the 404 page when no group has that route, so any other path too),
 * and the search dialog. The API reference's screens come with the docs
 * script (lazy-docs.tsx): one shows the loading line the first time, until
 * the script is there. All groups share one route, so the layout and its
 * sidebar survive moving between groups.
 */
function AppRoutes() {
  useScrollToAnchor();
  return (
    <>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route index element={<Landing />} />
          <Route path={ERRORS_ROUTE} caseSensitive element={<ErrorsRoute />} />
          <Route path={SCHEMAS_ROUTE} caseSensitive element={<SchemasRoute />} />
          <Route path={CHANGELOG_ROUTE} caseSensitive element={<ChangelogRoute />} />
          <Route path={`${GUIDES_ROUTE}/*`} caseSensitive element={<GuideRoute />} />
          <Route path=":group/*" element={<GroupRoute />} />
        </Routes>
      </Suspense>
      <SearchDialog />
    </>
  );
}

interface BoundaryState {
  error: unknown;
  /** The path the error happened on: navigating elsewhere clears it. */
  path: string;
}

/**
 * Catches render errors and shows the router error screen (docs/guides/site.md,
 * Error screens: 'Unexpected Application Error!') until the path changes:
 * React Router's component router has no error boundary of its own.
 */
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
 * The whole app, inside the router `main.tsx` (React Router's hash router)
 * or `server.tsx` (a static one) mounts. `prerendered`: the app renders the
 * landing that index.html already holds (on Node at build time, then
 * hydrating it in the browser), so its first render is the page itself.
 */
export function App({ prerendered = false }: { prerendered?: boolean }) {
  const path = useLocation().pathname;
  // Otherwise the first commit is empty and quick, so the hash router is listening (from its first commit) before
  // the first page renders; that page then renders as a transition, in slices, so it never blocks input for long.
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
