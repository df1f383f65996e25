/**
 * What reading and checking an OpenAPI document reported, as facts at its
 * places: the diagnostics of `../spec.ts` by rule id turned into the fact
 * kinds the checks know (./source.ts).
 */
import type { Diagnostic } from '../../shared/diagnostics.js';
import { changeMessage, type Change } from '../changes.js';
import { hiddenLinkMessage, type HiddenLink } from '../hidden.js';
import type { Fact, FactKind, FileFacts } from '../../shared/facts.js';

/** The fact kind of each rule id `loadSpec` reports. */
const KIND_OF_RULE: Record<string, FactKind> = {
  'openapi/syntax': 'spec-syntax',
  'openapi/invalid-document': 'spec-invalid',
  'openapi/invalid-schema': 'spec-invalid-schema',
  'openapi/unresolved-ref': 'spec-unresolved-ref',
  'oai-overlay/invalid': 'oai-overlay-invalid',
  'oai-overlay/no-match': 'oai-overlay-no-match',
};

/**
 * `facts` of the document `file`, by the file each is in: a fact located
 * at a value an OAI overlay wrote is in the overlay (`Fact.file`).
 */
export function factsByFile(file: string, facts: readonly Fact[]): FileFacts[] {
  const byFile = new Map<string, Fact[]>();
  for (const { file: other, ...fact } of facts) byFile.set(other ?? file, [...(byFile.get(other ?? file) ?? []), fact]);
  return [...byFile].map(([file, facts]) => ({ file, scope: 'spec', facts }));
}

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

/**
 * What converting a document found, at the places `locate` gives by
 * pointer: each kind of change pamdocs made (`changes`, summarized: the
 * first place and the count), and each part `stopped` at the time bound
 * `boundMs` (ms).
 */
export function conversionFacts(
  locate: (pointer: string) => Pick<Diagnostic, 'file' | 'line' | 'column'>,
  changes: readonly Change[],
  hiddenLinks: readonly HiddenLink[],
  stopped: readonly string[],
  boundMs: number,
): Fact[] {
  return [
    ...changes.map(
      ({ kind, pointer, count }): Fact => ({
        kind: 'spec-changed',
        ...locate(pointer),
        message: `${changeMessage(kind, count)} (the first here)`,
      }),
    ),
    ...hiddenLinks.map(
      (link): Fact => ({
        kind: 'spec-link-to-hidden',
        ...locate(link.pointer),
        message: hiddenLinkMessage(link),
        hint: 'Remove the link, or show the operation it names.',
      }),
    ),
    ...stopped.map(
      (pointer): Fact => ({
        kind: 'unprocessable',
        ...locate(pointer),
        message: `Cannot process this part of the document: converting it took longer than ${boundMs / 1000} s and was stopped`,
      }),
    ),
  ];
}
