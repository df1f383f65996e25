/**
 * The content schemas: one zod schema per content kind. They are the
 * documentation of the content format (README, "Content format") and the
 * source of the published JSON Schema. Every object is strict, so a
 * misspelled key is an error rather than silently ignored.
 */
import { z } from 'zod';
import { AUTH_SCHEMES, HTTP_METHODS, PARAMETER_LOCATIONS } from '../shared/site-model.js';

/** Plain text, at least one character after trimming. */
const text = z.string().trim().min(1);
/** An id usable as a file name, anchor and route segment: lower-case kebab-case. */
export const idPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const id = z.string().regex(idPattern, 'expected a lower-case kebab-case id such as `get-user-cart`');
/** What `rules:` in `pamdocs.yaml` may set a rule to. */
export const RULE_SETTINGS = ['off', 'warn', 'error'] as const;
/** One of {@link RULE_SETTINGS}. */
export type RuleSetting = (typeof RULE_SETTINGS)[number];
/** HTTP status code (RFC 9110 §15: 100-599). */
const status = z.number().int().min(100).max(599);
/** An example body exactly as written; trailing newlines of YAML block scalars are dropped. */
const example = z.string().transform((s) => s.replace(/\s+$/, ''));

/** A parameter of an operation. */
export const parameterSchema = z
  .strictObject({
    name: text.describe('Name exactly as the API spells it, e.g. `membershipId`.'),
    in: z.enum(PARAMETER_LOCATIONS).describe('Where it travels: path, query, header, cookie, or body (a named value sent as the request body).'),
    type: text.describe('Type as a writer names it: `string`, `integer`, `boolean`, `File`, `string[]`…'),
    required: z.boolean().optional().describe('Whether the caller must send it. Default: false, and true for `in: path`.'),
    description: text.describe('What it is, in plain text.'),
  })
  .describe('A parameter of the operation.');

/** A top-level field of a request body. */
export const bodyFieldSchema = z
  .strictObject({
    name: text.describe('Field name exactly as the API spells it.'),
    type: text.describe('Type as a writer names it: `string`, `number`, `string[]`, `File`…'),
    required: z.boolean().default(false).describe('Whether the caller must send it. Default: false.'),
    description: text.describe('What it is, in plain text.'),
  })
  .describe('A top-level field of the request body.');

/** The request body of an operation. */
export const requestBodySchema = z
  .strictObject({
    contentType: text.describe('MIME type, e.g. `application/json` or `multipart/form-data`.'),
    description: text.describe('What the body is, in plain text.'),
    fields: z.array(bodyFieldSchema).default([]).describe('Its top-level fields. Default: none.'),
    example: example.optional().describe('An example body exactly as sent; it must parse when `contentType` is JSON.'),
  })
  .describe('The request body of the operation.');

/** A documented successful response. */
export const responseSchema = z
  .strictObject({
    status: status.describe('HTTP status code, 100-599.'),
    description: text.describe('What the response means, in plain text.'),
    contentType: text.optional().describe('MIME type of the example, e.g. `application/json`.'),
    example: example.optional().describe('An example body exactly as returned.'),
  })
  .describe('A documented response.');

/** A documented error response. */
export const errorSchema = z
  .strictObject({
    status: status.describe('HTTP status code, 100-599.'),
    message: text.optional().describe('The exact error text the API returns, if any.'),
    description: text.describe('When it happens, in plain text.'),
    example: example.optional().describe('An example body exactly as returned.'),
  })
  .describe('A documented error.');

