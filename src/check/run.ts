/**
 * The checker: runs every rule of the registry over loaded content, with the
 * severity `pamdocs.yaml` gives it. One checker, three callers: `check`,
 * `build` and `serve --watch`.
 */
import type { LoadedContent } from '../parse/load.js';
import type { RuleSetting } from '../parse/schemas.js';
import { sortDiagnostics, type Diagnostic, type Severity } from '../shared/diagnostics.js';
import type { Session } from '../shared/session.js';
import { contextOf, type RuleMeta } from './engine/rule.js';
import { RULE_META, RULES } from './registry.js';

/** The severity of a rule under the `rules:` settings of `pamdocs.yaml`; undefined when it is off. Locked rules keep theirs. */
export function severityOf(meta: RuleMeta, settings: Readonly<Record<string, RuleSetting>>): Severity | undefined {
  const setting = meta.locked ? undefined : settings[meta.id];
  if (setting === undefined) return meta.severity;
  return setting === 'off' ? undefined : setting === 'warn' ? 'warning' : 'error';
}

/** Every rule's diagnostics, sorted by file and position. Never throws on bad content. */
export function runChecks(content: LoadedContent, session: Session): Diagnostic[] {
  const settings = content.config?.config.rules ?? {};
  const out: Diagnostic[] = [];
  for (const rule of RULES) {
    const severity = severityOf(rule.meta, settings);
    if (severity === undefined) continue;
    const id = rule.meta.id;
    const report = (at: { file: string; line: number; column: number }, message: string, hint?: string) =>
      void out.push({ file: at.file, line: at.line, column: at.column, severity, rule: id, message, ...(hint ? { hint } : {}) });
    rule.check(contextOf(rule, content, RULE_META, session, report), report);
  }
  return sortDiagnostics(out);
}
