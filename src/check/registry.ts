/**
 * Every rule of pamdocs, in one list: the checker runs them, `pamdocs rules`
 * prints them, the rule table of docs/guides/checks.md is tested against them, and
 * `pamdocs.yaml`'s `rules:` may name them. A new rule is one `defineRule`
 * in the file of its area under `./rules/`, added to that file's list. The
 * `diff/` rules compare two OpenAPI documents (`./diff/`) and run only there.
 */
import type { RuleMeta } from './engine/rule.js';
import { brandingRules } from './rules/branding.js';
import { configRules } from './rules/config.js';
import { contentRules } from './rules/content.js';
import { diffEndpointRules } from './rules/diff-endpoints.js';
import { diffFacetRules } from './rules/diff-facets.js';
import { diffPropertyRules } from './rules/diff-properties.js';
import { diffRequestRules } from './rules/diff-requests.js';
import { diffResponseRules } from './rules/diff-responses.js';
import { diffSecurityRules } from './rules/diff-security.js';
import { frontmatterRules } from './rules/frontmatter.js';
import { inventoryRules } from './rules/inventory.js';
import { pageRules } from './rules/pages.js';
import { linkRules } from './rules/links.js';
import { oaiOverlayRules } from './rules/oai-overlays.js';
import { openapiRules } from './rules/openapi.js';
import { overlayRules } from './rules/overlays.js';
import { methodRules } from './rules/methods.js';
import { operationRules } from './rules/operations.js';
import { proseRules } from './rules/prose.js';
import { schemaRules } from './rules/schemas.js';
import { securityRules } from './rules/security.js';
import { statedFactRules } from './rules/stated-facts.js';

/** Every rule, by area. */
export const RULES = [
  ...configRules,
  ...openapiRules,
  ...oaiOverlayRules,
  ...brandingRules,
  ...contentRules,
  ...proseRules,
  ...frontmatterRules,
  ...inventoryRules,
  ...pageRules,
  ...linkRules,
  ...operationRules,
  ...methodRules,
  ...overlayRules,
  ...securityRules,
  ...schemaRules,
  ...statedFactRules,
  ...diffEndpointRules,
  ...diffSecurityRules,
  ...diffRequestRules,
  ...diffResponseRules,
  ...diffPropertyRules,
  ...diffFacetRules,
] as const;

/** The id of a rule of {@link RULES}: a union of their literal ids. */
export type RuleId = (typeof RULES)[number]['meta']['id'];

/** The metadata of every rule, by id. */
export const RULE_META: ReadonlyMap<RuleId, RuleMeta<RuleId>> = new Map(RULES.map((rule) => [rule.meta.id, rule.meta]));
