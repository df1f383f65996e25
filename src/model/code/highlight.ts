/**
 * Syntax highlighting of examples at build time with highlight.js (its
 * core and the JSON grammar only): an example becomes HTML of
 * `<span class="hljs-…">` tokens, coloured by the template's stylesheet in
 * the light and dark themes. Each distinct text is highlighted once per run
 * of code jobs: many endpoints share an example. (Request samples are
 * highlighted in the page, by the samples runtime.)
 */
import hljs from 'highlight.js/lib/core';
import json from 'highlight.js/lib/languages/json';
import type { RunMemo } from '../../shared/jobs/run-memo.js';

/** Grammars pamdocs highlights at build time: JSON, for examples. */
const GRAMMARS = { json };

/**
 * The longest code highlighted, in characters (3 KiB): the markup of a highlighted
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
 * as HTML: it holds only spans with class names and escaped text. The same
 * text in the same language is highlighted once per `memo` (the run's).
 */
export function highlight(code: string, language: HighlightLanguage, memo: RunMemo): string | null {
  if (code.length > MAX_HIGHLIGHTED_CHARS) return null;
  return memo.get(`highlight\0${language}\0${code}`, () => highlighter.highlight(code, { language, ignoreIllegals: true }).value);
}

/** An example highlighted as JSON when it parses as JSON and is not too long, else null (shown as plain text); once per `memo`. */
export function highlightExample(example: string | undefined, memo: RunMemo): string | null {
  if (example === undefined || example.length > MAX_HIGHLIGHTED_CHARS) return null;
  return memo.get(`example\0${example}`, () => {
    try {
      JSON.parse(example);
    } catch {
      return null;
    }
    return highlight(example, 'json', memo);
  });
}
