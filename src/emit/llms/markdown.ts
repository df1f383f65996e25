/**
 * Writing Markdown from plain values: the pieces every Markdown twin
 * (`./pages.ts`, `./endpoint.ts`) is made of. Text from the content or an
 * OpenAPI document goes in as text: a code span or fence holds any text
 * exactly, and a table cell or a link's text keeps to its line and its cell.
 */
import type { JsonValue } from '../../shared/site-model.js';

/** `text` on one line: every run of whitespace one space, trimmed. */
export const oneLine = (text: string): string => (/\s\s|[^\S ]|^ | $/.test(text) ? text.replace(/\s+/g, ' ').trim() : text);

/** `text` as the text of a table cell: one line, its pipes escaped (GFM splits cells on them, in code spans too). */
export const cell = (text: string): string => oneLine(text).replace(/\|/g, '\\|');

/** `text` as the text of a link (`[text](…)`): one line, brackets and backslashes escaped. */
const linkText = (text: string): string => oneLine(text).replace(/[[\]\\]/g, '\\$&');

/** Runs of backticks. */
const BACKTICKS = /`+/g;

/** The longest run of backticks in `text` (0 when none). */
function longestRun(text: string): number {
  if (!text.includes('`')) return 0;
  let longest = 0;
  for (const run of text.match(BACKTICKS) ?? []) longest = Math.max(longest, run.length);
  return longest;
}

/** A code span holding `text` on one line exactly: fenced by more backticks than any run inside, padded when it starts or ends with one. */
export function code(text: string): string {
  const value = oneLine(text);
  const fence = '`'.repeat(longestRun(value) + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

/** A fenced code block of `text` (trailing whitespace dropped) tagged `lang`: a fence of more backticks than any run inside. */
export function fenced(text: string, lang = ''): string {
  const fence = '`'.repeat(Math.max(3, longestRun(text) + 1));
  return `${fence}${lang}\n${text.replace(/\s+$/, '')}\n${fence}`;
}

/** The tag of a fenced example of media type `contentType` (none: JSON when it looks like JSON): `json`, `xml`, else none. */
export function exampleLang(contentType: string, example: string): string {
  const type = contentType || (/^\s*[[{"]/.test(example) ? 'json' : '');
  return /json/i.test(type) ? 'json' : /xml/i.test(type) ? 'xml' : '';
}

/** A JSON value as compact text (`"a"`, `3`, `["a","b"]`), for a cell or a sentence. */
export const jsonText = (value: JsonValue): string => JSON.stringify(value);

/**
 * A GFM table of `rows` under `head`; every cell given as Markdown for one
 * cell (see {@link cell}). An empty cell is written empty.
 */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `|${cells.map((c) => (c ? ` ${c} ` : ' ')).join('|')}|`;
  return [line(head), `|${head.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}

/** `url` with what would end or split a link destination (whitespace, parentheses, angle brackets) percent-encoded. */
const safeUrl = (url: string): string => url.replace(/[\s()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

/** How a twin writes the URL of a link to the site file `file` (a path from the site root), with `fragment` (URL text, without `#`) when given. */
export type UrlOf = (file: string, fragment?: string) => string;

/**
 * The URL of the site file `to` (a path from the site root) as a link from
 * the file `from` (also from the root; '' for the root itself), with
 * `fragment` (URL text, without `#`) when given: relative, so the folder
 * works from any sub-path, and encoded as a link destination.
 */
export function relativeUrl(from: string, to: string, fragment = ''): string {
  const dir = from.split('/').slice(0, -1);
  const target = to.split('/');
  let same = 0;
  while (same < dir.length && same < target.length - 1 && dir[same] === target[same]) same++;
  const rel = [...dir.slice(same).map(() => '..'), ...target.slice(same).map(encodeURIComponent)].join('/');
  return safeUrl(rel) + (fragment ? `#${safeUrl(fragment)}` : '');
}

/** `[text](url)` with `text` escaped ({@link linkText}). */
export const link = (text: string, url: string): string => `[${linkText(text)}](${url})`;
