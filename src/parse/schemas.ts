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
export const parameterSchema = z.strictObject({
  /** Name exactly as the platform spells it, e.g. `membershipId`. */
  name: text,
  /** Where it travels: path, query, header, cookie or body. */
  in: z.enum(PARAMETER_LOCATIONS),
  /** Type as a writer names it: `string`, `integer`, `File`… */
  type: text,
  /** Default: false (true for `in: path`). */
  required: z.boolean().optional(),
  description: text,
});

/** A top-level field of a request body. */
export const bodyFieldSchema = z.strictObject({
  name: text,
  type: text,
  /** Default: false. */
  required: z.boolean().default(false),
  description: text,
});

/** The request body of an operation. */
export const requestBodySchema = z.strictObject({
  /** MIME type, e.g. `application/json`. */
  contentType: text,
  description: text,
  /** Default: none. */
  fields: z.array(bodyFieldSchema).default([]),
  /** The example body; JSON must parse when contentType is JSON. */
  example: example.optional(),
});

/** A documented successful response. */
export const responseSchema = z.strictObject({
  status,
  description: text,
  contentType: text.optional(),
  example: example.optional(),
});

/** A documented error response (SPEC.md §8). */
export const errorSchema = z.strictObject({
  status,
  /** The exact error string the platform returns, if any. */
  message: text.optional(),
  /** When it happens. */
  description: text,
  example: example.optional(),
});

/** Frontmatter of `endpoints/<group>/<anchor>.md`: one API operation. */
export const endpointSchema = z.strictObject({
  /** Sidebar label and card title, e.g. "Get User Cart". */
  title: text,
  /** One sentence on what the call does. */
  summary: text,
  method: z.enum(HTTP_METHODS),
  /** Full path starting with `/`, with `{name}` placeholders. */
  path: z.string().regex(/^\/\S*$/, 'expected a path starting with `/` and without spaces'),
  /** `bearer` ('Auth Required') or `none`. */
  auth: z.enum(AUTH_SCHEMES),
  /** Roles required beyond a valid token. Default: none. */
  roles: z.array(text).default([]),
  /** Default: none. */
  parameters: z.array(parameterSchema).default([]),
  requestBody: requestBodySchema.optional(),
  /** At least one documented response. */
  responses: z.array(responseSchema).min(1),
  /** Default: none. */
  errors: z.array(errorSchema).default([]),
  /** Ids of data-model entities this operation reads or writes. Default: none. */
  entities: z.array(id).default([]),
});

/** A field of a data-model entity. */
export const entityFieldSchema = z.strictObject({
  name: text,
  type: text,
  description: text,
});

/** Frontmatter of `entities/<id>.md`: one data-model entity (SPEC.md §3). */
export const entitySchema = z.strictObject({
  /** Display name, e.g. "Pharmacy store". */
  name: text,
  /** Class name in the platform's code, e.g. `PharmaStores`. */
  className: text,
  summary: text,
  fields: z.array(entityFieldSchema).min(1),
  /** Ids of related entities. Default: none. */
  relationships: z.array(id).default([]),
});

/** A named list of points. */
const pointList = z.strictObject({ name: text, points: z.array(text).min(1) });
/** A titled section of named point lists. */
const section = z.strictObject({ title: text, items: z.array(pointList).min(1) });

/** Frontmatter of `landing/features.md`. */
export const featuresTabSchema = z.strictObject({
  title: text,
  features: z
    .array(z.strictObject({ title: text, audience: z.array(text).min(1), points: z.array(text).min(1) }))
    .min(1),
});

/** Frontmatter of `landing/architecture.md`. */
export const architectureTabSchema = z.strictObject({
  title: text,
  /** The diagram: an image file beside the Markdown file, and its alt text. */
  diagram: z.strictObject({ src: text, alt: text }),
  principles: z.array(pointList).min(1),
  flows: z.array(z.strictObject({ name: text, description: text, steps: z.array(text).min(2) })).min(1),
  layers: z.array(z.strictObject({ layer: text, technology: text, responsibilities: z.array(text).min(1) })).min(1),
});

/** Frontmatter of `landing/data-model.md`; the entities come from `entities/`. */
export const dataModelTabSchema = z.strictObject({
  title: text,
  sections: z.array(section).default([]),
});

/** Frontmatter of `landing/ui-overview.md`. */
export const uiOverviewTabSchema = z.strictObject({
  title: text,
  /** The platform's header links (SPEC.md §2). */
  headerLinks: z.array(text).min(1),
  sections: z.array(section).min(1),
  roles: z
    .array(
      z.strictObject({
        role: text,
        pages: z.array(text).min(1),
        capabilities: z.array(text).min(1),
        journey: z.array(text).min(1),
      }),
    )
    .min(1),
});

/** A group of the inventory in `pamdocs.yaml`. */
export const groupConfigSchema = z.strictObject({
  /** Lower-case kebab-case id; the folder `endpoints/<id>/`. */
  id,
  /** Sidebar title. */
  title: text,
  /** Hash route. Default: `/<id>`. */
  route: z.string().optional(),
  /** Page heading. Default: the title. */
  heading: text.optional(),
  /** Base path of its operations, e.g. `/api/auth`. */
  basePath: text,
  description: text,
  /** Whether the sidebar section starts open. Default: false. */
  open: z.boolean().default(false),
  /** Endpoint ids (file names) in sidebar order. */
  endpoints: z.array(id),
});

/** A group of `pamdocs.yaml` with defaults filled. */
export type GroupConfig = z.output<typeof groupConfigSchema>;

/** The hash route of a group: its `route`, by default `/<id>`. */
export function groupRoute(group: Pick<GroupConfig, 'id' | 'route'>): string {
  return group.route ?? `/${group.id}`;
}

/** `pamdocs.yaml`: the site and its inventory. */
export const configSchema = z.strictObject({
  /** Title in the header, e.g. "Developer & Platform Docs". */
  siteTitle: text,
  hero: z.strictObject({
    title: text,
    tagline: text,
    /** Badges shown after the computed counts. Default: none. */
    badges: z.array(text).default([]),
  }),
  /**
   * Origin (and optional base path) the code samples call, e.g. `https://api.pam.example`.
   * Default: `https://api.example.com`, a reserved example domain (RFC 2606) that cannot be mistaken for a real host.
   */
  apiBaseUrl: z
    .string()
    .regex(/^https?:\/\/[^\s"'`<>\\{}]+$/, 'expected an absolute http(s) URL such as `https://api.example.com`, without spaces or quotes')
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://api.example.com'),
  /** Groups in sidebar order. */
  groups: z.array(groupConfigSchema).min(1),
  /** Entity ids (file names under `entities/`) in display order. */
  entities: z.array(id).default([]),
  /**
   * Severity of rules by id, as ESLint and Redocly users expect: `off`,
   * `warn` or `error` (`pamdocs rules` lists the ids). Default: each rule's own.
   */
  rules: z.record(z.string(), z.enum(RULE_SETTINGS)).default({}),
});

/** What a writer writes in `pamdocs.yaml`. */
export type ConfigInput = z.input<typeof configSchema>;
/** `pamdocs.yaml` with defaults filled. */
export type Config = z.output<typeof configSchema>;
/** Endpoint frontmatter with defaults filled. */
export type EndpointFrontmatter = z.output<typeof endpointSchema>;
/** Entity frontmatter with defaults filled. */
export type EntityFrontmatter = z.output<typeof entitySchema>;
