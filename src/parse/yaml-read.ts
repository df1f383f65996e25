/**
 * Reading a YAML text (frontmatter, through gray-matter, and `pamdocs.yaml`):
 * js-yaml 4 makes its value, with the YAML 1.2 core schema (a date or `<<`
 * stays text), the one value parser of pamdocs; `pamdocs import` writes with
 * the same library (`src/openapi/yaml-out.ts`), so what it writes reads back
 * as written. Positions and the texts of problems come from the `yaml`
 * package (`./yaml.ts`), only when a problem or a rule asks for one.
 *
 * A value that cannot end or would take too long to walk is refused here,
 * never walked by a later stage: js-yaml stops at {@link MAX_DEPTH} levels,
 * and a text with an alias (`*`) is measured once, linearly, for an alias
 * inside its own anchor (js-yaml makes a cyclic object of it), for nesting
 * that its aliases take deeper, and for aliases that would repeat anchored
 * values more than {@link MAX_ALIAS_REPEATS} times once expanded (an alias bomb).
 */
import { CORE_SCHEMA, load, YAMLException, type LoadOptions } from 'js-yaml';
import { lazyLocator, locatorOf, MAX_DEPTH, TOO_DEEP, yamlProblems, type ParsedYaml, type YamlProblem } from './yaml.js';

/**
 * Most mappings and lists that aliases may add to a value once expanded
 * (each repeat of an anchored one, and of every one inside it, counts), by
 * default; the `yaml` package's default bound on aliases is of this size.
 */
export const MAX_ALIAS_REPEATS = 100;

/**
 * js-yaml's options: the core schema, and its depth limit (`maxDepth`,
 * which @types/js-yaml does not list yet), which counts the top node too.
 */
const OPTIONS: LoadOptions & { maxDepth: number } = { schema: CORE_SCHEMA, maxDepth: MAX_DEPTH + 1 };

/** js-yaml's reason when a node is deeper than `maxDepth`. */
const DEPTH_REASON = /^nesting exceeded maxDepth/;

/**
 * Reads one YAML text: its value, or the problems that keep it from having
 * one; keys are located (by the `yaml` package) on the first `locate`.
 * Never throws.
 * @param text the YAML source alone (frontmatter between its delimiters, or a whole file)
 * @param baseOffset offset of `text` inside its file, added to every reported offset
 * @param maxAliasRepeats the bound on aliases ({@link MAX_ALIAS_REPEATS}); a whole OpenAPI document may use more
 */
export function readYaml(text: string, baseOffset = 0, maxAliasRepeats = MAX_ALIAS_REPEATS): ParsedYaml {
  let value: unknown;
  try {
    value = load(text, OPTIONS);
  } catch (error) {
    return refused(baseOffset, loadProblems(error, text, baseOffset));
  }
  const problems = text.includes('*') ? aliasProblems(value, text, baseOffset, maxAliasRepeats) : [];
  if (problems.length > 0) return refused(baseOffset, problems);
  return { value, problems: [], ...lazyLocator(() => locatorOf(text, baseOffset)) };
}

/** A text read with `problems` and no value. */
const refused = (baseOffset: number, problems: YamlProblem[]): ParsedYaml => ({ value: undefined, problems, locate: () => baseOffset });

/**
 * The problems of a text js-yaml refused with `error`: nesting too deep at
 * the node js-yaml stopped at; otherwise what the `yaml` package finds
 * (`yamlProblems`: its syntax errors, an alias to no anchor, a tag it
 * cannot resolve), or js-yaml's own reason where it stopped when that
 * package finds nothing.
 */
function loadProblems(error: unknown, text: string, baseOffset: number): YamlProblem[] {
  if (!(error instanceof YAMLException))
    return [{ offset: baseOffset, message: error instanceof RangeError ? TOO_DEEP : (error as Error).message }];
  const offset = baseOffset + Math.min(error.mark?.position ?? 0, text.length);
  if (DEPTH_REASON.test(error.reason)) return [{ offset, message: TOO_DEEP }];
  const found = yamlProblems(text, baseOffset);
  return found.length > 0 ? found : [{ offset, message: error.reason }];
}

/**
 * What is wrong with the aliases of `value` (read from `text`): a mapping
 * or list inside itself (with the message and place the `yaml` package
 * gives), nesting deeper than {@link MAX_DEPTH} once expanded, or more
 * than `maxAliasRepeats` repeats; empty when nothing is. Each
 * distinct mapping and list is walked once, and no deeper than the limit.
 */
function aliasProblems(value: unknown, text: string, baseOffset: number, maxAliasRepeats: number): YamlProblem[] {
  /** Of each mapping and list: its height (a scalar is 1) and how many mappings and lists it holds once expanded, itself too. */
  const measured = new Map<object, { height: number; size: number }>();
  const inside = new Set<object>();
  let cycle = false;
  const measure = (node: object, budget: number): { height: number; size: number } => {
    const known = measured.get(node);
    if (known) return known;
    if (inside.has(node) || budget === 0) {
      cycle ||= inside.has(node);
      return { height: Number.POSITIVE_INFINITY, size: 1 };
    }
    inside.add(node);
    let height = 1;
    let size = 1;
    for (const child of Object.values(node)) {
      const of = child !== null && typeof child === 'object' ? measure(child, budget - 1) : { height: 1, size: 0 };
      height = Math.max(height, of.height + 1);
      size += of.size;
      if (height > MAX_DEPTH + 1) break;
    }
    inside.delete(node);
    const result = { height, size };
    measured.set(node, result);
    return result;
  };
  if (value === null || typeof value !== 'object') return [];
  const { height, size } = measure(value, MAX_DEPTH + 1);
  const at = (message: string): YamlProblem[] => [{ offset: baseOffset, message }];
  if (cycle) {
    const found = yamlProblems(text, baseOffset);
    return found.length > 0 ? found : at('an alias refers to the value that contains it, so the value would never end');
  }
  if (height > MAX_DEPTH + 1) return at(TOO_DEEP);
  if (size - measured.size > maxAliasRepeats)
    return at(`too many aliases: expanded, they would repeat anchored mappings and lists more than ${maxAliasRepeats} times`);
  return [];
}
