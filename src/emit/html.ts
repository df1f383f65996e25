/**
 * The `index.html` of the built site: relative URLs only, no inline script,
 * and a Content-Security-Policy that allows only the site's own files.
 */

/**
 * The policy of every built page and of `serve` responses: only same-origin
 * scripts, styles, images and fonts; no inline script; no plugins, frames or forms.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** What the page links to, as relative URLs. */
export interface PageAssets {
  title: string;
  /** Stylesheets in order (the template's, then the site's accent colour when it has one). */
  css: string[];
  /** The favicon, or '' for none. */
  icon: string;
  /** The head script, run before the page paints (render-blocking, before the stylesheets). */
  head: string;
  /** Scripts in execution order (all `defer`). */
  scripts: string[];
  /** The markup of `#root`: the landing rendered at build time (src/emit/prerender.ts), which the app hydrates. */
  root: string;
}

/** Renders `index.html`. */
export function renderIndexHtml(page: PageAssets): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${esc(CONTENT_SECURITY_POLICY)}">
<meta name="referrer" content="no-referrer">
<meta name="generator" content="pamdocs">
<link rel="icon" href="${page.icon ? esc(page.icon) : 'data:,'}">
<title>${esc(page.title)}</title>
<script src="${esc(page.head)}"></script>
${page.css.map((c) => `<link rel="stylesheet" href="${esc(c)}">`).join('\n')}
${page.scripts.map((s) => `<script defer src="${esc(s)}"></script>`).join('\n')}
</head>
<body>
<noscript><p class="noscript">Without JavaScript only this overview shows: the API reference, the search and the tabs need JavaScript.</p></noscript>
<div id="root">${page.root}</div>
</body>
</html>
`;
}
