/**
 * The `url` module of the bundled httpsnippet (src/model/code/snippet-url.ts,
 * put in place by scripts/compile.mjs so that no build calls Node's
 * deprecated `url.parse()`, DEP0169): it parses and formats as Node's legacy
 * API does, field by field, for every URL it accepts and refuses the others;
 * and the samples the compiled job bundle makes with it are, to the byte,
 * those httpsnippet makes with Node's `url` (its own, from node_modules, as
 * these tests import it).
 */
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'node:querystring';
import url from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateCorpus } from '../../bench/gen-corpus.mjs';
import { SAMPLE_ORIGIN } from '../../src/model/code/base-url.js';
import type { CodeInput, EndpointCode } from '../../src/model/code/endpoint-code.js';
import { renderSamples } from '../../src/model/code/samples.js';
import { format, parse } from '../../src/model/code/snippet-url.js';
import type { EndpointDocument } from '../../src/parse/documents.js';
import { loadContent } from '../../src/parse/load.js';
import { RunMemo } from '../../src/shared/jobs/run-memo.js';
import { Session } from '../../src/shared/session.js';
import { PAM_CONTENT, ROOT } from '../helpers/content.js';

/** Node's legacy `url.parse(text, true, true)` as plain fields (httpsnippet spreads its result). */
const legacyParse = (text: string) => ({ ...url.parse(text, true, true) });

/** URLs of the kind the samples give httpsnippet (the origin and an encoded path), and the other forms an http(s) URL with a plain host takes. */
const ACCEPTED = [
  SAMPLE_ORIGIN,
  `${SAMPLE_ORIGIN}/`,
  `${SAMPLE_ORIGIN}/v1/users/PAMDOCSSLOT0X/orders`,
  `${SAMPLE_ORIGIN}/v1/PAMDOCSSLOT0X:cancel`,
  `${SAMPLE_ORIGIN}/it%27s/caf%C3%A9/%7B/a%7Cb%22c/%25zz/%41`,
  `${SAMPLE_ORIGIN}/$HOME/~user/a&b=c/(x)*+,;=:@!/.-_`,
  `${SAMPLE_ORIGIN}/a/./b/../c//d/`,
  `${SAMPLE_ORIGIN}/PAMDOCSPATH`,
  'https://API.Example.COM/Path/Kept',
  'HTTP://example.com:8080/x',
  'https://example.com:/x',
  'https://example.com:443',
  'https://example.com?a=1&a=2&b=&c',
  'https://example.com/x?q=%20a+b&r=%E2%9C%93#frag?not=query',
  'https://example.com/x#',
  'https://example.com/x?',
  'https://example.com#h',
  "https://example.com/raw\"quote'<angle>^caret`tick{brace|pipe}?q={x}#{y}",
  'https://example.com/ünïcode/路径?ключ=значение',
  'https://a..b./x',
  `https://${'a'.repeat(255)}/x`,
];

/** What the module refuses: what Node's legacy parser trims, drops, turns into slashes, or reads as something other than a plain host. */
const REFUSED = [
  '',
  '/relative/path',
  '//example.com/x',
  'ftp://example.com/x',
  'mailto:someone@example.com',
  'https://user:pass@example.com/x',
  'https://[::1]:8080/x',
  'https://bücher.de/x',
  'https://under_score.com/x',
  'https://example.com:80a/x',
  ' https://example.com/x',
  'https://example.com/x ',
  'https://example.com/a b',
  'https://example.com/a\tb',
  'https://example.com/a\\b',
  'https://example.com/a\u00a0b',
  'https://example.com/a\u0001b',
  `https://${'a'.repeat(256)}/x`,
];

