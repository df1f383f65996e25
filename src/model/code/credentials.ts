/** The credentials a code sample sends (`../security.ts` works them out from the endpoint's security). */

/** A credential a code sample sends: a header, query parameter or cookie with a placeholder value. */
export interface SampleCredential {
  in: 'header' | 'query' | 'cookie';
  name: string;
  value: string;
}

/**
 * The key of an endpoint's code in the `code` section of the document cache:
 * the key of its file, and the credentials its samples send (they come from
 * pamdocs.yaml, not the file).
 */
export function codeKey(documentKey: string, credentials: readonly SampleCredential[]): string {
  return credentials.length ? `${documentKey}:${JSON.stringify(credentials)}` : documentKey;
}
