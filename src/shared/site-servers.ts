/**
 * The servers a reader's requests may go to from a page (Try it, docs/site.md:
 * The Try it console): an API's `servers` as its document declares them,
 * with their variables. The build lists their origins in the page's
 * Content-Security-Policy (`connect-src`), and the page refuses any other
 * URL before sending; both sides call {@link allowedOrigins}, so the two
 * lists are one. Plain data and pure functions: nothing here may import
 * Node or browser APIs (`URL` is a global of both).
 */

/** A variable of a server URL (`{name}` in it), as OpenAPI's Server Variable Object has it. */
export interface ServerVariable {
  name: string;
  /** The value used until the reader chooses another. */
  default: string;
  /** The values it may take; empty when any will do. */
  enum: string[];
  /** Plain text; empty when none. */
  description: string;
}

/** A server of an API: where its paths are appended. */
export interface ApiServer {
  /** Absolute http(s) URL once its variables are filled, e.g. `https://{region}.api.example.com/v1`; no trailing slash. */
  url: string;
  /** Plain text; empty when none. */
  description: string;
  variables: ServerVariable[];
}

/** A group's Try it console (pamdocs.yaml `tryIt`): the servers its requests may go to, the first the default. At least one. */
export interface TryIt {
  servers: ApiServer[];
}

/**
 * Most origins one server gives (the values of the variables in its host,
 * combined): a server whose host variables allow more is allowed only the
 * first this many combinations, in the order of their enums.
 */
export const MAX_SERVER_ORIGINS = 32;

/** An origin a Content-Security-Policy can list as it is: http(s), a host name or IPv4 address, an optional port. */
const PLAIN_ORIGIN = /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?::\d{1,5})?$/;

/** `server`'s URL with each `{name}` replaced by `values[name]`, else the variable's default (an unknown name stays as written); trailing slashes removed. */
export function serverUrl(server: ApiServer, values: Readonly<Record<string, string>> = {}): string {
  return server.url
    .replace(/\{([^{}]+)\}/g, (whole, name: string) => values[name] ?? server.variables.find((v) => v.name === name)?.default ?? whole)
    .replace(/\/+$/, '');
}

/**
 * The origin of `url` (`https://api.example.com:8443`) when it is an
 * absolute http(s) URL without user info whose origin a policy can list as
 * it is (no IPv6 literal, no character a policy would read as syntax);
 * undefined otherwise.
 */
export function originOf(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.username !== '' || parsed.password !== '') return undefined;
  return PLAIN_ORIGIN.test(parsed.origin) ? parsed.origin : undefined;
}

/** The names of the variables in the origin part of `server`'s URL (its scheme, host and port). */
function hostVariables(server: ApiServer): string[] {
  const start = server.url.indexOf('://');
  const rest = server.url.slice(start < 0 ? 0 : start + 3);
  const end = rest.search(/[/?#]/);
  const head = server.url.slice(0, (start < 0 ? 0 : start + 3) + (end < 0 ? rest.length : end));
  return [...head.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1]!);
}

/**
 * The origins `server` may send to: its URL with each variable of its host
 * at each value of its enum (at its default when it has none), at most
 * {@link MAX_SERVER_ORIGINS}; the variables of its path change no origin.
 */
export function serverOrigins(server: ApiServer): string[] {
  let combos: Record<string, string>[] = [{}];
  for (const name of new Set(hostVariables(server))) {
    const variable = server.variables.find((v) => v.name === name);
    const values = variable ? (variable.enum.length > 0 ? variable.enum : [variable.default]) : [];
    combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, [name]: value }))).slice(0, MAX_SERVER_ORIGINS);
  }
  return [...new Set(combos.flatMap((combo) => originOf(serverUrl(server, combo)) ?? []))];
}

/** Every origin the requests to `servers` may go to, each once, in order: what `connect-src` lists and what the page allows. */
export function allowedOrigins(servers: readonly ApiServer[]): string[] {
  return [...new Set(servers.flatMap(serverOrigins))];
}
