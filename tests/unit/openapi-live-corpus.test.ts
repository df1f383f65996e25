/**
 * An OpenAPI document read live (a project whose pamdocs.yaml holds only
 * `openapi: <document>`) and the same document imported into Markdown and
 * built give the same API: for every JSON example of `@readme/oas-examples`
 * and `@scalar/galaxy`, the `openapi.json` of both builds has the same
 * operations, parameters, statuses, security requirements and component
 * schemas, and the live project checks with no error and writes nothing
 * into its content folder.
 */
import { readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { importSpec } from '../../src/pipeline/import.js';
import { OPENAPI_FILE } from '../../src/shared/page-protocol.js';
import { Session } from '../../src/shared/session.js';
import { operationFacts } from '../helpers/openapi-facts.js';

const require = createRequire(import.meta.url);
const EXAMPLES = path.dirname(require.resolve('@readme/oas-examples/package.json'));

/** Every JSON example document, and Scalar's Galaxy. */
const CORPUS = [
  ...['2.0', '3.0', '3.1'].flatMap((version) =>
    readdirSync(path.join(EXAMPLES, version, 'json'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => path.join(EXAMPLES, version, 'json', f)),
  ),
  path.join(EXAMPLES, '3.0/json/openapi-workshop/refs.json'),
  require.resolve('@scalar/galaxy/3.1.json'),
];

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-live-corpus-'));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

let serial = 0;

/** The `openapi.json` a build of the content folder `dir` of `cwd` writes (the build must succeed). */
async function exported(cwd: string, dir: string): Promise<Record<string, unknown>> {
  const built = await buildFiles({ dir, cwd, session: new Session() });
  expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return JSON.parse(String(built.files.get(OPENAPI_FILE))) as Record<string, unknown>;
}

/** The component schema names of an exported document. */
const schemaNames = (doc: Record<string, unknown>) =>
  Object.keys((doc.components as { schemas?: object } | undefined)?.schemas ?? {}).sort();

describe('an OpenAPI document read live', () => {
  it.each(CORPUS.map((spec) => [path.relative(path.dirname(EXAMPLES), spec), spec]))(
    '%s: the same API as imported then built',
    async (_, spec) => {
      const cwd = path.join(tmp, String(serial++));
      await mkdir(path.join(cwd, 'live'), { recursive: true });
      await writeFile(path.join(cwd, 'live/pamdocs.yaml'), `openapi: ${JSON.stringify(path.relative(path.join(cwd, 'live'), spec))}\n`);
      const live = await exported(cwd, 'live');
      expect(await readdir(path.join(cwd, 'live'))).toEqual(['pamdocs.yaml']);

      await importSpec({ spec, out: 'imported', cwd });
      const imported = await exported(cwd, 'imported');
      const expected = operationFacts(imported);
      const actual = operationFacts(live);
      expect(actual.size).toBeGreaterThan(0);
      expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [key, facts] of expected) expect({ key, ...actual.get(key) }).toEqual({ key, ...facts });
      expect(schemaNames(live)).toEqual(schemaNames(imported));
    },
  );
});
