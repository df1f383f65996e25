/**
 * Signing a reader in from a Try it console (docs/guides/site.md, Signing in), with
 * oauth4webapi for the protocol: the authorization code flow with PKCE (S256)
 * and `state`, through the redirect page (`./redirect.ts`); client
 * credentials; device authorization (RFC 8628), polling until the reader
 * approves; a refresh token used when the token expires; OpenID Connect's
 * discovery document, or OAuth 2's authorization server metadata (RFC 8414), read first. Requests go only to the URLs the document
 * declares (the page's `connect-src` lists their origins), the reader only to
 * its authorization URL (`form-action`); a URL outside them is refused here
 * first, with a sentence that says why.
 */
import * as oauth from 'oauth4webapi';
import {
  originOf,
  signInOriginsOf,
  connectOriginsOf,
  type SignIn,
  type SignInFlow,
  type TryIt,
} from '../../../../src/shared/site-model.js';
import { REDIRECT_PAGE } from '../../../../src/shared/page-protocol.js';
import { issuerOf, type MetadataKind } from './issuer.js';
import { awaitCallback, openSignInWindow } from './sign-in-window.js';

/** A flow the console runs. */
export type FlowName = 'authorizationCode' | 'clientCredentials' | 'deviceAuthorization';

/** What a sign-in gives: the fields the console keeps for the scheme (strings, as the credentials store holds them). */
export interface Token {
  token: string;
  /** The refresh token, when the provider gave one. */
  refresh?: string;
  /** When the token expires, in ms since the epoch, as text; absent when the provider did not say. */
  expires?: string;
}

/** What the reader chose to sign in with. */
export interface SignInRequest {
  tryIt: TryIt;
  signIn: SignIn;
  flow: FlowName;
  clientId: string;
  /** Client credentials only: the client secret the reader typed. */
  secret: string;
  scopes: string[];
}

/** A problem the console shows as it is: a sentence for the reader. */
export class SignInProblem extends Error {}

