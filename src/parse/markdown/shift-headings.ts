/**
 * rehype plugin: moves body headings two levels down (`#` -> `<h3>`, `##` ->
 * `<h4>`, capped at `<h6>`), because bodies render inside cards whose titles
 * are `<h2>` (endpoints) and `<h3>` (entities): the page's heading outline
 * stays in order for screen readers (WCAG 1.3.1).
 */
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/** How many levels body headings move down. */
export const HEADING_SHIFT = 2;

export function rehypeShiftHeadings() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const m = /^h([1-6])$/.exec(node.tagName);
      if (m) node.tagName = `h${Math.min(6, Number(m[1]) + HEADING_SHIFT)}`;
    });
  };
}
