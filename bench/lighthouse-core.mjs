// Lighthouse on a built site: serves `out` from 127.0.0.1 with a plain static server that gzips as static hosts
// do (express.static + compression), runs Lighthouse's default mobile preset (simulated slow 4G, 4x CPU
// slowdown, Moto G Power viewport) in Debian's Chromium (or $CHROME_PATH) `runs` times per page, and returns
// one row per page with the median scores and the timing metrics behind the performance score.
// Used by bench/lighthouse.mjs (the PAM pages) and bench/import.mjs (the largest group of an imported document).
import compression from 'compression';
import express from 'express';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Serves the built site in `out` gzipped on 127.0.0.1; returns the server and its root URL. */
export async function serveSite(out) {
  const app = express();
  app.use(compression());
  app.use(express.static(out));
  const server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { server, base: `http://127.0.0.1:${server.address().port}/` };
}

/** The rows of `pages` (hashes such as `#/errors`, '' for the landing) of the site in `out`. */
export async function lighthouseRows(out, pages, runs) {
  const { server, base } = await serveSite(out);
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows = [];
  try {
    for (const page of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const { lhr } = await lighthouse(base + page, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        const failed = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id);
        results.push({
          performance: Math.round(lhr.categories.performance.score * 100),
          accessibility: Math.round(lhr.categories.accessibility.score * 100),
          bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          si: lhr.audits['speed-index'].numericValue,
          failed,
        });
      }
      const pick = (k) => median(results.map((r) => r[k]));
      rows.push({
        page: page || '/ (landing)',
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        'best practices': pick('bestPractices'),
        'FCP ms': Math.round(pick('fcp')),
        'LCP ms': Math.round(pick('lcp')),
        'TBT ms': Math.round(pick('tbt')),
        CLS: pick('cls').toFixed(3),
        'SI ms': Math.round(pick('si')),
        'failed audits': [...new Set(results.flatMap((r) => r.failed))].join(' ') || '-',
      });
    }
  } finally {
    await chrome.kill();
    server.close();
  }
  return rows;
}
