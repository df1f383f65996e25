/**
 * The request of an endpoint, made in the page from the endpoint as the
 * site model gives it: what its request samples send, and what its Try it
 * console sends with the values the reader gives ({@link RequestValues}).
 * A sample is a request a reader can run ({@link sampleValues}): a path
 * parameter takes its example, default, const or first enum value, else
 * shows as `{name}`; a query, header or cookie parameter is sent when it is
 * required (its value, else `{name}`) or has an example, and left out
 * otherwise, and so is a `querystring` one (OpenAPI 3.2: the whole query
 * string, its example serialized in its media type); the credentials of the first security requirement are sent
 * with placeholder values (`<token>`), once per header, query parameter or
 * cookie that carries them; the body is the main media type's
 * example, or for a multipart form one part per property.
 */
import type {
  Endpoint,
  JsonValue,
  Parameter,
  PropertyTree,
  SecurityScheme,
  TryIt,
  TryItEnvironment,
} from '../../../src/shared/site-model.js';
import { QUERYSTRING_TYPE, serverUrl } from '../../../src/shared/site-model.js';
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

/** Whether a media type is an HTML form's (`application/x-www-form-urlencoded`, parameters aside). */
const isForm = (contentType: string): boolean => /^application\/x-www-form-urlencoded\s*(?:;|$)/i.test(contentType);

/**
 * The whole query string `value` stands for in `contentType` (a
 * `querystring` parameter's): text as it is (an example's
 * `serializedValue`), an object of a form as `name=value` pairs (an
 * array's items each as a pair of its own), anything else as JSON.
 */
