/**
 * Every rule id pamdocs reports, with its severity and what it guards. Ids are
 * stable: tools and CI filters may depend on them. README "Rules" lists them.
 */
import type { Severity } from '../../shared/diagnostics.js';

/** What one rule guards. */
export interface RuleInfo {
  severity: Severity;
  summary: string;
}

/** The catalogue, by rule id (`<area>/<name>`). */
export const RULES = {
  'config/missing': { severity: 'error', summary: 'the content folder has no pamdocs.yaml' },
  'config/yaml-syntax': { severity: 'error', summary: 'pamdocs.yaml is not valid YAML' },
  'config/unknown-key': { severity: 'error', summary: 'a key pamdocs.yaml does not know (with "did you mean")' },
  'config/missing-key': { severity: 'error', summary: 'a required key of pamdocs.yaml is missing' },
  'config/invalid-type': { severity: 'error', summary: 'a value of pamdocs.yaml has the wrong type' },
  'config/invalid-value': { severity: 'error', summary: 'a value of pamdocs.yaml is out of range or not allowed' },
  'content/unknown-file': { severity: 'warning', summary: 'a Markdown file outside endpoints/, entities/ and landing/' },
  'content/file-too-large': { severity: 'error', summary: 'a content file over 1 MiB' },
  'content/not-utf8': { severity: 'error', summary: 'a content file that is not UTF-8 text' },
  'content/unsafe-svg': { severity: 'error', summary: 'an SVG asset with a script, event handler, javascript: URL or embedded document' },
  'content/unprocessable': { severity: 'error', summary: 'a file that cannot be processed at all (e.g. absurd nesting, or processing past the 5 s bound)' },
  'frontmatter/missing': { severity: 'error', summary: 'a content file has no frontmatter' },
  'frontmatter/unclosed': { severity: 'error', summary: 'the frontmatter block is never closed' },
  'frontmatter/yaml-syntax': { severity: 'error', summary: 'the frontmatter is not valid YAML' },
  'frontmatter/unknown-key': { severity: 'error', summary: 'a key the schema does not know (with "did you mean")' },
  'frontmatter/missing-key': { severity: 'error', summary: 'a required key is missing' },
  'frontmatter/invalid-type': { severity: 'error', summary: 'a value has the wrong type' },
  'frontmatter/invalid-value': { severity: 'error', summary: 'an invalid enum value (method, location, auth), status code or empty list' },
  'inventory/missing-endpoint': { severity: 'error', summary: 'an endpoint listed in pamdocs.yaml has no file' },
  'inventory/unlisted-file': { severity: 'error', summary: 'an endpoint file that pamdocs.yaml does not list' },
  'inventory/duplicate-endpoint': { severity: 'error', summary: 'an endpoint listed in two groups' },
  'inventory/empty-group': { severity: 'error', summary: 'a group with no endpoints' },
  'inventory/duplicate-group': { severity: 'error', summary: 'two groups with the same id' },
  'inventory/duplicate-route': { severity: 'error', summary: 'two groups with the same route' },
  'inventory/invalid-route': { severity: 'error', summary: 'a route that is not a valid hash route' },
  'inventory/missing-entity': { severity: 'error', summary: 'an entity listed in pamdocs.yaml has no file' },
  'inventory/unlisted-entity': { severity: 'error', summary: 'an entity file that pamdocs.yaml does not list' },
  'inventory/missing-landing-tab': { severity: 'error', summary: 'one of the four landing tab files is missing' },
  'anchors/duplicate-anchor': { severity: 'error', summary: 'two elements with the same anchor on one page' },
  'links/unknown-route': { severity: 'error', summary: 'a link to a page or group that does not exist' },
  'links/missing-anchor': { severity: 'error', summary: 'a `?scroll=` link to an anchor that is not on that page' },
  'links/missing-asset': { severity: 'error', summary: 'an image or file reference to a file that does not exist' },
  'links/external-asset': { severity: 'error', summary: 'an image from another origin (the site loads nothing from elsewhere)' },
  'operation/duplicate-operation': { severity: 'error', summary: 'two endpoints with the same method and path' },
  'operation/undeclared-path-parameter': { severity: 'error', summary: 'a `{x}` in the path without a parameter `in: path`' },
  'operation/unused-path-parameter': { severity: 'error', summary: 'a path parameter that is not in the path' },
  'operation/invalid-json-example': { severity: 'error', summary: 'an example that claims JSON and does not parse' },
  'operation/body-on-get': { severity: 'error', summary: 'a request body on GET or HEAD' },
  'operation/unknown-entity': { severity: 'error', summary: 'a reference to an entity that does not exist' },
  'facts/stated-count': { severity: 'error', summary: 'a stated number of endpoints, entities, features or groups that disagrees with the content' },
  'facts/unknown-placeholder': { severity: 'error', summary: 'a `{{placeholder}}` that the build cannot fill' },
} as const satisfies Record<string, RuleInfo>;

/** A rule id. */
export type RuleId = keyof typeof RULES;
