/**
 * rehype plugin: moves body headings down so they sit under the headings of
 * the page around them and the outline stays in order for screen readers
 * (WCAG 1.3.1). Endpoint and entity bodies render inside cards whose titles
 * are `<h2>` and `<h3>`, so their headings move two levels (`#` -> `<h3>`,
 * capped at `<h6>`). A guide is a page of its own under an `<h1>` title: its
 * highest heading becomes `<h2>` (`file.data.topHeading`).
 */
import type { Element, Root } from 'hast';
import type { Transformer } from 'unified';
import { visit } from 'unist-util-visit';

/** How many levels body headings move down. */
export const HEADING_SHIFT = 2;

/** The level of a heading element, or undefined for any other element. */
const levelOf = (node: Element): number | undefined => {
  const m = /^h([1-6])$/.exec(node.tagName);
  return m ? Number(m[1]) : undefined;
};

export function rehypeShiftHeadings(): Transformer<Root, Root> {
  return (tree, file) => {
    const top = file.data.topHeading as number | undefined;
    let shift = HEADING_SHIFT;
    if (top !== undefined) {
      let highest = 7;
      visit(tree, 'element', (node: Element) => void (highest = Math.min(highest, levelOf(node) ?? 7)));
      shift = highest === 7 ? 0 : top - highest;
    }
    visit(tree, 'element', (node: Element) => {
      const level = levelOf(node);
      if (level !== undefined) node.tagName = `h${Math.max(1, Math.min(6, level + shift))}`;
    });
  };
}
