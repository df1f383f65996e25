/**
 * The Node side of the template: renders the landing route as HTML for
 * index.html's `#root`, which `main.tsx` then hydrates. Bundled by
 * `src/emit/bundle.ts` for Node (CommonJS) and run by `src/emit/prerender.ts`
 * only when no build before rendered the same landing.
 */
import { renderToString } from 'react-dom/server';
import type { SiteIndex } from '../../../src/shared/page-protocol.js';
import { provideIndex } from './data.js';
import { StaticRouter } from './hash-router.js';
import { App } from './router.js';

/** The landing route '/' rendered from `index` (the index script's payload), as the browser's first render of it would be. */
export function renderLanding(index: SiteIndex): string {
  provideIndex(index);
  return renderToString(
    <StaticRouter route="/">
      <App prerendered />
    </StaticRouter>,
  );
}