function queryText(value: JsonValue | undefined, contentType: string): string | undefined {
  if (value === undefined || value === null || typeof value === 'string') return value ?? undefined;
  if (!isForm(contentType) || typeof value !== 'object' || Array.isArray(value)) return JSON.stringify(value);
  const form = new URLSearchParams();
  for (const [name, v] of Object.entries(value))
    for (const item of Array.isArray(v) ? v : [v])
      form.append(name, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
  return form.toString();
}

/** The example of `p` as the text it sends, its own else its schema's: of a `querystring` parameter, the query string. */
function exampleText(p: Parameter): string | undefined {
  const own = p.example ?? undefined;
  return p.in === 'querystring'
    ? queryText(own ?? p.schema.example, p.contentType ?? QUERYSTRING_TYPE)
    : (text(own) ?? text(p.schema.example));
}

/** The value a sample sends for `p`: its example, else its schema's example, default, const or first enum value. */
export function sampleValue(p: Parameter): string | undefined {
  const s = p.schema;
  return exampleText(p) ?? text(s.default) ?? text(s.const) ?? text(s.enum?.[0]);
}

/** The value a Try it form starts with for `p`: a sample's, or for an optional parameter its example or default; '' for none. */
export const formValue = (p: Parameter): string =>
  (p.in === 'path' || p.required ? sampleValue(p) : (exampleText(p) ?? text(p.schema.default))) ?? '';

/** Whether `p` has an example of its own or in its schema: an optional parameter is sent only then. */
const hasExample = (p: Parameter): boolean => exampleText(p) !== undefined;

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
export const isFile = (node: PropertyTree): boolean =>
  node.format === 'binary' || /\bfile\b/i.test(node.type) || (node.items !== undefined && isFile(node.items));

/** The credentials `scheme` sends: `secret` (what its carrier holds, e.g. `Bearer abc`), else a placeholder value; none for mutual TLS. */
function credential(
  scheme: SecurityScheme | undefined,
  secret: string | undefined,
): { in: 'header' | 'query' | 'cookie'; name: string; value: string } | undefined {
  const carrier = scheme?.carrier;
  if (!carrier) return undefined;
  const value =
    secret ??
    (carrier.scheme === undefined
      ? '<api-key>'
      : carrier.scheme.toLowerCase() === 'basic'
        ? 'Basic <credentials>'
        : `${carrier.scheme} <token>`);
  return { in: carrier.in, name: carrier.name, value };
}

/** Whether two credentials go by one name where they travel: a header's name is case-insensitive (RFC 9110 §5.1). */
const sameName = (a: { in: string; name: string }, b: { name: string }): boolean =>
  a.in === 'header' ? a.name.toLowerCase() === b.name.toLowerCase() : a.name === b.name;

/** Where `p` travels, as its row says it: `in query`, or for OpenAPI 3.2's `querystring` the whole query string and its media type. */
export const placeOf = (p: Parameter): string =>
  p.in === 'querystring' ? `the whole query string, as ${p.contentType ?? QUERYSTRING_TYPE}` : `in ${p.in}`;

/** The key of a parameter's value in {@link RequestValues.parameters}: `query:limit`. */
export const parameterKey = (p: Pick<Parameter, 'in' | 'name'>): string => `${p.in}:${p.name}`;

/** What a request sends where the endpoint leaves a choice: a sample's values ({@link sampleValues}), or the reader's (the Try it form). */
export interface RequestValues {
  /** Each parameter's value by {@link parameterKey}; '' or absent: not sent, and a path or required parameter shows as `{name}`. */
  parameters: Readonly<Record<string, string>>;
  /** The body of the main media type, as text (a multipart form's parts are in `parts`). */
  body: string;
  /** A multipart form's parts by property name: a text part's value, a file part's file name ('' or absent: `<name>.pdf`). */
  parts: Readonly<Record<string, string>>;
  /** The ids of the security schemes whose credentials are sent. */
  schemes: readonly string[];
  /** What each scheme's carrier holds (`Bearer abc`, an API key), by scheme id; a scheme without it sends a placeholder (`<token>`). */
  secrets?: Readonly<Record<string, string>>;
}

/** The values of an endpoint's request sample: each parameter's {@link sampleValue} where a sample sends it, the example body, the first requirement's schemes. */
export function sampleValues(ep: Endpoint): RequestValues {
  const parameters: Record<string, string> = {};
  for (const p of ep.parameters) if (p.in === 'path' || p.required || hasExample(p)) parameters[parameterKey(p)] = sampleValue(p) ?? '';
  return { parameters, body: ep.requestBody?.content[0]?.example ?? '', parts: {}, schemes: (ep.security[0] ?? []).map((s) => s.scheme) };
}

/**
 * The request of `ep` against `baseUrl` (absolute, no trailing slash) with
 * `values` (by default, a sample's), its credentials from `schemes` (the
 * site's, by id).
 */
export function requestOf(
  ep: Endpoint,
  baseUrl: string,
  schemes: readonly SecurityScheme[],
  values: RequestValues = sampleValues(ep),
): PreparedRequest {
  const names: string[] = [];
  // A stand-in every snippet writer keeps as it is, in a URL, a string or a header.
  const placeholder = (name: string): string => `PAMDOCSSLOT${names.push(`{${name}}`) - 1}X`;
  const given = (p: Parameter): string => values.parameters[parameterKey(p)] ?? '';
  const byName = new Map(ep.parameters.map((p) => [parameterKey(p), p]));
  const path = ep.path
    .split(/(\{[^{}]+\})/)
    .map((part) => {
      const name = /^\{([^{}]+)\}$/.exec(part)?.[1];
      if (name === undefined) return encodePath(part);
      const p = byName.get(`path:${name}`);
      const value = p ? given(p) : '';
      return value === '' ? placeholder(name) : encodeURIComponent(value);
    })
    .join('');
  const sent = (where: Parameter['in']) =>
    ep.parameters.flatMap((p) => {
      const value = given(p);
      if (p.in !== where || (value === '' && !p.required)) return [];
      return [{ name: p.name, value: value === '' ? placeholder(p.name) : value }];
    });
  // One value per carrier: two schemes sent in one header (two OAuth 2 schemes, both `Authorization`) send it once, the first's.
  const credentials = values.schemes
    .flatMap(
      (id) =>
        credential(
          schemes.find((s) => s.id === id),
          values.secrets?.[id],
        ) ?? [],
    )
    .filter((c, i, all) => all.findIndex((o) => o.in === c.in && sameName(o, c)) === i);
  const carried = (where: 'header' | 'query' | 'cookie') =>
    credentials.filter((c) => c.in === where).map(({ name, value }) => ({ name, value }));
  const media = ep.requestBody?.content[0];
  const multipart = media?.contentType.startsWith('multipart/form-data') ?? false;
  const headers = [
    ...carried('header'),
    ...sent('header').filter((h) => !carried('header').some((c) => c.name.toLowerCase() === h.name.toLowerCase())),
  ];
  if (media && !multipart) headers.push({ name: 'Content-Type', value: media.contentType });
  const [whole] = sent('querystring');
  const form = whole !== undefined && isForm(byName.get(`querystring:${whole.name}`)?.contentType ?? QUERYSTRING_TYPE);
  const request: SampleRequest = {
    method: ep.method,
    // A whole query string of another media type (JSON) is the URL's query as it is, with what a query may not hold percent-encoded.
    url: baseUrl + path + (whole && !form ? `?${encodePath(whole.value)}` : ''),
    headers,
    // A form's pairs join the query's, so that every writer encodes them its own way.
    queryString: [
      ...(form ? [...new URLSearchParams(whole!.value)].map(([name, value]) => ({ name, value })) : []),
      ...sent('query'),
      ...carried('query'),
    ],
    cookies: [...sent('cookie'), ...carried('cookie')],
  };
  if (media) {
    const part = ({ name, schema }: { name: string; schema: PropertyTree }) =>
      isFile(schema) ? { name, fileName: values.parts[name] || `${name}.pdf` } : { name, value: values.parts[name] ?? '' };
    request.postData = multipart
      ? { mimeType: media.contentType, params: (media.schema?.properties ?? []).map(part) }
      : { mimeType: media.contentType, text: values.body };
  }
  return { request, restore: (code) => code.replace(/PAMDOCSSLOT(\d+)X/g, (_m, i: string) => names[Number(i)] ?? '') };
}

/** `values` with the parameters `environment` gives (by name) in place of theirs. */
export function withEnvironment(ep: Endpoint, values: RequestValues, environment: TryItEnvironment): RequestValues {
  const parameters = { ...values.parameters };
  for (const p of ep.parameters) {
    const value = environment.parameters[p.name];
    if (value !== undefined) parameters[parameterKey(p)] = value;
  }
  return { ...values, parameters };
}

/** What `ep`'s request samples send in `environment` of `tryIt`: its server's URL and its parameter values (credentials stay placeholders). */
export function environmentSample(ep: Endpoint, tryIt: TryIt, environment: TryItEnvironment): { baseUrl: string; values: RequestValues } {
  const server = tryIt.servers[environment.server] ?? tryIt.servers[0]!;
  return { baseUrl: serverUrl(server, environment.variables), values: withEnvironment(ep, sampleValues(ep), environment) };
}