describe("the bundled httpsnippet's url module", () => {
  it.each(ACCEPTED)('parses %j as url.parse(text, true, true) does, field by field', (text) => {
    expect(parse(text, true)).toStrictEqual(legacyParse(text));
    expect({ ...parse(text, false) }).toStrictEqual({ ...url.parse(text, false, true) });
  });

  it.each(REFUSED)('refuses %j rather than read it differently', (text) => {
    expect(() => parse(text, true)).toThrow(TypeError);
  });

  it.each(ACCEPTED)('formats the fields of %j as url.format does, as they are and as httpsnippet changes them', (text) => {
    const parsed = parse(text, true);
    expect(format(parsed)).toBe(url.format(parsed));
    // What httpsnippet formats: the URL without its query, then with the query of the request's queryString.
    const withoutQuery = { ...parsed, query: null, search: null };
    expect(format(withoutQuery)).toBe(url.format(withoutQuery));
    const query = { ...(parsed.query as object), added: ['1', '#2'], 'sp ace': 'PAMDOCSSLOT3X' };
    const search = stringify(query);
    const withQuery = { ...parsed, query, search, path: `${parsed.pathname}?${search}` };
    expect(format(withQuery)).toBe(url.format(withQuery));
    const emptySearch = { ...parsed, query: {}, search: '', path: parsed.pathname };
    expect(format(emptySearch)).toBe(url.format(emptySearch));
    const pathname = { ...parsed, pathname: 'no/slash?and#hash', search: 'a=1#b', hash: 'h', host: null, port: '8080' };
    expect(format(pathname)).toBe(url.format(pathname));
  });

  it('refuses to format fields of a URL it does not parse', () => {
    expect(() => format({ protocol: 'mailto:', pathname: 'someone@example.com' })).toThrow(TypeError);
    expect(() => format({ protocol: 'https:', pathname: '/x' })).toThrow(TypeError);
    expect(() => format({ protocol: 'https:', host: 'example.com', auth: 'user:pass' })).toThrow(TypeError);
  });
});

/** The code job of the compiled bundle (npm run compile), whose httpsnippet uses the module. */
const bundledJob = () => createRequire(import.meta.url)(path.join(ROOT, 'dist/model/code/job.cjs')) as { run(input: CodeInput, memo: RunMemo): EndpointCode };

/** Endpoints of the content folder `dir`. */
async function endpoints(dir: string): Promise<EndpointDocument['data'][]> {
  const content = await loadContent(dir, os.tmpdir(), { session: new Session() });
  return content.documents.flatMap((d) => (d.kind === 'endpoint' ? [d.data] : []));
}

/** How many endpoints' samples were compared; fails on the first the bundle makes otherwise than httpsnippet with Node's `url`. */
function expectBundledSamplesAsNodes(eps: EndpointDocument['data'][]): number {
  const { run } = bundledJob();
  const credentials = [
    { in: 'header' as const, name: 'Authorization', value: 'Bearer <token>' },
    { in: 'query' as const, name: 'api_key', value: '<api key>' },
    { in: 'cookie' as const, name: 'session', value: '<session id>' },
  ];
  for (const sent of [[], credentials]) {
    const [bundled, node] = [new RunMemo(), new RunMemo()];
    for (const ep of eps) {
      expect(run({ data: ep, credentials: sent }, bundled).samples, `${ep.method} ${ep.path}`).toStrictEqual(renderSamples(ep, sent, node));
    }
  }
  return eps.length;
}

describe('code samples of the compiled job bundle', () => {
  it('are those httpsnippet makes with Node’s url, to the byte, for every PAM endpoint', async () => {
    expect(expectBundledSamplesAsNodes(await endpoints(PAM_CONTENT))).toBe(53);
  });

  it('are those httpsnippet makes with Node’s url, for 400 generated endpoints and paths with any character a path may hold', async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-snippet-url-'));
    try {
      await generateCorpus(400, path.join(work, 'content'));
      expect(expectBundledSamplesAsNodes(await endpoints(path.join(work, 'content')))).toBe(400);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
    const pam = await endpoints(PAM_CONTENT);
    const paths = ['/', '/a', '/v1/{name}:cancel', "/it's", '/say"hi"', '/a&b=c', '/x<y>', '/back\\slash', '/$HOME/~user', '/café/ü', '/q?x', '/#frag', '/%zz/%41', '/a|b^c`d', '/[x]', '/a{b', '/a/./b/../c', '/PAMDOCSPATH/{id}'];
    const eps = pam.flatMap((template) => paths.map((p) => ({ ...template, path: p })));
    expect(expectBundledSamplesAsNodes(eps)).toBe(53 * paths.length);
  });
});
