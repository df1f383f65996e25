import { describe, expect, it } from 'vitest';
import { useColor } from '../../src/cli.js';
import { formatDiagnostics } from '../../src/check/format.js';
import type { Diagnostic } from '../../src/shared/diagnostics.js';

const diagnostics: Diagnostic[] = [
  {
    file: 'content/pamdocs.yaml',
    line: 22,
    column: 9,
    severity: 'error',
    rule: 'inventory/missing-endpoint',
    message: 'Cannot find `endpoints/cart/x.md`',
  },
  {
    file: 'content/notes.md',
    line: 1,
    column: 1,
    severity: 'warning',
    rule: 'content/unknown-file',
    message: 'ignored, with a comma, a colon: and 100%',
    hint: 'Move it.',
  },
];

describe('formatters', () => {
  it('stylish: grouped by file, aligned, hint under the message, totals; colour only when asked', () => {
    expect(formatDiagnostics(diagnostics, 'stylish')).toBe(
      [
        'content/pamdocs.yaml',
        '  22:9  error    Cannot find `endpoints/cart/x.md`  inventory/missing-endpoint',
        '',
        'content/notes.md',
        '  1:1  warning  ignored, with a comma, a colon: and 100%  content/unknown-file',
        '                Move it.',
        '',
        '2 problems (1 error, 1 warning)',
        '',
      ].join('\n'),
    );
    expect(formatDiagnostics(diagnostics, 'stylish')).not.toContain('\u001b[');
    expect(formatDiagnostics(diagnostics, 'stylish', { color: true })).toContain('\u001b[31merror  \u001b[0m');
  });

  it('github: one workflow command per diagnostic, with properties and data escaped', () => {
    expect(formatDiagnostics(diagnostics, 'github').split('\n')[1]).toBe(
      '::warning file=content/notes.md,line=1,col=1,title=content/unknown-file::ignored, with a comma, a colon: and 100%25 Move it. (content/unknown-file)',
    );
  });

  it('json: the diagnostics as an array', () => {
    expect(JSON.parse(formatDiagnostics(diagnostics, 'json'))).toEqual(diagnostics);
    expect(formatDiagnostics([], 'json')).toBe('[]\n');
  });

  it('colour only on a terminal and never with NO_COLOR', () => {
    expect(useColor(true, {})).toBe(true);
    expect(useColor(false, {})).toBe(false);
    expect(useColor(undefined, {})).toBe(false);
    expect(useColor(true, { NO_COLOR: '1' })).toBe(false);
    expect(useColor(true, { NO_COLOR: '' })).toBe(true);
  });
});
