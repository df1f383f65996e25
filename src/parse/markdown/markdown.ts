/**
 * Markdown to sanitized HTML with unified (remark-parse, remark-gfm,
 * remark-rehype, rehype-sanitize, rehype-stringify), parsing each body once:
 * the same tree yields the HTML and the links and texts the checker reads.
 * Raw HTML in Markdown is dropped, never passed through.
 */
import type { Root } from 'mdast';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { AUTOLINK_TRIGGER, remarkGfmLite } from './gfm-lite.js';
import { rehypeMarkLocalUrls } from './local-urls.js';
import { rehypeShiftHeadings } from './shift-headings.js';

/**
 * The sanitize allow-list, explicit: exactly the elements GitHub Flavored
 * Markdown produces, with GitHub's attribute rules (rehype-sanitize's
 * default schema) for them, `http`/`https`/`mailto` links only and
 * `http`/`https` images only (local files are marked after sanitizing; other
 * origins are refused by `links/external-asset`). No script, style, iframe,
 * object, embed, form, SVG or event-handler attribute can pass, and ids are
 * prefixed with `user-content-` so prose cannot clobber endpoint anchors.
 */
export const SANITIZE_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [
    'a', 'blockquote', 'br', 'code', 'del', 'em', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'img', 'input', 'li',
    'ol', 'p', 'pre', 'section', 'span', 'strong', 'sup', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'ul',
  ],
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

/** What one Markdown body yields. */
export interface RenderedMarkdown {
  /** Sanitized HTML; placeholders and local file marks still to be filled by assembly. */
  html: string;
  links: LinkRef[];
  /** Only texts with a digit or `{{`: the ones the facts rules read. */
  texts: TextRef[];
}

/** The unified pipeline with a given GFM plugin. */
function pipeline(gfm: Plugin<[], Root>) {
  return unified()
    .use(remarkParse)
    .use(gfm)
    .use(remarkRehype)
    .use(rehypeSanitize, SANITIZE_SCHEMA)
    .use(rehypeShiftHeadings)
    .use(rehypeMarkLocalUrls)
    .use(rehypeStringify)
    .freeze();
}
/** Full GFM, for bodies that may hold autolink literals. */
const full = pipeline(remarkGfm);
/** GFM without autolink literals: the same tree for bodies without their triggers, at half the parse time. */
const lite = pipeline(remarkGfmLite);

/** Renders one body and collects its links and count-bearing texts. Never throws on any input text. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  if (markdown.trim() === '') return { html: '', links: [], texts: [] };
  const processor = AUTOLINK_TRIGGER.test(markdown) ? full : lite;
  const tree = processor.parse(markdown) as Root;
  const links: LinkRef[] = [];
  const texts: TextRef[] = [];
  visit(tree, (node) => {
    const offset = node.position?.start.offset ?? 0;
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') links.push({ type: node.type, url: node.url, offset });
    else if (node.type === 'text' && /\d|\{\{/.test(node.value)) texts.push({ value: node.value, offset });
  });
  const html = processor.stringify(processor.runSync(tree));
  return { html, links, texts };
}
