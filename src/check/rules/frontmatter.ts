/**
 * Rules about the frontmatter of content files: present, closed, valid YAML,
 * and valid against the shape of the file's kind (`src/parse/shapes.ts`).
 */
import { reportFacts } from '../engine/facts.js';
import { defineRule } from '../engine/rule.js';
import { shapeRules } from '../engine/shape-rules.js';

export const missingFrontmatter = defineRule(
  {
    id: 'frontmatter/missing',
    severity: 'error',
    summary: 'a content file has no frontmatter',
    docs: [
      'Every endpoint, entity and landing file starts with a `---` line,',
      'its YAML keys, and a closing `---` line; the Markdown body follows.',
    ].join(' '),
    locked: true,
  },
  reportFacts('frontmatter-missing', ['document']),
);

export const unclosedFrontmatter = defineRule(
  {
    id: 'frontmatter/unclosed',
    severity: 'error',
    summary: 'the frontmatter block is never closed',
    docs: 'The file opens a frontmatter block with `---` on its first line, and no later line holding only `---` closes it.',
    locked: true,
  },
  reportFacts('frontmatter-unclosed', ['document']),
);

/** The rules of this file, in report order. */
export const frontmatterRules = [
  missingFrontmatter,
  unclosedFrontmatter,
  ...shapeRules('frontmatter', 'document', 'the frontmatter'),
] as const;
