/**
 * One diagnostic form everywhere (docs/guides/architecture.md): what `check`, `build`
 * and `serve --watch` report, and what every formatter prints.
 */

/**
 * How bad a diagnostic is. Errors fail `check` and stop `build`; warnings
 * fail only `check --strict`; notes (what `pamdocs diff` finds that breaks
 * no client) fail nothing.
 */
export type Severity = 'error' | 'warning' | 'note';

/** A problem found in the content, at a 1-based line and column of a source file. */
export interface Diagnostic {
  /** Path relative to the content folder's parent (the working directory), with `/` separators. */
  file: string;
  /** 1-based line. */
  line: number;
  /** 1-based column, counted in UTF-16 code units. */
  column: number;
  severity: Severity;
  /** Stable kebab-case rule id, `<area>/<name>`, e.g. `inventory/missing-endpoint`. */
  rule: string;
  /** What is wrong, naming the thing in quotes or backticks. */
  message: string;
  /** How to fix it, when the message alone does not say. */
  hint?: string;
}

/** Sorts diagnostics by file, line, column, then rule id, for stable output. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.rule.localeCompare(b.rule),
  );
}

/** Counts errors and warnings (notes are neither). */
export function countBySeverity(diagnostics: readonly Diagnostic[]): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const d of diagnostics) {
    if (d.severity === 'error') errors++;
    else if (d.severity === 'warning') warnings++;
  }
  return { errors, warnings };
}
