/**
 * YAML with positions: parses with the `yaml` package and keeps the node tree
 * so a problem at a key path can be reported at its file:line:col. Most
 * texts need no position: `./yaml-fast.ts` reads their plain value and
 * parses here only for a text that needs the full parser, or when a position is asked for.
 */
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';
import type { Document, Node } from 'yaml';

/** `require` resolving from this module (a function, not state). */
const requireHere = createRequire(import.meta.url);

/**
 * The `yaml` package, loaded on first use: required rather than imported, so
 * its 250 KB are read only by a run that asks for a position or meets a text
 * the fast reader leaves to it, not by every cached build. Node keeps the
 * loaded module, so later calls cost a cache lookup.
 */
const yaml = (): typeof Yaml => requireHere('yaml') as typeof Yaml;

/** A YAML syntax problem, at an offset of the parsed text. */
export interface YamlProblem {
  /** 0-based offset into the whole file (base offset applied). */
  offset: number;
  message: string;
}

/** Finds where a key path of a YAML value is written. */
export interface YamlLocator {
  /**
   * Offset (into the whole file) of the node at `path`, or of its deepest
   * existing ancestor. With `key`, the offset of that key inside the map at `path`.
   */
  locate(path: readonly PropertyKey[], key?: string): number;
}

/** A parsed YAML text. */
export interface ParsedYaml extends YamlLocator {
  /** The plain JS value, or undefined when the text has syntax errors. */
  value: unknown;
  /** Syntax errors (warnings of the parser are ignored). */
  problems: YamlProblem[];
}

/**
 * A locator that makes its answers with `make` on the first question (a
 * parse with positions) and keeps them: most texts are never asked.
 */
export function lazyLocator(make: () => YamlLocator): YamlLocator {
  let made: YamlLocator | undefined;
  return { locate: (path, key) => (made ??= make()).locate(path, key) };
}

/** Limits that keep hostile YAML from exhausting memory (alias bombs). */
const MAX_ALIAS_COUNT = 100;
/** Deepest nesting of mappings and lists accepted; real frontmatter needs fewer than 10. */
export const MAX_DEPTH = 64;

/**
 * Whether a plain value nests deeper than `limit` mappings and lists (a scalar
 * is depth 0). Linear in the distinct objects of the value: a subtree shared
 * through aliases is measured once, so aliased data cannot make it exponential.
 */
function deeperThan(value: unknown, limit: number): boolean {
  const measured = new Map<object, number>();
  const measure = (v: unknown, budget: number): number => {
    if (v === null || typeof v !== 'object') return 0;
    const known = measured.get(v);
    if (known !== undefined) return known;
    if (budget <= 0) return 1;
    let max = 0;
    for (const child of Object.values(v)) {
      max = Math.max(max, measure(child, budget - 1));
      if (max >= budget) break;
    }
    measured.set(v, max + 1);
    return max + 1;
  };
  return measure(value, limit + 1) > limit;
}

/**
 * The first alias that refers to a node it is inside of (`a: &x [*x]`): such a
 * value never ends, so it is refused before it is turned into plain data.
 * Undefined when there is none. Texts without `*` hold no alias and are not walked.
 */
function recursiveAlias(doc: Document, text: string): { offset: number; message: string } | undefined {
  if (!text.includes('*')) return undefined;
  let found: { offset: number; message: string } | undefined;
  const { isCollection, visit } = yaml();
  visit(doc, {
    Alias(_key, alias, path) {
      const target = alias.resolve(doc);
      if (!target || !isCollection(target) || !path.includes(target)) return undefined;
      found = {
        offset: alias.range?.[0] ?? 0,
        message: `the alias \`*${alias.source}\` refers to the value that contains it, so the value would never end`,
      };
      return visit.BREAK;
    },
  });
  return found;
}

/**
 * Offset of the first flow bracket (`[` or `{`) nested deeper than `limit`,
 * or undefined. The parser composes flow collections by recursion, so
 * thousands of brackets exhaust the stack (and near its end V8 can abort the
 * process while compiling a regular expression): they are refused before
 * parsing. Brackets inside strings and comments are not tokens and do not
 * count; the lexer is iterative. Texts with few brackets are not lexed.
 */
function flowTooDeep(text: string, limit: number): number | undefined {
  let brackets = 0;
  for (let i = 0; i < text.length && brackets <= limit; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5b || c === 0x7b) brackets++;
  }
  if (brackets <= limit) return undefined;
  const { CST, Lexer } = yaml();
  // Lexer tokens that mark a place and hold no text of the source.
  const markers: ReadonlySet<string> = new Set([CST.DOCUMENT, CST.FLOW_END, CST.SCALAR]);
  let depth = 0;
  let offset = 0;
  for (const token of new Lexer().lex(text)) {
    if (token === '[' || token === '{') {
      if (++depth > limit) return offset;
    } else if (token === ']' || token === '}') depth = Math.max(0, depth - 1);
    if (!markers.has(token)) offset += token.length;
  }
  return undefined;
}

/**
 * Parses one YAML text.
 * @param text the YAML source alone (frontmatter between its delimiters, or a whole file)
 * @param baseOffset offset of `text` inside its file, added to every reported offset
 */
