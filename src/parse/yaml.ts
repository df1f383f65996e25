/**
 * Where things are in a YAML text, by the `yaml` package's node tree, made
 * only when a diagnostic is reported: the offset of a key path, and the
 * text and place of a syntax problem. Values are read by js-yaml alone
 * (`./yaml-read.ts`); this module never makes one. Nothing here is loaded
 * by a run that reports no problem in a YAML text.
 */
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';
import type { Document, Node } from 'yaml';

/** `require` resolving from this module (a function, not state). */
const requireHere = createRequire(import.meta.url);

/**
 * The `yaml` package, loaded on first use: required rather than imported, so
 * only a run that reports a problem in a YAML text reads it. Node keeps the
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
  /** The plain JS value, or undefined when the text has problems. */
  value: unknown;
  /** Syntax errors and values refused (a recursive alias, an alias bomb, absurd nesting). */
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

/** Deepest nesting accepted, in levels below the top node (every node is a level); real frontmatter needs fewer than 10. */
export const MAX_DEPTH = 64;

/** The message of a value nested deeper than {@link MAX_DEPTH}. */
export const TOO_DEEP = `the YAML is nested more than ${MAX_DEPTH} levels deep`;

/**
 * Offset of the first flow bracket (`[` or `{`) nested deeper than `limit`,
 * or undefined. The `yaml` package composes flow collections by recursion,
 * so thousands of brackets exhaust the stack (and near its end V8 can abort
 * the process while compiling a regular expression): they are refused
 * before it parses. Brackets inside strings and comments are not tokens
 * and do not count; the lexer is iterative. Texts with few brackets are not lexed.
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

/** The `yaml` package's document of `text`, or the one problem that keeps it from being parsed. Offsets are into `text`. */
function parsed(text: string): Document | YamlProblem {
  const tooDeep = flowTooDeep(text, MAX_DEPTH);
  if (tooDeep !== undefined) return { offset: tooDeep, message: TOO_DEEP };
  try {
    return yaml().parseDocument(text, { uniqueKeys: true, prettyErrors: false, strict: true, logLevel: 'error' });
  } catch (error) {
    // The parser recurses; absurd nesting can exhaust the stack.
    return { offset: 0, message: error instanceof RangeError ? TOO_DEEP : (error as Error).message };
  }
}

/**
 * What the `yaml` package finds wrong with `text`, with its messages and
 * places: its syntax errors; else the first alias that names no anchor
 * before it, or that refers to a node it is inside of (`a: &x [*x]`, a
 * value that never ends); else the tags it cannot resolve.
 * Empty when it finds nothing.
 * @param baseOffset offset of `text` inside its file, added to every offset
 */
export function yamlProblems(text: string, baseOffset = 0): YamlProblem[] {
  const doc = parsed(text);
  const { Document: YamlDocument, isCollection, visit } = yaml();
  if (!(doc instanceof YamlDocument)) return [{ offset: baseOffset + doc.offset, message: doc.message }];
  const problem = (at: readonly number[] | null | undefined, message: string) => ({
    offset: baseOffset + (at?.[0] ?? 0),
    message: cleanMessage(message),
  });
  if (doc.errors.length > 0) return doc.errors.map((e) => problem(e.pos, e.message));
  let alias: YamlProblem | undefined;
  visit(doc, {
    Alias(_key, node, path) {
      const target = node.resolve(doc);
      if (target && (!isCollection(target) || !path.includes(target))) return undefined;
      alias = problem(
        node.range,
        target
          ? `the alias \`*${node.source}\` refers to the value that contains it, so the value would never end`
          : `the alias \`*${node.source}\` names no anchor written before it`,
      );
      return visit.BREAK;
    },
  });
  return alias ? [alias] : doc.warnings.filter((w) => w.code === 'TAG_RESOLVE_FAILED').map((w) => problem(w.pos, w.message));
}

/**
 * Where the keys of `text` are written, from the `yaml` package's node tree:
 * a value at its first character (a quoted one at its quote, a block scalar
 * at its `|` or `>`), an empty or null value at its key.
 * @param baseOffset offset of `text` inside its file, added to every offset
 */
export function locatorOf(text: string, baseOffset = 0): YamlLocator {
  const doc = parsed(text);
  if (!(doc instanceof yaml().Document)) return { locate: () => baseOffset };
  const root = doc.contents as Node | null;
  return { locate: (path, key) => baseOffset + locatePath(root, path, key) };
}

/**
 * The offset of the node at `path` below `root`, or of its deepest
 * existing ancestor; with `key`, of that key inside the mapping at the
 * whole path. Offsets are into the parsed text.
 */
function locatePath(root: Node | null, path: readonly PropertyKey[], key: string | undefined): number {
  let node = root;
  let offset = root?.range?.[0] ?? 0;
  let walked = 0;
  for (const segment of path) {
    const next = child(node, segment);
    if (!next) break;
    ({ node, offset } = next);
    walked++;
  }
  // A key is looked up only inside the node at the whole path; a path that ends early points at its deepest node.
  return (key !== undefined && walked === path.length ? keyOffset(node, key) : undefined) ?? offset;
}

/** A path segment that indexes a sequence: a number or its decimal string. */
const SEQUENCE_INDEX = /^(?:0|[1-9]\d*)$/;

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

/** The offset of the key `key` when `node` is a mapping that has it, else undefined. */
function keyOffset(node: Node | null, key: string): number | undefined {
  const { isMap, isScalar } = yaml();
  if (!isMap(node)) return undefined;
  const keyNode = node.items.find((p) => isScalar(p.key) && String(p.key.value) === key)?.key as Node | undefined;
  return keyNode?.range?.[0];
}

/** The parser's first message line, without its trailing position note. */
function cleanMessage(message: string): string {
  const first = message.split('\n')[0] ?? message;
  return first.replace(/ at line \d+, column \d+:?$/, '').trim();
}
