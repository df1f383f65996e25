/**
 * Anchors for the headings of a guide: each heading gets an id made from its
 * text the way GitHub makes them (github-slugger: lower case, punctuation
 * dropped, spaces to hyphens, a repeat gets `-1`, `-2`), so a link
 * `#/guides/<page>?scroll=<id>` lands on it and the page's table of contents
 * can list it.
 */
import GithubSlugger from 'github-slugger';
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { textOf } from './blocks.js';

/** A heading of a guide. */
export interface Heading {
  /** Its anchor: the element id. */
  id: string;
  /** Its text. */
  text: string;
  /** Its level, 2 to 6 (the page title is the `<h1>`). */
  depth: number;
}

/** Gives every heading of `tree` an id and returns the headings in order. */
export function anchorHeadings(tree: Root): Heading[] {
  const slugger = new GithubSlugger();
  const headings: Heading[] = [];
  visit(tree, 'element', (node: Element) => {
    const m = /^h([1-6])$/.exec(node.tagName);
    if (!m) return;
    const text = textOf(node).trim();
    const id = slugger.slug(text) || `section-${headings.length + 1}`;
    node.properties.id = id;
    headings.push({ id, text, depth: Number(m[1]) });
  });
  return headings;
}
