/**
 * An OAuth 2 provider and the API it guards, for the sign-in browser tests
 * (`./try-it-sign-in.test.ts`), on two origins of 127.0.0.1: the provider
 * checks what a real one checks (the client, the redirect URI, the S256 code
 * challenge against the verifier, a code used once, the client secret, the
 * device code's approval, refresh tokens) and the API takes only a token the
 * provider issued and that has not expired. Both allow any site to call them.
 */
import { createHash, randomBytes } from 'node:crypto';
import express from 'express';

/** The one client the provider knows, and its secret (a confidential client's, for client credentials). */
export const CLIENT_ID = 'docs-client';
export const CLIENT_SECRET = 'test-secret-4d1b';

/** What a test sets and reads of the provider. */
export interface Provider {
  app: express.Express;
  /** The redirect URI registered for the client. */
  redirectUri: string;
  /** When set, the provider sends back this `state` instead of the one it was given (a forged answer). */
  forgedState?: string;
  /** How long the tokens it issues live (s). */
  lifetime: number;
  /** The grants of the token requests it answered with a token, in order. */
  granted: string[];
  /** Approves the device sign-in whose user code is `code`. */
  approve(code: string): void;
  /** The access tokens the API accepts now. */
  valid(token: string | undefined): boolean;
}

/** `text` as base64url without padding (RFC 7636's S256 challenge). */
const s256 = (text: string): string => createHash('sha256').update(text).digest('base64url');
const random = (): string => randomBytes(16).toString('hex');

/** Answers every request from another site, preflights included, with the headers it asks for. */
function cors(app: express.Express): void {
  app.use((req, res, next) => {
    res.set({
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, POST',
      'Access-Control-Allow-Headers': req.get('access-control-request-headers') ?? 'authorization',
    });
    if (req.method === 'OPTIONS') res.sendStatus(204);
    else next();
  });
}

