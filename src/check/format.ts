/**
 * Diagnostic formatters: `stylish` (default, grouped by file), `json`, and
 * `github` (workflow annotations). Each returns the text to print.
 */
import { countBySeverity, type Diagnostic } from '../shared/diagnostics.js';

/** The output formats `check` offers. */
export const FORMATS = ['stylish', 'json', 'github'] as const;
/** One of {@link FORMATS}. */
export type Format = (typeof FORMATS)[number];

/** Options of the stylish format. */
export interface StylishOptions {
  /** ANSI colours; callers pass true only on a TTY without NO_COLOR. */
  color: boolean;
}

/** Formats diagnostics in `format`; the text ends with a newline unless empty. */
export function formatDiagnostics(diagnostics: readonly Diagnostic[], format: Format, options: StylishOptions = { color: false }): string {
  switch (format) {
    case 'json':
      return `${JSON.stringify(diagnostics, null, 2)}\n`;
    case 'github':
      return diagnostics.map((d) => github(d)).join('');
    case 'stylish':
      return stylish(diagnostics, options.color);
  }
}

/** The workflow command of each severity. */
const GITHUB_LEVELS = { error: 'error', warning: 'warning', note: 'notice' } as const;

/** A GitHub workflow annotation (`::error file=…,line=…::text`) of `d`, with `prefix` before its message. */
export function github(d: Diagnostic, prefix = ''): string {
  const level = GITHUB_LEVELS[d.severity];
  const text = `${prefix}${d.message}${d.hint ? ` ${d.hint}` : ''} (${d.rule})`;
  return `::${level} file=${escapeProperty(d.file)},line=${d.line},col=${d.column},title=${escapeProperty(d.rule)}::${escapeData(text)}\n`;
}

/** Workflow-command escaping (GitHub Actions toolkit, `command.ts`). */
function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

function stylish(diagnostics: readonly Diagnostic[], color: boolean): string {
  if (diagnostics.length === 0) return '';
  const paint = (code: string, s: string) => (color ? `\u001b[${code}m${s}\u001b[0m` : s);
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) byFile.set(d.file, [...(byFile.get(d.file) ?? []), d]);
  const lines: string[] = [];
  for (const [file, list] of byFile) {
    lines.push(paint('4', file));
    const posWidth = Math.max(...list.map((d) => `${d.line}:${d.column}`.length));
    for (const d of list) {
      const pos = `${d.line}:${d.column}`.padEnd(posWidth);
      const sev =
        d.severity === 'error' ? paint('31', 'error  ') : d.severity === 'warning' ? paint('33', 'warning') : paint('36', 'note   ');
      lines.push(`  ${paint('2', pos)}  ${sev}  ${d.message}  ${paint('2', d.rule)}`);
      if (d.hint) lines.push(`  ${' '.repeat(posWidth)}  ${' '.repeat(7)}  ${paint('2', d.hint)}`);
    }
    lines.push('');
  }
  const { errors, warnings } = countBySeverity(diagnostics);
  const total = errors + warnings;
  const notes = diagnostics.length - total;
  const summary = `${total} problem${total === 1 ? '' : 's'} (${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'})${notes ? `, ${notes} note${notes === 1 ? '' : 's'}` : ''}`;
  lines.push(paint(errors ? '31;1' : '33;1', summary));
  return `${lines.join('\n')}\n`;
}
