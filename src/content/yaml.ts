/**
 * YAML with positions: parses with the `yaml` package and keeps the node tree
 * so a problem at a key path can be reported at its file:line:col.
 */
import { isMap, isPair, isScalar, isSeq, parseDocument, type Node } from 'yaml';

/** A YAML syntax problem, at an offset of the parsed text. */
export interface YamlProblem {
  /** 0-based offset into the whole file (base offset applied). */
  offset: number;
  message: string;
}

/** A parsed YAML text. */
export interface ParsedYaml {
  /** The plain JS value, or undefined when the text has syntax errors. */
  value: unknown;
  /** Syntax errors (warnings of the parser are ignored). */
  problems: YamlProblem[];
  /**
   * Offset (into the whole file) of the node at `path`, or of its deepest
   * existing ancestor. With `key`, the offset of that key inside the map at `path`.
   */
  locate(path: readonly PropertyKey[], key?: string): number;
}

/** Limits that keep hostile YAML from exhausting memory (alias bombs). */
const MAX_ALIAS_COUNT = 100;

/**
 * Parses one YAML text.
 * @param text the YAML source alone (frontmatter between its delimiters, or a whole file)
 * @param baseOffset offset of `text` inside its file, added to every reported offset
 */
export function parseYaml(text: string, baseOffset = 0): ParsedYaml {
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false, strict: true });
  const problems: YamlProblem[] = doc.errors.map((e) => ({
    offset: baseOffset + (e.pos[0] ?? 0),
    message: cleanMessage(e.message),
  }));
  let value: unknown;
  if (problems.length === 0) {
    try {
      value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    } catch (error) {
      problems.push({ offset: baseOffset, message: (error as Error).message });
    }
  }
  const root = doc.contents as Node | null;
  return {
    value,
    problems,
    locate(path, key) {
      let node: Node | null = root;
      let offset = node?.range?.[0] ?? 0;
      for (const segment of path) {
        const next = child(node, segment);
        if (!next) break;
        node = next.node;
        offset = next.offset;
      }
      if (key !== undefined && isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
        const keyNode = pair?.key as Node | undefined;
        if (keyNode?.range) offset = keyNode.range[0];
      }
      return baseOffset + offset;
    },
  };
}

/** The child of a map (by key) or sequence (by index), with the offset to report for it. */
function child(node: Node | null, segment: PropertyKey): { node: Node | null; offset: number } | undefined {
  if (isMap(node)) {
    const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(segment));
    if (!pair) return undefined;
    const value = pair.value as Node | null;
    const keyNode = pair.key as Node;
    const offset = value?.range && !(isScalar(value) && value.value === null) ? value.range[0] : (keyNode.range?.[0] ?? 0);
    return { node: value, offset };
  }
  if (isSeq(node) && typeof segment === 'number') {
    const item = node.items[segment] as Node | undefined;
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
