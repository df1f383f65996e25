/**
 * The dev server's express app: security headers on every response, the
 * live-reload script and event stream when watching, and the files of the
 * served build. Only files of a build are ever served: requests are answered
 * from memory, never from the disk.
 */
import express from 'express';
import path from 'node:path';
import type { BuildHistory } from './history.js';
import { EVENTS_PATH, LIVE_CLIENT, LIVE_SCRIPT, type LiveReload } from './live-reload.js';

/**
 * The app serving `history`'s builds; with `live` (watch mode), also the
 * live-reload client and events, and a waiting page while no build has succeeded.
 */
export function createApp(history: BuildHistory, live: LiveReload | undefined): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use((_req, res, next) => {
    res.set({
      'Content-Security-Policy': history.policy,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-cache',
    });
    next();
  });
  if (live) {
    app.get(`/${LIVE_SCRIPT}`, (_req, res) => {
      res.type('text/javascript').send(LIVE_CLIENT);
    });
    app.get(`/${EVENTS_PATH}`, live.handler);
  }
  app.use((req, res) => {
    const file = siteFile(req.path);
    const body = file === undefined ? undefined : history.file(file);
    if (body !== undefined) res.type(path.extname(file!) || 'html').send(Buffer.from(body));
    else if (live && history.empty && file === 'index.html') res.type('html').send(waitingPage(LIVE_SCRIPT));
    else
      res
        .status(file === undefined ? 400 : 404)
        .type('text/plain')
        .send(file === undefined ? 'Bad request' : 'Not found');
  });
  return app;
}

/**
 * The site file a request path names (`/` is `index.html`), or undefined when
 * the path cannot name one (bad percent-encoding, NUL bytes).
 */
export function siteFile(requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const rel = decoded.replace(/^\/+/, '');
  return rel === '' ? 'index.html' : rel;
}

/**
 * HTML of the page `serve --watch` shows before the content has built once:
 * the live script (`liveScript`, the live client's relative URL) lists the
 * problems over it and loads the site when they are fixed.
 */
function waitingPage(liveScript: string): string {
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
