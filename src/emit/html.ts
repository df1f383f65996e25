/**
 * The `index.html` of the built site: relative URLs only, no inline script,
 * and a Content-Security-Policy that allows only the site's own files, and
 * requests to the servers of the groups with a Try it console.
 */
import { PAGE_SCRIPTS, type PageScripts } from '../shared/page-protocol.js';
import { allowedOrigins, type SiteModel } from '../shared/site-model.js';

/**
 * The policy of every built page and of `serve` responses: only same-origin
 * scripts, styles, images and fonts; no inline script; no plugins, frames or
 * forms; requests to the site itself and to the origins of `connect`
 * (absolute http(s) origins, as {@link connectOrigins} gives them) only.
 */
export function contentSecurityPolicy(connect: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...connect].join(' '),
    "object-src 'none'",
    "frame-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * The origins a site's pages may send requests to besides their own: those
 * of the servers of every group with a Try it console (docs/site.md, The Try
 * it console), each once; none when no group has one.
 */
export function connectOrigins(model: Pick<SiteModel, 'groups'>): string[] {
  return allowedOrigins(model.groups.flatMap((g) => g.tryIt?.servers ?? []));
}

/** What the page links to, as relative URLs. */
export interface PageAssets {
  title: string;
  /** Stylesheets in order (the template's, then the site's accent colour when it has one). */
  css: string[];
  /** The favicon, or '' for none. */
  icon: string;
  /** The head script, run before the page paints (render-blocking, after the stylesheets, so both load at once). */
  head: string;
  /** The scripts the head script runs (on its tag, {@link PAGE_SCRIPTS}). */
  scripts: PageScripts;
  /** The markup of `#root`: the landing rendered at build time (src/emit/prerender.ts), which the app hydrates. */
  root: string;
  /** The origins the page may send requests to besides its own ({@link connectOrigins}). */
  connect: string[];
}

/** Renders `index.html`. */
export function renderIndexHtml(page: PageAssets): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${esc(contentSecurityPolicy(page.connect))}">
<meta name="referrer" content="no-referrer">
<meta name="generator" content="pamdocs">
<link rel="icon" href="${page.icon ? esc(page.icon) : 'data:,'}">
<title>${esc(page.title)}</title>
${page.css.map((c) => `<link rel="stylesheet" href="${esc(c)}">`).join('\n')}
<script src="${esc(page.head)}" ${PAGE_SCRIPTS}="${esc(JSON.stringify(page.scripts))}"></script>
</head>
<body>
<noscript><p class="noscript">Without JavaScript only this overview shows: the API reference, the search and the tabs need JavaScript.</p></noscript>
<div id="root">${page.root}</div>
</body>
</html>
`;
}
