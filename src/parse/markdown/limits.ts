/**
 * Patterns of Markdown that make the parser (micromark) take seconds to
 * minutes or exhaust the stack: long runs of delimiters, thousands of
 * emphasis or bracket delimiters, absurdly nested containers. Measured on
 * this machine: 10,000 `*a` pairs take 6 s; a run of 10,000 `*` 11 s;
 * 400 nested lists 3 s; 50,000 nested quotes overflow the stack after 22 s.
 * Real documentation needs none of these, so such bodies are refused with a
 * diagnostic instead of parsed.
 */

/** Longest run of one delimiter character (`*`, `_`, `~`, `[`, `]`, `>`) accepted. */
export const MAX_DELIMITER_RUN = 64;
/**
 * Most `*`, `_`, `[` or backtick characters accepted in one body; a `_`
 * between two letters or digits (`snake_case`) counts for none, since it can
 * neither open nor close emphasis (CommonMark 0.31, 6.2): Rubrik's API
 * description names thousands of fields so.
 */
export const MAX_DELIMITERS = 2000;
/** Deepest container nesting accepted: quote markers, list markers or indentation columns / 2 at the start of a line. */
export const MAX_NESTING = 32;

/** A `_` between two letters or digits, as three characters. */
const INTRAWORD = /^[\p{L}\p{N}]_[\p{L}\p{N}]$/u;

/** Why a body is refused, and the offset (in the body) to report. */
export interface MarkdownRisk {
  reason: string;
  offset: number;
}

/** The first risky pattern of `markdown`, or undefined when it is safe to parse. */
export function markdownRisk(markdown: string): MarkdownRisk | undefined {
  const run = new RegExp(`([*_~\\[\\]>])\\1{${MAX_DELIMITER_RUN},}`).exec(markdown);
  if (run) return { reason: `a run of ${run[0].length} \`${run[1]}\` characters (at most ${MAX_DELIMITER_RUN})`, offset: run.index };
  for (const ch of ['*', '_', '[', '`']) {
    let count = 0;
    for (let i = markdown.indexOf(ch); i !== -1; i = markdown.indexOf(ch, i + 1)) {
      if (ch === '_' && INTRAWORD.test(markdown.slice(Math.max(0, i - 1), i + 2))) continue;
      if (++count > MAX_DELIMITERS) return { reason: `more than ${MAX_DELIMITERS} \`${ch}\` characters`, offset: i };
    }
  }
  let offset = 0;
  for (const line of markdown.split('\n')) {
    const prefix = /^(?:[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t]))[ \t]?)*/.exec(line)![0];
    const markers = (prefix.match(/>|[-*+](?=[ \t])|\d{1,9}[.)]/g) ?? []).length;
    const indent = /^[ \t]*/.exec(line)![0].replace(/\t/g, '    ').length;
    if (markers > MAX_NESTING || indent / 2 > MAX_NESTING * 2) {
      return { reason: `containers nested more than ${MAX_NESTING} levels deep`, offset };
    }
    offset += line.length + 1;
  }
  return undefined;
}
