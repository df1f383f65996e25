/**
 * `pamdocs.yaml`: the site, its inventory (groups of endpoints, entities),
 * how callers authenticate, and rule settings.
 */
import { z } from 'zod';
import { id, text } from './common.js';
import { authConfigShape } from './security.js';
import { tryItShape } from './try-it.js';

/** A colour as `#rgb` or `#rrggbb`. */
const hexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'expected a colour such as `#4f46e5`');

/** What `rules:` in `pamdocs.yaml` may set a rule to. */
export const RULE_SETTINGS = ['off', 'note', 'warn', 'error'] as const;
/** One of {@link RULE_SETTINGS}. */
export type RuleSetting = (typeof RULE_SETTINGS)[number];

/** A group of the inventory in `pamdocs.yaml`. */
export const groupConfigShape = z
  .strictObject({
    id: id.describe('Lower-case kebab-case id; the folder `endpoints/<id>/`.'),
    title: text.describe('Sidebar title.'),
    route: z.string().optional().describe('Hash route of its page. Default: `/<id>`.'),
    heading: text.optional().describe('Page heading. Default: the title.'),
    basePath: text.optional().describe('Base path of its operations, e.g. `/api/auth`, shown under the heading. Default: none.'),
    description: text.optional().describe('Shown under the heading, in plain text. Default: none.'),
    parent: id
      .optional()
      .describe(
        "The id of the group it is nested in: its sidebar section opens inside that group's, and that group's page lists it. Default: none: a top-level group.",
      ),
    externalDocs: z
      .strictObject({
        url: text.describe('Its address.'),
        description: text.optional().describe('Its text. Default: the address.'),
      })
      .optional()
      .describe('A link shown under the heading, to more about the group. Default: none.'),
    open: z.boolean().default(false).describe('Whether its sidebar section starts open. Default: false.'),
    endpoints: z
      .array(id)
      .describe(
        'Endpoint ids (file names in the group folder) in sidebar order; none for a section (a group other groups name as `parent`) or a page of prose (its `description`).',
      ),
    also: z
      .array(id)
      .optional()
      .describe(
        "Endpoints of other groups this group lists too (an operation's other tags), after its own: an entry in its sidebar section and a short card on its page, each linking to the endpoint's card in its own group. Default: none.",
      ),
  })
  .describe('A group: one page of the site and one sidebar section.');

/** A group of `pamdocs.yaml` with defaults filled. */
export type GroupConfig = z.output<typeof groupConfigShape>;

/** The OAI overlays applied to an OpenAPI document before anything reads it (`src/openapi/oai-overlays/`). */
const oaiOverlaysShape = (scope: string) =>
  z
    .array(text)
    .optional()
    .describe(
      [
        'OAI overlay files (Overlay Specification 1.0 or 1.1, YAML or JSON), relative to pamdocs.yaml, applied in this order',
        `to ${scope} before anything reads it: check, build, serve and diff all see the overlaid document. Default: none.`,
      ].join(' '),
    );

/** An OpenAPI document the site reads on every run: an entry of `openapi:`. */
export const apiConfigShape = z
  .strictObject({
    path: text.describe(
      'The document (Swagger 2.0, OpenAPI 3.0, 3.1 or 3.2; JSON or YAML), relative to pamdocs.yaml; `$ref`s to files beside it are read too.',
    ),
    id: id
      .optional()
      .describe(
        [
          'Its id: the first segment of its routes when the site shows several APIs, and what the versions of one API share.',
          'Default: made from `info.title`.',
        ].join(' '),
      ),
    title: text.optional().describe('Its name in the API switcher. Default: `info.title` of the document.'),
    version: text
      .optional()
      .describe('Its version, when entries with the same `id` are versions of one API (the reader switches between them). Default: none.'),
    tryIt: tryItShape(
      [
        'Whether its operations have a Try it console that sends real requests to the servers the document declares;',
        'a mapping turns it on with its settings (environments, client ids). Default: the top-level `tryIt`.',
      ].join(' '),
    ).optional(),
    overlays: oaiOverlaysShape('this document, after the top-level `overlays`'),
  })
  .describe('An OpenAPI document: groups, endpoints, entities and security schemes come from it on every run.');

