import { Component, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { CHANGELOG_ROUTE, ERRORS_ROUTE, GUIDES_ROUTE, SCHEMAS_ROUTE } from '../../../src/shared/page-protocol.js';
import { getIndex } from './data.js';
import { ErrorScreen } from './ErrorScreen.js';
import { useLocation } from './hash-router.js';
import { Landing } from './Landing.js';
import { ChangelogRoute, ErrorsRoute, GroupRoute, GuideRoute, SchemasRoute } from './lazy-docs.js';
import { Loading } from './Loading.js';
import { NotFound } from './NotFound.js';
import { SearchDialog } from './Search.js';
import { useScrollToAnchor } from './useScrollToAnchor.js';

/** A segment of a path as written, or decoded when it is percent-encoded. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The screen of `pathname` (docs/site.md, Routes): `/` the landing, the error
 * catalogue, the schemas, the changelog, `/guides/<page>` a guide, `/<group>/…` a group page
 * (the 404 page when no group has that route). The API reference's screens
 * come with the docs script (lazy-docs.tsx).
 */
function screenOf(pathname: string): ReactNode {
  const segments = pathname.split('/').filter(Boolean).map(decoded);
  const path = `/${segments.join('/')}`;
  if (segments.length === 0) return <Landing />;
  if (path === ERRORS_ROUTE) return <ErrorsRoute />;
  if (path === SCHEMAS_ROUTE) return <SchemasRoute />;
  if (path === CHANGELOG_ROUTE) return <ChangelogRoute />;
  if (`/${segments[0]}` === GUIDES_ROUTE) return <GuideRoute page={segments.slice(1).join('/')} />;
  return <GroupRoute segment={segments[0]!} />;
}

/** The routes and the search dialog. A screen of the docs script shows the loading line the first time, until the script is there. */
function AppRoutes() {
  useScrollToAnchor();
  return (
    <>
      <Suspense fallback={<Loading />}>{screenOf(useLocation().pathname)}</Suspense>
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
