/**
 * The visitor's remembered choices (theme, sample language) in localStorage.
 * Storage can be blocked (privacy settings, some `file://` pages): reads then
 * give null and writes are dropped, so a choice holds for the page only.
 */

/** The stored value of `key` if it is one of `allowed`, else null. */
export function readChoice<T extends string>(key: string, allowed: readonly T[]): T | null {
  let value: string | null = null;
  try {
    value = localStorage.getItem(key);
  } catch {
    return null;
  }
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : null;
}

/** Remembers `value` under `key` (silently not, when storage is blocked). */
export function storeChoice(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Blocked storage: the choice holds for this page only.
  }
}
