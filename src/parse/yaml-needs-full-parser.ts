/**
 * Which YAML texts need the full parser (the `yaml` package): the fast
 * ways handle the others, which js-yaml reads as the `yaml` package does
 * (`./yaml-fast.ts`) and whose key positions js-yaml's events give
 * (`./yaml-events.ts`). The rules were found by comparing the
 * two parsers on mutated content (`tests/unit/yaml-fast.test.ts`). No
 * parser is imported here: the loader and the rules read positions through
 * it without loading one until a position is asked for.
 */

/** Characters of the marks below; a text holding none of them (most) is only checked for long lines. */
const MARK_CHARS = /[&*!%\r]/;
/** A directive (`%YAML 1.1` reads scalars otherwise) or a lone carriage return (the `yaml` package ends no line there). */
const TEXT_MARKS = /^%|\r(?!\n)/m;
/**
 * An anchor or alias (`&` or `*` with a name: `Terms & Conditions` holds
 * none) or a tag (`!`), where a node may start on a line: after its
 * indentation, sequence dashes, `?` and `:` indicators, after a value's
 * `: `, after a flow indicator, or after `---`. Mid-scalar, as in
 * `**bold**` prose, they are text. The `yaml` way bounds aliases and
 * refuses recursive ones; js-yaml and it read some tags differently.
 */
const NODE_MARK = /(?:^[ \t]*(?:[-?:][ \t]+)*|^---[ \t]+|:[ \t]+|[[{,][ \t]*)(?:[&*][^\s[\]{},]|!)/;
/**
 * A line that ends with a block scalar's header (`|` or `>`, with its
 * indicators): its indentation and sequence dashes, and its key if any.
 * The lines after it that are more indented than its node are the
 * scalar's text, where no mark can be.
 */
const BLOCK_HEADER = /^( *(?:-[ \t]+)*)(?:([^\s#].*?)[ \t]*:[ \t]+)?[|>][1-9+-]{0,2}[ \t]*(?:#.*)?$/;
/** The shortest line the `yaml` package refuses as an implicit key, in characters (its limit is 1,024). */
const LONG_LINE = 1024;
/** A long line that is no long implicit key: a short plain key, and a quoted or plain scalar value running to its end. */
const SHORT_KEY_LINE = /^ *(?:-[ \t]+)*[\w$.-]{1,128}:[ \t]+(?:['"]|[^\s[\]{}&*!|>'"%@`#,?:-])/;

/**
 * Whether `text` needs the full parser (goes the `yaml` way): it has a directive or lone carriage
 * return, a mark ({@link NODE_MARK}) on a line outside a block scalar's
 * text, or a line of {@link LONG_LINE} characters or more that may be an
 * implicit key.
 */
export function needsFullParser(text: string): boolean {
  const marks = MARK_CHARS.test(text);
  if (marks && TEXT_MARKS.test(text)) return true;
  if (!marks && !hasLongLine(text)) return false;
  /** Indentation of the node whose block scalar's text the lines are, or -2 outside one. */
  let block = -2;
  for (const line of text.split('\n')) {
    if (block > -2) {
      if (line.trim() === '' || /^ */.exec(line)![0].length > block) continue;
      block = -2;
    }
    if (line.length >= LONG_LINE && !SHORT_KEY_LINE.test(line)) return true;
    if (marks && NODE_MARK.test(line)) return true;
    const header = BLOCK_HEADER.exec(line);
    if (header) block = header[2] !== undefined ? header[1]!.length : header[1]!.lastIndexOf('-');
  }
  return false;
}

/** Whether `text` has a line of {@link LONG_LINE} characters or more. */
function hasLongLine(text: string): boolean {
  for (let start = 0; start < text.length; ) {
    const end = text.indexOf('\n', start);
    if ((end < 0 ? text.length : end) - start >= LONG_LINE) return true;
    if (end < 0) break;
    start = end + 1;
  }
  return false;
}