/** An entry of `openapi:` in `pamdocs.yaml`. */
export type ApiConfig = z.output<typeof apiConfigShape>;

/** What a config that names no OpenAPI document must say itself. */
const WITHOUT_SPEC = ['siteTitle', 'hero', 'groups'] as const;

/** `pamdocs.yaml`: the site and its inventory. */
export const configShape = z
  .strictObject({
    openapi: z
      .union([text.transform((path) => [{ path }]), z.array(apiConfigShape).min(1)])
      .optional()
      .describe(
        [
          'The OpenAPI document(s) the API reference is made of, read on every run: a path, or a list of entries.',
          'Markdown files add to them (overlays, hand-written groups, guides).',
          'Default: none; the endpoints are Markdown files.',
        ].join(' '),
      ),
    overlays: oaiOverlaysShape('every document of `openapi:`'),
    siteTitle: text
      .optional()
      .describe(
        'Title in the header, e.g. "Developer & Platform Docs". Required without `openapi`; default with it: `info.title` of the document.',
      ),
    hero: z
      .strictObject({
        title: text.describe('Heading of the landing page.'),
        tagline: text.describe('The line under it, in plain text.'),
        badges: z
          .array(text)
          .default([])
          .describe(
            [
              'Badges under the tagline; `{{endpoints}}`, `{{entities}}`,',
              '`{{features}}` and `{{groups}}` become the counts of the content.',
              'Default: none.',
            ].join(' '),
          ),
        button: z
          .strictObject({
            label: text.default('View API Documentation').describe('Its text. Default: "View API Documentation".'),
            to: z
              .string()
              .regex(/^\//, 'expected a hash route such as `/primary-user`')
              .optional()
              .describe("The route it opens. Default: the first group's."),
          })
          .default({ label: 'View API Documentation' })
          .describe('The button that opens the API reference.'),
      })
      .optional()
      .describe('The landing page header. Required without `openapi`; default with it: the title and summary of the document.'),
    landing: z
      .strictObject({
        layout: z
          .enum(['tabs', 'sections'])
          .default('tabs')
          .describe('The pages as tabs, or as sections one after the other. Default: tabs.'),
        pages: z
          .array(z.string().regex(/^landing\/[^\s]+\.md$/, 'expected a file under `landing/`, such as `landing/features.md`'))
          .default([])
          .describe('Markdown files under `landing/`, in order. Default: none: the landing shows the hero and the groups.'),
      })
      .default({ layout: 'tabs', pages: [] })
      .describe('What the landing page shows under the hero.'),
    guides: z
      .strictObject({
        title: text.default('Guides').describe('Title of their sidebar section. Default: "Guides".'),
        position: z
          .enum(['above', 'below'])
          .default('above')
          .describe('Their sidebar section above or below the API groups. Default: above.'),
        pages: z
          .array(z.string().regex(/^guides\/[^\s]+\.md$/, 'expected a file under `guides/`, such as `guides/getting-started.md`'))
          .optional()
          .describe('Markdown files under `guides/`, in sidebar order. Default: every file under `guides/`, by path.'),
      })
      .default({ title: 'Guides', position: 'above' })
      .describe('Guides: free Markdown pages under `guides/`, each at `#/guides/<page>`.'),
    sidebar: z
      .strictObject({
        openCurrent: z
          .boolean()
          .default(true)
          .describe(
            [
              'Whether the group of the page being read (and the groups it is nested in) opens when the reader arrives on it, with its entry scrolled into view;',
              'false keeps only the groups marked `open` open until the reader opens another.',
              'Default: true.',
            ].join(' '),
          ),
      })
      .default({ openCurrent: true })
      .describe('How the API Reference sidebar follows the reader.'),
    logo: z.string().optional().describe('An image file of the content folder shown before the site title, e.g. `landing/logo.svg`.'),
    favicon: z.string().optional().describe('An image file of the content folder used as the browser tab icon.'),
    accentColor: z
      .union([
        hexColor,
        z.strictObject({
          light: hexColor.describe('The accent of the light theme.'),
          dark: hexColor.describe('The accent of the dark theme.'),
        }),
      ])
      .optional()
      .describe(
        [
          'The colour of links, buttons and highlights: one `#rrggbb` for both themes, or `{ light, dark }`.',
          "It must be readable on each theme's background (WCAG AA).",
          'Default: indigo.',
        ].join(' '),
      ),
    footer: text.optional().describe('A line of text shown at the foot of every page, e.g. a copyright notice.'),
    apiBaseUrl: z
      .string()
      .regex(/^https?:\/\/[^\s"'`<>\\{}]+$/, 'expected an absolute http(s) URL such as `https://api.example.com`, without spaces or quotes')
      .transform((url) => url.replace(/\/+$/, ''))
      .optional()
      .describe(
        [
          'Origin (and optional base path) the code samples call.',
          'Default: the first server of the OpenAPI document, else `https://api.example.com`, a reserved example domain (RFC 2606).',
        ].join(' '),
      ),
    auth: authConfigShape,
    tryIt: tryItShape(
      [
        "Whether each operation has a Try it console: a form that sends a real request from the page to the API's servers",
        "(an OpenAPI document's `servers`, else `apiBaseUrl`), whose origins the page's Content-Security-Policy then allows,",
        "and signs the reader in with the OAuth 2 flows the document declares (whose token, device and discovery URLs' origins it allows too).",
        'A mapping turns it on with its settings: `environments` (sandbox, production…) and OAuth 2 `clientIds`.',
        'An `openapi:` entry may set its own.',
        'Default: false: the site makes no request to another origin.',
      ].join(' '),
    ).default(false),
    groups: z
      .array(groupConfigShape)
      .optional()
      .describe(
        [
          'Groups of Markdown endpoints in sidebar order, after the groups of the OpenAPI documents.',
          'Required without `openapi`, where an empty list is a site without endpoints (the import of a document that has none).',
        ].join(' '),
      ),
    entities: z.array(id).default([]).describe('Entity ids (file names under `entities/`) in display order. Default: none.'),
    rules: z
      .record(z.string(), z.enum(RULE_SETTINGS))
      .default({})
      .describe(
        [
          'Severity of rules by id: `off`, `note`, `warn` or `error` (`pamdocs rules` lists them; locked rules stay errors).',
          "Default: each rule's own.",
        ].join(' '),
      ),
  })
  .superRefine((config, ctx) => {
    // Without a document to take them from, the site's title, hero and groups must be written; OAI overlays have nothing to apply to.
    if (config.openapi) return;
    if (config.overlays)
      ctx.addIssue({
        code: 'custom',
        input: config.overlays,
        path: ['overlays'],
        message: '`overlays` (OAI overlays) apply to the OpenAPI documents of `openapi`, and there is none',
      });
    for (const key of WITHOUT_SPEC) {
      if (config[key] === undefined)
        ctx.addIssue({
          code: 'invalid_type',
          expected: key === 'groups' ? 'array' : key === 'hero' ? 'object' : 'string',
          input: undefined,
          path: [key],
          message: `Missing required key \`${key}\``,
        });
    }
  });

/** What a writer writes in `pamdocs.yaml`. */
export type ConfigInput = z.input<typeof configShape>;
/** `pamdocs.yaml` as written, with defaults filled: without `openapi`, the site's title, hero and groups are there. */
export type WrittenConfig = z.output<typeof configShape>;
/** The hero of `pamdocs.yaml` with defaults filled. */
export type HeroConfig = NonNullable<WrittenConfig['hero']>;
/**
 * The config the stages use: `pamdocs.yaml` with what the OpenAPI documents
 * it names add (`src/openapi/live/`), or as written when it names none.
 */
export type Config = Omit<WrittenConfig, 'openapi' | 'siteTitle' | 'hero' | 'apiBaseUrl' | 'groups'> & {
  siteTitle: string;
  hero: HeroConfig;
  apiBaseUrl: string;
  groups: GroupConfig[];
  openapi: ApiConfig[];
};
