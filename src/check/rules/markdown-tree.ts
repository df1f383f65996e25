/**
 * Markdown syntax trees of document bodies, parsed once per document and
 * shared by every rule that reads prose (links, stated facts).
 */
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { ContentDocument } from '../../content/documents.js';

const parser = unified().use(remarkParse).use(remarkGfm);
const trees = new WeakMap<ContentDocument, Root>();

/** The mdast of `doc.body`, with positions relative to the body (add `doc.bodyOffset` for the file). */
export function bodyTree(doc: ContentDocument): Root {
  let tree = trees.get(doc);
  if (!tree) {
    tree = parser.parse(doc.body) as Root;
    trees.set(doc, tree);
  }
  return tree;
}
