/**
 * Ids for imported things: lower-case kebab-case (the content's id format,
 * `src/parse/shapes/common.ts`), readable, and unique where they must be.
 */

/** Longest id the import makes, in characters (file names stay short). */
const MAX_ID = 64;

/**
 * `text` in kebab case: words split at case changes and at anything but
 * letters and digits, lower-cased, accents dropped (`getPetById` ->
 * `get-pet-by-id`, `GET /pets/{id}` -> `get-pets-id`); `fallback` when
 * nothing is left.
 */
export function kebab(text: string, fallback: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let id = '';
  for (const word of words) {
    if (id && id.length + 1 + word.length > MAX_ID) break;
    id = id ? `${id}-${word}` : word.slice(0, MAX_ID);
  }
  return id || fallback;
}

/** Hands out ids unique within one namespace: a taken id gets `-2`, `-3`… */
export class UniqueIds {
  private readonly taken = new Set<string>();

  /** @param reserved ids no one may get (e.g. the routes the site owns) */
  constructor(reserved: Iterable<string> = []) {
    for (const id of reserved) this.taken.add(id);
  }

  /** A free id made from `wanted`. */
  take(wanted: string): string {
    let id = wanted;
    for (let n = 2; this.taken.has(id); n++) id = `${wanted}-${n}`;
    this.taken.add(id);
    return id;
  }
}
