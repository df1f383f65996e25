/**
 * The `url` module of the httpsnippet that pamdocs bundles (`scripts/compile.mjs`
 * resolves httpsnippet's `require("url")` here; nothing in `src/` imports it).
 *
 * httpsnippet (3.0.10, and its main branch) splits a request's URL with Node's
 * legacy `url.parse(url, true, true)` and puts it back with `url.format`. Node 24
 * deprecates `url.parse()` at run time (DEP0169) for every caller outside
 * `node_modules/`, which the bundle is: every build and serve that made code
 * samples printed a DeprecationWarning. This module gives httpsnippet the two
 * functions it calls, without Node's legacy parser: `parse` splits an absolute
 * http(s) URL by RFC 3986 (appendix B) into the fields `url.parse` gives, and
 * `format` joins them as `url.format` does.
 *
 * It takes what `renderSamples` (`./samples.ts`) hands httpsnippet: the sample
 * origin and a path that `encodePath` made a URL path, so `parse` accepts
 * an http(s) URL whose host is a plain DNS name (optionally with a port) and
 * whose text holds no whitespace or backslash, where Node's legacy parser and
 * RFC 3986 agree; for those its result equals `url.parse`'s field by field
 * (`tests/unit/snippet-url.test.ts` holds it so, and the samples it makes to
 * the bytes of httpsnippet with Node's `url`). Any other URL is an error,
 * never a URL read differently.
 */
import { parse as parseQuery, stringify as stringifyQuery, type ParsedUrlQuery } from 'node:querystring';

/** The fields of Node's legacy `Url`, as `url.parse(text, parseQueryString)` sets them, in its order. */
export interface LegacyUrl {
  protocol: string | null;
  slashes: boolean | null;
  auth: string | null;
  host: string | null;
  port: string | null;
  hostname: string | null;
  hash: string | null;
  search: string | null;
  query: string | ParsedUrlQuery | null;
  pathname: string | null;
  path: string | null;
  href: string;
}

/**
 * An absolute http(s) URL this module reads: scheme, `//`, a host of DNS
 * name characters (at most 255, as Node's legacy parser keeps) with an
 * optional port, then path, query and fragment (RFC 3986 appendix B), with
 * no whitespace, control character or backslash anywhere (the legacy parser
 * trims, drops or turns those into slashes).
 */
const HTTP_URL = /^(https?:)\/\/([A-Za-z0-9.-]{1,255})(?::([0-9]*))?([/?#][^\x00-\x20\x7F\s\\]*)?$/iu;

/** What Node's legacy parser escapes in the path, query and fragment even where `encodeURIComponent` would not (its `autoEscapeStr`). */
const AUTO_ESCAPE: Readonly<Record<string, string>> = {
  '"': '%22',
  "'": '%27',
  '<': '%3C',
  '>': '%3E',
  '^': '%5E',
  '`': '%60',
  '{': '%7B',
  '|': '%7C',
  '}': '%7D',
};

/**
 * `url.parse(text, parseQueryString)` of Node's legacy API (`slashesDenoteHost`
 * makes no difference to an absolute URL), for an absolute http(s) URL of the form
 * {@link HTTP_URL} describes.
 * @throws TypeError on any other text
 */
export function parse(text: string, parseQueryString = false): LegacyUrl {
  const m = HTTP_URL.exec(text);
  if (m === null) throw new TypeError(`pamdocs' httpsnippet reads absolute http(s) URLs with a plain host only, not ${JSON.stringify(text)}`);
  const protocol = m[1]!.toLowerCase();
  const hostname = m[2]!.toLowerCase();
  const port = m[3] ? m[3] : null;
  const rest = (m[4] ?? '').replace(/["'<>^`{|}]/gu, (ch) => AUTO_ESCAPE[ch]!);
  const hashAt = rest.indexOf('#');
  const beforeHash = hashAt === -1 ? rest : rest.slice(0, hashAt);
  const hash = hashAt === -1 ? null : rest.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const pathname = (queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)) || '/';
  const search = queryAt === -1 ? null : beforeHash.slice(queryAt);
  const query = search === null ? (parseQueryString ? (Object.create(null) as ParsedUrlQuery) : null) : parseQueryString ? parseQuery(search.slice(1)) : search.slice(1);
  const url: LegacyUrl = {
    protocol,
    slashes: true,
    auth: null,
    host: port === null ? hostname : `${hostname}:${port}`,
    port,
    hostname,
    hash,
    search,
    query,
    pathname,
    path: pathname + (search ?? ''),
    href: '',
  };
  url.href = format(url);
  return url;
}

/** The fields {@link format} reads: those of {@link LegacyUrl}, any of them missing. */
export type UrlFields = Partial<Omit<LegacyUrl, 'href'>> & { href?: string | null };

/**
 * `url.format(fields)` of Node's legacy API, for the fields of an http(s) URL
 * {@link parse} gave (or those with `query`, `search`, `path` replaced, as
 * httpsnippet does): protocol, `//`, host, the path with `#` and `?`
 * escaped, the search (or the query object stringified), the fragment.
 * @throws TypeError on fields of another kind of URL (a user name, no host, another scheme)
 */
export function format(fields: UrlFields): string {
  const protocol = fields.protocol ? (fields.protocol.endsWith(':') ? fields.protocol : `${fields.protocol}:`) : '';
  const host = fields.host || (fields.hostname ? fields.hostname + (fields.port ? `:${fields.port}` : '') : '');
  if (!/^https?:$/iu.test(protocol) || host === '' || fields.auth) {
    throw new TypeError(`pamdocs' httpsnippet formats http(s) URLs with a host and no user name only, not ${JSON.stringify(fields)}`);
  }
  let pathname = (fields.pathname ?? '').replace(/[#?]/gu, (ch) => (ch === '#' ? '%23' : '%3F'));
  if (pathname !== '' && !pathname.startsWith('/')) pathname = `/${pathname}`;
  const query = fields.query !== null && typeof fields.query === 'object' ? stringifyQuery(fields.query) : '';
  let search = (fields.search || (query && `?${query}`) || '').replace(/#/gu, '%23');
  if (search !== '' && !search.startsWith('?')) search = `?${search}`;
  let hash = fields.hash ?? '';
  if (hash !== '' && !hash.startsWith('#')) hash = `#${hash}`;
  return `${protocol}//${host}${pathname}${search}${hash}`;
}
