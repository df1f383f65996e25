/**
 * One pair of small OpenAPI documents per diff rule (`pamdocs diff`), in both
 * directions: base -> head reports the rule with its message at the line
 * marked `# <-` (in the head, or in the base for a removal); head -> base
 * does not report it (unless the change breaks both ways). Every diff rule
 * of the registry has a case here.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES } from '../../src/check/registry.js';
import { diff } from '../../src/pipeline/diff.js';
import { DIFF_CASES, type DiffCase } from '../fixtures/diff/cases.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-diff-rules-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The 1-based line of the `# <-` marker of a document. */
const markedLine = (text: string) => text.split('\n').findIndex((line) => line.includes('# <-')) + 1;

/** Writes the two documents of a case and compares them, `reversed` or not. */
async function run(c: DiffCase, n: number, reversed = false) {
  const base = `${n}-base.yaml`;
  const head = `${n}-head.yaml`;
  await writeFile(path.join(dir, base), c.base);
  await writeFile(path.join(dir, head), c.head);
  const result = await diff(reversed ? { base: head, head: base, cwd: dir } : { base, head, cwd: dir });
  if (!result.ok) throw new Error(`not compared: ${JSON.stringify(result.diagnostics)}`);
  return { changes: result.changes, base, head };
}

describe('every diff rule, on a pair of documents', () => {
  it('has a case for every diff rule of the registry, and no case for a rule that does not exist', () => {
    const diffRules = RULES.filter((rule) => 'diff' in rule.checks).map((rule) => rule.meta.id);
    expect([...new Set(DIFF_CASES.map((c) => c.rule))].sort()).toEqual(diffRules.sort());
  });

  it.each(DIFF_CASES.map((c, n) => [c.rule, c, n] as const))('%s', async (rule, c, n) => {
    const { changes, base, head } = await run(c, n);
    const found = changes.filter((change) => change.rule === rule);
    expect(found, JSON.stringify(changes, null, 2)).toHaveLength(1);
    const [change] = found;
    expect(change!.message).toBe(c.message);
    expect(change!.operation).toBe(c.operation ?? 'POST /pets/{id}');
    const marked = c.side === 'base' ? c.base : c.head;
    expect(`${change!.file}:${change!.line}`).toBe(`${c.side === 'base' ? base : head}:${markedLine(marked)}`);
    expect(change!.severity).toBe(RULES.find((r) => r.meta.id === rule)!.meta.severity);

    const back = await run(c, n, true);
    expect(back.changes.filter((change) => change.rule === rule)).toHaveLength(c.symmetric ? 1 : 0);
  });
});
