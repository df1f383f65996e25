/**
 * A document's `servers`: the base URL the request samples call (the
 * first), and the servers a Try it console may send to (docs/guides/site.md, The
 * Try it console).
 */
import { serverOrigins, type ApiServer, type ServerVariable } from '../shared/site-model.js';
import type { OpenApi } from './openapi-types.js';

/** The URL form `apiBaseUrl` takes (`src/parse/shapes/config.ts`). */
const BASE_URL = /^https?:\/\/[^\s"'`<>\\{}]+$/;
/** What a relative server URL is put under, like the content's default base URL (a reserved example domain, RFC 2606). */
const EXAMPLE_ORIGIN = 'https://api.example.com';

/** The base URL of the first server, its variables at their defaults; undefined when there is no usable one. */
export function baseUrlOf(servers: OpenApi['servers']): string | undefined {
  const server = servers?.[0];
  if (!server || typeof server.url !== 'string') return undefined;
  let url = server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => server.variables?.[name]?.default ?? whole);
  if (url.startsWith('/')) url = `${EXAMPLE_ORIGIN}${url}`;
  url = url.replace(/\/+$/, '');
  return BASE_URL.test(url) ? url : undefined;
}

/** A text of the document, trimmed; '' for anything else. */
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The variables a server declares, as the page offers them: each with a default (its enum's first value when it gives none). */
function variablesOf(declared: NonNullable<NonNullable<OpenApi['servers']>[number]['variables']>): ServerVariable[] {
  return Object.entries(declared).flatMap(([name, v]) => {
    if (typeof v !== 'object' || v === null) return [];
    const values = Array.isArray(v.enum) ? v.enum.filter((e) => ['string', 'number', 'boolean'].includes(typeof e)).map(String) : [];
    const given = typeof v.default === 'string' || typeof v.default === 'number' ? String(v.default) : values[0];
    return given === undefined ? [] : [{ name, default: given, enum: values, description: textOf(v.description) }];
  });
}

/**
 * The servers of `servers` a reader's requests may go to: those whose URL,
 * with its variables at their defaults, is absolute http(s) with an origin
 * a Content-Security-Policy can list; a relative URL (the document's own
 * host) and a server whose host no value makes valid are left out.
 */
export function serversOf(servers: OpenApi['servers']): ApiServer[] {
  return (servers ?? []).flatMap((s) => {
    if (typeof s !== 'object' || s === null || typeof s.url !== 'string') return [];
    const name = textOf(s.name);
    const server: ApiServer = {
      url: s.url.trim().replace(/\/+$/, ''),
      ...(name ? { name } : {}),
      description: textOf(s.description),
      variables: typeof s.variables === 'object' && s.variables !== null ? variablesOf(s.variables) : [],
    };
    return serverOrigins(server).length > 0 ? [server] : [];
  });
}
