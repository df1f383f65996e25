/**
 * The fast YAML read (js-yaml, `src/parse/yaml-fast.ts`) gives every text
 * the value and syntax problems the `yaml` package gives it
 * (`src/parse/yaml.ts`), so a user sees the same frontmatter, the same
 * errors and the same positions whichever parser read a file: on texts the
 * two read differently, and on mutated copies of every real and fixture
 * frontmatter.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locatorOf } from '../../src/parse/yaml-events.js';
import { readYaml } from '../../src/parse/yaml-fast.js';
import { parseYaml } from '../../src/parse/yaml.js';
import { PAM_CONTENT, ROOT } from '../helpers/content.js';
import { prng } from '../helpers/mutate.js';

/** What a user sees of a read: the value and the problems. */
const seen = (text: string, read: typeof parseYaml) => {
  const { value, problems } = read(text, 7);
  return { value, problems };
};

/** Texts where js-yaml and the `yaml` package disagree, or might, and the kinds frontmatter is made of. */
const TRICKY = [
  'null: a',
  '~: a',
  ': a',
  'k: 1e400',
  '-1e999: a',
  'k: [1e3, 1.5E-3, .inf, -.Inf, .nan]',
  '%YAML 1.1\n---\na: yes',
  'a: b\rc: d',
  `${'x'.repeat(1100)}: 1`,
  'a: &x {b: 1}\nc: *x',
  'a: &x [*x]',
  'a: !!str 1',
  'a: !custom 1',
  '<<: {a: 1}\nb: 2',
  'a: Developer & Platform Docs',
  'a: & b',
  'a: b &',
  'a: &',
  'a: *',
  'a: * b',
  'a: x * y',
  '- & x',
  '[a, & b]',
  '{a: & b}',
  'a: b &c d',
  'a: ! b',
  '! a: b',
  'a: see **bold** and *it*',
  'a: |\n  **bold** first\n  - * item\n  ! bang\n  &amp\nb: 1',
  'a: &x [1]\nb: |\n  text\nc: *x',
  '- |\n  *x\n- *y',
  'a: &x {b: 1}\nc: |\n  t\n d: *x',
  'a: &x {b: 1}\nc: >-\n  t\n\n  *x\nd: *x',
  'a:\n  - |\n    *x\n  - &y 1\n  - *y',
  '- k: |\n    *x\n  j: *x',
  'a: |2\n   *x\n  b',
  'd: |-\n  > [!NOTE]\n  > **Note**: x\nb: 2',
  'a: b: *c',
  'k: "x: *y"',
  'k: [*a]',
  'k: {a: *b}',
  '--- *a',
  '? *a\n: b',
  'a: &x [1]\nb: [*x, *x]',
  'b: [? &x [1] : v, ? *x : w]',
  'b: {? &x [1] : v, ? *x : w}',
  'a: [? &x [[1,1],[1,1]] : 1, ? [*x, *x] : 2]',
  `k: ${'x'.repeat(1100)}`,
  `k: '${'x'.repeat(1100)}'`,
  `k: [${'a, '.repeat(500)}b]`,
  `- ${'y'.repeat(1100)}`,
  `k: |\n  ${'z'.repeat(1100)}\nj: 1`,
  `k: ${'x'.repeat(600)}: ${'y'.repeat(600)}`,
  '__proto__: {a: 1}',
  '1: a\n"1": b',
  'a: 1\na: 2',
  '? [a]\n: b',
  'k: [[a]: b]',
  'k: {[a]: b}',
  '',
  '# only a comment',
  'a',
  'k: [0o17, 0x1F, 012, +12, 1_000, 0b101, 9007199254740993]',
  'k: [true, True, yes, on, null, Null, ~, "", 2001-12-14]',
  'a: "\\x41\\u0041\\U0001F600\\N\\_\\/\\t"',
  "a: 'it''s'",
  'a: |\n  x\n\n',
  'a: >-\n  x\n\n  y\n',
  'a: |+\n  x\n\n',
  'a: "x\\\n  y"',
  'a:\n  - x\n  - #c\n',
  'a:\n  - x\n  -\n  - y',
  'a:\n- \n- b',
  'a: b\r\nc: d\r\n',
  '\ufeffa: 1',
  'a: [b\n  c]',
  'a: b\n  c: d',
  'a:\n\t- b',
  'a: "unterminated',
  'a: 1 # c\n#c\nb: 2',
  `deep: ${'['.repeat(70)}${']'.repeat(70)}`,
  `${Array.from({ length: 70 }, (_v, i) => `${'  '.repeat(i)}k${i}:`).join('\n')} end`,
];

