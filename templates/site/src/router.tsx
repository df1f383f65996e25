import { createHashRouter, useLoaderData, type RouteObject } from 'react-router-dom';
import type { GroupPage as GroupPageData } from '../../../src/model.js';
import { App } from './App.js';
import { findGroup, getIndex, loadGroup } from './data.js';
import { DocLayout } from './DocLayout.js';
import { ErrorScreen } from './ErrorScreen.js';
import { GroupPage } from './GroupPage.js';
import { Landing } from './Landing.js';
import { Loading } from './Loading.js';
import { NotFound } from './NotFound.js';

/** A group route: the doc layout with the group's page, or the 404 page when no group has this route. */
function GroupRoute() {
  const page = useLoaderData() as GroupPageData | null;
  return page ? (
    <DocLayout>
      <GroupPage page={page} />
    </DocLayout>
  ) : (
    <NotFound />
  );
}

/**
 * Builds the hash router (SPEC.md §2): `/` is the landing page, `/<group>/*`
 * loads that group's page (looked up in the current index, so groups added
 * by a live update route too), anything else is the 404 page. All groups
 * share one route, so the layout and its sidebar state survive moving
 * between groups.
 */
export function createAppRouter(): ReturnType<typeof createHashRouter> {
  const errorElement = <ErrorScreen />;
  let routes: RouteObject[];
  try {
    getIndex();
    routes = [
      { index: true, element: <Landing />, errorElement },
      {
        path: ':group/*',
        loader: ({ params }) => {
          const group = findGroup(params.group);
          return group ? loadGroup(group) : null;
        },
        element: <GroupRoute />,
        errorElement: (
          <DocLayout>
            <ErrorScreen />
          </DocLayout>
        ),
      },
      { path: '*', element: <NotFound />, errorElement },
    ];
  } catch (error) {
    const fail = (): never => {
      throw error;
    };
    routes = [
      { index: true, loader: fail, errorElement },
      { path: '*', loader: fail, errorElement },
    ];
  }
  return createHashRouter([
    { path: '/', element: <App />, errorElement, hydrateFallbackElement: <Loading />, children: routes },
  ]);
}
