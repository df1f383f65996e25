/**
 * Plain YAML values, fast: frontmatter and `pamdocs.yaml` are read by
 * js-yaml, which makes the plain value straight from the text (about a
 * fifth of the time of the `yaml` package's node tree, 10,000 endpoints'
 * frontmatter: 223 -> 43 µs each), and positions are parsed only when a
 * diagnostic asks for one (from js-yaml's events, `./yaml-events.ts`, for a
 * text that needs no full parser).
 *
 * The two parsers must agree on every value pamdocs reads, so a text goes
 * the `yaml` way (its value, and its syntax errors with their messages)
 * whenever js-yaml refuses it or it holds something the two read
 * differently: the texts that need the full parser (`./yaml-needs-full-parser.ts`) and the
 * values below, found by comparing them on mutated content
 * (`tests/unit/yaml-fast.test.ts` keeps comparing).
 */
import { load } from 'js-yaml';
import { eventLocator } from './yaml-events.js';
import { needsFullParser } from './yaml-needs-full-parser.js';
import { lazyLocator, MAX_DEPTH, parseYaml, type ParsedYaml } from './yaml.js';

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
  if (!needsFullParser(text)) {
    let value: unknown;
    try {
      value = load(text);
    } catch {
      return parseYaml(text, baseOffset);
    }
    if (!unsure(value, MAX_DEPTH, text.includes('*') ? new Set() : undefined))
      return { value, problems: [], ...lazyLocator(() => eventLocator(text, baseOffset)) };
  }
  return parseYaml(text, baseOffset);
}
