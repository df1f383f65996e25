/**
 * Walks over the trees of a body: every node, parents before children, in
 * order (unist-util-visit's order). Plain recursion, without the closure and
 * ancestor array unist-util-visit makes per node: the passes every body
 * takes (`./markdown.ts`) cost a fifth of its rendering with it.
 */
import type { Element, Root as HastRoot } from 'hast';
import type { Nodes } from 'mdast';

/** Calls `fn` on each node below `node` of a Markdown tree. */
export function eachNode(node: Nodes, fn: (node: Nodes) => void): void {
  if (!('children' in node)) return;
  for (const child of node.children) {
    fn(child);
    eachNode(child, fn);
  }
}

/** Calls `fn` on each element below `node` of an HTML tree; `fn` may change an element but not replace it. */
export function eachElement(node: HastRoot | Element, fn: (element: Element) => void): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    fn(child);
    eachElement(child, fn);
  }
}