/** The hosts a page may reach over plain http (a browser treats them as secure). */
const LOOPBACK = /^(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/** `url` as a URL the console may call or send the reader to, `allowed` being the page's origins; else a {@link SignInProblem}. */
function checked(url: string | undefined, allowed: readonly string[], what: string): URL {
  const origin = url && originOf(url);
  if (!url || !origin) throw new SignInProblem(`The provider gives no ${what} this page can use.`);
  if (!allowed.includes(origin))
    throw new SignInProblem(`The ${what} ${url} is not on an origin this API declares (${allowed.join(', ')}): this page may not use it.`);
  const parsed = new URL(url);
  if (parsed.protocol === 'http:' && !LOOPBACK.test(parsed.hostname))
    throw new SignInProblem(`The ${what} ${url} is plain HTTP: a sign-in sends secrets, so it needs HTTPS.`);
  return parsed;
}

/** Options of every request: plain http only to a loopback address ({@link checked} refused the rest). */
const insecure = { [oauth.allowInsecureRequests]: true } as const;

/** The provider's metadata at `metadataUrl` (OpenID Connect's discovery document, or OAuth 2's, RFC 8414), `connect` being the origins the page may call. */
async function discovered(metadataUrl: string, kind: MetadataKind, connect: readonly string[]): Promise<oauth.AuthorizationServer> {
  const what = kind === 'oidc' ? 'discovery document' : 'authorization server metadata';
  const url = checked(metadataUrl, connect, what);
  const { issuer, wellKnown } = issuerOf(url, kind);
  try {
    const response = wellKnown
      ? await fetch(url, { credentials: 'omit', cache: 'no-store' })
      : await oauth.discoveryRequest(issuer, { ...insecure, algorithm: kind });
    return await oauth.processDiscoveryResponse(issuer, response);
  } catch (error) {
    throw new SignInProblem(`The provider's ${what} (${url.href}) could not be read: ${reason(error)}`);
  }
}

/**
 * The provider's metadata for `request`: the flow's declared URLs, or the
 * endpoints of its OpenID Connect discovery document or of its OAuth 2
 * metadata (RFC 8414), read first; `flow` is the declared flow, when there is one.
 */
async function serverOf(request: SignInRequest): Promise<{ as: oauth.AuthorizationServer; flow: SignInFlow | undefined }> {
  const { signIn, tryIt } = request;
  const connect = connectOriginsOf(tryIt);
  const flow = signIn.flows[request.flow];
  const metadata = signIn.discoveryUrl ?? signIn.metadataUrl;
  if (!metadata) {
    if (!flow) throw new SignInProblem('The document declares no such flow for this scheme.');
    const as: oauth.AuthorizationServer = {
      // No metadata names the issuer of a plain OAuth 2 provider: its authorization or token URL's origin stands for it.
      issuer: new URL(flow.authorizationUrl ?? flow.tokenUrl).origin,
      token_endpoint: checked(flow.tokenUrl, connect, 'token URL').href,
      ...(flow.authorizationUrl
        ? { authorization_endpoint: checked(flow.authorizationUrl, signInOriginsOf(tryIt), 'authorization URL').href }
        : {}),
      ...(flow.deviceAuthorizationUrl
        ? { device_authorization_endpoint: checked(flow.deviceAuthorizationUrl, connect, 'device authorization URL').href }
        : {}),
    };
    return { as, flow };
  }
  const as = await discovered(metadata, signIn.discoveryUrl ? 'oidc' : 'oauth2', connect);
  checked(as.token_endpoint, connect, 'token endpoint');
  if (request.flow === 'authorizationCode') checked(as.authorization_endpoint, signInOriginsOf(tryIt), 'authorization endpoint');
  if (request.flow === 'deviceAuthorization') checked(as.device_authorization_endpoint, connect, 'device authorization endpoint');
  return { as, flow };
}

/** Why `error` happened, as the end of a sentence: the provider's own words when it gave some. */
function reason(error: unknown): string {
  if (error instanceof oauth.ResponseBodyError || error instanceof oauth.AuthorizationResponseError)
    return `the provider answered \`${error.error}\`${error.error_description ? `: ${error.error_description}` : ''}.`;
  if (error instanceof TypeError && /fetch/i.test(error.message))
    return 'the browser got no answer (the provider is unreachable, or it does not allow this site to call it: CORS).';
  return `${error instanceof Error ? error.message : String(error)}.`;
}

/** What went wrong with a sign-in, in a sentence for the reader. */
export const explain = (error: unknown): string =>
  error instanceof SignInProblem ? error.message : `The sign-in failed: ${reason(error)}`;

/** The fields kept for the token of `response`. */
function tokenOf(response: oauth.TokenEndpointResponse): Token {
  return {
    token: response.access_token,
    ...(response.refresh_token ? { refresh: response.refresh_token } : {}),
    ...(typeof response.expires_in === 'number' ? { expires: String(Date.now() + response.expires_in * 1000) } : {}),
  };
}

/** How the console authenticates as the client: with the secret the reader typed, else as a public client. */
const clientAuth = (secret: string): oauth.ClientAuth => (secret ? oauth.ClientSecretBasic(secret) : oauth.None());

/**
 * Signs the reader in with the authorization code flow: opens the provider in
 * a window of its own, and resolves when the redirect page hands back a code
 * whose `state` is the one sent and the provider exchanged it for a token.
 * @throws SignInProblem, or oauth4webapi's error, when it is refused.
 */
async function codeFlow(request: SignInRequest, as: oauth.AuthorizationServer): Promise<Token> {
  if (location.origin === 'null')
    throw new SignInProblem('A page opened from a file cannot be signed in to: serve these docs from a web server.');
  const client: oauth.Client = { client_id: request.clientId };
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const redirectUri = redirectUrl();
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: request.clientId,
    redirect_uri: redirectUri,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...(request.scopes.length > 0 ? { scope: request.scopes.join(' ') } : {}),
  };
  const id = openSignInWindow(as.authorization_endpoint!, params);
  return awaitCallback(
    id,
    async (answer) => {
      const url = new URL(redirectUri);
      for (const [name, value] of answer)
        if (name !== 'iss' || request.signIn.discoveryUrl || request.signIn.metadataUrl) url.searchParams.append(name, value);
      let checkedParams: URLSearchParams;
      try {
        checkedParams = oauth.validateAuthResponse(as, client, url, state);
      } catch (error) {
        if (error instanceof oauth.AuthorizationResponseError) throw error;
        throw new SignInProblem(
          [
            'The sign-in was refused: the provider sent back another `state` than this page sent,',
            'so the answer may not be to this request. Sign in again.',
          ].join(' '),
        );
      }
      const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), checkedParams, redirectUri, verifier, insecure);
      return tokenOf(await oauth.processAuthorizationCodeResponse(as, client, response));
    },
    explain,
  );
}

