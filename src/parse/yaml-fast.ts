/**
 * Plain YAML values, fast: frontmatter and `pamdocs.yaml` are read by
 * js-yaml, which makes the plain value straight from the text (about a
 * fifth of the time of the `yaml` package's node tree, 10,000 endpoints'
 * frontmatter: 223 -> 43 µs each), and positions are parsed by `./yaml.ts`
 * only when a diagnostic asks for one.
 *
 * The two parsers must agree on every value pamdocs reads, so a text goes
 * the `yaml` way (its value, and its syntax errors with their messages)
 * whenever js-yaml refuses it or it holds something the two read
 * differently: the cases below, found by comparing them on mutated
 * content (`tests/unit/yaml-fast.test.ts` keeps comparing).
 */
import { load } from 'js-yaml';
import { lazyLocator, MAX_DEPTH, parseYaml, type ParsedYaml } from './yaml.js';

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
 * Whether `text` goes the `yaml` way: it has a directive or lone carriage
 * return, a mark ({@link NODE_MARK}) on a line outside a block scalar's
 * text, or a line of {@link LONG_LINE} characters or more that may be an
 * implicit key.
 */
function unvouched(text: string): boolean {
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

/** Text the `yaml` package reads as a number in exponent notation; js-yaml keeps one that overflows (`1e400`) as a string. */
const EXPONENT = /^[-+]?(?:\.\d+|\d+(?:\.\d*)?)[eE][-+]?\d+$/;

/**
 * Whether js-yaml's `value` may differ from the `yaml` package's, or nests
 * deeper than `depth` more mappings and lists (the `yaml` way reports that):
 * a key `null` (a null or empty key is `""` there), a key or string in
 * exponent notation, or a mapping or list reached twice (an alias the
 * marks missed: js-yaml shares the anchored object, and walking it again
 * and again could take exponential time; the `yaml` way bounds aliases).
 * `seen`: the mappings and lists walked so far, for a text with a `*` (an
 * alias needs one).
 */
function unsure(value: unknown, depth: number, seen?: Set<object>): boolean {
  if (typeof value === 'string') return EXPONENT.test(value);
  if (value === null || typeof value !== 'object') return false;
  if (depth === 0 || seen?.has(value)) return true;
  seen?.add(value);
  for (const [key, child] of Object.entries(value)) if (key === 'null' || EXPONENT.test(key) || unsure(child, depth - 1, seen)) return true;
  return false;
}

/**
 * Reads one YAML text into the value and syntax problems {@link parseYaml}
 * gives, and locates its keys by parsing it with positions on the first
 * `locate`. Never throws.
 * @param text the YAML source alone (frontmatter between its delimiters, or a whole file)
 * @param baseOffset offset of `text` inside its file, added to every reported offset
 */
export function readYaml(text: string, baseOffset = 0): ParsedYaml {
  if (!unvouched(text)) {
    let value: unknown;
    try {
      value = load(text);
    } catch {
      return parseYaml(text, baseOffset);
    }
    if (!unsure(value, MAX_DEPTH, text.includes('*') ? new Set() : undefined)) return { value, problems: [], ...lazyLocator(() => parseYaml(text, baseOffset)) };
  }
  return parseYaml(text, baseOffset);
}
