/**
 * The head script: the one script index.html runs before the page paints
 * (render-blocking, so it stays tiny), and the loader of the others
 * (docs/guides/site.md, The landing page). It applies the remembered theme, so the
 * first paint is in it. On the landing index.html holds pre-rendered, it runs
 * the page's scripts after the first paint, so they do not compete with it.
 * On any other URL, a deep link, it marks `<html>` (the stylesheet then hides
 * that landing until the app renders the route) and fetches at once the
 * page's scripts, the docs script and the route's data, then runs the page's
 * scripts as soon as the page is parsed.
 */
import { PAGE_SCRIPTS, type PageScripts } from '../../../src/shared/page-protocol.js';
import { markDeepLink, opensPrerendered } from './prerendered.js';
import { applyTheme, storedTheme } from './theme.js';

/** Starts fetching `src` as a script, to run later. */
function preload(src: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = src;
  document.head.appendChild(link);
}

/** Runs `scripts` in order (a classic script each, so over `file://` too). */
function run(scripts: string[]): void {
  for (const src of scripts) {
    const script = document.createElement('script');
    script.src = src;
    script.async = false;
    document.head.appendChild(script);
  }
}

/** Loads the page's scripts for the URL's `hash` (see the module comment). */
function start(hash: string, page: PageScripts): void {
  if (opensPrerendered(hash)) {
    // After the frame that follows the parse, when the landing has painted (at once in a hidden tab, which paints no frame).
    const afterPaint = (): void => {
      if (document.hidden) run(page.run);
      else requestAnimationFrame(() => setTimeout(() => run(page.run)));
    };
    document.addEventListener('DOMContentLoaded', afterPaint, { once: true });
    return;
  }
  markDeepLink();
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  const route = page.routes[path] ?? page.routes[`/${path.split('/')[1] ?? ''}`];
  for (const src of [...page.run, page.docs, ...(route ? [route] : [])]) preload(src);
  document.addEventListener('DOMContentLoaded', () => run(page.run), { once: true });
}

applyTheme(storedTheme());
const page = document.currentScript?.getAttribute(PAGE_SCRIPTS);
if (page) start(window.location.hash, JSON.parse(page) as PageScripts);
