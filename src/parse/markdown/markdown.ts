/**
 * Markdown to sanitized HTML with unified (remark-parse, remark-gfm,
 * remark-rehype, rehype-sanitize, rehype-stringify), parsing each body once:
 * the same tree yields the HTML and the links and texts the checker reads.
 * Raw HTML in Markdown is dropped, never passed through.
 */
import type { Root } from 'mdast';
import rehypeSanitize, { defaultSchema as GITHUB_ALLOW_LIST, type Options as AllowList } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import { remarkAlert } from 'remark-github-blockquote-alert';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Plugin, type Transformer } from 'unified';
import type { Root as HastRoot } from 'hast';
import remarkDirective from 'remark-directive';
import { anchorHeadings, type Heading } from './anchors.js';
import { BLOCK_NAMES, buildBlocks, markBlocks, type UnknownBlock } from './blocks.js';
import { AUTOLINK_TRIGGER, remarkGfmLite, remarkGfmLiteNoTables, TABLE_TRIGGER } from './gfm-lite.js';
import { markLocalUrl } from './local-urls.js';
import { headingShift, shiftHeading } from './shift-headings.js';
import { specProse, type ProseChanges } from './spec-prose.js';
import { eachElement, eachNode } from './walk.js';

/** The kinds of GitHub alerts (`> [!WARNING]`), as GitHub documents them. */
const ALERT_KINDS = ['note', 'tip', 'important', 'warning', 'caution'] as const;

/**
 * The sanitize allow-list, explicit: exactly the elements GitHub Flavored
 * Markdown produces, with GitHub's attribute rules (rehype-sanitize's
 * default options, GitHub's allow-list) for them, `http`/`https`/`mailto` links only and
 * `http`/`https` images only (local files are marked after sanitizing; other
 * origins are refused by `links/external-asset`). No script, style, iframe,
 * object, embed, form, SVG or event-handler attribute can pass, and ids are
 * prefixed with `user-content-` so prose cannot clobber endpoint anchors.
 * GitHub alerts (`> [!NOTE]`, remark-github-blockquote-alert) keep their
 * classes, from a fixed list.
 */
