/**
 * remark plugin: replaces count placeholders (`{{endpoints}}`, `{{entities}}`,
 * `{{features}}`, `{{groups}}`) in text with the numbers computed from the
 * content, so prose never states a count by hand (DESIGN.md, Content model).
 */
import type { Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import type { SiteStats } from '../model.js';

/** Matches one placeholder; group 1 is its name. */
export const PLACEHOLDER = /\{\{\s*([a-z]+)\s*\}\}/g;

/** The names a placeholder may use: the keys of {@link SiteStats}. */
export const PLACEHOLDER_NAMES: readonly (keyof SiteStats)[] = ['endpoints', 'entities', 'features', 'groups'];

/** Replaces known placeholders in text nodes; unknown ones stay as written (the checker reports them). */
export function remarkPlaceholders(stats: SiteStats) {
  return (tree: Root) => {
    visit(tree, 'text', (node: Text) => {
      node.value = node.value.replace(PLACEHOLDER, (whole, name: string) =>
        (PLACEHOLDER_NAMES as readonly string[]).includes(name) ? String(stats[name as keyof SiteStats]) : whole,
      );
    });
  };
}
