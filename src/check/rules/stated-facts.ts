/**
 * Stated-facts rules: the numbers the content states must match the
 * content. Counts are computed, never typed: prose writes `{{endpoints}}`
 * and the build fills in the number (`src/parse/placeholders.ts`).
 */
import type { YamlOrigin } from '../../parse/validate.js';
import { PLACEHOLDER, PLACEHOLDER_NAMES } from '../../parse/placeholders.js';
import type { SiteStats } from '../../shared/site-model.js';
import { suggest } from '../../shared/suggest.js';
import { atBody, atKey } from '../engine/locate.js';
import { defineRule, type Location, type Report, type RuleContext } from '../engine/rule.js';

/** "53 endpoints", "14 data entities", "13 core features", "12 groups", "54 API operations". */
const STATED = /\b(\d+)\s+(?:(?:core|api|data|documented|rest)\s+)*(endpoints?|operations?|entit(?:y|ies)|features?|groups?)\b/gi;

/** Which count a stated noun refers to. */
function statOf(noun: string): keyof SiteStats {
  const n = noun.toLowerCase();
  if (n.startsWith('endpoint') || n.startsWith('operation')) return 'endpoints';
  if (n.startsWith('entit')) return 'entities';
  if (n.startsWith('feature')) return 'features';
  return 'groups';
}

/** Every string in a YAML value, with its key path. */
function* strings(value: unknown, path: PropertyKey[] = []): Generator<{ path: PropertyKey[]; text: string }> {
  if (typeof value === 'string') yield { path, text: value };
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, [...path, i]);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* strings(v, [...path, k]);
}

/**
 * Runs `check` on every text the content states: each string of the config
 * and of each document's frontmatter (located at its key), and each text of
 * each body (located at the character). Once per object and `key`.
 */
function eachText(ctx: RuleContext, key: string, check: (text: string, at: (index: number) => Location, report: Report) => void): void {
  const inYaml = (origin: YamlOrigin, value: unknown, report: Report) => {
    for (const { path, text } of strings(value)) check(text, () => atKey(origin, path), report);
  };
  const config = ctx.content.config;
  if (config) ctx.once(config, key, (report) => inYaml(config.origin, config.config, report));
  for (const doc of ctx.content.documents) {
    ctx.once(doc, key, (report) => {
      inYaml(doc, doc.data, report);
      for (const text of doc.texts) check(text.value, (i) => atBody(doc, text.offset + i), report);
    });
  }
}

export const statedCount = defineRule(
  { id: 'facts/stated-count', severity: 'error', summary: 'a stated number of endpoints, entities, features or groups that disagrees with the content', docs: 'Prose and frontmatter that say "54 endpoints" while the content holds 53 are wrong the day they are written. Write `{{endpoints}}`, `{{entities}}`, `{{features}}` or `{{groups}}` and the build fills in the count.' },
  (ctx) => {
    const stats = ctx.content.index.stats;
    eachText(ctx, JSON.stringify(stats), (text, at, report) => {
      for (const m of text.matchAll(STATED)) {
        const stat = statOf(m[2]!);
        if (Number(m[1]) !== stats[stat]) {
          report(at(m.index), `"${m[0]}" disagrees with the content, which has ${stats[stat]} ${stat}`, `Write {{${stat}}} instead of a number; the build fills in the count.`);
        }
      }
    });
  },
);

export const unknownPlaceholder = defineRule(
  { id: 'facts/unknown-placeholder', severity: 'error', summary: 'a `{{placeholder}}` that the build cannot fill', docs: 'The build fills `{{endpoints}}`, `{{entities}}`, `{{features}}` and `{{groups}}` with the counts of the content; any other name would reach the reader as written.' },
  (ctx) =>
    eachText(ctx, '', (text, at, report) => {
      for (const m of text.matchAll(PLACEHOLDER)) {
        if ((PLACEHOLDER_NAMES as readonly string[]).includes(m[1]!)) continue;
        const near = suggest(m[1]!, PLACEHOLDER_NAMES);
        report(at(m.index), `Unknown placeholder "${m[0]}"${near ? `; did you mean \`{{${near}}}\`?` : ''}`, `Placeholders: ${PLACEHOLDER_NAMES.map((n) => `{{${n}}}`).join(', ')}.`);
      }
    }),
);

/** The rules of this file, in report order. */
export const statedFactRules = [statedCount, unknownPlaceholder] as const;
