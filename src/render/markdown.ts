/**
 * Markdown to sanitized HTML with unified: remark-parse, remark-gfm,
 * placeholders, remark-rehype, rehype-sanitize, local URLs, rehype-stringify.
 * Raw HTML in Markdown is dropped, never passed through.
 */
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { SiteStats } from '../model.js';
import { VFile } from 'vfile';
import { rehypeLocalUrls, type LocalUrlData } from './local-urls.js';
import { remarkPlaceholders } from './placeholders.js';

/**
 * The sanitize allow-list: GitHub's schema (rehype-sanitize's default), which
 * permits no scripts, styles, event handlers or `javascript:` URLs, and
 * prefixes ids with `user-content-` so prose cannot clobber endpoint anchors.
 */
export const SANITIZE_SCHEMA: SanitizeSchema = defaultSchema;

/** Renders one Markdown body of the document at `context.rel`; one renderer per build (the stats are fixed for it). */
export type MarkdownRenderer = (markdown: string, context?: LocalUrlData) => string;

/** Creates a renderer whose placeholders resolve to `stats`. */
export function createMarkdownRenderer(stats: SiteStats): MarkdownRenderer {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkPlaceholders, stats)
    .use(remarkRehype)
    .use(rehypeSanitize, SANITIZE_SCHEMA)
    .use(rehypeLocalUrls)
    .use(rehypeStringify)
    .freeze();
  return (markdown, context) =>
    markdown.trim() === '' ? '' : String(processor.processSync(new VFile({ value: markdown, data: { ...context } })));
}
