import { describe, expect, it } from 'vitest';
import { splitFrontmatter } from '../../src/content/frontmatter.js';
import { LineIndex } from '../../src/content/positions.js';

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
});
