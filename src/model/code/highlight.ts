/**
 * Syntax highlighting at build time with highlight.js (its core and five
 * grammars only): code becomes HTML of `<span class="hljs-…">` tokens,
 * coloured by the template's stylesheet in the light and dark themes. No
 * highlighter code reaches the browser.
 */
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';

/** Grammars pamdocs highlights: those of the code samples, and JSON for examples. */
const GRAMMARS = { bash, java, javascript, json, python };

/**
 * The longest code highlighted, in characters (3 KiB, enough for a code
 * sample with an inline body, `./samples.ts`): the markup of a highlighted
 * JSON document is about 4.5 times its text, and a page of hundreds of large
 * examples (GitHub's 268 webhooks) weighed 6 MB more for colour alone.
 * Longer code is shown as plain text.
 */
export const MAX_HIGHLIGHTED_CHARS = 3 * 1024;

/** A language {@link highlight} knows. */
export type HighlightLanguage = keyof typeof GRAMMARS;

const highlighter = hljs.newInstance();
for (const [name, grammar] of Object.entries(GRAMMARS)) highlighter.registerLanguage(name, grammar);

/**
 * `code` as highlighted HTML (text escaped, tokens in `hljs-*` spans), or
 * null when it is longer than {@link MAX_HIGHLIGHTED_CHARS}. Safe to insert
 * as HTML: it holds only spans with class names and escaped text.
 */
export function highlight(code: string, language: HighlightLanguage): string | null {
  if (code.length > MAX_HIGHLIGHTED_CHARS) return null;
  return highlighter.highlight(code, { language, ignoreIllegals: true }).value;
}

/** An example highlighted as JSON when it parses as JSON and is not too long, else null (shown as plain text). */
export function highlightExample(example: string | undefined): string | null {
  if (example === undefined || example.length > MAX_HIGHLIGHTED_CHARS) return null;
  try {
    JSON.parse(example);
  } catch {
    return null;
  }
  return highlight(example, 'json');
}
