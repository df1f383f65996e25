/**
 * References inside one document (`#/components/schemas/Pet`): after
 * bundling, every reference of an imported document is one of these.
 */
import type { Reference } from './openapi-types.js';

/** Whether `value` is a Reference Object. */
export const isReference = (value: unknown): value is Reference =>
  typeof value === 'object' && value !== null && typeof (value as { $ref?: unknown }).$ref === 'string';

/** The value at the JSON pointer of `ref` (RFC 6901, as a URI fragment) in `document`, or undefined when there is none. */
export function atPointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let value = document;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Reference hops followed at most: a longer chain is a loop. */
const MAX_HOPS = 32;

/** `value`, or what its chain of references ends at; undefined when a reference resolves to nothing or loops. */
export function deref<T extends object>(document: unknown, value: T | Reference | undefined): T | undefined {
  return resolve(document, value, '#')?.value;
}

/** The name of the component a reference names, e.g. `Pet` for `#/components/schemas/Pet`, or undefined for any other reference. */
export function componentName(ref: string, kind: string): string | undefined {
  const prefix = `#/components/${kind}/`;
  if (!ref.startsWith(prefix)) return undefined;
  const rest = ref.slice(prefix.length);
  return rest.includes('/') ? undefined : decodeURIComponent(rest).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** A value of the document and the JSON pointer of where it is written (`#/components/parameters/limit`). */
export interface Located<T> {
  value: T;
  pointer: string;
}

/** `key` as one token of a JSON pointer (RFC 6901: `~` as `~0`, `/` as `~1`). */
export const pointerToken = (key: string | number): string => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/** The pointer of `key` inside the value at `pointer`. */
export const child = (pointer: string, ...keys: (string | number)[]): string =>
  keys.reduce<string>((p, key) => `${p}/${pointerToken(key)}`, pointer);

/**
 * `value` (written at `pointer`), or what its chain of references ends at,
 * with the pointer of where that is written; undefined when a reference
 * resolves to nothing or loops.
 */
export function resolve<T extends object>(document: unknown, value: T | Reference | undefined, pointer: string): Located<T> | undefined {
  let current: unknown = value;
  let at = pointer;
  for (let hops = 0; isReference(current); hops++) {
    if (hops === MAX_HOPS) return undefined;
    at = current.$ref;
    current = atPointer(document, current.$ref);
  }
  return current === undefined ? undefined : { value: current as T, pointer: at };
}
