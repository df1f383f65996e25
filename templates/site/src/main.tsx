import { createRoot, hydrateRoot } from 'react-dom/client';
import { LIVE_UPDATE } from '../../../src/shared/page-protocol.js';
import type { SiteIndex } from '../../../src/shared/page-protocol.js';
import { findGroup, getIndex, groupKey, loadData, provideData, receiveData, replaceIndex } from './data.js';
import { dropPrerendered, opensPrerendered } from './prerendered.js';
import { loadDocs, prefetchDocs } from './lazy-docs.js';
import { App } from './router.js';
import { HashRouter, ROUTER_FUTURE } from './routing.js';
// The stylesheets in cascade order: theme and base, then the screens, then the narrow-screen overrides.
import './styles/base.css';
import './styles/landing.css';
import './styles/docs.css';
import './styles/prose.css';
import './styles/screens.css';
import './styles/try-it.css';

// The head script (head.ts) has applied the remembered theme and marked a deep link.
receiveData();
const root = document.getElementById('root');
if (root) {
  preloadOpenRoute();
  if (hydrates(root)) {
    // index.html holds this very page, rendered at build time from the same index: React takes it over as it is.
    hydrateRoot(
      root,
      <HashRouter future={ROUTER_FUTURE}>
        <App prerendered />
      </HashRouter>,
      { onRecoverableError: reportUnlessNavigated },
    );
  } else {
    // Another route (or no index to render from): the pre-rendered landing goes, and the router mounts at once
    // (it must listen to the hash from the start); the App renders its pages as a transition.
    dropPrerendered(root);
    createRoot(root).render(
      <HashRouter future={ROUTER_FUTURE}>
        <App />
      </HashRouter>,
    );
  }
  // Live updates from `pamdocs serve --watch`: new data, same route, same scroll position.
  (window as unknown as Record<string, unknown>)[LIVE_UPDATE] = (
    indexSrc: string,
    groups: Record<string, { id: string; asset: string }> = {},
    inline: Record<string, unknown> = {},
  ): Promise<void> => {
    for (const group of Object.values(groups)) {
      if (group.asset in inline) provideData(group.asset, inline[group.asset]);
    }
    return replaceIndex(indexSrc, groups[`/${openSegment() ?? ''}`], inline[indexSrc] as SiteIndex | undefined);
  };
}

/** Whether the app hydrates the landing `root` holds: the URL opens it as it was pre-rendered, and the index it was rendered from is there. */
function hydrates(root: HTMLElement): boolean {
  if (!root.firstChild || !opensPrerendered(window.location.hash)) return false;
  try {
    getIndex();
    return true;
  } catch {
    return false;
  }
}

/**
 * Reports an error React recovered from (its default, `reportError`), but for
 * the mismatch of a reader who followed a link before the takeover rendered:
 * the URL then no longer opens the pre-rendered landing, and React rendering
 * that route in its place is the intended outcome, not an error.
 */
function reportUnlessNavigated(error: unknown): void {
  if (opensPrerendered(window.location.hash)) reportError(error);
}

/** The first segment of the route the URL's hash opens (`cart` for `#/cart?scroll=x`). */
function openSegment(): string | undefined {
  return window.location.hash.replace(/^#\/?/, '').split(/[/?]/)[0];
}

/**
 * Starts loading what the URL opens before React first renders (its route
 * reuses the loads): off the landing, the docs script and the group's data at
 * once; on the landing, the docs script when the browser is idle.
 */
function preloadOpenRoute(): void {
  try {
    const index = getIndex();
    const segment = openSegment();
    if (!segment) return prefetchDocs();
    loadDocs().catch(() => undefined);
    const group = findGroup(index, segment);
    if (group) loadData(groupKey(group), group.asset).catch(() => undefined);
  } catch {
    // No index: the app shows the error screen.
  }
}
