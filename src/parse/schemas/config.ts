/**
 * `pamdocs.yaml`: the site, its inventory (groups of endpoints, entities),
 * how callers authenticate, and rule settings.
 */
import { z } from 'zod';
import { id, text } from './common.js';
import { authConfigSchema } from './security.js';


/** A colour as `#rgb` or `#rrggbb`. */
const hexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'expected a colour such as `#4f46e5`');

/** What `rules:` in `pamdocs.yaml` may set a rule to. */
export const RULE_SETTINGS = ['off', 'warn', 'error'] as const;
/** One of {@link RULE_SETTINGS}. */
export type RuleSetting = (typeof RULE_SETTINGS)[number];

/** A group of the inventory in `pamdocs.yaml`. */
export const groupConfigSchema = z
  .strictObject({
    id: id.describe('Lower-case kebab-case id; the folder `endpoints/<id>/`.'),
    title: text.describe('Sidebar title.'),
    route: z.string().optional().describe('Hash route of its page. Default: `/<id>`.'),
    heading: text.optional().describe('Page heading. Default: the title.'),
    basePath: text.optional().describe('Base path of its operations, e.g. `/api/auth`, shown under the heading. Default: none.'),
    description: text.optional().describe('Shown under the heading, in plain text. Default: none.'),
    open: z.boolean().default(false).describe('Whether its sidebar section starts open. Default: false.'),
    endpoints: z.array(id).describe('Endpoint ids (file names in the group folder) in sidebar order.'),
  })
  .describe('A group: one page of the site and one sidebar section.');

/** A group of `pamdocs.yaml` with defaults filled. */
export type GroupConfig = z.output<typeof groupConfigSchema>;

/** `pamdocs.yaml`: the site and its inventory. */
export const configSchema = z.strictObject({
  siteTitle: text.describe('Title in the header, e.g. "Developer & Platform Docs".'),
  hero: z
    .strictObject({
      title: text.describe('Heading of the landing page.'),
      tagline: text.describe('The line under it, in plain text.'),
      badges: z.array(text).default([]).describe('Badges under the tagline; `{{endpoints}}`, `{{entities}}`, `{{features}}` and `{{groups}}` become the counts of the content. Default: none.'),
      button: z
        .strictObject({
          label: text.default('View API Documentation').describe('Its text. Default: "View API Documentation".'),
          to: z.string().regex(/^\//, 'expected a hash route such as `/primary-user`').optional().describe('The route it opens. Default: the first group\'s.'),
        })
        .default({ label: 'View API Documentation' })
        .describe('The button that opens the API reference.'),
    })
    .describe('The landing page header.'),
  landing: z
    .strictObject({
      layout: z.enum(['tabs', 'sections']).default('tabs').describe('The pages as tabs, or as sections one after the other. Default: tabs.'),
      pages: z.array(z.string().regex(/^landing\/[^\s]+\.md$/, 'expected a file under `landing/`, such as `landing/features.md`')).default([]).describe('Markdown files under `landing/`, in order. Default: none: the landing shows the hero and the groups.'),
    })
    .default({ layout: 'tabs', pages: [] })
    .describe('What the landing page shows under the hero.'),
  guides: z
    .strictObject({
      title: text.default('Guides').describe('Title of their sidebar section. Default: "Guides".'),
      position: z.enum(['above', 'below']).default('above').describe('Their sidebar section above or below the API groups. Default: above.'),
      pages: z
        .array(z.string().regex(/^guides\/[^\s]+\.md$/, 'expected a file under `guides/`, such as `guides/getting-started.md`'))
        .optional()
        .describe('Markdown files under `guides/`, in sidebar order. Default: every file under `guides/`, by path.'),
    })
    .default({ title: 'Guides', position: 'above' })
    .describe('Guides: free Markdown pages under `guides/`, each at `#/guides/<page>`.'),
  logo: z.string().optional().describe('An image file of the content folder shown before the site title, e.g. `landing/logo.svg`.'),
  favicon: z.string().optional().describe('An image file of the content folder used as the browser tab icon.'),
  accentColor: z
    .union([hexColor, z.strictObject({ light: hexColor.describe('The accent of the light theme.'), dark: hexColor.describe('The accent of the dark theme.') })])
    .optional()
    .describe('The colour of links, buttons and highlights: one `#rrggbb` for both themes, or `{ light, dark }`. It must be readable on each theme\'s background (WCAG AA). Default: indigo.'),
  footer: text.optional().describe('A line of text shown at the foot of every page, e.g. a copyright notice.'),
  apiBaseUrl: z
    .string()
    .regex(/^https?:\/\/[^\s"'`<>\\{}]+$/, 'expected an absolute http(s) URL such as `https://api.example.com`, without spaces or quotes')
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://api.example.com')
    .describe('Origin (and optional base path) the code samples call. Default: `https://api.example.com`, a reserved example domain (RFC 2606).'),
  auth: authConfigSchema,
  groups: z.array(groupConfigSchema).min(1).describe('Groups in sidebar order: at least one.'),
  entities: z.array(id).default([]).describe('Entity ids (file names under `entities/`) in display order. Default: none.'),
  rules: z
    .record(z.string(), z.enum(RULE_SETTINGS))
    .default({})
    .describe("Severity of rules by id: `off`, `warn` or `error` (`pamdocs rules` lists them; locked rules stay errors). Default: each rule's own."),
});

/** What a writer writes in `pamdocs.yaml`. */
export type ConfigInput = z.input<typeof configSchema>;
/** `pamdocs.yaml` with defaults filled. */
export type Config = z.output<typeof configSchema>;
