/**
 * Splits a Markdown file into YAML frontmatter and body with gray-matter, and
 * parses the frontmatter with positions.
 */
import matter from 'gray-matter';
import { parseYaml, type ParsedYaml } from './yaml.js';

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
}

/** gray-matter's engine is only used to split; parsing is done by {@link parseYaml}. */
const splitOnly = { engines: { yaml: () => ({}) } } as const;

/**
 * Splits `text` (a whole `.md` file). Never throws: YAML errors are reported
 * through `frontmatter.problems`.
 */
export function splitFrontmatter(text: string): SplitFile {
  if (!/^---[^\S\r\n]*\r?\n/.test(text) && text.trim() !== '---') {
    return { frontmatter: null, body: text, bodyOffset: 0, unclosed: false };
  }
  if (!/\r?\n---[^\S\r\n]*(?:\r?\n|$)/.test(text.slice(3))) {
    return { frontmatter: null, body: '', bodyOffset: text.length, unclosed: true };
  }
  const file = matter(text, splitOnly);
  const fmOffset = file.matter === '' ? 3 : text.indexOf(file.matter, 3);
  const bodyOffset = text.length - file.content.length;
  // gray-matter ends the block at the `\n` before the closing `---`: with CRLF line ends, the last line keeps its `\r`.
  const yaml = file.matter.endsWith('\r') ? file.matter.slice(0, -1) : file.matter;
  return { frontmatter: parseYaml(yaml, fmOffset), body: file.content, bodyOffset, unclosed: false };
}
