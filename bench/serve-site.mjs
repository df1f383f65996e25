// A built site served as a static host serves it: gzipped (express.static + compression) on 127.0.0.1.
// Used by the benchmarks that open the site in Chromium (bench/lighthouse-core.mjs, bench/run.mjs).
import compression from 'compression';
import express from 'express';

/** Serves the built site in `out` on 127.0.0.1 (a free port); returns the server and its root URL. */
export async function serveSite(out) {
  const app = express();
  app.use(compression());
  app.use(express.static(out));
  const server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { server, base: `http://127.0.0.1:${server.address().port}/` };
}
