/**
 * Code samples of an endpoint, generated at build time from its frontmatter
 * by httpsnippet (HAR request → curl, JavaScript fetch, Python requests and
 * Java java.net.http) and highlighted by {@link highlight}. They call
 * `SAMPLE_ORIGIN`, replaced by the configured base URL at assembly.
 */
import { HTTPSnippet, type HarRequest } from 'httpsnippet';
import type { RunMemo } from '../../shared/jobs/run-memo.js';
import type { CodeSample, SampleLanguage } from '../../shared/site-model.js';
import type { EndpointFrontmatter } from '../../parse/schemas.js';
import type { SampleCredential } from './credentials.js';
import { SAMPLE_ORIGIN } from './base-url.js';
import { highlight, MAX_HIGHLIGHTED_CHARS, type HighlightLanguage } from './highlight.js';

/** The targets, in the order the switcher shows them (issue: curl, fetch, requests, java.net.http). */
const TARGETS: readonly { language: SampleLanguage; label: string; target: string; client: string; grammar: HighlightLanguage }[] = [
  { language: 'curl', label: 'curl', target: 'shell', client: 'curl', grammar: 'bash' },
  { language: 'javascript', label: 'JavaScript', target: 'javascript', client: 'fetch', grammar: 'javascript' },
  { language: 'python', label: 'Python', target: 'python', client: 'requests', grammar: 'python' },
  { language: 'java', label: 'Java', target: 'java', client: 'nethttp', grammar: 'java' },
];

/**
 * The longest request body a sample writes out, in characters (2 KiB). A
 * longer one (the payload of a big API's webhook) is read from a file named
 * for its media type, the example shown above the samples, so the four
 * samples do not each carry a copy of it.
 */
export const MAX_INLINE_BODY_CHARS = 2 * 1024;

/** What httpsnippet is given as a body that the samples read from a file. */
const BODY_SLOT = 'PAMDOCSBODY';

/** How each language reads the body from `file`: its literal of {@link BODY_SLOT} replaced, and lines said first. */
const FROM_FILE: Record<SampleLanguage, (file: string) => { literal: string; read: string; first: string }> = {
  curl: (file) => ({ literal: BODY_SLOT, read: `@${file}`, first: `# ${file} holds the request body (the example above)` }),
  javascript: (file) => ({ literal: `'${BODY_SLOT}'`, read: `await readFile('${file}', 'utf8')`, first: `import { readFile } from 'node:fs/promises';\n// ${file} holds the request body (the example above)` }),
  python: (file) => ({ literal: `"${BODY_SLOT}"`, read: `open("${file}", "rb").read()`, first: `# ${file} holds the request body (the example above)` }),
  java: (file) => ({ literal: `ofString("${BODY_SLOT}")`, read: `ofFile(java.nio.file.Path.of("${file}"))`, first: `// ${file} holds the request body (the example above)` }),
};

/** The file a long body of `contentType` is read from. */
const bodyFile = (contentType: string) => (/json/i.test(contentType) ? 'body.json' : /xml/i.test(contentType) ? 'body.xml' : 'body.txt');

/** The parts of a multipart body: its fields, or the top-level properties of its schema; `file` for binary ones. */
function formParts(body: NonNullable<EndpointFrontmatter['requestBody']>): { name: string; file: boolean }[] {
  if (body.fields.length > 0) return body.fields.map((f) => ({ name: f.name, file: /file/i.test(f.type) }));
  return Object.entries(body.schema?.properties ?? {}).map(([name, p]) => ({ name, file: p.format === 'binary' || (p.type === 'array' && p.items?.format === 'binary') }));
}

/**
 * A URL-safe stand-in for the i-th `{name}` placeholder: httpsnippet refuses
 * braces in a URL and would percent-encode them in a query string.
 */
const slot = (i: number): string => `PAMDOCSSLOT${i}X`;

/** Characters a URL's path holds as they are (RFC 3986 `pchar` and `/`), with the braces of `{name}` placeholders. */
const PATH_CHARS = String.raw`\w\-.~!$&()*+,;=:@%{}/`;
/** What a path may not hold as it is: another character, or a `%` that starts no escape. */
const NOT_PATH = new RegExp(`%(?![0-9A-Fa-f]{2})|[^${PATH_CHARS}]`, 'gu');

/**
 * `path` as a URL's path (RFC 3986): what a path may not hold as it is
 * (non-ASCII text, quotes, `|`, a `%` that starts no escape...) percent-encoded;
 * `{name}` placeholders kept. A path of valid frontmatter may hold such
 * characters, and httpsnippet refuses a request whose URL is not a URI.
 */
function encodePath(path: string): string {
  const escape = (ch: string) => {
    if (ch === "'") return '%27'; // valid in a URI, but it would end curl's quoted URL
    try {
      return encodeURIComponent(ch);
    } catch {
      return '%EF%BF%BD'; // a lone surrogate: U+FFFD, as a UTF-8 decoder reads it
    }
  };
  return path.replace(NOT_PATH, escape);
}

