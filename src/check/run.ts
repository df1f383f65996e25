/**
 * The checker: runs every rule set over loaded content. One checker, three
 * callers (`check`, `build`, `serve --watch`; STYLE.md habit 7).
 */
import type { LoadedContent } from '../parse/load.js';
import { sortDiagnostics, type Diagnostic } from '../shared/diagnostics.js';
import type { Session } from '../shared/session.js';
import type { Rules } from './engine/context.js';
import { factRules } from './rules/facts.js';
import { inventoryRules } from './rules/inventory.js';
import { linkRules } from './rules/links.js';
import { operationRules } from './rules/operations.js';

/** Every rule set, in report order. */
export const RULE_SETS: readonly Rules[] = [inventoryRules, operationRules, linkRules, factRules];

/** Load diagnostics plus every rule's, sorted by file and position. */
export function runChecks(content: LoadedContent, session: Session): Diagnostic[] {
  const ctx = { content, session };
  return sortDiagnostics([...content.diagnostics, ...RULE_SETS.flatMap((rules) => rules(ctx))]);
}