/** The URL of the redirect page, beside this page. */
export const redirectUrl = (): string => new URL(REDIRECT_PAGE, `${location.origin}${location.pathname}`).href;

/** What the reader does to approve a device sign-in. */
export interface DeviceCode {
  userCode: string;
  verificationUri: string;
  verificationUriComplete?: string;
}

/**
 * Signs the reader in with `request`'s flow. `device` shows the user code of
 * a device sign-in; `stop` ends the polling.
 * @throws SignInProblem or oauth4webapi's error when it is refused, with {@link reason} to say why.
 */
export async function signIn(request: SignInRequest, device: (code: DeviceCode) => void, stop: AbortSignal): Promise<Token> {
  if (!request.clientId) throw new SignInProblem('Fill in the client id: the provider knows these docs by it.');
  const { as } = await serverOf(request);
  const client: oauth.Client = { client_id: request.clientId };
  const scope: Record<string, string> = request.scopes.length > 0 ? { scope: request.scopes.join(' ') } : {};
  if (request.flow === 'authorizationCode') return codeFlow(request, as);
  if (request.flow === 'clientCredentials') {
    const response = await oauth.clientCredentialsGrantRequest(as, client, clientAuth(request.secret), scope, insecure);
    return tokenOf(await oauth.processClientCredentialsResponse(as, client, response));
  }
  const started = await oauth.processDeviceAuthorizationResponse(
    as,
    client,
    await oauth.deviceAuthorizationRequest(as, client, oauth.None(), scope, insecure),
  );
  device({
    userCode: started.user_code,
    verificationUri: started.verification_uri,
    ...(started.verification_uri_complete ? { verificationUriComplete: started.verification_uri_complete } : {}),
  });
  let interval = (started.interval ?? 5) * 1000;
  const deadline = Date.now() + started.expires_in * 1000;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, interval));
    if (stop.aborted) throw new SignInProblem('The device sign-in was stopped.');
    try {
      const response = await oauth.deviceCodeGrantRequest(as, client, oauth.None(), started.device_code, insecure);
      return tokenOf(await oauth.processDeviceCodeResponse(as, client, response));
    } catch (error) {
      if (!(error instanceof oauth.ResponseBodyError)) throw error;
      if (error.error === 'slow_down') interval += 5000;
      else if (error.error !== 'authorization_pending') throw error;
    }
  }
  throw new SignInProblem('The user code expired before it was approved. Sign in again.');
}

/**
 * A new token for the one the reader holds (`refresh`, its refresh token),
 * from the flow's refresh URL (else its token URL).
 * @throws as {@link signIn}
 */
async function refreshToken(request: SignInRequest, refresh: string): Promise<Token> {
  const { as, flow } = await serverOf(request);
  const at = flow?.refreshUrl
    ? { ...as, token_endpoint: checked(flow.refreshUrl, connectOriginsOf(request.tryIt), 'refresh URL').href }
    : as;
  const client: oauth.Client = { client_id: request.clientId };
  const response = await oauth.refreshTokenGrantRequest(at, client, clientAuth(request.secret), refresh, insecure);
  const token = tokenOf(await oauth.processRefreshTokenResponse(at, client, response));
  // A provider that does not rotate refresh tokens keeps the one it gave.
  return token.refresh ? token : { ...token, refresh };
}

/** How long before its expiry a token is renewed (ms): a request sent just before then would arrive with it expired. */
const EARLY_MS = 5000;

/**
 * A new token for the fields of a scheme signed in with `how` when theirs
 * has expired (or is about to): refreshed with the refresh token, or for
 * client credentials asked for again with the kept secret; undefined when it
 * has not expired or cannot be renewed (the API then says so).
 * @throws as {@link signIn}
 */
export async function renewed(tryIt: TryIt, how: SignIn, fields: Readonly<Record<string, string>>): Promise<Token | undefined> {
  if (!fields.token || !fields.expires || Number(fields.expires) > Date.now() + EARLY_MS) return undefined;
  const flow = (fields.flow as FlowName | undefined) ?? 'authorizationCode';
  const request: SignInRequest = {
    tryIt,
    signIn: how,
    flow,
    clientId: fields.clientId ?? '',
    secret: fields.secret ?? '',
    scopes: fields.scopes ? fields.scopes.split(' ') : [],
  };
  if (fields.refresh) return refreshToken(request, fields.refresh);
  if (flow === 'clientCredentials' && fields.secret) return signIn(request, () => undefined, new AbortController().signal);
  return undefined;
}
