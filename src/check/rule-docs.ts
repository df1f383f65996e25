/**
 * The rules as text, for `pamdocs rules` and the rule table of the manual's
 * Checks guide (a test holds docs/guides/checks.md to {@link ruleTable}).
 */
import { UsageError } from '../shared/errors.js';
import { didYouMean } from '../shared/suggest.js';
import type { RuleMeta } from './engine/rule.js';
import { RULE_META } from './registry.js';

/** The severity column of a rule: its default, and whether `pamdocs.yaml` may change it. */
const severityText = (meta: RuleMeta) => (meta.locked ? `${meta.severity} (locked)` : meta.severity);

/** One line per rule: id, severity, summary; aligned for a terminal. */
export function ruleList(): string {
  const rules = [...RULE_META.values()];
  const idWidth = Math.max(...rules.map((r) => r.id.length));
  const sevWidth = Math.max(...rules.map((r) => severityText(r).length));
  const lines = rules.map((r) => `${r.id.padEnd(idWidth)}  ${severityText(r).padEnd(sevWidth)}  ${r.summary}`);
  return `${lines.join('\n')}\n\nChange a severity in pamdocs.yaml: rules: { <id>: off | note | warn | error }; locked rules stay errors.\n`;
}

/**
 * One rule: its id, severity, summary and docs.
 * @throws UsageError when `id` names no rule
 */
export function ruleDocs(id: string): string {
  const meta = RULE_META.get(id as never);
  if (!meta)
    throw new UsageError(`Unknown rule \`${id}\`${didYouMean(id, [...RULE_META.keys()]) || '.'} Run \`pamdocs rules\` for the list.`);
  const setting = meta.locked
    ? 'locked: pamdocs.yaml cannot change it'
    : `pamdocs.yaml may set it: rules: { ${meta.id}: off | note | warn | error }`;
  return `${meta.id}  ${meta.severity} (${setting})\n\nReports ${meta.summary}.\n\n${meta.docs}\n`;
}

/** The rule table of docs/guides/checks.md (Markdown): rule, severity, what it reports. */
export function ruleTable(): string {
  const rows = [...RULE_META.values()].map((r) => `| \`${r.id}\` | ${severityText(r)} | ${r.summary} |`);
  return ['| rule | severity | reports |', '|---|---|---|', ...rows].join('\n');
}
