/**
 * The blocks Markdown may hold beyond GitHub's, written as directives
 * (remark-directive): a small, documented set.
 *
 * - `:::cards` … `:::` a grid of cards; each heading inside starts a card.
 *   `{count=features}` counts its cards into `{{features}}`; `{variant=flow}`
 *   or `{variant=wide}` styles them.
 * - `:::chips{label="Audience"}` … `:::` the list inside as chips.
 * - `:::steps{label="Sign-up"}` … `:::` the list inside as a numbered chain.
 * - `::entities` the entities of the data model, as cards with their schemas.
 * - an image alone in its paragraph is a figure.
 * - a table scrolls in a wrapper of its own.
 *
 * {@link markBlocks}, on the Markdown tree, marks each block with a
 * `data-block` attribute the sanitizer allows (`./markdown.ts`);
 * {@link buildBlocks}, on the HTML tree after sanitizing, builds its
 * elements and classes, so nothing a writer types can set a class or an
 * attribute.
 */
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { SKIP, visit } from 'unist-util-visit';

/** The block names, container blocks first. */
export const BLOCK_NAMES = ['cards', 'chips', 'steps', 'entities'] as const;
/** Style variants of `:::cards`. */
const CARD_VARIANTS: ReadonlySet<string> = new Set(['flow', 'wide']);
/** Counts a `:::cards` block may feed (the placeholders of `../placeholders.ts`). */
const COUNTS: ReadonlySet<string> = new Set(['features']);

/** A directive a writer wrote that is not a block, at its offset. */
export interface UnknownBlock {
  name: string;
  offset: number;
}

/** What {@link markBlocks} found: unknown blocks, and the counts of counted card grids. */
export interface BlockFindings {
  unknown: UnknownBlock[];
  counts: Record<string, number>;
}

/** Whether a directive is one of the blocks: a container, or `::entities` as a leaf. */
export function isBlock(directive: Pick<ContainerDirective | LeafDirective | TextDirective, 'type' | 'name'>): boolean {
  return (
    (BLOCK_NAMES as readonly string[]).includes(directive.name) &&
    (directive.type === 'containerDirective') === (directive.name !== 'entities')
  );
}

/**
 * Marks the known blocks of a Markdown tree parsed with directives from
 * `source`, records unknown ones (they render as their text), and gives
 * inline directives back their text: a colon in prose (`see note:this`) is
 * no directive.
 */
export function markBlocks(tree: Root, source: string): BlockFindings {
  const findings: BlockFindings = { unknown: [], counts: {} };
  visit(tree, (node, index, parent) => {
    if (node.type !== 'textDirective' && node.type !== 'leafDirective' && node.type !== 'containerDirective') return;
    const directive = node as TextDirective | LeafDirective | ContainerDirective;
    const start = directive.position?.start.offset ?? 0;
    const text = source.slice(start, directive.position?.end.offset ?? start);
    if (directive.type === 'textDirective' || !isBlock(directive)) {
      if (directive.type !== 'textDirective') findings.unknown.push({ name: directive.name, offset: start });
      parent?.children.splice(
        index!,
        1,
        directive.type === 'textDirective'
          ? { type: 'text', value: text }
          : { type: 'paragraph', children: [{ type: 'text', value: text }] },
      );
      // Not into the children of the node just replaced.
      return SKIP;
    }
    const attrs = directive.attributes ?? {};
    const properties: Record<string, string> = { dataBlock: directive.name };
    if (attrs.label) properties.ariaLabel = attrs.label;
    if (attrs.variant && CARD_VARIANTS.has(attrs.variant)) properties.dataVariant = attrs.variant;
    if (directive.name === 'cards' && attrs.count && COUNTS.has(attrs.count)) {
      const cards = (directive as ContainerDirective).children.filter((c) => c.type === 'heading').length;
      findings.counts[attrs.count] = (findings.counts[attrs.count] ?? 0) + cards;
    }
    directive.data = { hName: 'div', hProperties: properties };
  });
  return findings;
}

const isElement = (node: ElementContent | undefined, tag?: string): node is Element =>
  node?.type === 'element' && (!tag || node.tagName === tag);
const isHeading = (node: ElementContent) => isElement(node) && /^h[1-6]$/.test(node.tagName);
const el = (tagName: string, className: string[], children: ElementContent[], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties: className.length > 0 ? { ...properties, className } : properties,
  children,
});
/** The children of a node without the whitespace text between elements. */
const elements = (node: Element) => node.children.filter((c) => !(c.type === 'text' && c.value.trim() === ''));

