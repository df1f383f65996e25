import { readChoice, storeChoice } from './storage.js';

/** A colour theme; without a remembered choice the site follows the system setting. */
export type Theme = 'light' | 'dark';

/** localStorage key of the visitor's choice. */
const THEME_KEY = 'pamdocs-theme';

/** The remembered choice, or null when the visitor never chose. */
export function storedTheme(): Theme | null {
  return readChoice<Theme>(THEME_KEY, ['light', 'dark']);
}

/** The theme in effect now: the choice, else the system's `prefers-color-scheme`. */
export function effectiveTheme(): Theme {
  return storedTheme() ?? (window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
}

/** Applies `theme` as `<html data-theme>`; null follows the system (styles/base.css does so by media query). */
export function applyTheme(theme: Theme | null): void {
  if (theme) document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
}

/** What to call when the visitor chooses a theme. */
const listeners = new Set<() => void>();

/** Calls `listener` after every choice; returns the function that stops it (the shape `useSyncExternalStore` subscribes with). */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Remembers and applies a choice. */
export function chooseTheme(theme: Theme): void {
  storeChoice(THEME_KEY, theme);
  applyTheme(theme);
  for (const listener of listeners) listener();
}
