/**
 * The security schemes of a site of several APIs (`openapi:` of
 * pamdocs.yaml). An endpoint names its schemes by id, and the ids are the
 * site's: two APIs that give one name to different schemes (an API key in a
 * header and one in a query parameter, both `key`) would share whichever
 * came last, and one API's cards, samples and Try it console would show
 * the other's. So each API keeps its document's names, but where an API
 * listed before it has a different scheme of the same name: that one is
 * `<prefix><name>` (`billing-key`), and its endpoints' `auth` names it so.
 * Versions of one API, which declare the same schemes, share them.
 */
import type { EndpointDocument } from '../../parse/documents.js';
import type { AuthInput, SecuritySchemeInput } from '../../parse/shapes.js';
import { contentKey, joinedKey } from '../../shared/session.js';

/** An API as its schemes are named: its group prefix (`billing-`) and its schemes by their names in its document. */
export interface SchemesOf {
  prefix: string;
  schemes: Readonly<Record<string, SecuritySchemeInput>>;
}

/**
 * For each of `apis` (in `openapi:` order), the site id of each of its
 * schemes by its name in the document: the name, unless an earlier API has
 * a different scheme of that name; then `<prefix><name>` (with `-2`, `-3`…
 * while that is another scheme's).
 */
export function schemeIds(apis: readonly SchemesOf[]): Map<string, string>[] {
  /** The JSON text of the scheme each site id names. */
  const site = new Map<string, string>();
  return apis.map(({ prefix, schemes }) => {
    const ids = new Map<string, string>();
    for (const [name, scheme] of Object.entries(schemes)) {
      const text = JSON.stringify(scheme);
      const free = (id: string) => site.get(id) === undefined || site.get(id) === text;
      let id = name;
      for (let n = 1; !free(id); n++) id = `${prefix}${name}${n === 1 ? '' : `-${n}`}`;
      site.set(id, text);
      ids.set(name, id);
    }
    return ids;
  });
}

/** `schemes` under their site ids (`ids`, from {@link schemeIds}). */
export function schemesById(
  schemes: Readonly<Record<string, SecuritySchemeInput>>,
  ids: ReadonlyMap<string, string>,
): Record<string, SecuritySchemeInput> {
  return Object.fromEntries(Object.entries(schemes).map(([name, scheme]) => [ids.get(name) ?? name, scheme]));
}

/** `auth` with each scheme name that `ids` renames written as its site id (`none` and unknown names as they are). */
function authById(auth: AuthInput, ids: ReadonlyMap<string, string>): AuthInput {
  const id = (name: string) => ids.get(name) ?? name;
  if (typeof auth === 'string') return id(auth);
  return auth.map((alternative) =>
    typeof alternative === 'string' ? id(alternative) : Object.fromEntries(Object.entries(alternative).map(([name, s]) => [id(name), s])),
  );
}

/**
 * What an endpoint of the API whose scheme ids are `ids` becomes: the
 * document with its `auth` naming the site's ids, or itself when none is
 * renamed. Its key then covers the renames, so what is kept under it is
 * never another's (hashed once per API, not per endpoint).
 */
export function withSchemeIds(ids: ReadonlyMap<string, string>): (doc: EndpointDocument) => EndpointDocument {
  const renamed = [...ids].filter(([name, id]) => name !== id);
  if (renamed.length === 0) return (doc) => doc;
  const renames = contentKey(JSON.stringify(renamed));
  return (doc) =>
    doc.data.auth === undefined
      ? doc
      : { ...doc, key: joinedKey(doc.key, renames), data: { ...doc.data, auth: authById(doc.data.auth, ids) } };
}
