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
import { defineRule, type Location, type Report, type RuleChecks, type RuleContext } from '../engine/rule.js';

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

/** A string of a YAML value that may state a count or hold a placeholder (it has a digit or `{{`), with its key path. */
interface YamlText {
  path: PropertyKey[];
  text: string;
}

/** The strings of `value` that may state a count or hold a placeholder, with their key paths. */
function yamlTexts(value: unknown): YamlText[] {
  const out: YamlText[] = [];
  const walk = (v: unknown, path: PropertyKey[]): void => {
    if (typeof v === 'string') {
      if (/\d|\{\{/.test(v)) out.push({ path, text: v });
    } else if (Array.isArray(v)) v.forEach((item, i) => walk(item, [...path, i]));
    else if (v && typeof v === 'object') for (const [k, item] of Object.entries(v)) walk(item, [...path, k]);
  };
  walk(value, []);
  return out;
}

/** The {@link yamlTexts} of each object of a run, made once for the rules that read them. */
const TEXTS_OF_RUN = () => new WeakMap<object, YamlText[]>();

/** Where a text is: at its YAML key, or at a character of a body. */
type TextAt = (index: number) => Location;

/**
 * The checks of a rule that reads every text the content states: each string
 * of the config and of each document's frontmatter (located at its key), and
 * each text of each body (located at the character); `key`: what the check
 * reads besides the text.
 */
function textChecks(
  check: (text: string, at: TextAt, report: Report, ctx: RuleContext) => void,
  key?: (ctx: RuleContext) => string,
): RuleChecks {
  const inYaml = (origin: YamlOrigin, value: unknown, report: Report, ctx: RuleContext) => {
    const known = ctx.memo(TEXTS_OF_RUN);
    let texts = known.get(origin);
    if (!texts) known.set(origin, (texts = yamlTexts(value)));
    for (const { path, text } of texts) check(text, () => atKey(origin, path), report, ctx);
  };
  return {
    ...(key ? { key } : {}),
    // What pamdocs.yaml says as written: what an OpenAPI document adds to the config is the document's.
    config: (written, report, ctx) => inYaml(written.origin, written.config, report, ctx),
    // Text of an OpenAPI document is about the API, not about this site: its numbers ("up to 100 items") are its own.
    document: (doc, report, ctx) => {
      if (!doc.spec) inYaml(doc, doc.data, report, ctx);
    },
    body: (doc, report, ctx) => {
      if (doc.spec) return;
      for (const text of doc.texts) check(text.value, (i) => atBody(doc, text.offset + i), report, ctx);
    },
  };
}

export const statedCount = defineRule(
  {
    id: 'facts/stated-count',
    severity: 'error',
    summary: 'a stated number of endpoints, entities, features or groups that disagrees with the content',
    docs: [
      'Prose and frontmatter that say "54 endpoints" while the content holds 53 are wrong the day they are written.',
      'Write `{{endpoints}}`, `{{entities}}`, `{{features}}` or `{{groups}}` and the build fills in the count.',
    ].join(' '),
  },
  textChecks(
    (text, at, report, ctx) => {
      const stats = ctx.content.index.stats;
      for (const m of text.matchAll(STATED)) {
        const stat = statOf(m[2]!);
        if (Number(m[1]) !== stats[stat]) {
          report(
            at(m.index),
            `"${m[0]}" disagrees with the content, which has ${stats[stat]} ${stat}`,
            `Write {{${stat}}} instead of a number; the build fills in the count.`,
          );
        }
      }
    },
    (ctx) => JSON.stringify(ctx.content.index.stats),
  ),
);

export const unknownPlaceholder = defineRule(
  {
    id: 'facts/unknown-placeholder',
    severity: 'error',
    summary: 'a `{{placeholder}}` that the build cannot fill',
    docs: [
      'The build fills `{{endpoints}}`, `{{entities}}`, `{{features}}` and `{{groups}}` with the counts of the content;',
      'any other name would reach the reader as written.',
    ].join(' '),
  },
  textChecks((text, at, report) => {
    if (!text.includes('{{')) return;
    for (const m of text.matchAll(PLACEHOLDER)) {
      if ((PLACEHOLDER_NAMES as readonly string[]).includes(m[1]!)) continue;
      const near = suggest(m[1]!, PLACEHOLDER_NAMES);
      report(
        at(m.index),
        `Unknown placeholder "${m[0]}"${near ? `; did you mean \`{{${near}}}\`?` : ''}`,
        `Placeholders: ${PLACEHOLDER_NAMES.map((n) => `{{${n}}}`).join(', ')}.`,
      );
    }
  }),
);

/** The rules of this file, in report order. */
export const statedFactRules = [statedCount, unknownPlaceholder] as const;