export function parseYaml(text: string, baseOffset = 0): ParsedYaml {
  const tooDeep = flowTooDeep(text, MAX_DEPTH);
  if (tooDeep !== undefined) {
    const message = `the YAML is nested more than ${MAX_DEPTH} levels deep`;
    return { value: undefined, problems: [{ offset: baseOffset + tooDeep, message }], locate: () => baseOffset };
  }
  let doc: ReturnType<typeof Yaml.parseDocument>;
  try {
    doc = yaml().parseDocument(text, { uniqueKeys: true, prettyErrors: false, strict: true, logLevel: 'error' });
  } catch (error) {
    // The parser recurses; absurd nesting can exhaust the stack.
    const message =
      error instanceof RangeError ? `the YAML is nested too deeply (more than ${MAX_DEPTH} levels)` : (error as Error).message;
    return { value: undefined, problems: [{ offset: baseOffset, message }], locate: () => baseOffset };
  }
  const problems: YamlProblem[] = doc.errors.map((e) => ({
    offset: baseOffset + (e.pos[0] ?? 0),
    message: cleanMessage(e.message),
  }));
  const cycle = problems.length === 0 ? recursiveAlias(doc, text) : undefined;
  if (cycle) problems.push({ offset: baseOffset + cycle.offset, message: cycle.message });
  let value: unknown;
  if (problems.length === 0) {
    try {
      value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
      if (deeperThan(value, MAX_DEPTH)) {
        problems.push({ offset: baseOffset, message: `the YAML is nested more than ${MAX_DEPTH} levels deep` });
        value = undefined;
      }
    } catch (error) {
      const message = (error as Error).message;
      problems.push({
        offset: baseOffset,
        message:
          error instanceof RangeError
            ? `the YAML is nested too deeply (more than ${MAX_DEPTH} levels)`
            : /alias/i.test(message)
              ? `too many aliases (more than ${MAX_ALIAS_COUNT}): ${message}`
              : message,
      });
    }
  }
  const root = doc.contents as Node | null;
  return {
    value,
    problems,
    locate: (path, key) => baseOffset + locatePath(root, root?.range?.[0] ?? 0, path, key, TREE_STEPS),
  };
}

/** How {@link locatePath} steps through a tree of nodes of type `N`. */
export interface PathSteps<N> {
  /** The child at `segment` of `node`, with the offset to report for it; undefined when it has none. */
  child(node: N, segment: PropertyKey): { node: N; offset: number } | undefined;
  /** The offset of the key `key` when `node` is a mapping that has it, else undefined. */
  keyOffset(node: N, key: string): number | undefined;
}

/** A path segment that indexes a sequence: a number or its decimal string. */
export const SEQUENCE_INDEX = /^(?:0|[1-9]\d*)$/;

/**
 * What {@link YamlLocator.locate} answers, over any tree of a text's nodes
 * (the `yaml` package's here, js-yaml's events in `./yaml-events.ts`): the
 * offset of the node at `path` below `root` (at `rootOffset`), or of its
 * deepest existing ancestor; with `key`, of that key inside the mapping at
 * the whole path. Offsets are into the parsed text.
 */
export function locatePath<N>(
  root: N,
  rootOffset: number,
  path: readonly PropertyKey[],
  key: string | undefined,
  steps: PathSteps<N>,
): number {
  let node = root;
  let offset = rootOffset;
  let walked = 0;
  for (const segment of path) {
    const next = steps.child(node, segment);
    if (!next) break;
    ({ node, offset } = next);
    walked++;
  }
  // A key is looked up only inside the node at the whole path; a path that ends early points at its deepest node.
  return (key !== undefined && walked === path.length ? steps.keyOffset(node, key) : undefined) ?? offset;
}

/** Steps through the `yaml` package's nodes. */
const TREE_STEPS: PathSteps<Node | null> = {
  child,
  keyOffset(node, key) {
    const { isMap, isScalar } = yaml();
    if (!isMap(node)) return undefined;
    const keyNode = node.items.find((p) => isScalar(p.key) && String(p.key.value) === key)?.key as Node | undefined;
    return keyNode?.range?.[0];
  },
};

/** The child of a map (by key) or sequence (by index, a number or its decimal string), with the offset to report for it. */
function child(node: Node | null, segment: PropertyKey): { node: Node | null; offset: number } | undefined {
  const { isMap, isPair, isScalar, isSeq } = yaml();
  if (isMap(node)) {
    const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(segment));
    if (!pair) return undefined;
    const value = pair.value as Node | null;
    const keyNode = pair.key as Node;
    const offset = value?.range && !(isScalar(value) && value.value === null) ? value.range[0] : (keyNode.range?.[0] ?? 0);
    return { node: value, offset };
  }
  if (isSeq(node) && SEQUENCE_INDEX.test(String(segment))) {
    const item = node.items[Number(segment)] as Node | undefined;
    if (!item?.range) return undefined;
    return { node: item, offset: item.range[0] };
  }
  return undefined;
}

/** The parser's first message line, without its trailing position note. */
function cleanMessage(message: string): string {
  const first = message.split('\n')[0] ?? message;
  return first.replace(/ at line \d+, column \d+:?$/, '').trim();
}