/** Frontmatter of `endpoints/<group>/<anchor>.md`: one API operation. */
export const endpointSchema = z.strictObject({
  title: text.describe('Sidebar label and card title, e.g. "Get User Cart".'),
  summary: text.describe('One sentence on what the call does.'),
  method: z.enum(HTTP_METHODS).describe('HTTP method.'),
  path: z
    .string()
    .regex(/^\/\S*$/, 'expected a path starting with `/` and without spaces')
    .describe('Full path starting with `/`, with `{name}` placeholders for path parameters.'),
  auth: z.enum(AUTH_SCHEMES).describe('`bearer` (a bearer token is required) or `none`.'),
  roles: z.array(text).default([]).describe('Roles required beyond a valid token, e.g. USER. Default: none.'),
  parameters: z.array(parameterSchema).default([]).describe('Path, query, header, cookie and body parameters. Default: none.'),
  requestBody: requestBodySchema.optional(),
  responses: z.array(responseSchema).min(1).describe('The documented responses: at least one.'),
  errors: z.array(errorSchema).default([]).describe('The documented errors. Default: none.'),
  entities: z.array(id).default([]).describe('Ids of the data-model entities this operation reads or writes (file names under `entities/`). Default: none.'),
});

/** A field of a data-model entity. */
export const entityFieldSchema = z
  .strictObject({
    name: text.describe('Field name exactly as the API spells it.'),
    type: text.describe('Type as a writer names it, e.g. `string`, `number`, `string[]`, `Drug`.'),
    description: text.describe('What it holds, in plain text.'),
  })
  .describe('A field of the entity.');

/** Frontmatter of `entities/<id>.md`: one data-model entity. */
export const entitySchema = z.strictObject({
  name: text.describe('Display name, e.g. "Pharmacy store".'),
  className: text.describe("Class name in the platform's code, e.g. `PharmaStores`."),
  summary: text.describe('What it is, in one sentence.'),
  fields: z.array(entityFieldSchema).min(1).describe('Its fields: at least one.'),
  relationships: z.array(id).default([]).describe('Ids of related entities. Default: none.'),
});

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

/** A group of the inventory in `pamdocs.yaml`. */
export const groupConfigSchema = z
  .strictObject({
    id: id.describe('Lower-case kebab-case id; the folder `endpoints/<id>/`.'),
    title: text.describe('Sidebar title.'),
    route: z.string().optional().describe('Hash route of its page. Default: `/<id>`.'),
    heading: text.optional().describe('Page heading. Default: the title.'),
    basePath: text.describe('Base path of its operations, e.g. `/api/auth`.'),
    description: text.describe('Shown under the heading, in plain text.'),
    open: z.boolean().default(false).describe('Whether its sidebar section starts open. Default: false.'),
    endpoints: z.array(id).describe('Endpoint ids (file names in the group folder) in sidebar order.'),
  })
  .describe('A group: one page of the site and one sidebar section.');

/** A group of `pamdocs.yaml` with defaults filled. */
export type GroupConfig = z.output<typeof groupConfigSchema>;

/** The hash route of a group: its `route`, by default `/<id>`. */
export function groupRoute(group: Pick<GroupConfig, 'id' | 'route'>): string {
  return group.route ?? `/${group.id}`;
}

/** `pamdocs.yaml`: the site and its inventory. */
export const configSchema = z.strictObject({
  siteTitle: text.describe('Title in the header, e.g. "Developer & Platform Docs".'),
  hero: z
    .strictObject({
      title: text.describe('Heading of the landing page.'),
      tagline: text.describe('The line under it, in plain text.'),
      badges: z.array(text).default([]).describe('Badges shown after the computed counts. Default: none.'),
    })
    .describe('The landing page header.'),
  apiBaseUrl: z
    .string()
    .regex(/^https?:\/\/[^\s"'`<>\\{}]+$/, 'expected an absolute http(s) URL such as `https://api.example.com`, without spaces or quotes')
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://api.example.com')
    .describe('Origin (and optional base path) the code samples call. Default: `https://api.example.com`, a reserved example domain (RFC 2606).'),
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
/** Endpoint frontmatter with defaults filled. */
export type EndpointFrontmatter = z.output<typeof endpointSchema>;
/** Entity frontmatter with defaults filled. */
export type EntityFrontmatter = z.output<typeof entitySchema>;
