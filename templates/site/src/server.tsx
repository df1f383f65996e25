/**
 * The Node side of the template: renders the landing route as HTML for
 * index.html's `#root`, which `main.tsx` then hydrates. Bundled by
 * `src/emit/bundle.ts` for Node (CommonJS) and run by `src/emit/prerender.ts`
 * only when no build before rendered the same landing.
 */
import { renderToString } from 'react-dom/server';
import type { SiteIndex } from '../../../src/shared/page-protocol.js';
import { provideIndex } from './data.js';
import { App } from './router.js';
import { createPath, Router, ROUTER_FUTURE, type Navigator } from './routing.js';

/**
 * Links as the hash router writes them in the browser (`#/cart`), so the
 * HTML hydrates as it is (React Router's `StaticRouter` would write `/cart`);
 * nothing navigates on Node.
 */
const hashLinks: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/**
 * The landing route '/' rendered from `index` (the index script's payload),
 * as the browser's first render of it would be: React Router's static
 * routing, at the fixed location '/'.
 */
export function renderLanding(index: SiteIndex): string {
  provideIndex(index);
  return renderToString(
    <Router location="/" navigator={hashLinks} static future={ROUTER_FUTURE}>
      <App prerendered />
    </Router>,
  );
}