export const SANITIZE_ALLOW_LIST: AllowList = {
  ...GITHUB_ALLOW_LIST,
  tagNames: [
    'a',
    'blockquote',
    'br',
    'code',
    'del',
    'div',
    'em',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'img',
    'input',
    'li',
    'ol',
    'p',
    'pre',
    'section',
    'span',
    'strong',
    'sup',
    'table',
    'tbody',
    'td',
    'th',
    'thead',
    'tr',
    'ul',
  ],
  // The marks of the blocks (`./blocks.ts`): a block's name, its label and style, from fixed lists.
  attributes: {
    ...GITHUB_ALLOW_LIST.attributes,
    div: [
      ...(GITHUB_ALLOW_LIST.attributes?.div ?? []),
      ['dataBlock', ...BLOCK_NAMES],
      'ariaLabel',
      ['dataVariant', 'flow', 'wide'],
      ['className', 'markdown-alert', ...ALERT_KINDS.map((k) => `markdown-alert-${k}`)],
    ],
    // The title of a GitHub alert (`> [!NOTE]`); its icon, an SVG, is stripped.
    p: [['className', 'markdown-alert-title']],
  },
  protocols: { href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
  strip: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
};

/** A link, image or link definition of a body, at its offset in the body. */
export interface LinkRef {
  type: 'link' | 'image' | 'definition';
  url: string;
  offset: number;
}

/** A text of a body that may state a count or hold a placeholder, at its offset in the body. */
export interface TextRef {
  value: string;
  offset: number;
}

/** A fenced code block of a body that claims JSON. */
export interface JsonBlock {
  value: string;
  /** Offset in the body of the opening fence. */
  offset: number;
  /** Offset in the body of the value's first line, and the indentation each of its lines has there (a block inside a list). */
  valueOffset: number;
  indent: number;
}

/** What one Markdown body yields. */
export interface RenderedMarkdown {
  /** Sanitized HTML; placeholders and local file marks still to be filled by assembly. */
  html: string;
  links: LinkRef[];
  /** Only texts with a digit or `{{`: the ones the facts rules read. */
  texts: TextRef[];
  /** Code blocks fenced as `json`, for the check that they parse. */
  jsonBlocks: JsonBlock[];
  /** Directives that are no block (`./blocks.ts`). */
  unknownBlocks: UnknownBlock[];
  /** What counted card grids count, e.g. `{ features: 13 }`. */
  counts: Record<string, number>;
  /** With `anchors`, the headings with their ids; else empty. */
  headings: Heading[];
  /** With `spec`, what the prose policy changed. */
  changes?: ProseChanges;
}

export type { Heading };

/** Options of {@link renderMarkdown}. */
export interface RenderOptions {
  /** Prose of an OpenAPI document: links to the API's own site unlinked, and the rest of `./spec-prose.ts`. */
  spec?: boolean;
  /** Wrap each top-level heading and what follows it in a `<section>` (landing pages). */
  sections?: boolean;
  /** A page of its own (a guide): the highest heading becomes `<h2>`, and every heading gets an anchor. */
  anchors?: boolean;
}

/** A line that opens a block directive (`::entities`, `:::cards`). */
const BLOCK_TRIGGER = /^\s{0,3}::/m;

/**
 * rehype plugin (after sanitizing): what every element of a body takes, in
 * one walk: headings moved down (`./shift-headings.ts`; a guide's highest
 * to `file.data.topHeading`) and references to local files marked (`./local-urls.ts`).
 */
function rehypeElements(): Transformer<HastRoot, HastRoot> {
  return (tree, file) => {
    const shift = headingShift(tree, file.data.topHeading as number | undefined);
    eachElement(tree, (node) => {
      shiftHeading(node, shift);
      markLocalUrl(node);
    });
  };
}

/** The unified pipeline with a given GFM plugin, and directives when `blocks`. */
function pipeline(gfm: Plugin<[], Root>, blocks: boolean) {
  const parser = unified().use(remarkParse).use(gfm).use(remarkAlert);
  return (blocks ? parser.use(remarkDirective) : parser)
    .use(remarkRehype)
    .use(rehypeSanitize, SANITIZE_ALLOW_LIST)
    .use(rehypeElements)
    .use(rehypeStringify)
    .freeze();
}
/**
 * The processors, by whether the body may hold autolink literals (full GFM,
 * else the lite one at half the parse time), tables (lite only) and blocks.
 */
const PROCESSORS = {
  full: pipeline(remarkGfm, false),
  lite: pipeline(remarkGfmLite, false),
  liteNoTables: pipeline(remarkGfmLiteNoTables, false),
  fullBlocks: pipeline(remarkGfm, true),
  liteBlocks: pipeline(remarkGfmLite, true),
  liteNoTablesBlocks: pipeline(remarkGfmLiteNoTables, true),
} as const;

/** A body's Markdown tree, and the processor that parsed it (which renders it). */
export interface ParsedBody {
  tree: Root;
  processor: (typeof PROCESSORS)[keyof typeof PROCESSORS];
}

/**
 * Whether a tree parsed without autolink literals has text where one could
 * start: a text node, or an image's alt (its label's text), holding a trigger.
 * A literal begins in what would otherwise be plain text, so a tree without
 * such text is the tree full GFM makes; a trigger elsewhere (a link's
 * destination, an autolink, inline code) is none.
 */
function mayHoldLiteral(tree: Root): boolean {
  let found = false;
  eachNode(tree, (node) => {
    if (found) return;
    if (node.type === 'text') found = AUTOLINK_TRIGGER.test(node.value);
    else if (node.type === 'image' || node.type === 'imageReference') found = AUTOLINK_TRIGGER.test(node.alt ?? '');
  });
  return found;
}

/**
 * Parses one body with the lightest GFM that gives full GFM's tree: without
 * tables when it has no `|`, and without autolink literals unless its text
 * may hold one ({@link mayHoldLiteral}; then it is parsed again, with full
 * GFM). Most bodies with a trigger have it only in link destinations
 * (`https://` of a link to the API's guides), and parse at the lite speed.
 * The text is read decoded: `www\.example\.com` is a literal to GFM too.
 * `blocks`: with directives (`./blocks.ts`).
 */
export function parseBody(markdown: string, blocks: boolean): ParsedBody {
  const suffix = blocks ? 'Blocks' : '';
  const lite = PROCESSORS[`${markdown.includes(TABLE_TRIGGER) ? 'lite' : 'liteNoTables'}${suffix}`];
  const tree = lite.parse(markdown) as Root;
  if (!mayHoldLiteral(tree)) return { tree, processor: lite };
  const full = PROCESSORS[`full${suffix}`];
  return { tree: full.parse(markdown) as Root, processor: full };
}

/** Renders one body and collects its links, count-bearing texts, JSON blocks and blocks. Never throws on any input text. */
export function renderMarkdown(markdown: string, options: RenderOptions = {}): RenderedMarkdown {
  if (markdown.trim() === '') return { html: '', links: [], texts: [], jsonBlocks: [], unknownBlocks: [], counts: {}, headings: [] };
  const blocks = BLOCK_TRIGGER.test(markdown);
  const { tree, processor } = parseBody(markdown, blocks);
  const changes = options.spec ? specProse(tree) : undefined;
  const findings = blocks ? markBlocks(tree, markdown) : { unknown: [], counts: {} };
  // In an OpenAPI document's prose, a directive that is no block is its text: a change, not a mistake of the writer's.
  if (changes) changes.blocks = findings.unknown.splice(0).length;
  const links: LinkRef[] = [];
  const texts: TextRef[] = [];
  const jsonBlocks: JsonBlock[] = [];
  const parts = { blocks, images: false, tables: false };
  eachNode(tree, (node) => {
    const offset = node.position?.start.offset ?? 0;
    if (node.type === 'image' || node.type === 'imageReference') parts.images = true;
    else if (node.type === 'table') parts.tables = true;
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') links.push({ type: node.type, url: node.url, offset });
    else if (node.type === 'text' && /\d|\{\{/.test(node.value)) texts.push({ value: node.value, offset });
    else if (node.type === 'code' && node.lang?.toLowerCase() === 'json') {
      jsonBlocks.push({
        value: node.value,
        offset,
        valueOffset: markdown.indexOf('\n', offset) + 1,
        indent: (node.position?.start.column ?? 1) - 1,
      });
    }
  });
  const hast = processor.runSync(tree, { data: options.anchors ? { topHeading: 2 } : {} }) as HastRoot;
  buildBlocks(hast, parts, options);
  const headings = options.anchors ? anchorHeadings(hast) : [];
  return {
    html: processor.stringify(hast),
    links,
    texts,
    jsonBlocks,
    unknownBlocks: findings.unknown,
    counts: findings.counts,
    headings,
    ...(changes ? { changes } : {}),
  };
}