/** The provider; `issuer` is its origin (`http://127.0.0.1:<port>`), for its discovery document and its metadata. */
export function oauthProvider(issuer: () => string): Provider {
  const app = express();
  cors(app);
  app.use(express.urlencoded({ extended: false }));
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const tokens = new Map<string, number>();
  const refreshes = new Set<string>();
  const devices = new Map<string, { user: string; approved: boolean }>();
  const provider: Provider = {
    app,
    redirectUri: '',
    lifetime: 3600,
    granted: [],
    approve: (code) => {
      for (const device of devices.values()) if (device.user === code) device.approved = true;
    },
    valid: (token) => token !== undefined && (tokens.get(token) ?? 0) > Date.now(),
  };
  const issue = (grant: string, refresh: boolean) => {
    const token = `at-${random()}`;
    tokens.set(token, Date.now() + provider.lifetime * 1000);
    provider.granted.push(grant);
    const refreshToken = refresh ? `rt-${random()}` : undefined;
    if (refreshToken) refreshes.add(refreshToken);
    return {
      access_token: token,
      token_type: 'Bearer',
      expires_in: provider.lifetime,
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
    };
  };
  const refuse = (res: express.Response, error: string, status = 400) => res.status(status).json({ error });

  // Its authorization server metadata (RFC 8414), as OpenAPI 3.2's `oauth2MetadataUrl` names it; OpenID Connect's adds to it.
  const metadata = () => ({
    issuer: issuer(),
    authorization_endpoint: `${issuer()}/authorize`,
    token_endpoint: `${issuer()}/token`,
    device_authorization_endpoint: `${issuer()}/device`,
    response_types_supported: ['code'],
  });
  app.get('/.well-known/openid-configuration', (_req, res) => {
    res.json({ ...metadata(), subject_types_supported: ['public'], id_token_signing_alg_values_supported: ['RS256'] });
  });
  app.get('/.well-known/oauth-authorization-server', (_req, res) => {
    res.json(metadata());
  });
  app.get('/authorize', (req, res) => {
    const q = req.query as Record<string, string>;
    if (q.client_id !== CLIENT_ID || q.redirect_uri !== provider.redirectUri)
      return void res.status(400).send('Unknown client or redirect URI.');
    if (q.response_type !== 'code' || q.code_challenge_method !== 'S256' || !q.code_challenge)
      return void res.status(400).send('PKCE with S256 is required.');
    const code = `code-${random()}`;
    codes.set(code, { challenge: q.code_challenge, redirectUri: q.redirect_uri });
    const back = new URL(q.redirect_uri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', provider.forgedState ?? q.state ?? '');
    res.redirect(back.href);
  });
  app.post('/device', (req, res) => {
    if (req.body.client_id !== CLIENT_ID) return void refuse(res, 'invalid_client', 401);
    const code = `dc-${random()}`;
    const user = random().slice(0, 8).toUpperCase();
    devices.set(code, { user, approved: false });
    res.json({ device_code: code, user_code: user, verification_uri: `${issuer()}/activate`, expires_in: 600, interval: 1 });
  });
  app.post('/token', (req, res) => {
    const body = req.body as Record<string, string>;
    const basic = /^Basic (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    const [id, secret] = basic ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent) : [body.client_id];
    if (id !== CLIENT_ID) return void refuse(res, 'invalid_client', 401);
    switch (body.grant_type) {
      case 'authorization_code': {
        const code = codes.get(body.code ?? '');
        codes.delete(body.code ?? '');
        if (!code || code.redirectUri !== body.redirect_uri || s256(body.code_verifier ?? '') !== code.challenge)
          return void refuse(res, 'invalid_grant');
        return void res.json(issue('authorization_code', true));
      }
      case 'refresh_token':
        if (!refreshes.delete(body.refresh_token ?? '')) return void refuse(res, 'invalid_grant');
        return void res.json(issue('refresh_token', true));
      case 'client_credentials':
        if (secret !== CLIENT_SECRET) return void refuse(res, 'invalid_client', 401);
        return void res.json(issue('client_credentials', false));
      case 'urn:ietf:params:oauth:grant-type:device_code': {
        const device = devices.get(body.device_code ?? '');
        if (!device) return void refuse(res, 'invalid_grant');
        if (!device.approved) return void refuse(res, 'authorization_pending');
        devices.delete(body.device_code!);
        return void res.json(issue('device_code', false));
      }
      default:
        refuse(res, 'unsupported_grant_type');
    }
  });
  return provider;
}

/** The API: `GET /v1/things` with a token `provider` issued and that has not expired, else 401. */
export function guardedApi(provider: Provider): express.Express {
  const app = express();
  cors(app);
  app.get('/v1/things', (req, res) => {
    const token = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (!provider.valid(token)) res.status(401).json({ error: 'A valid access token is required.' });
    else res.json([{ id: 1, name: 'Thing' }]);
  });
  return app;
}

/** The document of the API: an OAuth 2 scheme of three flows at `provider`, and an OpenID Connect one, its servers at `api`. */
export const signInSpec = (api: string, provider: string) => `openapi: 3.1.0
info: { title: Things, version: 1.0.0 }
servers: [{ url: "${api}/v1", description: Production }]
security: [{ oauth: [things.read] }, { oidc: [] }]
paths:
  /things:
    get:
      operationId: listThings
      tags: [things]
      summary: List things
      responses:
        "200": { description: The things. }
        "401": { description: No valid token. }
components:
  securitySchemes:
    oauth:
      type: oauth2
      flows:
        authorizationCode:
          authorizationUrl: ${provider}/authorize
          tokenUrl: ${provider}/token
          scopes: { things.read: Read things, things.write: Change things }
        clientCredentials:
          tokenUrl: ${provider}/token
          scopes: { things.read: Read things }
        deviceAuthorization:
          deviceAuthorizationUrl: ${provider}/device
          tokenUrl: ${provider}/token
          scopes: { things.read: Read things }
    oidc: { type: openIdConnect, openIdConnectUrl: "${provider}/.well-known/openid-configuration" }
`;
