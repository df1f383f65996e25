/**
 * What the build generates for the reader's tools, on the PAM content: the
 * samples runtime and highlighted examples, the search index, the error catalogue,
 * and the landing page's weight budget.
 */
import MiniSearch from 'minisearch';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFiles, type SiteBuild } from '../../src/pipeline/site-build.js';
import type { Endpoint } from '../../src/shared/site-model.js';
import {
  DATA_CALLBACK,
  rankHits,
  SEARCH_OPTIONS,
  type ErrorCatalogue,
  type SearchData,
  type SearchHit,
  type SiteIndex,
} from '../../src/shared/page-protocol.js';
import { PAM_CONTENT, tempContent, useTempContent } from '../helpers/content.js';
import { Session } from '../../src/shared/session.js';
import { pageScripts } from '../helpers/page-scripts.js';

let site: SiteBuild & { files: Map<string, string | Uint8Array> };
beforeAll(async () => {
  const built = await buildFiles({ dir: PAM_CONTENT });
  expect(built.ok).toBe(true);
  site = built as typeof site;
});

const endpoints = (): Endpoint[] => site.model!.groups.flatMap((g) => g.endpoints);
const endpoint = (id: string): Endpoint => endpoints().find((e) => e.id === id)!;

/** The payload a data script delivers (`window[DATA_CALLBACK](key, payload)`). */
function payloadOf<T>(file: string): T {
  const text = String(site.files.get(file));
  const prefix = `window[${JSON.stringify(DATA_CALLBACK)}](`;
  expect(text.startsWith(prefix)).toBe(true);
  return JSON.parse(text.slice(text.indexOf(',', prefix.length) + 1, text.lastIndexOf(');'))) as T;
}

/** The text of the hashed script `assets/<name>-<hash>.js`. */
function scriptText(name: string): string {
  const file = [...site.files.keys()].find((f) => new RegExp(`^assets/${name}-[0-9a-f]+\\.js$`).test(f))!;
  return String(site.files.get(file));
}

function index(): SiteIndex {
  const text = scriptText('index');
  return JSON.parse(text.slice(text.indexOf('=') + 1, text.lastIndexOf(';'))) as SiteIndex;
}

describe('code samples and examples', () => {
  it("ships no generated sample and no highlighted markup: a group payload holds its base URL, each endpoint's written samples, and its examples as written", () => {
    expect(endpoints()).toHaveLength(53);
    for (const group of index().groups) {
      const payload = payloadOf<{ baseUrl: string; endpoints: Endpoint[] }>(group.asset);
      expect(payload.baseUrl).toBe('https://api.example.com');
      for (const ep of payload.endpoints) {
        expect(ep.codeSamples, ep.id).toEqual([]);
        expect(Object.keys(ep)).not.toContain('samples');
        const model = endpoint(ep.id);
        for (const [i, r] of ep.responses.entries())
          expect(
            r.content.map((m) => m.example),
            ep.id,
          ).toEqual(model.responses[i]!.content.map((m) => m.example));
      }
    }
    expect(scriptText('samples')).toContain('__pamdocsSamples');
    for (const group of index().groups) expect(String(site.files.get(group.asset))).not.toContain('hljs');
  });

  const temps = useTempContent();
  it('gives the group pages the configured apiBaseUrl', async () => {
    const temp = temps(await tempContent());
    await temp.edit('pamdocs.yaml', /^siteTitle:/m, 'apiBaseUrl: https://api.example.org/v1?a=1&b=2/\nsiteTitle:');
    const built = await buildFiles({ dir: temp.dir, session: new Session() });
    expect(built.diagnostics).toEqual([]);
    const group = built.model!.groups[0]!;
    const text = [...built.files!.entries()].find(([file]) => file.startsWith(`assets/group-${group.id}-`))![1];
    expect(String(text)).toContain('"baseUrl":"https://api.example.org/v1?a=1&b=2"');
  });

  it('refuses an apiBaseUrl that is not an absolute http(s) URL, at its line', async () => {
    const temp = temps(await tempContent());
    await temp.edit('pamdocs.yaml', /^siteTitle:/m, 'apiBaseUrl: "javascript:alert(1)"\nsiteTitle:');
    const built = await buildFiles({ dir: temp.dir, session: new Session() });
    expect(built.ok).toBe(false);
    expect(built.diagnostics).toMatchObject([{ file: expect.stringContaining('pamdocs.yaml'), line: 1, severity: 'error' }]);
    expect(built.diagnostics[0]!.message).toMatch(/absolute http\(s\) URL/);
  });
});

/** The index the search dialog makes of the site's search script: its documents added with the shared options. */
function searchIndex(): MiniSearch<SearchHit> {
  const search = new MiniSearch<SearchHit>(SEARCH_OPTIONS);
  search.addAll(payloadOf<SearchData>(index().assets.search).documents);
  return search;
}

