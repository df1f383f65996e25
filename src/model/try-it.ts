/**
 * A group's Try it console as the site model holds it (docs/guides/site.md, The Try
 * it console): the servers it may send to, the environments of pamdocs.yaml
 * (`tryIt.environments`) resolved against them, and how it signs a reader in
 * for each OAuth 2 or OpenID Connect scheme the group's operations use.
 */
import type { SecuritySchemeInput } from '../parse/shapes.js';
import type { TryItConfig } from '../parse/shapes/try-it.js';
import type { ApiServer, SignIn, SignInFlow, TryIt, TryItEnvironment } from '../shared/site-model.js';
import { originOf } from '../shared/site-model.js';

/** What {@link tryItOf} reads. */
export interface TryItInputs {
  /** `tryIt` of the group's API entry, else of pamdocs.yaml. */
  config: TryItConfig;
  /** The API's servers, else `apiBaseUrl` as the one server. At least one. */
  servers: ApiServer[];
  /** The schemes the group's operations use, by id. */
  schemes: ReadonlyMap<string, SecuritySchemeInput>;
  /** The site's title and the API's id, which name the reader's kept credentials. */
  site: string;
  api: string;
}

/** A flow of a document as the console runs it; undefined when one of its URLs is not an absolute http(s) URL a policy can list. */
function flowOf(
  flow:
    | {
        authorizationUrl?: string | undefined;
        tokenUrl?: string | undefined;
        refreshUrl?: string | undefined;
        deviceAuthorizationUrl?: string | undefined;
        scopes: Record<string, string>;
      }
    | undefined,
  needs: 'authorizationUrl' | 'deviceAuthorizationUrl' | undefined,
): SignInFlow | undefined {
  if (!flow?.tokenUrl || !originOf(flow.tokenUrl)) return undefined;
  if (needs && !(flow[needs] && originOf(flow[needs]!))) return undefined;
  if (flow.refreshUrl && !originOf(flow.refreshUrl)) return undefined;
  return {
    ...(needs ? { [needs]: flow[needs]! } : {}),
    tokenUrl: flow.tokenUrl,
    ...(flow.refreshUrl ? { refreshUrl: flow.refreshUrl } : {}),
    scopes: flow.scopes,
  };
}

/** How the console signs in for `scheme` (id `id`); undefined for a scheme of another kind, or one with no flow a page can run. */
function signInOf(id: string, scheme: SecuritySchemeInput, clientIds: Readonly<Record<string, string>>): SignIn | undefined {
  const clientId = clientIds[id] ?? '';
  if (scheme.type === 'openIdConnect')
    return originOf(scheme.openIdConnectUrl) ? { scheme: id, flows: {}, discoveryUrl: scheme.openIdConnectUrl, clientId } : undefined;
  if (scheme.type !== 'oauth2') return undefined;
  const flows: SignIn['flows'] = {};
  const code = flowOf(scheme.flows.authorizationCode, 'authorizationUrl');
  const client = flowOf(scheme.flows.clientCredentials, undefined);
  const device = flowOf(scheme.flows.deviceAuthorization, 'deviceAuthorizationUrl');
  if (code) flows.authorizationCode = code;
  if (client) flows.clientCredentials = client;
  if (device) flows.deviceAuthorization = device;
  const metadata = scheme.oauth2MetadataUrl && originOf(scheme.oauth2MetadataUrl) ? { metadataUrl: scheme.oauth2MetadataUrl } : {};
  return Object.keys(flows).length > 0 ? { scheme: id, flows, ...metadata, clientId } : undefined;
}

/** `url` without trailing slashes, to compare a written server with a declared one. */
const trimmed = (url: string): string => url.replace(/\/+$/, '');

/**
 * The console of a group whose `tryIt` is `inputs.config`; undefined when
 * off. An environment whose server is not one of `inputs.servers` adds it
 * (named after the environment), so its origin is allowed as theirs are.
 */
export function tryItOf(inputs: TryItInputs): TryIt | undefined {
  const { config } = inputs;
  if (config === false) return undefined;
  const settings = config === true ? { environments: [], clientIds: {} } : config;
  const servers = [...inputs.servers];
  const environments = settings.environments.map((env): TryItEnvironment => {
    let server = env.server === undefined ? 0 : servers.findIndex((s) => trimmed(s.url) === env.server);
    if (server < 0) {
      const variables = Object.entries(env.variables).map(([name, value]) => ({ name, default: value, enum: [], description: '' }));
      server = servers.push({ url: env.server!, description: env.name, variables }) - 1;
    }
    return { name: env.name, server, variables: env.variables, parameters: env.parameters, clientIds: env.clientIds };
  });
  const signIn = [...inputs.schemes].flatMap(([id, scheme]) => signInOf(id, scheme, settings.clientIds) ?? []);
  return { servers, environments, signIn, storageName: `pamdocs-try-it:${inputs.site}:${inputs.api}` };
}
