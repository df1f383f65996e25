import { Component, type ReactNode } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import type { GroupPage as GroupPageData } from '../../../src/model.js';
import { ERRORS_ROUTE } from '../../../src/model.js';
import { findGroup, getIndex, groupKey, useData, useIndex } from './data.js';
import { DocLayout } from './DocLayout.js';
import { ErrorCatalogue } from './ErrorCatalogue.js';
import { ErrorScreen } from './ErrorScreen.js';
import { GroupPage } from './GroupPage.js';
import { Landing } from './Landing.js';
import { Loading } from './Loading.js';
import { NotFound } from './NotFound.js';
import { SearchDialog } from './Search.js';
import { useScrollToAnchor } from './useScrollToAnchor.js';

/** A group route: the doc layout with the group's page (loaded on demand), or the 404 page when no group has this route. */
function GroupRoute() {
  const index = useIndex();
  const group = findGroup(index, useParams().group);
  const page = useData<GroupPageData>(group ? groupKey(group) : '', group?.asset ?? null);
  if (!group) return <NotFound />;
  return (
    <DocLayout loading={page.pending}>
      {page.error ? <ErrorScreen error={page.error} /> : page.value ? <GroupPage page={page.value} /> : <Loading />}
    </DocLayout>
  );
}

/** The routes (SPEC.md §2): `/` landing, the error catalogue, `/<group>/*` a group page, anything else 404; and the search dialog. */
function AppRoutes() {
  useScrollToAnchor();
  return (
    <>
      <Routes>
        <Route index element={<Landing />} />
        <Route path={ERRORS_ROUTE} element={<DocLayout><ErrorCatalogue /></DocLayout>} />
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

/** Catches render errors and shows the router error screen (SPEC.md §2: 'Unexpected Application Error!') until the path changes. */
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
 */
export function App() {
  const path = useLocation().pathname;
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
