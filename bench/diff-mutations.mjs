// Seeded mutations of an OpenAPI document (Swagger 2.0 or OpenAPI 3.x, as parsed JSON) for the invariants of
// `pamdocs diff`: the equivalent ones change how the document is written and nothing a client relies on (key
// order, the order of security alternatives and of enum values, the prose), so comparing the document with its
// mutation must report nothing breaking; the breaking ones make one change every client notices and name the
// operation it breaks. Each takes a document and `random` (bench/prng.mjs) and leaves the document as it was.
import { dump } from 'js-yaml';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const pick = (list, random) => list[Math.floor(random() * list.length)];

/** A copy of `list` in an order `random` picks (Fisher-Yates). */
function shuffled(list, random) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** A copy of `value` with `edit(key, value)` giving the value of every entry of every object, at any depth, bottom up. */
function mapEntries(value, edit) {
  if (Array.isArray(value)) return value.map((v) => mapEntries(v, edit));
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, edit(key, mapEntries(v, edit))]));
}

/** Each operation of a document: its path, method (lower case) and value; path items written as `$ref`s are left out. */
function operations(document) {
  return Object.entries(isObject(document.paths) ? document.paths : {}).flatMap(([path, item]) =>
    isObject(item) && item.$ref === undefined
      ? METHODS.filter((method) => isObject(item[method])).map((method) => ({ path, method, operation: item[method] }))
      : [],
  );
}

/** How `pamdocs diff` names an operation: `GET /pets/{id}`. */
const operationName = ({ path, method }) => `${method.toUpperCase()} ${path}`;

/** The value a local `$ref` (`#/components/schemas/Pet`) names in `document`, or `value` itself when it is no reference. */
function deref(document, value, seen = new Set()) {
  if (!isObject(value) || typeof value.$ref !== 'string' || !value.$ref.startsWith('#/') || seen.has(value.$ref)) return value;
  seen.add(value.$ref);
  let at = document;
  for (const token of value.$ref.slice(2).split('/')) {
    const key = decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');
    at = isObject(at) || Array.isArray(at) ? at[key] : undefined;
  }
  return deref(document, at, seen);
}

/** The equivalent mutations, by name: `(document, random) => document`. */
export const EQUIVALENT = {
  /** Every object's keys in another order, at any depth. */
  shuffleKeys: (document, random) => {
    const shuffle = (value) => {
      if (Array.isArray(value)) return value.map(shuffle);
      if (!isObject(value)) return value;
      return Object.fromEntries(shuffled(Object.entries(value), random).map(([key, v]) => [key, shuffle(v)]));
    };
    return shuffle(document);
  },
  /** The security alternatives of the document and of each operation in another order, and the schemes and scopes of each. */
  reorderSecurity: (document, random) => {
    const scopes = (list) => (Array.isArray(list) ? shuffled(list, random) : list);
    const requirement = (r) => (isObject(r) ? Object.fromEntries(shuffled(Object.entries(r), random).map(([k, v]) => [k, scopes(v)])) : r);
    const reorder = (list) => (Array.isArray(list) ? shuffled(list, random).map(requirement) : list);
    const copy = structuredClone(document);
    if (copy.security !== undefined) copy.security = reorder(copy.security);
    for (const { operation } of operations(copy)) if (operation.security !== undefined) operation.security = reorder(operation.security);
    return copy;
  },
  /** Every enum's values in another order. */
  reorderEnums: (document, random) =>
    mapEntries(document, (key, value) => (key === 'enum' && Array.isArray(value) ? shuffled(value, random) : value)),
  /** Every `description` and `summary` reworded. */
  reword: (document, random) =>
    mapEntries(document, (key, value) =>
      (key === 'description' || key === 'summary') && typeof value === 'string'
        ? `${pick(['In short:', 'Note:', 'That is,'], random)} ${value}`
        : value,
    ),
};

/**
 * The text of `document` in `format`: `json` (indented), `json-min` or `yaml`.
 * @param {unknown} document
 * @param {'json' | 'json-min' | 'yaml'} format
 */
