/**
 * The request an endpoint's samples send, made in the page from the
 * endpoint as the site model gives it: a request a reader can run. A path
 * parameter takes its example, default, const or first enum value, else
 * shows as `{name}`; a query, header or cookie parameter is sent when it is
 * required (its value, else `{name}`) or has an example, and left out
 * otherwise; the credentials of the first security requirement are sent
 * with placeholder values (`<token>`); the body is the main media type's
 * example, or for a multipart form one part per property.
 */
import type { Endpoint, JsonValue, Parameter, SchemaNode, SecurityScheme } from '../../../src/shared/site-model.js';
import type { SampleRequest } from '../../../src/shared/page-protocol.js';

/** A request, and how to put its `{name}` placeholders back into code written from it. */
export interface PreparedRequest {
  request: SampleRequest;
  /** `code` with each placeholder's URL-safe stand-in replaced by `{name}`. */
  restore(code: string): string;
}

/** A primitive value as text; undefined for none, null, an object or an array. */
function text(value: JsonValue | undefined): string | undefined {
  return value === undefined || value === null || typeof value === 'object' ? undefined : String(value);
}

/** The value a sample sends for `p`: its example, else its schema's example, default, const or first enum value. */
export function sampleValue(p: Parameter): string | undefined {
  const s = p.schema;
  return text(p.example ?? undefined) ?? text(s.example) ?? text(s.default) ?? text(s.const) ?? text(s.enum?.[0]);
}

/** Whether `p` has an example of its own or in its schema: an optional parameter is sent only then. */
const hasExample = (p: Parameter): boolean => text(p.example ?? undefined) !== undefined || text(p.schema.example) !== undefined;

/** Characters a URL path holds as they are (RFC 3986 `pchar` and `/`). */
const NOT_PATH = /%(?![0-9A-Fa-f]{2})|[^\w\-.~!$&()*+,;=:@%/]/gu;

/** `segment` of a path with what a path may not hold percent-encoded (a lone surrogate as U+FFFD), and `'`, which would end a shell's quoted URL. */
function encodePath(segment: string): string {
  return segment.replace(NOT_PATH, (ch) => {
    if (ch === "'") return '%27';
    try {
      return encodeURIComponent(ch);
    } catch {
      return '%EF%BF%BD';
    }
  });
}

/** Whether a form property is a file: binary, or a writer's `file` type. */
const isFile = (node: SchemaNode): boolean => node.format === 'binary' || /\bfile\b/i.test(node.type) || (node.items !== undefined && isFile(node.items));

/** The credentials `scheme` sends, with a placeholder value; none for mutual TLS. */
function credential(scheme: SecurityScheme | undefined): { in: 'header' | 'query' | 'cookie'; name: string; value: string } | undefined {
  const carrier = scheme?.carrier;
  if (!carrier) return undefined;
  const value = carrier.scheme === undefined ? '<api-key>' : carrier.scheme.toLowerCase() === 'basic' ? 'Basic <credentials>' : `${carrier.scheme} <token>`;
  return { in: carrier.in, name: carrier.name, value };
}

/**
 * The request of `ep` against `baseUrl` (absolute, no trailing slash), its
 * credentials from `schemes` (the site's, by id).
 */
export function requestOf(ep: Endpoint, baseUrl: string, schemes: readonly SecurityScheme[]): PreparedRequest {
  const names: string[] = [];
  // A stand-in every snippet writer keeps as it is, in a URL, a string or a header.
  const placeholder = (name: string): string => `PAMDOCSSLOT${names.push(`{${name}}`) - 1}X`;
  const byName = new Map(ep.parameters.map((p) => [`${p.in}:${p.name}`, p]));
  const path = ep.path
    .split(/(\{[^{}]+\})/)
    .map((part) => {
      const name = /^\{([^{}]+)\}$/.exec(part)?.[1];
      if (name === undefined) return encodePath(part);
      const p = byName.get(`path:${name}`);
      const value = p && sampleValue(p);
      return value === undefined ? placeholder(name) : encodeURIComponent(value);
    })
    .join('');
  const sent = (where: Parameter['in']) =>
    ep.parameters.flatMap((p) => {
      if (p.in !== where || (!p.required && !hasExample(p))) return [];
      return [{ name: p.name, value: sampleValue(p) ?? placeholder(p.name) }];
    });
  const credentials = (ep.security[0] ?? []).flatMap(({ scheme }) => credential(schemes.find((s) => s.id === scheme)) ?? []);
  const given = (where: 'header' | 'query' | 'cookie') => credentials.filter((c) => c.in === where).map(({ name, value }) => ({ name, value }));
  const media = ep.requestBody?.content[0];
  const multipart = media?.contentType.startsWith('multipart/form-data') ?? false;
  const headers = [...given('header'), ...sent('header').filter((h) => !given('header').some((c) => c.name.toLowerCase() === h.name.toLowerCase()))];
  if (media && !multipart) headers.push({ name: 'Content-Type', value: media.contentType });
  const request: SampleRequest = {
    method: ep.method,
    url: baseUrl + path,
    headers,
    queryString: [...sent('query'), ...given('query')],
    cookies: [...sent('cookie'), ...given('cookie')],
  };
  if (media) {
    request.postData = multipart
      ? { mimeType: media.contentType, params: (media.schema?.properties ?? []).map(({ name, schema }) => (isFile(schema) ? { name, fileName: `${name}.pdf` } : { name, value: '' })) }
      : { mimeType: media.contentType, text: media.example ?? '' };
  }
  return { request, restore: (code) => code.replace(/PAMDOCSSLOT(\d+)X/g, (_m, i: string) => names[Number(i)] ?? '') };
}
