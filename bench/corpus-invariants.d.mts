import type { Diagnostic } from '../src/shared/diagnostics.js';

/** An invariant a document does not hold, and why. */
export interface CorpusFailure {
  invariant: 'internal' | 'errors' | 'kept' | 'round-trip' | 'diff' | 'time';
  detail: string;
}

/** The library API the invariants run through (`dist/index.js`, or `src/index.ts` in the tests). */
export interface CorpusLibrary {
  check(options: { dir: string; cwd: string }): Promise<{ diagnostics: Diagnostic[] }>;
  build(options: {
    dir: string;
    out: string;
    cwd: string;
    replay: boolean;
  }): Promise<{ ok: boolean; diagnostics: Diagnostic[]; errors: number }>;
  importSpec(options: { spec: string; out: string; cwd: string }): Promise<{ ok: boolean; diagnostics: Diagnostic[] }>;
  diff(options: {
    base: string;
    head: string;
    cwd: string;
  }): Promise<{ ok: true; changes: (Diagnostic & { operation: string })[] } | { ok: false; diagnostics: Diagnostic[] }>;
}

/** Checks the invariants for the document `spec` (absolute path) in the scratch folder `work` (made, then removed). */
export function checkSpec(
  lib: CorpusLibrary,
  spec: string,
  work: string,
): Promise<{ operations: number; failures: CorpusFailure[]; ms: Record<string, number> }>;
