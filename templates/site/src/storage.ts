/**
 * The visitor's remembered choices (theme, sample language) in localStorage.
 * Storage can be blocked (privacy settings, some `file://` pages): reads then
 * give null and writes are dropped, so a choice holds for the page only.
 */

/** The stored value of `key` if it is one of `allowed`, else null. */
export function readChoice<T extends string>(key: string, allowed: readonly T[]): T | null {
  const value = readText(key);
  return (allowed as readonly (string | null)[]).includes(value) ? (value as T) : null;
}

/** The stored value of `key` when it is a short text (at most 40 characters), else null. */
export function readText(key: string): string | null {
  try {
    const value = localStorage.getItem(key);
    return value !== null && value.length > 0 && value.length <= 40 ? value : null;
  } catch {
    return null;
  }
}

/** Remembers `value` under `key` (silently not, when storage is blocked). */
export function storeChoice(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Blocked storage: the choice holds for this page only.
  }
}
