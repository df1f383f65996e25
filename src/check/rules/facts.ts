/**
 * Stated-facts rules: numbers the content states must match the content
 * (DESIGN.md: counts are computed, never typed). Rule ids:
 * `facts/stated-count` (prose or frontmatter says "54 endpoints" while the
 * content holds 53) and `facts/unknown-placeholder` (`{{nope}}`).
 */
import type { ContentDocument } from '../../parse/documents.js';
import { suggest } from '../../shared/suggest.js';
import type { Diagnostic } from '../../shared/diagnostics.js';
import type { SiteStats } from '../../shared/site-model.js';
import { PLACEHOLDER, PLACEHOLDER_NAMES } from '../../parse/placeholders.js';
import { atYaml, memoized, ruleMemo, type Rules } from '../engine/context.js';

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

/** Problems in one piece of text; `at(index)` locates an index of it. */
function scan(text: string, stats: SiteStats, at: (index: number, rule: string, message: string, hint?: string) => Diagnostic): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const m of text.matchAll(STATED)) {
    const stat = statOf(m[2]!);
    const stated = Number(m[1]);
    if (stated !== stats[stat]) {
      out.push(
        at(m.index, 'facts/stated-count', `"${m[0]}" disagrees with the content, which has ${stats[stat]} ${stat}`, `Write {{${stat}}} instead of a number; the build fills in the count.`),
      );
    }
  }
  for (const m of text.matchAll(PLACEHOLDER)) {
    if (!(PLACEHOLDER_NAMES as readonly string[]).includes(m[1]!)) {
      const near = suggest(m[1]!, PLACEHOLDER_NAMES);
      out.push(at(m.index, 'facts/unknown-placeholder', `Unknown placeholder "${m[0]}"${near ? `; did you mean \`{{${near}}}\`?` : ''}`, `Placeholders: ${PLACEHOLDER_NAMES.map((n) => `{{${n}}}`).join(', ')}.`));
    }
  }
  return out;
}

/** Every string in a YAML value, with its key path. */
function* strings(value: unknown, path: PropertyKey[] = []): Generator<{ path: PropertyKey[]; text: string }> {
  if (typeof value === 'string') yield { path, text: value };
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, [...path, i]);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* strings(v, [...path, k]);
}

const MEMO = ruleMemo('facts');

export const factRules: Rules = (ctx) => {
  const stats = ctx.content.index.stats;
  const memo = ctx.session.get(MEMO);
  const key = JSON.stringify(stats);
  const scanYaml = (origin: Parameters<typeof atYaml>[0], value: unknown) => {
    const out: Diagnostic[] = [];
    for (const { path, text } of strings(value)) {
      out.push(...scan(text, stats, (_i, rule, message, hint) => atYaml(origin, path, rule, message, hint ? { hint } : {})));
    }
    return out;
  };
  const out: Diagnostic[] = [];
  const config = ctx.content.config;
  if (config) out.push(...memoized(memo, config, key, () => scanYaml(config.origin, config.config)));
  for (const doc of ctx.content.documents) {
    const found = memoized(memo, doc, key, () => {
      const inDoc = scanYaml(doc, doc.data);
      for (const text of doc.texts) {
        const start = doc.bodyOffset + text.offset;
        inDoc.push(...scan(text.value, stats, (i, rule, message, hint) => bodyAt(doc, start + i, rule, message, hint)));
      }
      return inDoc;
    });
    for (const d of found) out.push(d);
  }
  return out;
};

function bodyAt(doc: ContentDocument, offset: number, rule: string, message: string, hint?: string): Diagnostic {
  return { file: doc.file, ...doc.lines.position(offset), severity: 'error', rule, message, ...(hint ? { hint } : {}) };
}