/** Every frontmatter and pamdocs.yaml of the PAM content and the fixtures. */
function realTexts(): string[] {
  const texts: string[] = [];
  const collect = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) collect(file);
      else if (entry.name.endsWith('.yaml')) texts.push(readFileSync(file, 'utf8'));
      else if (entry.name.endsWith('.md')) {
        const yaml = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'))?.[1];
        if (yaml !== undefined) texts.push(yaml);
      }
    }
  };
  collect(PAM_CONTENT);
  collect(path.join(ROOT, 'tests/fixtures'));
  return texts;
}

/** `rounds` copies of real texts, each with one to three characters inserted, deleted or replaced (seeded). */
function mutated(seed: number, rounds: number): string[] {
  const texts = realTexts();
  const random = prng(seed);
  const pick = (n: number) => Math.floor(random() * n);
  const CHARS = ' \n\t\r-:#[]{},"\'|>?&*!%@`~0123456789.eE+_xo\\ab';
  return Array.from({ length: rounds }, () => {
    let text = texts[pick(texts.length)]!;
    for (let n = 1 + pick(3); n > 0; n--) {
      const at = pick(text.length + 1);
      const c = CHARS[pick(CHARS.length)]!;
      const r = random();
      text =
        r < 0.4
          ? text.slice(0, at) + c + text.slice(at)
          : r < 0.7
            ? text.slice(0, at) + text.slice(at + 1)
            : text.slice(0, at) + c + text.slice(at + 1);
    }
    return text;
  });
}

/** Every key path of `value`, with one that goes on past each leaf and one that names no key. */
function pathsOf(value: unknown, at: PropertyKey[] = [], out: PropertyKey[][] = []): PropertyKey[][] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...at, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsOf(v, [...at, k], out);
  else out.push([...at, 'deeper'], [...at, 0]);
  return out;
}

describe('the fast YAML read', () => {
  it.each(TRICKY.map((text) => [JSON.stringify(text).slice(0, 60), text]))('reads %s as the yaml package does', (_name, text) => {
    expect(seen(text, readYaml)).toEqual(seen(text, parseYaml));
  });

  it('reads mutated copies of every frontmatter and pamdocs.yaml as the yaml package does', () => {
    for (const text of mutated(20261123, 3000)) expect(seen(text, readYaml), JSON.stringify(text)).toEqual(seen(text, parseYaml));
  });

  it("locates every key of every frontmatter, of mutated copies and of the tricky texts where the yaml package does, from js-yaml's events when the text needs no full parser", () => {
    let fromEvents = 0;
    for (const text of [
      ...realTexts(),
      ...mutated(20261125, 1000),
      ...TRICKY,
      'a: "q"\nb: \'s\'\nc: |-\n  t\nd: > # note\n  f\ne:\nf: ~\ng: [1, {h: i}]\n? j\n: k\n1: one\n1.0: float\nTrue: t',
    ]) {
      const full = parseYaml(text, 3);
      if (full.problems.length > 0) continue;
      const fast = locatorOf(text, 3);
      if (!('value' in fast)) fromEvents++;
      for (const at of pathsOf(full.value)) {
        expect(fast.locate(at), `${JSON.stringify(text)} ${JSON.stringify(at)}`).toBe(full.locate(at));
        for (const key of ['title', 'name', '1', 'missing'])
          expect(fast.locate(at, key), `${JSON.stringify(text)} ${JSON.stringify(at)} ${key}`).toBe(full.locate(at, key));
      }
    }
    expect(fromEvents).toBeGreaterThan(500);
  });

  it('locates keys where the yaml package does, parsing with positions only when asked', () => {
    const text = 'title: Cart\nparameters:\n  - name: id\n    in: path\n';
    const fast = readYaml(text, 4);
    const full = parseYaml(text, 4);
    for (const [at, key] of [
      [['parameters', 0, 'in']],
      [['parameters', 0], 'in'],
      [['parameters', '0', 'name']],
      [['missing', 'deeper'], 'title'],
      [[]],
    ] as const) {
      expect(fast.locate(at, key)).toBe(full.locate(at, key));
    }
  });
});
