/**
 * How `pamdocs diff` prints the changes it found: `stylish` for people
 * (grouped by operation; the CLI adds {@link diffSummary}), `json` (one object per change), `github`
 * (workflow annotations on the files), `markdown` (a pull-request comment:
 * breaking changes first, grouped by operation).
 */
import { github } from '../format.js';
import type { ApiChange } from './run.js';

/** The output formats of `pamdocs diff`. */
export const DIFF_FORMATS = ['stylish', 'json', 'github', 'markdown'] as const;
/** One of {@link DIFF_FORMATS}. */
export type DiffFormat = (typeof DIFF_FORMATS)[number];

/** `n` and the noun, in the plural when `n` is not 1. */
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** One line counting the changes: `2 breaking changes, 1 warning, 3 notes`. */
export function diffSummary(changes: readonly ApiChange[]): string {
  const n = (severity: ApiChange['severity']) => changes.filter((c) => c.severity === severity).length;
  if (changes.length === 0) return 'No changes';
  return [count(n('error'), 'breaking change'), count(n('warning'), 'warning'), count(n('note'), 'note')].join(', ');
}

/** The changes by operation, in the order of their first change. */
function byOperation(changes: readonly ApiChange[]): Map<string, ApiChange[]> {
  const groups = new Map<string, ApiChange[]>();
  for (const change of changes) groups.set(change.operation, [...(groups.get(change.operation) ?? []), change]);
  return groups;
}

/** Formats the changes in `format`; the text ends with a newline unless empty. `color`: ANSI colours, for a terminal. */
export function formatChanges(changes: readonly ApiChange[], format: DiffFormat, color = false): string {
  switch (format) {
    case 'json':
      return `${JSON.stringify(
        changes.map(({ rule, severity, message, operation, file, line, column }) => ({
          rule,
          severity,
          message,
          operation,
          file,
          line,
          column,
        })),
        null,
        2,
      )}\n`;
    case 'github':
      return changes.map((c) => github(c, `${c.operation}: `)).join('');
    case 'markdown':
      return markdown(changes);
    case 'stylish':
      return stylish(changes, color);
  }
}

/** The severity words of the stylish format, with their ANSI colour. */
const LABELS = { error: ['31', 'breaking'], warning: ['33', 'warning '], note: ['36', 'note    '] } as const;

function stylish(changes: readonly ApiChange[], color: boolean): string {
  if (changes.length === 0) return '';
  const paint = (code: string, s: string) => (color ? `\u001b[${code}m${s}\u001b[0m` : s);
  const lines: string[] = [];
  for (const [operation, list] of byOperation(changes)) {
    lines.push(paint('1', operation));
    const placeWidth = Math.max(...list.map((c) => `${c.file}:${c.line}:${c.column}`.length));
    for (const c of list) {
      const [code, label] = LABELS[c.severity];
      lines.push(
        `  ${paint('2', `${c.file}:${c.line}:${c.column}`.padEnd(placeWidth))}  ${paint(code, label)}  ${c.message}  ${paint('2', c.rule)}`,
      );
    }
    lines.push('');
  }
  return `${lines.join('\n')}`;
}

/** Markdown inline code of `text`, with a fence long enough for the backticks it holds. */
function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${longest ? ` ${text} ` : text}${fence}`;
}

function markdown(changes: readonly ApiChange[]): string {
  const breaking = changes.filter((c) => c.severity === 'error');
  const other = changes.filter((c) => c.severity !== 'error');
  const lines = [`### API changes: ${changes.length ? diffSummary(changes) : 'no changes'}`, ''];
  if (changes.length === 0) return `${lines.join('\n')}\nThe head describes the same operations as the base.\n`;
  const section = (title: string, list: readonly ApiChange[], mark: (c: ApiChange) => string) => {
    if (list.length === 0) return;
    lines.push(`#### ${title}`, '');
    for (const [operation, group] of byOperation(list)) {
      lines.push(`**${code(operation)}**`, '');
      for (const c of group)
        lines.push(
          `- ${mark(c)}${c.message.replace(/[<>]/g, (ch) => (ch === '<' ? '&lt;' : '&gt;'))} (${code(c.rule)}, ${c.file}:${c.line})`,
        );
      lines.push('');
    }
  };
  section('Breaking changes', breaking, () => '');
  section('Other changes', other, (c) => (c.severity === 'warning' ? '**May break:** ' : ''));
  return `${lines.join('\n').trimEnd()}\n`;
}
