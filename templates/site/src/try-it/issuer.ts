/**
 * Where a sign-in reads its provider's metadata: OpenID Connect's discovery
 * document, or OAuth 2's authorization server metadata (RFC 8414, OpenAPI
 * 3.2's `oauth2MetadataUrl`), and the issuer its URL names. Pure: nothing
 * here fetches.
 */

/** The well-known paths of a provider's metadata: OpenID Connect Discovery 1.0 §4, RFC 8414 §3. */
const WELL_KNOWN = { oidc: '/.well-known/openid-configuration', oauth2: '/.well-known/oauth-authorization-server' } as const;

/** What a metadata document is: OpenID Connect's (`oidc`) or OAuth 2's (`oauth2`), as oauth4webapi names them. */
export type MetadataKind = keyof typeof WELL_KNOWN;

/**
 * The issuer a metadata URL of `kind` names: OpenID Connect's is the URL
 * without its well-known suffix, RFC 8414's the URL without the well-known
 * segment its path starts with; `wellKnown` false for another URL, which
 * names the issuer itself (its metadata is then asked at the well-known path).
 */
export function issuerOf(url: URL, kind: MetadataKind): { issuer: URL; wellKnown: boolean } {
  const suffix = WELL_KNOWN[kind];
  if (kind === 'oidc' && url.href.endsWith(suffix)) return { issuer: new URL(url.href.slice(0, -suffix.length)), wellKnown: true };
  if (kind === 'oauth2' && (url.pathname === suffix || url.pathname.startsWith(`${suffix}/`)))
    return { issuer: new URL(url.origin + url.pathname.slice(suffix.length)), wellKnown: true };
  return { issuer: url, wellKnown: false };
}
