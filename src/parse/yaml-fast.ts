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

/**
 * Marks of a text js-yaml is not trusted with: anchors and aliases (`&` or
 * `*` opening a token, with a name: `Terms & Conditions` holds none) and
 * tags (`!` opening a token; the `yaml` way bounds aliases and refuses
 * recursive ones), directives (`%YAML 1.1` reads scalars otherwise) and a
 * lone carriage return (the `yaml` package ends no line there). Looked for
 * only in a text holding one of their characters (most hold none).
 */
const MARKS = /(?:^|[\s[\]{},])(?:[&*][^\s[\]{},]|!)|^%|\r(?!\n)/m;
const MARK_CHARS = /[&*!%\r]/;
/** The shortest line the `yaml` package refuses as an implicit key, in characters (its limit is 1,024). */
const LONG_LINE = 1024;

/** Whether `text` goes the `yaml` way: it has a {@link MARKS} mark, or a line of {@link LONG_LINE} characters or more. */
function unvouched(text: string): boolean {
  if (MARK_CHARS.test(text) && MARKS.test(text)) return true;
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
 * a key `null` (a null or empty key is `""` there), or a key or string in
 * exponent notation. The value is a tree (no aliases reach here).
 */
function unsure(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return EXPONENT.test(value);
  if (value === null || typeof value !== 'object') return false;
  if (depth === 0) return true;
  for (const [key, child] of Object.entries(value)) if (key === 'null' || EXPONENT.test(key) || unsure(child, depth - 1)) return true;
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
    if (!unsure(value, MAX_DEPTH)) return { value, problems: [], ...lazyLocator(() => parseYaml(text, baseOffset)) };
  }
  return parseYaml(text, baseOffset);
}
