/**
 * Splits a Markdown file into YAML frontmatter and body with gray-matter,
 * whose YAML engine is pamdocs' reader (`./yaml-read.ts`: js-yaml 4 for the
 * value, positions only when asked for).
 */
import matter from 'gray-matter';
import type { ParsedYaml } from './yaml.js';
import { readYaml } from './yaml-read.js';

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

/** Where the YAML starts: right after the opening `---` (the rest of its line is blank, so the YAML's first line is empty). */
const YAML_OFFSET = 3;

/** The YAML text gray-matter gives: it ends the block at the `\n` before the closing `---`, so with CRLF line ends the last line keeps its `\r`. */
const yamlOf = (block: string): string => (block.endsWith('\r') ? block.slice(0, -1) : block);

/**
 * gray-matter's options: its YAML engine reads with {@link readYaml}, and
 * gives the whole read (value, problems, locator) as the file's data.
 */
const OPTIONS = { engines: { yaml: (block: string) => ({ read: readYaml(yamlOf(block), YAML_OFFSET) }) } };

/**
 * Splits `text` (a whole `.md` file). Never throws: YAML errors are reported
 * through `frontmatter.problems`. Only a first line of `---` and blanks opens
 * a block (gray-matter would take `---js` for a block of JavaScript to evaluate).
 */
export function splitFrontmatter(text: string): SplitFile {
  if (!/^---[^\S\r\n]*\r?\n/.test(text) && text.trim() !== '---') {
    return { frontmatter: null, body: text, bodyOffset: 0, unclosed: false };
  }
  if (!/\r?\n---[^\S\r\n]*(?:\r?\n|$)/.test(text.slice(YAML_OFFSET))) {
    return { frontmatter: null, body: '', bodyOffset: text.length, unclosed: true };
  }
  const file = matter(text, OPTIONS);
  // A block of blanks and comments gray-matter reads itself, as no data.
  const frontmatter = (file.data as { read?: ParsedYaml }).read ?? { value: file.data, problems: [], locate: () => YAML_OFFSET };
  const yaml = { offset: YAML_OFFSET, length: yamlOf(file.matter).length };
  return { frontmatter, yaml, body: file.content, bodyOffset: text.length - file.content.length, unclosed: false };
}
