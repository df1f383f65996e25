/**
 * `pamdocs diff` on real documents: every example of `@readme/oas-examples`
 * (Swagger 2.0, OpenAPI 3.0 and 3.1, circular schemas and references to
 * files beside them included) and Scalar's Galaxy, held to the invariants
 * of bench/diff-mutations.mjs. A document compared with itself, written
 * again as JSON or YAML, its keys shuffled, its security alternatives or
 * enum values reordered, or its prose reworded, is no change to report (the
 * prose in either direction); an operation removed, a required parameter
 * added or a response property removed is a breaking change of that
 * operation. The same API written in 2.0 and in 3.0 compares equal; an
 * operation removed is found at its line.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BREAKING, EQUIVALENT, serialise } from '../../bench/diff-mutations.mjs';
import { prng } from '../../bench/prng.mjs';
import { diff } from '../../src/pipeline/diff.js';

const require = createRequire(import.meta.url);
const EXAMPLES = path.dirname(require.resolve('@readme/oas-examples/package.json'));
const GALAXY = require.resolve('@scalar/galaxy/3.1.json');

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-diff-corpus-'));
  for (const version of ['2.0', '3.0', '3.1']) await cp(path.join(EXAMPLES, version, 'json'), path.join(tmp, version), { recursive: true });
  await cp(GALAXY, path.join(tmp, 'galaxy.json'));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

/** The documents, relative to the copy: every JSON example, the one with references to files beside it, and Galaxy. */
async function documents(): Promise<string[]> {
  const found = await Promise.all(
    ['2.0', '3.0', '3.1'].map(async (v) =>
      (await readdir(path.join(EXAMPLES, v, 'json'))).filter((f) => f.endsWith('.json')).map((f) => `${v}/${f}`),
    ),
  );
  return [...found.flat(), '3.0/openapi-workshop/refs.json', 'galaxy.json'];
}

/** Each document with its parsed value and a random source of its own (seeded by its place in the list). */
async function parsed(): Promise<{ doc: string; value: unknown; random: () => number }[]> {
  const docs = await documents();
  return Promise.all(
    docs.map(async (doc, n) => ({ doc, value: JSON.parse(await readFile(path.join(tmp, doc), 'utf8')) as unknown, random: prng(n + 1) })),
  );
}

/** Writes `text` beside `doc` (so its references to files beside it still resolve), named for `variant`. */
async function beside(doc: string, variant: string, text: string, ext = 'json'): Promise<string> {
  const file = doc.replace(/\.json$/, `.${variant}.${ext}`);
  await writeFile(path.join(tmp, file), text);
  return file;
}

async function compare(base: string, head: string) {
  const result = await diff({ base, head, cwd: tmp });
  if (!result.ok) throw new Error(`not compared: ${JSON.stringify(result.diagnostics)}`);
  return result.changes;
}

describe('pamdocs diff on real documents', () => {
  it('reports no change for a document against itself, or written again as JSON or YAML', async () => {
    for (const { doc, value } of await parsed()) {
      expect(await compare(doc, doc), doc).toEqual([]);
      expect(await compare(doc, await beside(doc, 'compact', serialise(value, 'json-min'))), doc).toEqual([]);
      expect(await compare(doc, await beside(doc, 'written', serialise(value, 'yaml'), 'yaml')), doc).toEqual([]);
    }
  });

  it('reports no change when keys, security alternatives or enum values are reordered', async () => {
    for (const { doc, value, random } of await parsed())
      for (const name of ['shuffleKeys', 'reorderSecurity', 'reorderEnums'] as const)
        expect(await compare(doc, await beside(doc, name, serialise(EQUIVALENT[name](value, random), 'json'))), `${doc} ${name}`).toEqual(
          [],
        );
  });

  it('reports no change when only the prose changed, in either direction', async () => {
    for (const { doc, value, random } of await parsed()) {
      const edited = await beside(doc, 'reworded', serialise(EQUIVALENT.reword(value, random), 'json'));
      expect(await compare(doc, edited), doc).toEqual([]);
      expect(await compare(edited, doc), doc).toEqual([]);
    }
  });

  it('reports an operation removed, a required parameter added or a response property removed as breaking that operation', async () => {
    const broken: Record<string, number> = {};
    for (const { doc, value, random } of await parsed()) {
      for (const [name, mutation] of Object.entries(BREAKING)) {
        const mutated = mutation(value, random);
        if (!mutated) continue;
        broken[name] = (broken[name] ?? 0) + 1;
        const changes = await compare(doc, await beside(doc, name, serialise(mutated.document, 'json')));
        expect(
          changes.filter((c) => c.severity === 'error').map((c) => c.operation),
          `${doc} ${name}`,
        ).toContain(mutated.operation);
      }
    }
    // Most documents have something to break so (some have no operations, and fewer a response body with properties).
    expect(broken.removeOperation).toBeGreaterThan(50);
    expect(broken.addRequiredParameter).toBeGreaterThan(50);
    expect(broken.removeResponseProperty).toBeGreaterThan(20);
  });

  it('finds the Swagger 2.0 and the OpenAPI 3.0 document of the same API equal', async () => {
    expect(await compare('2.0/petstore-expanded.json', '3.0/petstore-expanded.json')).toEqual([]);
  });

  it('finds an operation removed from Galaxy at its line in the base', async () => {
    const text = await readFile(path.join(tmp, 'galaxy.json'), 'utf8');
    const document = JSON.parse(text) as { paths: Record<string, Record<string, unknown>> };
    delete document.paths['/planets/{planetId}']!.delete;
    await writeFile(path.join(tmp, 'galaxy-head.json'), JSON.stringify(document, null, 2));
    const lines = text.split('\n');
    const pathLine = lines.findIndex((l) => l.includes('"/planets/{planetId}": {'));
    const line = lines.findIndex((l, i) => i > pathLine && l.includes('"delete": {')) + 1;
    const changes = await compare('galaxy.json', 'galaxy-head.json');
    expect(changes.map((c) => [c.rule, c.severity, c.operation, c.file, c.line])).toEqual([
      ['diff/api-removed-without-deprecation', 'error', 'DELETE /planets/{planetId}', 'galaxy.json', line],
    ]);
  });
});
