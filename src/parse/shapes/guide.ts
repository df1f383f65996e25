/**
 * Frontmatter of a guide (`guides/<page>.md`): a free Markdown page of its
 * own in the guides section of the sidebar, at `#/guides/<page>`.
 */
import { z } from 'zod';
import { text } from './common.js';

/** Frontmatter of `guides/<page>.md`. */
export const guideShape = z.strictObject({
  title: text.describe('The page heading and its sidebar entry, e.g. "Getting started".'),
  summary: text.optional().describe('One line under the heading, in plain text; search shows it. Default: none.'),
});

/** Guide frontmatter. */
export type GuideFrontmatter = z.output<typeof guideShape>;