export function serialise(document, format) {
  if (format === 'yaml') return dump(document, { lineWidth: -1, noRefs: true });
  return format === 'json' ? JSON.stringify(document, null, 2) : JSON.stringify(document);
}

/**
 * The properties of a body schema (or of its array's items) that one schema of the document defines, `allOf`
 * members merged (nested ones too): `{ schema, name }` each, where `schema` is the object whose `properties` hold `name`. A name
 * two members define, or a write-only one (no response holds it), is left out.
 */
function ownedProperties(document, schema, depth = 0) {
  const s = deref(document, schema);
  if (!isObject(s) || depth > 3) return [];
  const members = composed(document, s);
  const owners = new Map();
  for (const member of members)
    for (const name of Object.keys(isObject(member.properties) ? member.properties : {}))
      owners.set(name, owners.has(name) ? null : member);
  const found = [...owners].filter(([name, owner]) => owner && deref(document, owner.properties[name])?.writeOnly !== true);
  if (found.length === 0 && s.items !== undefined) return ownedProperties(document, s.items, depth + 1);
  return found.map(([name, owner]) => ({ schema: owner, name }));
}

/** `schema` and the members of its `allOf`, and of theirs, however deep, each once. */
function composed(document, schema, found = new Set()) {
  if (!isObject(schema) || found.has(schema)) return [...found];
  found.add(schema);
  for (const member of Array.isArray(schema.allOf) ? schema.allOf : []) composed(document, deref(document, member), found);
  return [...found];
}

/** The properties of the bodies of an operation's success responses, as {@link ownedProperties} gives them. */
function responseProperties(document, operation) {
  return Object.entries(isObject(operation.responses) ? operation.responses : {}).flatMap(([status, response]) => {
    const r = deref(document, response);
    if (!/^2/.test(status) || !isObject(r)) return [];
    // A byte stream has no properties a client reads (the 3.1 upgrade empties any schema written for one).
    const read = (entries) => entries.filter(([type]) => type !== 'application/octet-stream').map(([, media]) => media?.schema);
    const schemas = isObject(r.content) ? read(Object.entries(r.content)) : [r.schema];
    return schemas.flatMap((schema) => (schema === undefined ? [] : ownedProperties(document, schema)));
  });
}

/** The breaking mutations, by name: `(document, random) => { document, operation } | undefined` (undefined: the document has nothing to break so). */
export const BREAKING = {
  /** An operation that was not deprecated removed. */
  removeOperation: (document, random) => {
    const copy = structuredClone(document);
    const found = operations(copy).filter(({ operation }) => operation.deprecated !== true);
    if (found.length === 0) return undefined;
    const chosen = pick(found, random);
    delete copy.paths[chosen.path][chosen.method];
    return { document: copy, operation: operationName(chosen) };
  },
  /** A required query parameter added to an operation. */
  addRequiredParameter: (document, random) => {
    const copy = structuredClone(document);
    const found = operations(copy);
    if (found.length === 0) return undefined;
    const chosen = pick(found, random);
    const schema = copy.swagger === undefined ? { schema: { type: 'string' } } : { type: 'string' };
    const parameter = { name: 'pamdocsAddedFilter', in: 'query', required: true, ...schema };
    chosen.operation.parameters = [...(Array.isArray(chosen.operation.parameters) ? chosen.operation.parameters : []), parameter];
    return { document: copy, operation: operationName(chosen) };
  },
  /** A property removed from the body of a success response of an operation (from the schema that defines it, which others may share). */
  removeResponseProperty: (document, random) => {
    const copy = structuredClone(document);
    const found = operations(copy).flatMap((op) => responseProperties(copy, op.operation).map((property) => ({ ...op, property })));
    if (found.length === 0) return undefined;
    const chosen = pick(found, random);
    const { schema, name } = chosen.property;
    delete schema.properties[name];
    if (Array.isArray(schema.required)) schema.required = schema.required.filter((r) => r !== name);
    return { document: copy, operation: operationName(chosen) };
  },
};
