/**
 * How callers authenticate, as the site shows it: the security schemes and
 * the requirements of an operation. Plain data, imported by both the
 * pipeline and the template through `./site-model.ts`, which re-exports it.
 */

/** How callers authenticate: a security scheme of `pamdocs.yaml`, as the site shows it. */
export interface SecurityScheme {
  /**
   * Its id: its name in `pamdocs.yaml` or its OpenAPI document (where
   * `openapi.json` names it); on a site of several APIs, `<api>-<name>` for
   * a scheme whose name an API listed before has for another (`src/openapi/live/schemes.ts`).
   */
  id: string;
  type: 'http' | 'apiKey' | 'oauth2' | 'openIdConnect' | 'mutualTLS';
  /** What a reader sees on a card, e.g. "Bearer token", "API key (header X-API-Key)", "OAuth 2". */
  label: string;
  /** How to send the credentials, in plain text (the card's tooltip). */
  howTo: string;
  /** Plain text from `pamdocs.yaml`; empty when none. */
  description: string;
  /** Still accepted, but going away (OpenAPI 3.2 `deprecated`): its label and how-to say so; absent when not. */
  deprecated?: boolean;
  /**
   * Where a request carries its credentials: a header, query parameter or
   * cookie by name, and for an `Authorization` header the auth scheme word
   * (`Bearer`, `Basic`); absent for mutual TLS, which no request field carries.
   */
  carrier?: CredentialCarrier;
}

/** Where a request carries the credentials of a {@link SecurityScheme}. */
export interface CredentialCarrier {
  in: 'header' | 'query' | 'cookie';
  /** The header, parameter or cookie name, e.g. `Authorization`, `X-API-Key`. */
  name: string;
  /** The auth scheme before the token in an `Authorization` header (RFC 9110 §11.4), e.g. `Bearer`, `Basic`; absent for an API key. */
  scheme?: string;
}

/** One way to be authorized: every one of these schemes at once, with the scopes each needs. */
export type SecurityRequirement = { scheme: string; scopes: string[] }[];
