/**
 * What reading and checking an OpenAPI document reported, as facts at its
 * places: the diagnostics of `../spec.ts` by rule id turned into the fact
 * kinds the checks know (./source.ts).
 */
import type { Diagnostic } from '../../shared/diagnostics.js';
import type { Fact, FactKind, FileFacts } from '../../shared/facts.js';

/** The fact kind of each rule id `loadSpec` reports. */
const KIND_OF_RULE: Record<string, FactKind> = {
  'openapi/syntax': 'spec-syntax',
  'openapi/invalid-document': 'spec-invalid',
  'openapi/invalid-schema': 'spec-invalid-schema',
  'openapi/unresolved-ref': 'spec-unresolved-ref',
};

/** `diagnostics` of `loadSpec` as facts, by file. */
export function factsOf(diagnostics: readonly Diagnostic[]): FileFacts[] {
  const byFile = new Map<string, Fact[]>();
  for (const d of diagnostics) {
    const facts = byFile.get(d.file) ?? [];
    byFile.set(d.file, facts);
    facts.push({
      kind: KIND_OF_RULE[d.rule] ?? 'spec-invalid',
      line: d.line,
      column: d.column,
      message: d.message,
      ...(d.hint ? { hint: d.hint } : {}),
    });
  }
  return [...byFile].map(([file, facts]) => ({ file, scope: 'spec', facts }));
}