describe('search index', () => {
  it('holds every endpoint and entity, and ranks a misspelled title first', () => {
    const search = searchIndex();
    // 53 endpoints, their 12 groups, 14 entities and an entry per error of the catalogue (status, message and description).
    const errors = new Set(endpoints().flatMap((ep) => ep.errors.map((e) => JSON.stringify([e.status, e.message ?? '', e.description]))));
    expect(search.documentCount).toBe(53 + site.model!.groups.length + 14 + errors.size);
    expect(site.model!.groups.length).toBe(12);
    const [hit] = search.search('remve from crt') as unknown as SearchHit[];
    expect(hit).toMatchObject({ kind: 'endpoint', title: 'Remove from Cart', method: 'POST', section: 'Cart' });
    expect(hit!.to).toMatch(/^\/cart\?scroll=[a-z0-9-]+$/);
    // Parameter names and paths are searchable too.
    expect((search.search('membershipId') as unknown as SearchHit[]).length).toBeGreaterThan(3);
    // A singular finds the plural and an exact title (plurals aside) comes first: the group, then its endpoints.
    const carts = rankHits(search.search('carts') as unknown as SearchHit[], 'carts');
    expect(carts[0]).toMatchObject({ kind: 'group', title: 'Cart', method: null, to: '/cart' });
    expect(carts.map((h) => h.title)).toEqual(expect.arrayContaining(['Get User Cart', 'Add to Cart', 'Remove from Cart']));
    expect(rankHits(search.search('add-item-to-cart') as unknown as SearchHit[], 'add-item-to-cart')[0]?.title).toBe('Add to Cart');
    const [entity] = search.search('PharmaStores') as unknown as SearchHit[];
    expect(entity).toMatchObject({
      kind: 'entity',
      method: null,
      detail: 'PharmaStores',
      to: expect.stringMatching(/^\/\?tab=data-model&scroll=entity-/),
    });
  });
});

describe('error catalogue', () => {
  it('lists every documented error by status, with the reason phrase and the endpoint', () => {
    const { errors } = payloadOf<ErrorCatalogue>(index().assets.errors);
    const documented = endpoints().flatMap((ep) => ep.errors);
    expect(errors).toHaveLength(documented.length);
    expect(errors.map((e) => e.status)).toEqual([...errors.map((e) => e.status)].sort((a, b) => a - b));
    expect(errors.find((e) => e.status === 404)?.statusText).toBe('Not Found');
    for (const e of errors) {
      const [route, anchor] = e.to.split('?scroll=');
      const ep = endpoint(anchor!);
      expect(
        ep.errors.some((x) => x.status === e.status && (x.message ?? '') === e.message),
        e.to,
      ).toBe(true);
      expect(site.model!.groups.find((g) => g.id === ep.groupId)!.route).toBe(route);
    }
  });

  it('gives the first row of each entry (one error that several endpoints may return) an anchor that search leads to', () => {
    const { errors } = payloadOf<ErrorCatalogue>(index().assets.errors);
    const key = (e: (typeof errors)[number]): string => JSON.stringify([e.status, e.message, e.description]);
    const anchored = errors.filter((e, i) => i === 0 || key(errors[i - 1]!) !== key(e));
    // An entry's rows are adjacent: each error is anchored once, on its first row only.
    expect(anchored.length).toBe(new Set(errors.map(key)).size);
    expect(errors.filter((e) => e.anchor).map(key)).toEqual(anchored.map(key));
    expect(new Set(anchored.map((e) => e.anchor)).size).toBe(anchored.length);
    const otp = errors.filter((e) => e.message === 'OTP has expired.');
    expect(otp.map((e) => e.title)).toEqual(['Verify OTP for Membership ID', 'Validate OTP for Email']);
    expect(otp[0]!.anchor).toBe('400-otp-has-expired');

    const search = searchIndex();
    const hits = rankHits(search.search('otp has expired') as unknown as SearchHit[], 'otp has expired');
    expect(hits[0]).toEqual({
      id: 'error:400-otp-has-expired',
      kind: 'error',
      title: 'OTP has expired.',
      method: null,
      detail: '400 Bad Request',
      section: 'Error catalogue',
      to: '/errors?scroll=400-otp-has-expired',
      score: expect.any(Number),
      terms: expect.any(Array),
      queryTerms: expect.any(Array),
      match: expect.any(Object),
    });
  });
});

describe('landing weight and start-up (performance issue)', () => {
  it('the landing page loads at most 90 KB of JS and CSS, gzip, and no docs script, group, entity, search or catalogue data', () => {
    const html = String(site.files.get('index.html'));
    const tags = [...html.matchAll(/(?:src|href)="(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    const loaded = [...tags, ...pageScripts(html).run];
    expect(loaded.map((f) => f.replace(/-[0-9a-f]+\./, '.')).sort()).toEqual([
      'assets/app.css',
      'assets/app.js',
      'assets/head.js',
      'assets/index.js',
    ]);
    const bytes = loaded.reduce((n, f) => n + gzipSync(site.files.get(f)!, { level: 9 }).length, 0);
    expect(bytes, `landing JS+CSS gzip: ${bytes} bytes`).toBeLessThanOrEqual(90_000);
  });

  it('the app script asks the browser to compile it as it streams in; the search runtime, loaded later, does not', () => {
    expect(scriptText('app').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(scriptText('search')).not.toContain('allFunctionsCalledOnLoad');
  });
});
