// Lighthouse on a built site: serves `out` from 127.0.0.1 as static hosts do (bench/serve-site.mjs), runs Lighthouse's default mobile preset (simulated slow 4G, 4x CPU
// slowdown, Moto G Power viewport) in the Chromium the browser tests use (bench/chromium.mjs) `runs` times per page, and returns
// one row per page with the median scores and the timing metrics behind the performance score.
// Used by bench/lighthouse.mjs (the PAM pages) and bench/import.mjs (the largest group of an imported document).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { serveSite } from './serve-site.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The rows of `pages` (hashes such as `#/errors`, '' for the landing) of the site in `out`. */
export async function lighthouseRows(out, pages, runs) {
  const { server, base } = await serveSite(out);
  const chrome = await launch({
    chromePath: await findChromium(),
    chromeFlags: CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
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
