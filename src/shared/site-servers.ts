/**
 * The servers a reader's requests may go to from a page (Try it, docs/guides/site.md:
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
  /** Its name, e.g. `Production` (OpenAPI 3.2's `name`): what labels its URL where servers are listed; absent when none. */
  name?: string;
  /** Plain text; empty when none. */
  description: string;
  variables: ServerVariable[];
}

/** An OAuth 2 flow the console signs a reader in with: absolute http(s) URLs, as the document declares them. */
export interface SignInFlow {
  /** Where the reader grants access (authorization code flow); absent for the other flows. */
  authorizationUrl?: string;
  /** Where the console asks for a token. */
  tokenUrl: string;
  /** Where it refreshes one; absent: at {@link tokenUrl}. */
  refreshUrl?: string;
  /** Where it asks for a user code (device authorization flow, RFC 8628); absent for the other flows. */
  deviceAuthorizationUrl?: string;
  /** The scopes the reader may choose, by name, each with what it grants. */
  scopes: Record<string, string>;
}

/** How the console signs a reader in for one OAuth 2 or OpenID Connect scheme its operations use. */
export interface SignIn {
  /** The scheme's id. */
  scheme: string;
  /** The flows the document declares that a page can run (implicit and password are not: RFC 9700 §2.1.2, §2.4). */
  flows: { authorizationCode?: SignInFlow; clientCredentials?: SignInFlow; deviceAuthorization?: SignInFlow };
  /** OpenID Connect: the provider's discovery document (`openIdConnectUrl`), which gives the flows' URLs. */
  discoveryUrl?: string;
  /** OAuth 2: the authorization server's metadata (RFC 8414, OpenAPI 3.2's `oauth2MetadataUrl`), whose endpoints the declared flows use. */
  metadataUrl?: string;
  /** The client id pamdocs.yaml gives for the scheme (`tryIt.clientIds`); '' when none. */
  clientId: string;
}

/** An environment the reader switches to (pamdocs.yaml `tryIt.environments`). */
export interface TryItEnvironment {
  name: string;
  /** Its server: an index of {@link TryIt.servers}. */
  server: number;
  /** Values of the server's variables, by name. */
  variables: Record<string, string>;
  /** Values the console and the samples start with, by parameter name. */
  parameters: Record<string, string>;
  /** Client ids by scheme id, winning over {@link SignIn.clientId}. */
  clientIds: Record<string, string>;
}

/** A group's Try it console (pamdocs.yaml `tryIt`). */
export interface TryIt {
  /** The servers its requests may go to, the first the default. At least one. */
  servers: ApiServer[];
  /** The environments the reader switches between, the first the default; empty when none. */
  environments: TryItEnvironment[];
  /** The OAuth 2 and OpenID Connect schemes its operations use, each with how to sign in. */
  signIn: SignIn[];
  /** The name the reader's kept credentials are stored under on their device: the site's and the API's. */
  storageName: string;
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

/** The URLs of `signIn` the console sends requests to: the token, refresh and device authorization URLs, and the discovery document or metadata. */
function signInRequestUrls(signIn: SignIn): string[] {
  const flows = Object.values(signIn.flows);
  return [
    ...flows.flatMap((f) => [f.tokenUrl, f.refreshUrl ?? '', f.deviceAuthorizationUrl ?? '']),
    signIn.discoveryUrl ?? '',
    signIn.metadataUrl ?? '',
  ].filter((url) => url !== '');
}

/**
 * The origins a console of `tryIt` may send the API's requests to, each
 * once: its servers' ({@link allowedOrigins}), and each environment's server
 * with the environment's variables.
 */
export function apiOriginsOf(tryIt: TryIt): string[] {
  const environments = tryIt.environments.flatMap((e) => {
    const server = tryIt.servers[e.server];
    return (server && originOf(serverUrl(server, e.variables))) ?? [];
  });
  return [...new Set([...allowedOrigins(tryIt.servers), ...environments])];
}

/**
 * Every origin a console of `tryIt` may send requests to, each once: the
 * API's ({@link apiOriginsOf}), then those of the URLs its sign-in calls.
 * What `connect-src` lists.
 */
export function connectOriginsOf(tryIt: TryIt): string[] {
  const signIn = tryIt.signIn.flatMap(signInRequestUrls).flatMap((url) => originOf(url) ?? []);
  return [...new Set([...apiOriginsOf(tryIt), ...signIn])];
}

/**
 * The origins a console of `tryIt` may send the reader to, to sign in: the
 * authorization URLs', and those of OpenID Connect's discovery document and
 * OAuth 2's metadata (whose authorization endpoint must be on one of them).
 * What `form-action` lists.
 */
export function signInOriginsOf(tryIt: TryIt): string[] {
  const urls = tryIt.signIn.flatMap((s) => [s.flows.authorizationCode?.authorizationUrl ?? '', s.discoveryUrl ?? '', s.metadataUrl ?? '']);
  return [...new Set(urls.flatMap((url) => (url === '' ? [] : (originOf(url) ?? []))))];
}

/** Whether a console of `tryIt` may send the reader away to sign in and back to the redirect page (`oauth2-redirect.html`). */
export const redirectsToSignIn = (tryIt: TryIt): boolean => signInOriginsOf(tryIt).length > 0;
