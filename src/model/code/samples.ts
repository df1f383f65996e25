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
import { highlight, type HighlightLanguage } from './highlight.js';

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
  const path = ep.path.replace(/\{([^{}]+)\}/g, (_m, name: string) => placeholder(`{${name}}`));
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
    const html = highlight(code, grammar, memo);
    return html === null ? { language, label, code } : { language, label, html };
  });
}
