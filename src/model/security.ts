/**
 * Security schemes as the site shows them: a label, how to send the
 * credentials, and where a request carries them (the page's request samples
 * send placeholders there). What an endpoint's `auth` requires is resolved
 * in `src/parse/security.ts`.
 */
import type { SecuritySchemeInput } from '../parse/shapes.js';
import type { CredentialCarrier, SecurityScheme } from '../shared/site-model.js';

/** Where a request carries the credentials of `scheme` (RFC 9110 §11.6.2 for the `Authorization` header); none for mutual TLS. */
function carrierOf(scheme: SecuritySchemeInput): CredentialCarrier | undefined {
  switch (scheme.type) {
    case 'apiKey':
      return { in: scheme.in, name: scheme.name };
    case 'http': {
      // The scheme's registered spelling (RFC 7617, RFC 6750); another scheme as written.
      const word = { basic: 'Basic', bearer: 'Bearer' }[scheme.scheme.toLowerCase()] ?? scheme.scheme;
      return { in: 'header', name: 'Authorization', scheme: word };
    }
    case 'oauth2':
    case 'openIdConnect':
      return { in: 'header', name: 'Authorization', scheme: 'Bearer' };
    case 'mutualTLS':
      return undefined;
  }
}

/** How the site shows a scheme: its label on a card and how to send the credentials (a deprecated scheme's say so first). */
function schemeView(id: string, scheme: SecuritySchemeInput): SecurityScheme {
  const carrier = carrierOf(scheme);
  const text = schemeText(id, scheme);
  const deprecated = scheme.deprecated ? { deprecated: true, howTo: `Deprecated: still accepted, but going away. ${text.howTo}` } : {};
  return { ...text, ...deprecated, ...(carrier ? { carrier } : {}) };
}

/** The words of OAuth 2's flows (RFC 6749 §4). */
const FLOWS = {
  authorizationCode: 'authorization code',
  clientCredentials: 'client credentials',
  implicit: 'implicit',
  password: 'password',
};

/**
 * How the site shows each of `schemes` (by id), each label its own: where two
 * would read the same (Google's two OAuth 2 schemes, one per flow), an OAuth 2
 * label names its flows, and a label still shared names its scheme's id; a
 * deprecated scheme's label says so.
 */
export function schemeViews(schemes: Iterable<readonly [string, SecuritySchemeInput]>): SecurityScheme[] {
  const views = [...schemes].map(([id, scheme]) => ({ scheme, view: schemeView(id, scheme) }));
  const shared = (label: string) => views.filter((v) => v.view.label === label).length > 1;
  for (const { scheme, view } of views.filter((v) => shared(v.view.label))) {
    const flows = scheme.type === 'oauth2' ? Object.keys(scheme.flows).map((f) => FLOWS[f as keyof typeof FLOWS] ?? f) : [];
    if (flows.length > 0) view.label = `OAuth 2 (${flows.join(', ')})`;
  }
  for (const { view } of views.filter((v) => shared(v.view.label))) view.label = `${view.label} (${view.id})`;
  for (const { view } of views.filter((v) => v.view.deprecated)) view.label = `${view.label} (deprecated)`;
  return views.map((v) => v.view);
}

/** A scheme's label and how to send the credentials. */
function schemeText(id: string, scheme: SecuritySchemeInput): Omit<SecurityScheme, 'carrier'> {
  const description = scheme.description ?? '';
  switch (scheme.type) {
    case 'http': {
      if (scheme.scheme.toLowerCase() === 'basic') {
        return {
          id,
          type: 'http',
          label: 'Basic auth',
          howTo: 'Send a user name and password in the Authorization header (Authorization: Basic <base64 of user:password>).',
          description,
        };
      }
      const what = scheme.bearerFormat ?? 'token';
      return {
        id,
        type: 'http',
        label: `Bearer ${what}`,
        howTo: [
          `Send a bearer ${what} in the Authorization header (Authorization: Bearer <token>).`,
          'A missing or invalid token gets 401 Unauthorized.',
        ].join(' '),
        description,
      };
    }
    case 'apiKey': {
      const where = scheme.in === 'query' ? 'query parameter' : scheme.in;
      return {
        id,
        type: 'apiKey',
        label: `API key (${where} ${scheme.name})`,
        howTo: `Send your API key in the ${scheme.name} ${where}.`,
        description,
      };
    }
    case 'oauth2':
      return {
        id,
        type: 'oauth2',
        label: 'OAuth 2',
        howTo: 'Send an OAuth 2 access token in the Authorization header (Authorization: Bearer <token>).',
        description,
      };
    case 'openIdConnect':
      return {
        id,
        type: 'openIdConnect',
        label: 'OpenID Connect',
        howTo: [
          `Send an access token from the OpenID Connect provider (${scheme.openIdConnectUrl})`,
          'in the Authorization header (Authorization: Bearer <token>).',
        ].join(' '),
        description,
      };
    case 'mutualTLS':
      return {
        id,
        type: 'mutualTLS',
        label: 'Mutual TLS',
        howTo: 'Present your client certificate in the TLS handshake; no header carries the credentials.',
        description,
      };
  }
}
