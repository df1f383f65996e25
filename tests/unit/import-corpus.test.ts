/**
 * `pamdocs import` on real documents: every example of `@readme/oas-examples`
 * (Swagger 2.0, OpenAPI 3.0 and 3.1 edge cases: circular refs, polymorphism,
 * parameter styles, security, webhooks, refs across files) and of
 * `@scalar/galaxy` imports, checks with no error and builds; the
 * `openapi.json` the build writes keeps every operation, parameter, status
 * code, security requirement and component schema of the document.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { kebab } from '../../src/openapi/names.js';
import { loadSpec } from '../../src/openapi/spec.js';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { importSpec } from '../../src/pipeline/import.js';
import { OPENAPI_FILE } from '../../src/shared/page-protocol.js';
import { Session } from '../../src/shared/session.js';
import { operationFacts } from '../../bench/openapi-facts.mjs';

const require = createRequire(import.meta.url);
const EXAMPLES = path.dirname(require.resolve('@readme/oas-examples/package.json'));

/** Every example document, JSON ones first (those are built and compared); YAML ones are the same documents written in YAML. */
function corpus(format: 'json' | 'yaml'): string[] {
  const specs = ['2.0', '3.0', '3.1'].flatMap((version) =>
    readdirSync(path.join(EXAMPLES, version, format))
      .filter((f) => f.endsWith(`.${format}`))
      .map((f) => path.join(EXAMPLES, version, format, f)),
  );
  if (format === 'json') specs.push(path.join(EXAMPLES, '3.0/json/openapi-workshop/refs.json'), require.resolve('@scalar/galaxy/3.1.json'));
  else specs.push(require.resolve('@scalar/galaxy/latest.yaml'));
  return specs;
}

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-import-corpus-'));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

const name = (spec: string) => path.relative(path.dirname(EXAMPLES), spec).replace(/^oas-examples\//, '');
let serial = 0;

/** Imports `spec` into a folder of its own; fails with the errors listed when it does not check clean. */
async function imported(spec: string) {
  const cwd = path.join(tmp, String(serial++));
  const result = await importSpec({ spec, out: 'content', cwd });
  const errors = result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file}:${d.line} ${d.rule} ${d.message}`);
  expect(errors).toEqual([]);
  expect(result.written).toBe(true);
  return { cwd, result };
}

describe('pamdocs import of the JSON examples', () => {
  it.each(corpus('json').map((spec) => [name(spec), spec]))(
    '%s: checks clean, builds, and its openapi.json keeps what the document says',
    async (_, spec) => {
      const { cwd, result } = await imported(spec);
      const built = await buildFiles({ dir: 'content', cwd, session: new Session() });
      expect(built.ok).toBe(true);

      // What the document says, read after bundling and upgrading to 3.1 (so 2.0 form and body parameters are request bodies).
      const loaded = await loadSpec(spec, process.cwd());
      expect(loaded.ok).toBe(true);
      const source = loaded.ok ? (loaded.spec.document as unknown as Record<string, unknown>) : {};
      const raw = JSON.parse(readFileSync(spec, 'utf8')) as Record<string, unknown>;
      const exported = JSON.parse(String(built.files.get(OPENAPI_FILE))) as Record<string, unknown>;

      const expected = operationFacts(source, (hook) => `/webhooks/${kebab(hook, 'webhook')}`);
      // Counted in the file as written too: the bundle and upgrade lost no operation either.
      expect(operationFacts(raw, (hook) => `/webhooks/${kebab(hook, 'webhook')}`).size).toBe(expected.size);
      expect(result.stats.operations).toBe(expected.size);
      const actual = operationFacts(exported);
      expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [key, facts] of expected) expect({ key, ...actual.get(key) }).toEqual({ key, ...facts });

      const components = Object.keys(((source.components as Record<string, unknown> | undefined)?.schemas ?? {}) as object);
      const exportedSchemas = (exported.components as { schemas: Record<string, unknown> }).schemas;
      expect(Object.keys(exportedSchemas).sort()).toEqual(
        components.map((c) => c.replace(/[^A-Za-z0-9._-]/g, '') || kebab(c, 'schema')).sort(),
      );
    },
  );
});

describe('pamdocs import of the YAML examples', () => {
  it.each(corpus('yaml').map((spec) => [name(spec), spec]))('%s: checks clean and keeps every operation', async (_, spec) => {
    const { result } = await imported(spec);
    const raw = parse(readFileSync(spec, 'utf8'), { maxAliasCount: -1 }) as Record<string, unknown>;
    expect(result.stats.operations).toBe(operationFacts(raw, (hook) => `/webhooks/${hook}`).size);
  });
});
