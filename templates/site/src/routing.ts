/**
 * React Router (`react-router-dom`) as the template uses it: its hash router
 * (docs/guides/site.md, Routes: the route is what follows `#`, so the site works
 * from any folder and over `file://`) and what the screens read of it.
 * Every module of the template imports React Router from here, never from
 * `react-router-dom` itself: the docs script reads the app's modules through
 * a table that keeps every export of each module it shares
 * (`src/emit/split-bundle.ts`, which refuses a package's ES module there), so
 * this module keeps React Router in the app once, and only the parts named
 * here (not its data router).
 */
export { createPath, HashRouter, Link, Route, Router, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
export type { Navigator } from 'react-router-dom';

/**
 * React Router's future flags, the same on Node and in the browser: every
 * navigation renders as a transition (the page on screen stays until the
 * next one is ready), and splat routes resolve relative links as v7 does.
 */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
