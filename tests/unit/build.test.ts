import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, type BuildResult } from '../../src/index.js';
import { PAM_CONTENT } from '../helpers/content.js';
import { pageScripts } from '../helpers/page-scripts.js';

let out: string;
let result: BuildResult;
beforeAll(async () => {
  out = path.join(await mkdtemp(path.join(os.tmpdir(), 'pamdocs-build-')), 'site');
  result = await build({ dir: PAM_CONTENT, out });
});
afterAll(async () => {
  await rm(path.dirname(out), { recursive: true, force: true });
});

describe('build of the PAM content', () => {
  it('writes index.html, the content-hashed app, one data script per group and the diagram', async () => {
    expect(result.ok).toBe(true);
    expect(result.diagnostics).toEqual([]);
    const assets = await readdir(path.join(out, 'assets'));
    expect(assets.filter((f) => /^app-[0-9a-f]{10}\.js$/.test(f))).toHaveLength(1);
    expect(assets.filter((f) => /^app-[0-9a-f]{10}\.css$/.test(f))).toHaveLength(1);
    expect(assets.filter((f) => /^index-[0-9a-f]{10}\.js$/.test(f))).toHaveLength(1);
    expect(assets.filter((f) => /^group-[a-z-]+-[0-9a-f]{10}\.js$/.test(f))).toHaveLength(12);
    expect(assets.filter((f) => /^architecture-[0-9a-f]{10}\.svg$/.test(f))).toHaveLength(1);
    expect(result.files).toContain('index.html');
  });

  it('links only relative URLs from index.html, with a CSP and no inline script', async () => {
    const html = await readFile(path.join(out, 'index.html'), 'utf8');
    const [head, body] = html.split('</head>') as [string, string];
    // The stylesheet and the head script as tags; the scripts the head script runs (index data, app) and fetches for deep links on its tag.
    const scripts = pageScripts(html);
    const urls = [...head.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!).filter((u) => u !== 'data:,');
    expect(urls.length).toBe(2);
    expect(scripts.run.length).toBe(2);
    expect(html).toContain('<link rel="icon" href="data:,">');
    for (const url of [...urls, ...scripts.run, scripts.docs, ...Object.values(scripts.routes)])
      expect(url).toMatch(/^assets\/[\w-]+\.(js|css)$/);
    // The pre-rendered landing links to routes of the site and to files beside index.html.
    const links = [...body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(links).toContain('#/primary-user');
    for (const url of links) expect(url).toMatch(/^(#\/|assets\/|openapi\.json$)/);
    expect(html).toContain('http-equiv="Content-Security-Policy"');
    expect(html).toContain("script-src 'self'");
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('references no other origin from HTML attributes or CSS url()', async () => {
    const files = await readdir(out, { recursive: true });
    const external = /(?:\burl\(|\b(?:src|href)=)\s*["']?(?:[a-z][a-z0-9+.-]*:)?\/\//g;
    for (const rel of files.filter((f) => /\.(html|css)$/.test(String(f)))) {
      const text = await readFile(path.join(out, String(rel)), 'utf8');
      expect(text.match(external) ?? [], String(rel)).toEqual([]);
    }
  });

  it('is reproducible: the same content gives byte-identical files', async () => {
    const again = path.join(path.dirname(out), 'again');
    const second = await build({ dir: PAM_CONTENT, out: again });
    expect(second.files).toEqual(result.files);
    for (const rel of result.files) {
      expect(await readFile(path.join(again, rel)), rel).toEqual(await readFile(path.join(out, rel)));
    }
  });
});
