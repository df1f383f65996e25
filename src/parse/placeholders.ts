/**
 * Count placeholders (`{{endpoints}}`, `{{entities}}`, `{{features}}`,
 * `{{groups}}`): prose never states a count by hand (docs/guides/content.md,
 * Prose). Rendering keeps them as text; assembly fills in the numbers.
 */
import type { SiteStats } from '../shared/site-model.js';

/** Matches one placeholder; group 1 is its name. */
export const PLACEHOLDER = /\{\{\s*([a-z]+)\s*\}\}/g;

/** The names a placeholder may use: the keys of {@link SiteStats}. */
export const PLACEHOLDER_NAMES: readonly (keyof SiteStats)[] = ['endpoints', 'entities', 'features', 'groups'];

/** Replaces known placeholders with the numbers of `stats`; unknown ones stay as written (the checker reports them). */
export function fillPlaceholders(text: string, stats: SiteStats): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    (PLACEHOLDER_NAMES as readonly string[]).includes(name) ? String(stats[name as keyof SiteStats]) : whole,
  );
}
