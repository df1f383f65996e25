/**
 * The one way pamdocs reads YAML (`src/parse/yaml-read.ts`): js-yaml's value
 * with the core schema, each problem where it is written, and the `yaml`
 * package's node tree parsed only when a position is asked for.
 */
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Yaml from 'yaml';
import { readYaml } from '../../src/parse/yaml-read.js';
import { LineIndex } from '../../src/shared/line-index.js';

/** The first problem of `text`, at its line and column. */
const problem = (text: string) => {
  const [first] = readYaml(text).problems;
  return first && { ...new LineIndex(text).position(first.offset), message: first.message };
};

describe('values', () => {
  it('are those of the YAML 1.2 core schema: a date, `<<`, `yes` and an overflowing exponent stay text', () => {
    const text = [
      'date: 2024-01-01',
      "'<<': {a: 1}",
      'flags: [yes, no, on, true, False, ~, null]',
      'numbers: [0x1F, 0o17, 012, 1e5, .inf, 1_000, 3463754e3540884]',
      'bang: "!x"',
    ].join('\n');
    expect(readYaml(text)).toMatchObject({
      problems: [],
      value: {
        date: '2024-01-01',
        '<<': { a: 1 },
        flags: ['yes', 'no', 'on', true, false, null, null],
        numbers: [31, 15, 12, 100000, Number.POSITIVE_INFINITY, '1_000', '3463754e3540884'],
        bang: '!x',
      },
    });
  });

  it('shares what an alias names, and takes an alias used many times outside its anchor', () => {
    const text = `a: &x [1, 2]\nb: [${Array(50).fill('*x').join(', ')}]\n`;
    const { value, problems } = readYaml(text);
    expect(problems).toEqual([]);
    expect((value as { b: unknown[] }).b).toHaveLength(50);
  });
});

describe('problems, where they are written', () => {
  it('a syntax error, with the message and place of the `yaml` package', () => {
    expect(problem('title: Cart\nmethod: [GET\npath: /cart\n')).toEqual({
      line: 3,
      column: 1,
      message: 'Flow sequence in block collection must be sufficiently indented and end with a ]',
    });
    expect(problem('title: A\ntitle: B\n')).toEqual({ line: 2, column: 1, message: 'Map keys must be unique' });
  });

  it('an alias to no anchor, at the alias', () => {
    expect(problem('title: Cart\nauth: *bearer\n')).toEqual({
      line: 2,
      column: 7,
      message: 'the alias `*bearer` names no anchor written before it',
    });
  });

  it('an unknown tag, at the tag', () => {
    expect(problem('title: Cart\nendpoints:\n  - !get-user-cart\n')).toEqual({
      line: 3,
      column: 5,
      message: 'Unresolved tag: !get-user-cart',
    });
  });

  it('nesting deeper than 64 levels, at the node that goes too deep, also when aliases make it so, at once', () => {
    const keys = Array.from({ length: 70 }, (_v, i) => `${'  '.repeat(i)}k${i}:`).join('\n');
    expect(problem(`${keys} end\n`)).toEqual({ line: 65, column: 129, message: 'the YAML is nested more than 64 levels deep' });
    // Each anchor holds the one before it, 40 levels down: 10 of them are 400 levels deep once expanded.
    const chain = Array.from({ length: 10 }, (_v, i) => `a${i}: &a${i} ${'['.repeat(40)}${i ? `*a${i - 1}` : '1'}${']'.repeat(40)}`);
    const started = performance.now();
    expect(problem(chain.join('\n'))).toEqual({ line: 1, column: 1, message: 'the YAML is nested more than 64 levels deep' });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('positions', () => {
  const requireHere = createRequire(import.meta.url);
  afterEach(() => vi.restoreAllMocks());

  it('are parsed with the `yaml` package on the first question only, once', () => {
    const parse = vi.spyOn(requireHere('yaml') as typeof Yaml, 'parseDocument');
    const read = readYaml('title: Cart\nparameters:\n  - name: id\n    in: path\n', 4);
    expect(read.value).toEqual({ title: 'Cart', parameters: [{ name: 'id', in: 'path' }] });
    expect(parse).not.toHaveBeenCalled();
    expect(read.locate(['parameters', 0, 'in'])).toBe(4 + 'title: Cart\nparameters:\n  - name: id\n    in: '.length);
    expect(read.locate(['parameters', '0'], 'in')).toBe(4 + 'title: Cart\nparameters:\n  - name: id\n    '.length);
    expect(read.locate(['missing', 'deeper'], 'title')).toBe(4);
    expect(parse).toHaveBeenCalledTimes(1);
  });
});
