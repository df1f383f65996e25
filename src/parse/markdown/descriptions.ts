/**
 * The descriptions of a document's frontmatter (of parameters, bodies,
 * responses, headers, errors and schema properties, at any depth) rendered
 * as Markdown, which OpenAPI makes every `description`: by the same
 * sanitized pipeline as bodies (`./markdown.ts`), and for an OpenAPI
 * document under its prose policy (`./spec-prose.ts`). Only a description
 * that holds Markdown is rendered; the site shows the others as text, and
 * the same text is rendered once per document.
 */
import { markdownRisk } from './limits.js';
import { renderMarkdown } from './markdown.js';
import { noProseChanges, sumProseChanges, type ProseChanges } from './spec-prose.js';

/**
 * Whether a description may read differently as Markdown than as text: a
 * link, code, emphasis (`*`, or `_` opening a word), HTML or an entity, a
 * line break, a heading, quote or list at the start of a line, a table, a
 * URL (an autolink), an escape.
 */
const MARKDOWN = /[[`*<\\|~]|&\w+;|(^|\s)_|\n|^\s*(#|>|[-+]\s|\d+[.)]\s)|https?:\/\/|www\./;

/** One description rendered: its HTML (empty when it is to stay text) and what the prose policy changed in it. */
export interface RenderedDescription {
  html: string;
  changes?: ProseChanges;
}

/** What {@link renderDescriptions} gives. */
export interface RenderedDescriptions {
  /** The HTML of each description that holds Markdown, by its text (own keys only: look up with `Object.hasOwn`): one paragraph as inline HTML, more as blocks. */
  html: Record<string, string>;
  /** With `spec`, what the prose policy changed in them. */
  changes?: ProseChanges;
}

/** The strings under a `description` key anywhere in `value`, each once. */
function descriptionsOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) descriptionsOf(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'description' && typeof child === 'string') found.add(child);
      else descriptionsOf(child, found);
    }
  }
  return found;
}

/** `html` without the `<p>` around it when it is one paragraph (it then sits inline, in a table cell or after a name). */
const unwrapParagraph = (html: string): string => {
  const inner = /^<p>([\s\S]*)<\/p>$/.exec(html.trim())?.[1];
  return inner !== undefined && !inner.includes('<p>') ? inner : html.trim();
};

/** One description that holds Markdown, rendered; `html` is empty when it stays text (the parser could not take it in time, or failed). */
function renderOne(text: string, spec: boolean): RenderedDescription {
  if (markdownRisk(text)) return { html: '' };
  try {
    const rendered = renderMarkdown(text, { spec });
    return { html: unwrapParagraph(rendered.html), ...(rendered.changes ? { changes: rendered.changes } : {}) };
  } catch {
    // A library failing on hostile input leaves this description as text.
    return { html: '' };
  }
}

/**
 * Renders the descriptions of `data` (a document's validated frontmatter)
 * that hold Markdown, each once. `spec`: prose of an OpenAPI document.
 * Never throws.
 */
export function renderDescriptions(data: unknown, spec: boolean): RenderedDescriptions {
  // A Map, made an object with own keys only: a description may be any text, `__proto__` too.
  const html = new Map<string, string>();
  let changes = noProseChanges();
  for (const text of descriptionsOf(data)) {
    if (!MARKDOWN.test(text)) continue;
    const rendered = renderOne(text, spec);
    if (!rendered.html) continue;
    html.set(text, rendered.html);
    if (rendered.changes) changes = sumProseChanges(changes, rendered.changes);
  }
  return { html: Object.fromEntries(html), ...(spec ? { changes } : {}) };
}
