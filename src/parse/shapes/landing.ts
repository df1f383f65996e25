/**
 * Frontmatter of a landing page (`landing/<page>.md`): a tab or section of
 * the landing page, its body Markdown with blocks (`src/parse/markdown/blocks.ts`).
 */
import { z } from 'zod';
import { text } from './common.js';

/** Frontmatter of `landing/<page>.md`. */
export const landingPageShape = z.strictObject({
  title: text.describe('Tab or section title, e.g. "Features".'),
});

/** Landing page frontmatter. */
export type LandingPageFrontmatter = z.output<typeof landingPageShape>;
