/**
 * The site's hash router (docs/site.md, Routes): the route is what follows
 * `#` in the URL (`#/cart?scroll=x`: pathname `/cart`, search `?scroll=x`),
 * so the site works from any folder and over `file://`. Navigating pushes a
 * history entry with a new key (a second click on the same link is a new
 * navigation too, which scrolls again) and renders the new route as a
 * transition; Back, Forward and a hash typed into the address bar arrive as
 * `popstate`. What the site needs of a router and no more: the app matches
 * its few routes itself (router.tsx).
 */
import { createContext, startTransition, useCallback, useContext, useLayoutEffect, useMemo, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

/** Where the app is: the route's path and query, and a key that is new on every navigation (`default` for the first page). */
export interface Location {
  /** Starts with `/`. */
  pathname: string;
  /** '' or `?…`. */
  search: string;
  key: string;
}

/** Where to go: a route with its query (`/cart?scroll=x`), or its path and query. */
export type To = string | { pathname: string; search?: string };

/** Goes to `to`: a new history entry, or, with `replace`, in place of the current one. */
export type Navigate = (to: To, options?: { replace?: boolean }) => void;

interface RouterState {
  location: Location;
  navigate: Navigate;
}

/** `/cart?scroll=x` of a {@link To}. */
const pathOf = (to: To): string => (typeof to === 'string' ? to : `${to.pathname}${to.search ?? ''}`);

/** The location a route string names (`/cart?scroll=x`, or a hash `#/cart?scroll=x`). */
function locationOf(route: string, key: string): Location {
  const path = route.replace(/^#/, '');
  const query = path.indexOf('?');
  const pathname = query < 0 ? path : path.slice(0, query);
  return { pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, search: query < 0 ? '' : path.slice(query), key };
}

/** The router of a page that does not navigate: the landing rendered on Node (server.tsx). */
const fixed = (route: string): RouterState => ({ location: locationOf(route, 'default'), navigate: () => undefined });

const RouterContext = createContext<RouterState>(fixed('/'));

/** The location of the page now, with the key history keeps for it. */
function current(): Location {
  const state = window.history.state as { key?: unknown } | null;
  return locationOf(window.location.hash, typeof state?.key === 'string' ? state.key : 'default');
}

/**
 * Routes by `window.location.hash`; every change renders as a transition (the
 * page on screen stays until the next one is ready). `from`: the route of the
 * first render when it must be another than the URL's (the landing index.html
 * holds, which the app hydrates while the URL may already have moved on).
 */
export function HashRouter({ children, from }: { children: ReactNode; from?: string }) {
  const [location, setLocation] = useState(() => (from === undefined ? current() : locationOf(from, 'default')));
  // Listening from the first commit, and following a navigation made before it (a click while the page hydrated).
  useLayoutEffect(() => {
    const follow = (): void => {
      const now = current();
      startTransition(() => setLocation((was) => (was.key === now.key && was.pathname === now.pathname && was.search === now.search ? was : now)));
    };
    window.addEventListener('popstate', follow);
    follow();
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const navigate = useCallback<Navigate>((to, options) => {
    const key = Math.random().toString(36).slice(2, 10);
    const hash = `#${pathOf(to)}`;
    if (options?.replace) window.history.replaceState({ key }, '', hash);
    else window.history.pushState({ key }, '', hash);
    startTransition(() => setLocation(locationOf(hash, key)));
  }, []);
  const state = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={state}>{children}</RouterContext.Provider>;
}

/** Renders `children` at the fixed route `route` (`/`): nothing navigates. */
export function StaticRouter({ route, children }: { route: string; children: ReactNode }) {
  return <RouterContext.Provider value={useMemo(() => fixed(route), [route])}>{children}</RouterContext.Provider>;
}

/** The current location. */
export const useLocation = (): Location => useContext(RouterContext).location;

/** The function that navigates. */
export const useNavigate = (): Navigate => useContext(RouterContext).navigate;

/**
 * A link to a route of the site: `href="#<route>"`, so it opens in a new tab
 * and reads without JavaScript; a plain left click navigates in place (to the
 * route on screen: in place of its history entry, as a new navigation).
 */
export function Link({ to, onClick, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To }) {
  const { location, navigate } = useContext(RouterContext);
  const path = pathOf(to);
  const follow = (e: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || (props.target && props.target !== '_self')) return;
    e.preventDefault();
    navigate(path, { replace: path === `${location.pathname}${location.search}` });
  };
  return <a {...props} href={`#${path}`} onClick={follow} />;
}
