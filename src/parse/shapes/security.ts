/**
 * How callers authenticate: the security schemes `pamdocs.yaml` declares
 * (OpenAPI's kinds: HTTP bearer or basic, an API key in a header, query or
 * cookie, OAuth 2 with scopes, OpenID Connect, mutual TLS), and what an endpoint's `auth`
 * requires of them.
 */
import { z } from 'zod';
import { text } from './common.js';

/** What every kind of scheme may say. */
const described = {
  description: text.optional().describe('What the caller needs to know, in plain text.'),
  deprecated: z.boolean().optional().describe('Still accepted, but going away (OpenAPI 3.2). Default: false.'),
};

/** The scopes of an OAuth 2 flow, by name, each with what it grants. */
const scopes = z.record(z.string(), z.string()).default({}).describe('Scopes by name, each with what it grants.');

/** One OAuth 2 flow. */
const oauthFlow = z
  .strictObject({
    authorizationUrl: z
      .string()
      .optional()
      .describe('Where the caller sends the user to grant access (authorization code and implicit flows).'),
    tokenUrl: z.string().optional().describe('Where the caller gets a token (authorization code, password and client credentials flows).'),
    refreshUrl: z.string().optional().describe('Where the caller refreshes a token.'),
    deviceAuthorizationUrl: z
      .string()
      .optional()
      .describe('Where a device asks for a user code and a device code (device authorization flow, RFC 8628).'),
    scopes,
  })
  .describe('An OAuth 2 flow.');

/** A security scheme, as `pamdocs.yaml` declares it under `auth.schemes`. */
export const securitySchemeShape = z.discriminatedUnion('type', [
  z
    .strictObject({
      type: z.literal('http').describe('An `Authorization` header.'),
      scheme: z.string().describe('`bearer` (`Authorization: Bearer <token>`) or `basic` (user name and password).'),
      bearerFormat: z.string().optional().describe('What the bearer token is, e.g. `JWT`.'),
      ...described,
    })
    .describe('HTTP authentication.'),
  z
    .strictObject({
      type: z.literal('apiKey').describe('A key the caller sends with each request.'),
      in: z.enum(['header', 'query', 'cookie']).describe('Where the key travels.'),
      name: text.describe('The name of the header, query parameter or cookie.'),
      ...described,
    })
    .describe('An API key.'),
  z
    .strictObject({
      type: z.literal('oauth2').describe('OAuth 2 access tokens, sent as bearer tokens.'),
      flows: z
        .strictObject({
          authorizationCode: oauthFlow.optional(),
          clientCredentials: oauthFlow.optional(),
          deviceAuthorization: oauthFlow
            .optional()
            .describe('The device authorization flow (RFC 8628; OpenAPI 3.2, read from a 3.0 or 3.1 document too).'),
          implicit: oauthFlow.optional(),
          password: oauthFlow.optional(),
        })
        .describe('The flows that give tokens.'),
      oauth2MetadataUrl: text
        .optional()
        .describe("The authorization server's metadata (RFC 8414), which gives its endpoints (OpenAPI 3.2)."),
      ...described,
    })
    .describe('OAuth 2.'),
  z
    .strictObject({
      type: z.literal('openIdConnect').describe('OpenID Connect tokens, sent as bearer tokens.'),
      openIdConnectUrl: text.describe('The discovery document of the provider.'),
      ...described,
    })
    .describe('OpenID Connect.'),
  z
    .strictObject({
      type: z.literal('mutualTLS').describe('A client certificate the caller presents in the TLS handshake (OpenAPI 3.1).'),
      ...described,
    })
    .describe('Mutual TLS.'),
]);

/** A declared security scheme. */
export type SecuritySchemeInput = z.output<typeof securitySchemeShape>;

/**
 * What an endpoint requires: `none`; a scheme's name; or a list of
 * alternatives, each a scheme name or a mapping of scheme names to the
 * scopes needed (all of the mapping's schemes at once), as OpenAPI's
 * `security` has them. `bearer` names the site's HTTP bearer scheme.
 */
export const authShape = z
  .union([z.string(), z.array(z.union([z.string(), z.record(z.string(), z.array(z.string()))])).min(1)])
  .describe(
    [
      '`none`, a scheme of `auth.schemes` (`bearer` is the bearer scheme), or a list of alternatives:',
      'scheme names, or mappings of scheme names to the scopes needed.',
    ].join(' '),
  );

/** An endpoint's `auth` as written. */
export type AuthInput = z.output<typeof authShape>;

/** The `auth` section of `pamdocs.yaml`. */
export const authConfigShape = z
  .strictObject({
    default: authShape.default('none').describe('What endpoints require when they do not say. Default: `none`.'),
    schemes: z
      .record(z.string(), securitySchemeShape)
      .default({})
      .describe('The security schemes, by name. An HTTP bearer scheme named `bearer` exists unless one is declared.'),
  })
  .default({ default: 'none', schemes: {} })
  .describe('How callers authenticate.');
