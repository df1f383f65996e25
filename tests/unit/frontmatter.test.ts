import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSource } from '../../src/source/read.js';
import { splitFrontmatter } from '../../src/parse/frontmatter.js';
import { LineIndex } from '../../src/shared/line-index.js';

describe('splitFrontmatter', () => {
  it('splits frontmatter and body and keeps YAML node positions in file coordinates', () => {
    const text = '---\ntitle: Cart\nparameters:\n  - name: id\n    in: path\n---\n\nBody text\n';
    const split = splitFrontmatter(text);
    expect(split.frontmatter?.value).toEqual({ title: 'Cart', parameters: [{ name: 'id', in: 'path' }] });
    expect(split.body).toBe('\nBody text\n');
    expect(text.slice(split.bodyOffset)).toBe(split.body);
    const lines = new LineIndex(text);
    expect(lines.position(split.frontmatter!.locate(['parameters', 0, 'in']))).toEqual({ line: 5, column: 9 });
    expect(lines.position(split.frontmatter!.locate(['parameters', 0], 'in'))).toEqual({ line: 5, column: 5 });
    expect(lines.position(split.frontmatter!.locate(['title']))).toEqual({ line: 2, column: 8 });
  });

  it('reports a file without frontmatter as such', () => {
    expect(splitFrontmatter('# Just prose\n').frontmatter).toBeNull();
  });

  it('reports YAML syntax errors at their position instead of throwing', () => {
    const text = '---\ntitle: [unclosed\nmethod: GET\n---\n';
    const split = splitFrontmatter(text);
    expect(split.frontmatter?.value).toBeUndefined();
    expect(split.frontmatter?.problems.length).toBeGreaterThan(0);
    const { line } = new LineIndex(text).position(split.frontmatter!.problems[0]!.offset);
    expect(line).toBeGreaterThanOrEqual(2);
  });

  it('refuses duplicate keys', () => {
    const split = splitFrontmatter('---\ntitle: A\ntitle: B\n---\n');
    expect(split.frontmatter?.problems[0]?.message).toMatch(/unique/i);
  });

  it('reads CRLF line ends like LF, and a file read from disk loses its byte order mark', async () => {
    const text = '---\r\ntitle: Cart\r\nentities: [cart-item]\r\n---\r\nBody\r\n';
    expect(splitFrontmatter(text).frontmatter).toMatchObject({ value: { title: 'Cart', entities: ['cart-item'] }, problems: [] });
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-bom-'));
    const file = path.join(dir, 'cart.md');
    await writeFile(file, `\uFEFF${text}`);
    expect(readSource({ path: file, rel: 'cart.md', file: 'cart.md' }).text).toBe(text);
    await rm(dir, { recursive: true });
  });
});

describe('hostile YAML is reported at its line, at once, never expanded', () => {
  const problem = (yaml: string) => {
    const text = `---\n${yaml}title: Cart\n---\n`;
    const started = performance.now();
    const split = splitFrontmatter(text);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(split.frontmatter?.value).toBeUndefined();
    const [first] = split.frontmatter!.problems;
    return { ...new LineIndex(text).position(first!.offset), message: first!.message };
  };
  const RECURSIVE = 'refers to the value that contains it, so the value would never end';

  it.each([
    ['a list that holds itself', 'a: &x [*x, *x]\n', 2, 8],
    ['a mapping that holds itself', 'a: &x { b: *x }\n', 2, 12],
    ['a cycle through a nested mapping', 'a: &x\n  b: &y\n    c: *x\n', 4, 8],
    ['a list item that holds itself', 'a:\n  - &x [1, [*x]]\n', 3, 13],
  ])('an alias inside its own anchor: %s', (_name, yaml, line, column) => {
    expect(problem(yaml)).toEqual({ line, column, message: expect.stringContaining(RECURSIVE) });
  });

  it('accepts an alias used twice outside its anchor', () => {
    const split = splitFrontmatter('---\na: &x [1, 2]\nb: [*x, *x]\n---\n');
    expect(split.frontmatter).toMatchObject({
      value: {
        a: [1, 2],
        b: [
          [1, 2],
          [1, 2],
        ],
      },
      problems: [],
    });
  });

  it('refuses an alias bomb', () => {
    const bomb = ['a: &a [1,1,1,1,1,1,1,1,1,1]', 'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]', 'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]', ''].join(
      '\n',
    );
    expect(problem(bomb).message).toMatch(/^too many aliases/);
  });

  it.each([100, 10_000, 200_000])('refuses %i nested brackets at the 65th, before the parser recurses', (n) => {
    expect(problem(`deep: ${'['.repeat(n)}${']'.repeat(n)}\n`)).toEqual({
      line: 2,
      column: 71,
      message: 'the YAML is nested more than 64 levels deep',
    });
  });

  it('counts no bracket inside a string or a comment', () => {
    const text = `---\ntitle: "${'['.repeat(100)}"\n# ${'{'.repeat(100)}\nnote: don't [x]\n---\n`;
    expect(splitFrontmatter(text).frontmatter?.problems).toEqual([]);
  });
});
