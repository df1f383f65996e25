/**
 * Security schemes as the site shows them (a label and how to send the
 * credentials), and the credentials a code sample sends. What an endpoint's
 * `auth` requires is resolved in `src/parse/security.ts`.
 */
import type { SecuritySchemeInput } from '../parse/schemas.js';
import type { SecurityRequirement, SecurityScheme } from '../shared/site-model.js';
import type { SampleCredential } from './code/credentials.js';

/** How the site shows a scheme: its label on a card and how to send the credentials. */
export function schemeView(id: string, scheme: SecuritySchemeInput): SecurityScheme {
  const description = scheme.description ?? '';
  switch (scheme.type) {
    case 'http': {
      if (scheme.scheme.toLowerCase() === 'basic') {
        return { id, type: 'http', label: 'Basic auth', howTo: 'Send a user name and password in the Authorization header (Authorization: Basic <base64 of user:password>).', description };
      }
      const what = scheme.bearerFormat ?? 'token';
      return { id, type: 'http', label: `Bearer ${what}`, howTo: `Send a bearer ${what} in the Authorization header (Authorization: Bearer <token>). A missing or invalid token gets 401 Unauthorized.`, description };
    }
    case 'apiKey': {
      const where = scheme.in === 'query' ? 'query parameter' : scheme.in;
      return { id, type: 'apiKey', label: `API key (${where} ${scheme.name})`, howTo: `Send your API key in the ${scheme.name} ${where}.`, description };
    }
    case 'oauth2':
      return { id, type: 'oauth2', label: 'OAuth 2', howTo: 'Send an OAuth 2 access token in the Authorization header (Authorization: Bearer <token>).', description };
    case 'openIdConnect':
      return { id, type: 'openIdConnect', label: 'OpenID Connect', howTo: `Send an access token from the OpenID Connect provider (${scheme.openIdConnectUrl}) in the Authorization header (Authorization: Bearer <token>).`, description };
    case 'mutualTLS':
      return { id, type: 'mutualTLS', label: 'Mutual TLS', howTo: 'Present your client certificate in the TLS handshake; no header carries the credentials.', description };
  }
}

/** The credentials a code sample sends for the first of `requirements` (none for a public call, or for mutual TLS, which no header carries). */
export function sampleCredentials(requirements: readonly SecurityRequirement[], schemes: ReadonlyMap<string, SecuritySchemeInput>): SampleCredential[] {
  return (requirements[0] ?? []).flatMap(({ scheme: id }): SampleCredential[] => {
    const scheme = schemes.get(id);
    if (!scheme || scheme.type === 'mutualTLS') return [];
    if (scheme.type === 'apiKey') return [{ in: scheme.in, name: scheme.name, value: '<api-key>' }];
    if (scheme.type === 'http' && scheme.scheme.toLowerCase() === 'basic') return [{ in: 'header', name: 'Authorization', value: 'Basic <credentials>' }];
    return [{ in: 'header', name: 'Authorization', value: 'Bearer <token>' }];
  });
}
