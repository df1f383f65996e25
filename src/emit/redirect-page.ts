/**
 * The redirect page of a Try it sign-in (`oauth2-redirect.html`, docs/guides/site.md:
 * Signing in): where an OAuth 2 provider sends the reader back with a code.
 * Its one script (`templates/site/src/try-it/redirect.ts`) hands the code to
 * the console; the page itself allows no request to another origin.
 */
import { contentSecurityPolicy, escapeHtml } from './html.js';

/** What the redirect page links to, as URLs relative to it. */
export interface RedirectPageAssets {
  /** The site's title, in the page's. */
  title: string;
  /** The site's stylesheets. */
  css: string[];
  /** Its script. */
  script: string;
}

/** Renders `oauth2-redirect.html`. */
export function renderRedirectHtml(page: RedirectPageAssets): string {
  const esc = escapeHtml;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${esc(contentSecurityPolicy())}">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>Signing in · ${esc(page.title)}</title>
${page.css.map((c) => `<link rel="stylesheet" href="${esc(c)}">`).join('\n')}
<script src="${esc(page.script)}" defer></script>
</head>
<body>
<main class="redirect-page">
<h1>Signing in</h1>
<p id="status" role="status">Handing the sign-in back to the docs page…</p>
<noscript><p>This page needs JavaScript to finish the sign-in.</p></noscript>
</main>
</body>
</html>
`;
}
