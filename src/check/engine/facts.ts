/**
 * Rules that report facts (`src/shared/facts.ts`): what the source and parse
 * stages found wrong with a file, reported under the rule's id.
 */
import type { FactKind, FactScope } from '../../shared/facts.js';
import { atFact } from './locate.js';
import type { Report, RuleContext } from './rule.js';

/** A check reporting every fact of `kind` in the files of `scopes`, at its position, with its message and hint. */
export function reportFacts(kind: FactKind, scopes: readonly FactScope[]): (ctx: RuleContext, report: Report) => void {
  return ({ content }, report) => {
    for (const { file, scope, facts } of content.facts) {
      if (!scopes.includes(scope)) continue;
      for (const fact of facts) if (fact.kind === kind) report(atFact(file, fact), fact.message, fact.hint);
    }
  };
}