/** A stand-in for a request's path while its sample is highlighted: letters, as plain inside a string as a path is. */
const PATH_SLOT = '/PAMDOCSPATH';
/** A path of {@link PATH_CHARS} only: every sample grammar shows it as plain text inside the string holding the URL. */
const PLAIN_PATH = new RegExp(`^/[${PATH_CHARS}]*$`);
/** The URL's path in a sample, in a string: after a quote and the origin, up to a query or a quote. */
const EMITTED_PATH = new RegExp(`['"]${SAMPLE_ORIGIN.replace(/[.]/g, '\\.')}(\\/[^?'"\\s]*)['"?]`);

/**
 * `code` highlighted as `grammar`, through the run's `memo`. Samples of
 * endpoints that differ only in their path share one highlighting: the
 * path, plain text inside the URL's string in every grammar (a URL out of
 * quotes, as curl's without a query, is not: bash highlights words in it), is replaced
 * by {@link PATH_SLOT} for it and put back, escaped as highlight.js escapes
 * text, in the HTML. A path with other characters, or a slot that the
 * highlighted HTML does not hold once per URL, is highlighted as it is.
 */
function highlightSample(code: string, grammar: HighlightLanguage, memo: RunMemo): string | null {
  const direct = () => highlight(code, grammar, memo);
  const path = EMITTED_PATH.exec(code)?.[1];
  if (path === undefined || code.length > MAX_HIGHLIGHTED_CHARS || !PLAIN_PATH.test(path) || code.includes(PATH_SLOT)) return direct();
  const url = `${SAMPLE_ORIGIN}${path}`;
  const slotted = `${SAMPLE_ORIGIN}${PATH_SLOT}`;
  const urls = code.split(url).length - 1;
  if (urls !== code.split(SAMPLE_ORIGIN).length - 1) return direct();
  const parts = highlight(code.replaceAll(url, slotted), grammar, memo)?.split(slotted);
  if (parts === undefined || parts.length - 1 !== urls) return direct();
  return parts.join(`${SAMPLE_ORIGIN}${path.replaceAll('&', '&amp;')}`);
}

/**
 * The samples of one endpoint: path and query parameters appear as `{name}`,
 * the `credentials` (those of its first security requirement) with placeholder values, and
 * the request body example (or, for multipart forms, one part per field; a
 * body over {@link MAX_INLINE_BODY_CHARS} is read from a file), highlighted
 * through the run's `memo`.
 * @throws Error from httpsnippet only on a request it cannot represent (not expected for valid frontmatter)
 */
export function renderSamples(ep: EndpointFrontmatter, credentials: readonly SampleCredential[], memo: RunMemo): CodeSample[] {
  const names: string[] = [];
  const placeholder = (name: string): string => slot(names.push(name) - 1);
  const path = encodePath(ep.path)
    .replace(/\{([^{}]+)\}/g, (_m, name: string) => placeholder(`{${name}}`))
    .replace(/[{}]/g, encodeURIComponent);
  const body = ep.requestBody;
  const multipart = body?.contentType.startsWith('multipart/form-data') ?? false;
  const fromFile = !multipart && body !== undefined && (body.example?.length ?? 0) > MAX_INLINE_BODY_CHARS ? bodyFile(body.contentType) : undefined;
  const sent = (where: SampleCredential['in']) => credentials.filter((c) => c.in === where).map(({ name, value }) => ({ name, value }));
  const headers = [...sent('header'), ...(body && !multipart ? [{ name: 'Content-Type', value: body.contentType }] : [])];
  const request: HarRequest = {
    method: ep.method,
    url: SAMPLE_ORIGIN + path,
    httpVersion: 'HTTP/1.1',
    headers,
    queryString: [...ep.parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, value: placeholder(`{${p.name}}`) })), ...sent('query')],
    cookies: sent('cookie'),
    headersSize: -1,
    bodySize: -1,
    postData: !body
      ? undefined
      : multipart
        ? {
            mimeType: body.contentType,
            params: formParts(body).map(({ name, file }) => (file ? { name, fileName: `${name}.pdf` } : { name, value: '' })),
          }
        : { mimeType: body.contentType, text: fromFile ? BODY_SLOT : (body.example ?? '') },
  };
  const snippet = new HTTPSnippet(request);
  const restore = (code: string): string => code.replace(/PAMDOCSSLOT(\d+)X/g, (_m, i: string) => names[Number(i)] ?? '');
  return TARGETS.map(({ language, label, target, client, grammar }) => {
    const converted = snippet.convert(target as never, client);
    let code = restore(typeof converted === 'string' ? converted : '').replace(/\s+$/, '');
    if (fromFile) {
      const { literal, read, first } = FROM_FILE[language](fromFile);
      code = `${first}\n${code.replace(literal, read)}`;
    }
    const html = highlightSample(code, grammar, memo);
    return html === null ? { language, label, code } : { language, label, html };
  });
}
