/**
 * `pamdocs diff` on real documents: every example of `@readme/oas-examples`
 * (Swagger 2.0, OpenAPI 3.0 and 3.1, circular schemas and references to
 * files beside them included) and Scalar's Galaxy. Prose edited everywhere
 * is no change to report, in either direction; the same API written in 2.0
 * and in 3.0 compares equal; an operation removed is found at its line.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** `value` with every `description` and `summary` string edited, at any depth. */
function editProse(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(editProse);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      (key === 'description' || key === 'summary') && typeof v === 'string' ? `${v} (edited)` : editProse(v),
    ]),
  );
}

async function compare(base: string, head: string) {
  const result = await diff({ base, head, cwd: tmp });
  if (!result.ok) throw new Error(`not compared: ${JSON.stringify(result.diagnostics)}`);
  return result.changes;
}

describe('pamdocs diff on real documents', () => {
  it('reports no change when only the prose changed, in either direction', async () => {
    for (const doc of await documents()) {
      const edited = doc.replace(/\.json$/, '.edited.json');
      await writeFile(path.join(tmp, edited), JSON.stringify(editProse(JSON.parse(await readFile(path.join(tmp, doc), 'utf8'))), null, 2));
      expect(await compare(doc, edited), doc).toEqual([]);
      expect(await compare(edited, doc), doc).toEqual([]);
    }
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
