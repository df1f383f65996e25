import { createHashRouter, type RouteObject } from 'react-router-dom';
import { App } from './App.js';
import { getIndex, loadGroup } from './data.js';
import { DocLayout } from './DocLayout.js';
import { ErrorScreen } from './ErrorScreen.js';
import { GroupPage } from './GroupPage.js';
import { Landing } from './Landing.js';
import { Loading } from './Loading.js';
import { NotFound } from './NotFound.js';

/**
 * Builds the hash router (SPEC.md §2): `/` is the landing page, every sidebar
 * group is a `${route}/*` route whose loader loads that group's page, anything
 * else is the 404 page. Group routes share one {@link DocLayout}, so the
 * sidebar keeps its state while moving between groups.
 */
export function createAppRouter(): ReturnType<typeof createHashRouter> {
  const errorElement = <ErrorScreen />;
  let routes: RouteObject[];
  try {
    const index = getIndex();
    routes = [
      { index: true, element: <Landing />, errorElement },
      {
        element: <DocLayout />,
        errorElement,
        children: index.groups.map((group) => ({
          path: `${group.route.replace(/^\/+/, '')}/*`,
          loader: () => loadGroup(group),
          // The page of a group never changes while the site is open.
          shouldRevalidate: () => false,
          element: <GroupPage />,
          errorElement,
        })),
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
