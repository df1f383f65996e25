/**
 * The `index.html` of the built site: relative URLs only, no inline script,
 * and a Content-Security-Policy that allows only the site's own files, and
 * requests to the servers (and sign-in) of the groups with a Try it console.
 */
import { PAGE_SCRIPTS, type PageScripts } from '../shared/page-protocol.js';
import { connectOriginsOf, signInOriginsOf, type SiteModel } from '../shared/site-model.js';

/** The origins a page may reach besides its own (docs/guides/site.md, The Try it console). */
export interface PageOrigins {
  /** Where its requests may go (`connect-src`): the Try it servers, and the token, device and discovery URLs of its sign-in. */
  connect: string[];
  /** Where it may send the reader to sign in (`form-action`): the authorization URLs (and OpenID Connect providers). */
  signIn: string[];
}

/**
 * The policy of every built page and of `serve` responses: only same-origin
 * scripts, styles, images and fonts; no inline script; no plugins or frames;
 * requests to the site itself and to `origins.connect` only; no form, except
 * the sign-in's to `origins.signIn`, whose provider sends the reader back to
 * the site's redirect page (`'self'`, which a redirect of the form's
 * navigation must match too). Origins as {@link pageOrigins} gives them.
 */
export function contentSecurityPolicy(origins: PageOrigins = { connect: [], signIn: [] }): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...origins.connect].join(' '),
    "object-src 'none'",
    "frame-src 'none'",
    "base-uri 'none'",
    origins.signIn.length > 0 ? ["form-action 'self'", ...origins.signIn].join(' ') : "form-action 'none'",
  ].join('; ');
}

/**
 * The origins a site's pages may reach besides their own: those of every
 * group with a Try it console (its servers, its sign-in's), each once; none
 * when no group has one.
 */
export function pageOrigins(model: Pick<SiteModel, 'groups'>): PageOrigins {
  const consoles = model.groups.flatMap((g) => g.tryIt ?? []);
  return {
    connect: [...new Set(consoles.flatMap(connectOriginsOf))],
    signIn: [...new Set(consoles.flatMap(signInOriginsOf))],
  };
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
  /** The origins the page may reach besides its own ({@link pageOrigins}). */
  origins: PageOrigins;
}

/** `text` escaped for HTML text and double-quoted attribute values (`&`, `<`, `>`, `"`). */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Renders `index.html`. */
export function renderIndexHtml(page: PageAssets): string {
  const esc = escapeHtml;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${esc(contentSecurityPolicy(page.origins))}">
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