/** A list block's list with its new tag, classes and label. */
function listBlock(block: Element, tagName: 'ul' | 'ol', className: string): Element {
  const list = elements(block).find((c): c is Element => isElement(c, 'ul') || isElement(c, 'ol'));
  const label = typeof block.properties.ariaLabel === 'string' ? { ariaLabel: block.properties.ariaLabel } : {};
  return el(tagName, [className], list?.children ?? [], label);
}

/** A cards block as a grid: each heading and what follows it until the next heading is a card; its plain lists are points. */
function cardsBlock(block: Element): Element {
  const variant = typeof block.properties.dataVariant === 'string' ? block.properties.dataVariant : undefined;
  const cards: ElementContent[][] = [];
  for (const child of elements(block)) {
    if (isHeading(child) || cards.length === 0) cards.push([]);
    cards.at(-1)!.push(child);
  }
  for (const card of cards)
    for (const child of card) if (isElement(child, 'ul') && !child.properties.className) child.properties.className = ['points'];
  return el(
    'ul',
    variant ? ['grid', `grid-${variant}`] : ['grid'],
    cards.map((card) => el('li', variant === 'flow' ? ['card', 'flow'] : ['card'], card)),
  );
}

/** The text of a node and its descendants. */
export function textOf(node: ElementContent | HastRoot): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map((c) => textOf(c as ElementContent)).join('') : '';
}

/**
 * Makes an image alone in its paragraph a figure, and puts each table in a
 * scrollable wrapper the keyboard can reach (WCAG 2.1.1), named by the
 * heading before it, so a wide table scrolls on its own on a phone instead
 * of the page. (A table holds no paragraph, so its cells need no visit.)
 */
function figuresAndTables(tree: HastRoot): void {
  let heading = 'Table';
  visit(tree, 'element', (node: Element, index, parent) => {
    if (!parent || index === undefined) return undefined;
    if (isHeading(node)) heading = textOf(node).trim() || heading;
    const only = node.tagName === 'p' ? elements(node) : [];
    if (only.length === 1 && isElement(only[0], 'img')) parent.children[index] = el('figure', ['diagram'], [only[0]]);
    if (node.tagName !== 'table') return undefined;
    parent.children[index] = el('div', ['table-wrap'], [node], { tabIndex: 0, role: 'group', ariaLabel: heading });
    return SKIP;
  });
}

/** What a body holds that {@link buildBlocks} changes, as its Markdown tree tells: marked blocks, images, tables. */
export interface BlockParts {
  blocks: boolean;
  images: boolean;
  tables: boolean;
}

/**
 * Builds the marked blocks of a sanitized HTML tree, makes a lone image a
 * figure, wraps tables and, with `sections`, wraps each top-level heading and what
 * follows it in a `<section>` (landing pages). A pass whose part the body
 * does not hold (`parts`) is left out.
 */
export function buildBlocks(tree: HastRoot, parts: BlockParts, options: { sections?: boolean } = {}): void {
  if (parts.blocks) {
    // Inner blocks first (chips and steps inside cards), so a card sees finished lists.
    const blocks: Element[] = [];
    visit(tree, 'element', (node: Element) => {
      if (typeof node.properties.dataBlock === 'string') blocks.push(node);
    });
    for (const block of blocks.reverse()) {
      const name = block.properties.dataBlock;
      const built =
        name === 'cards'
          ? cardsBlock(block)
          : name === 'chips'
            ? listBlock(block, 'ul', 'chips')
            : name === 'steps'
              ? listBlock(block, 'ol', 'chain')
              : el('div', [], [], { dataBlock: 'entities' });
      Object.assign(block, built);
    }
  }
  if (parts.images || parts.tables) figuresAndTables(tree);
  if (options.sections) sectioned(tree);
}

/** Wraps each heading of the top level (of the highest level there) and what follows it in a `<section class="block">`. */
function sectioned(tree: HastRoot): void {
  const top = Math.min(...tree.children.flatMap((c) => (c.type === 'element' && /^h[1-6]$/.test(c.tagName) ? [Number(c.tagName[1])] : [])));
  if (!Number.isFinite(top)) return;
  const out: HastRoot['children'] = [];
  let section: Element | undefined;
  for (const child of tree.children) {
    if (child.type === 'element' && child.tagName === `h${top}`) out.push((section = el('section', ['block'], [])));
    if (section && child.type !== 'doctype' && child.type !== 'comment') section.children.push(child as ElementContent);
    else out.push(child);
  }
  tree.children = out;
}
