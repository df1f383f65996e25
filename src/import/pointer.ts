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
  let current: unknown = value;
  for (let hops = 0; isReference(current); hops++) {
    if (hops === MAX_HOPS) return undefined;
    current = atPointer(document, current.$ref);
  }
  return current as T | undefined;
}

/** The name of the component a reference names, e.g. `Pet` for `#/components/schemas/Pet`, or undefined for any other reference. */
export function componentName(ref: string, kind: string): string | undefined {
  const prefix = `#/components/${kind}/`;
  if (!ref.startsWith(prefix)) return undefined;
  const rest = ref.slice(prefix.length);
  return rest.includes('/') ? undefined : decodeURIComponent(rest).replace(/~1/g, '/').replace(/~0/g, '~');
}
