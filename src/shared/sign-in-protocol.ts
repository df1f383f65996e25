/**
 * How the redirect page of a Try it sign-in (`oauth2-redirect.html`, docs/guides/site.md:
 * Signing in) and the console that opened it talk: over a BroadcastChannel of
 * the site's origin, which outlasts the provider's pages between them (an
 * `opener` does not, when the provider isolates its pages). The console names
 * the window it opens `<SIGN_IN_WINDOW><id>`; the redirect page sends back
 * that id with what the provider answered, and the console, the only one that
 * knows the `state` it sent and the PKCE verifier, answers whether it signed
 * the reader in. Plain data: no Node or browser API here.
 */

/** The redirect page the build writes beside `index.html`, whose URL a team registers with its provider. */
export const REDIRECT_PAGE = 'oauth2-redirect.html';

/** The name of the BroadcastChannel both sides use. */
export const SIGN_IN_CHANNEL = 'pamdocs-sign-in';

/** The prefix of the name of the window a console opens to sign in; the rest is the sign-in's id. */
export const SIGN_IN_WINDOW = 'pamdocs-sign-in-';

/** What the redirect page sends: the sign-in's id (its window's name after the prefix) and the parameters the provider sent back. */
export interface SignInCallback {
  kind: 'callback';
  id: string;
  /** The query's parameters (`code`, `state`, `iss`, or `error` and `error_description`), in order. */
  params: [string, string][];
}

/** What the console answers: whether the reader is signed in, in a sentence the redirect page shows. */
export interface SignInResult {
  kind: 'result';
  id: string;
  ok: boolean;
  message: string;
}
