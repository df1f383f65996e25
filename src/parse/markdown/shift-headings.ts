/**
 * Body headings moved down so they sit under the headings of
 * the page around them and the outline stays in order for screen readers
 * (WCAG 1.3.1). Endpoint and entity bodies render inside cards whose titles
 * are `<h2>` and `<h3>`, so their headings move two levels (`#` -> `<h3>`,
 * capped at `<h6>`). A guide is a page of its own under an `<h1>` title: its
 * highest heading becomes `<h2>`. `./markdown.ts` moves them in its one
 * walk over the elements of a body.
 */
import type { Element, Root } from 'hast';
import { eachElement } from './walk.js';

/** How many levels body headings move down. */
export const HEADING_SHIFT = 2;

/** The level of a heading element, or undefined for any other element. */
const levelOf = (node: Element): number | undefined => {
  const m = /^h([1-6])$/.exec(node.tagName);
  return m ? Number(m[1]) : undefined;
};

/**
 * How many levels the headings of `tree` move: {@link HEADING_SHIFT}, or for
 * a page of its own, so that its highest heading becomes `<h{top}>` (none
 * when it has no heading).
 */
export function headingShift(tree: Root, top: number | undefined): number {
  if (top === undefined) return HEADING_SHIFT;
  let highest = 7;
  eachElement(tree, (node) => void (highest = Math.min(highest, levelOf(node) ?? 7)));
  return highest === 7 ? 0 : top - highest;
}

/** Moves `node` down `shift` levels (within `<h1>` to `<h6>`) when it is a heading. */
export function shiftHeading(node: Element, shift: number): void {
  const level = levelOf(node);
  if (level !== undefined) node.tagName = `h${Math.max(1, Math.min(6, level + shift))}`;
}
