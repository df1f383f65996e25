/**
 * Splits a Markdown file into YAML frontmatter and body with gray-matter,
 * and reads the frontmatter (`./yaml-fast.ts`: the plain value, positions
 * only when asked for).
 */
import matter from 'gray-matter';
import { readYaml } from './yaml-fast.js';
import type { ParsedYaml } from './yaml.js';

/** A Markdown file split into its parts. */
export interface SplitFile {
  /** The parsed frontmatter, or null when the file has no `---` block. */
  frontmatter: ParsedYaml | null;
  /** The Markdown after the frontmatter. */
  body: string;
  /** 0-based offset of the body in the file. */
  bodyOffset: number;
  /** True when the file opens a `---` block that no `---` line closes. */
  unclosed: boolean;
  /** Where the YAML of a closed block is in the file: 0-based offset and length. */
  yaml?: { offset: number; length: number };
}

/** gray-matter's engine is only used to split; parsing is done by {@link readYaml}. */
const splitOnly = { engines: { yaml: () => ({}) } } as const;

/** The parts of a file before its frontmatter is parsed: the YAML text and its offset in the file, when there is a closed block. */
type Parts = Omit<SplitFile, 'frontmatter' | 'yaml'> & { yaml?: { text: string; offset: number } };

function parts(text: string): Parts {
  if (!/^---[^\S\r\n]*\r?\n/.test(text) && text.trim() !== '---') {
    return { body: text, bodyOffset: 0, unclosed: false };
  }
  if (!/\r?\n---[^\S\r\n]*(?:\r?\n|$)/.test(text.slice(3))) {
    return { body: '', bodyOffset: text.length, unclosed: true };
  }
  const file = matter(text, splitOnly);
  const offset = file.matter === '' ? 3 : text.indexOf(file.matter, 3);
  // gray-matter ends the block at the `\n` before the closing `---`: with CRLF line ends, the last line keeps its `\r`.
  const yaml = file.matter.endsWith('\r') ? file.matter.slice(0, -1) : file.matter;
  return { yaml: { text: yaml, offset }, body: file.content, bodyOffset: text.length - file.content.length, unclosed: false };
}

/**
 * Splits `text` (a whole `.md` file). Never throws: YAML errors are reported
 * through `frontmatter.problems`.
 */
export function splitFrontmatter(text: string): SplitFile {
  const { yaml, ...rest } = parts(text);
  if (!yaml) return { frontmatter: null, ...rest };
  return { frontmatter: readYaml(yaml.text, yaml.offset), yaml: { offset: yaml.offset, length: yaml.text.length }, ...rest };
}
