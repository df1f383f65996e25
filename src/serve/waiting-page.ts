/**
 * The page `serve --watch` shows before the content has built once: the live
 * script lists the problems over it and loads the site when they are fixed.
 */

/** HTML of the waiting page; `liveScript` is the live client's relative URL. */
export function waitingPage(liveScript: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>pamdocs: waiting for valid content</title>
<script defer src="${liveScript}"></script>
</head>
<body>
<main>
<h1>pamdocs is waiting for valid content</h1>
<p>The content has errors, so there is no site to show yet. Fix them and this page loads the site by itself.</p>
</main>
</body>
</html>
`;
}
