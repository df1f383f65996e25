/**
 * How the Try it console sends a request (docs/guides/site.md, The Try it
 * console): only to the origins of the servers the API declares (the same
 * list the page's Content-Security-Policy allows), with `fetch`, without
 * the browser's cookies or referrer; and, when the browser gives no
 * response, what the API must allow, in words.
 */
import { originOf } from '../../../../src/shared/site-model.js';
import type { SampleRequest } from '../../../../src/shared/page-protocol.js';
import { BodyChunks } from './response-body.js';

/** How long a request may take before it is stopped (ms). */
export const TIMEOUT_MS = 60_000;

/** What came of a request: the response, or why there is none to show. */
export type Outcome =
  | {
      kind: 'response';
      status: number;
      statusText: string;
      ms: number;
      headers: [string, string][];
      contentType: string;
      /** The body, read a chunk at a time as the reader asks. */
      body: BodyChunks;
      /** The text of its first chunk. */
      start: string;
    }
  | { kind: 'blocked'; ms: number; summary: string; steps: string[] };

/** Request headers a cross-origin request sends without asking first (the Fetch standard's CORS-safelisted ones). */
const SAFELISTED = new Set(['accept', 'accept-language', 'content-language']);
/** Content types a cross-origin request sends without asking first. */
const SIMPLE_TYPES = /^(?:application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/i;

/** The hosts browsers trust over plain http (no mixed-content block). */
const LOOPBACK = /^(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/** The URL `request` goes to, its query included; undefined when it is no URL. */
export function urlOf(request: SampleRequest): URL | undefined {
  try {
    const url = new URL(request.url);
    for (const q of request.queryString) url.searchParams.append(q.name, q.value);
    return url;
  } catch {
    return undefined;
  }
}

/**
 * Why the console will not send `request`, as sentences; none when it may.
 * `missing`: the required fields left empty; `allowed`: the origins of the
 * API's servers.
 */
export function refusal(request: SampleRequest, allowed: readonly string[], missing: readonly string[]): string[] {
  if (missing.length > 0)
    return [`Fill in ${missing.map((m) => `\`${m}\``).join(', ')}: ${missing.length === 1 ? 'it is' : 'they are'} required.`];
  const url = urlOf(request);
  const origin = url && originOf(url.href);
  if (!url || !origin) return [`\`${request.url}\` is not an http(s) URL a request can go to.`];
  if (!allowed.includes(origin))
    return [`Requests go only to the servers this API declares (${allowed.join(', ')}): ${origin} is not one of them.`];
  if (location.protocol === 'https:' && url.protocol === 'http:' && !LOOPBACK.test(url.hostname)) {
    return [
      [
        `This page is served over HTTPS and ${origin} over plain HTTP: the browser blocks such a request (mixed content).`,
        'Choose a server with an https URL.',
      ].join(' '),
    ];
  }
  const bad = request.headers.find((h) => {
    try {
      new Headers().append(h.name, h.value);
      return false;
    } catch {
      return true;
    }
  });
  return bad ? [`The header \`${bad.name}\` holds a character no header may hold (a line break, or one beyond Latin-1).`] : [];
}

/**
 * Sends `request` (which {@link refusal} allowed), its file parts from
 * `files` (by part name); resolves with the response, read as text, or
 * with what the API must allow when the browser gives none. Never rejects.
 */
export async function send(request: SampleRequest, files: ReadonlyMap<string, File>): Promise<Outcome> {
  const headers = new Headers(request.headers.map((h): [string, string] => [h.name, h.value]));
  let body: BodyInit | undefined;
  const data = request.postData;
  if (data?.params) {
    const form = new FormData();
    for (const p of data.params) {
      const file = p.fileName === undefined ? undefined : files.get(p.name);
      if (file) form.append(p.name, file);
      else if (p.value !== undefined) form.append(p.name, p.value);
    }
    body = form;
  } else if (data && data.text !== '' && request.method !== 'GET' && request.method !== 'HEAD') body = data.text;
  const started = performance.now();
  // The Fetch standard's "forbidden methods" (CONNECT, TRACE, TRACK, in any case): fetch() refuses them before anything is sent.
  if (/^(?:CONNECT|TRACE|TRACK)$/i.test(request.method))
    return { kind: 'blocked', ms: 0, summary: `Browsers do not send ${request.method} requests; run the curl sample instead.`, steps: [] };
  const stop = new AbortController();
  const timer = window.setTimeout(() => stop.abort(), TIMEOUT_MS);
  try {
    const response = await fetch(urlOf(request)!, {
      method: request.method,
      headers,
      body,
      mode: 'cors',
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
      signal: stop.signal,
    });
    // As bytes: a body of megabytes is not decoded into one string on the main thread, only the chunks shown.
    const chunks = new BodyChunks(await response.blob());
    return {
      kind: 'response',
      status: response.status,
      statusText: response.statusText,
      ms: Math.round(performance.now() - started),
      headers: [...response.headers],
      contentType: response.headers.get('content-type') ?? '',
      body: chunks,
      start: await chunks.next(),
    };
  } catch {
    const ms = Math.round(performance.now() - started);
    if (stop.signal.aborted)
      return { kind: 'blocked', ms, summary: `No response within ${TIMEOUT_MS / 1000} s: the request was stopped.`, steps: [] };
    return { kind: 'blocked', ms, ...explanation(request) };
  } finally {
    window.clearTimeout(timer);
  }
}

/** Why a request the browser gave no response to may have failed, and what the API must allow for this page's origin. */
function explanation(request: SampleRequest): { summary: string; steps: string[] } {
  const url = urlOf(request)!;
  const page = location.origin;
  const asked = request.headers
    .map((h) => h.name.toLowerCase())
    .filter(
      (name) =>
        !SAFELISTED.has(name) &&
        !(name === 'content-type' && SIMPLE_TYPES.test(request.headers.find((h) => h.name.toLowerCase() === name)!.value)),
    );
  const preflight = asked.length > 0 || !['GET', 'HEAD', 'POST'].includes(request.method);
  const steps = [
    page === 'null'
      ? [
          'This page is opened from a file, so its origin is `null`:',
          'the API must answer with `Access-Control-Allow-Origin: null` or `*`, or serve these docs from a web server instead.',
        ].join(' ')
      : `answer every request from this site with the header \`Access-Control-Allow-Origin: ${page}\` (or \`*\`);`,
  ];
  if (preflight) {
    const allow = [...new Set(asked)];
    steps.push(
      `answer the browser's preflight request (\`OPTIONS ${url.pathname}\`) with a 2xx status, \`Access-Control-Allow-Methods: ${request.method}\`${allow.length > 0 ? ` and \`Access-Control-Allow-Headers: ${allow.join(', ')}\`` : ''}.`,
    );
  }
  return {
    summary: [
      `The browser gave no response from ${url.origin}: either the server could not be reached`,
      '(it is down, the address is wrong, or the network is offline), or the API does not allow this site to call it (CORS).',
      'To allow it, the API must:',
    ].join(' '),
    steps,
  };
}
