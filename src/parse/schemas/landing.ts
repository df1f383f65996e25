/**
 * Frontmatter of the four landing tabs under `landing/`.
 */
import { z } from 'zod';
import { text } from './common.js';

/** A named list of points. */
const pointList = z.strictObject({ name: text.describe('Its name.'), points: z.array(text).min(1).describe('Its points: at least one.') });
/** A titled section of named point lists. */
const section = z.strictObject({ title: text.describe('Section title.'), items: z.array(pointList).min(1).describe('Named lists of points: at least one.') });

/** Frontmatter of `landing/features.md`. */
export const featuresTabSchema = z.strictObject({
  title: text.describe('Tab title.'),
  features: z
    .array(
      z.strictObject({
        title: text.describe('Feature name.'),
        audience: z.array(text).min(1).describe('Who uses it, e.g. patients, admins.'),
        points: z.array(text).min(1).describe('What it does, point by point.'),
      }),
    )
    .min(1)
    .describe('The features, in display order; `{{features}}` counts them.'),
});

/** Frontmatter of `landing/architecture.md`. */
export const architectureTabSchema = z.strictObject({
  title: text.describe('Tab title.'),
  diagram: z
    .strictObject({ src: text.describe('Image file beside this Markdown file.'), alt: text.describe('What the diagram shows, for readers who cannot see it.') })
    .describe('The architecture diagram.'),
  principles: z.array(pointList).min(1).describe('Key principles, each with its points.'),
  flows: z
    .array(z.strictObject({ name: text.describe('Flow name.'), description: text.describe('What happens, in plain text.'), steps: z.array(text).min(2).describe('Ordered hops: at least two.') }))
    .min(1)
    .describe('Data flows through the system.'),
  layers: z
    .array(z.strictObject({ layer: text.describe('Layer name.'), technology: text.describe('What it is built with.'), responsibilities: z.array(text).min(1).describe('What it does.') }))
    .min(1)
    .describe('The rows of the layer table.'),
});

/** Frontmatter of `landing/data-model.md`; the entities come from `entities/`. */
export const dataModelTabSchema = z.strictObject({
  title: text.describe('Tab title.'),
  sections: z.array(section).default([]).describe('Sections shown with the entities. Default: none.'),
});

/** Frontmatter of `landing/ui-overview.md`. */
export const uiOverviewTabSchema = z.strictObject({
  title: text.describe('Tab title.'),
  headerLinks: z.array(text).min(1).describe("The platform's header links."),
  sections: z.array(section).min(1).describe('Sections of the overview.'),
  roles: z
    .array(
      z.strictObject({
        role: text.describe('Role name.'),
        pages: z.array(text).min(1).describe('Pages the role uses.'),
        capabilities: z.array(text).min(1).describe('What the role can do.'),
        journey: z.array(text).min(1).describe('A typical journey, step by step.'),
      }),
    )
    .min(1)
    .describe('The flow of each role through the platform.'),
});
