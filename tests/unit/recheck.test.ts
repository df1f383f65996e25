/**
 * A document edited under `serve --watch` (one session): after an edit of
 * some operations, only they are checked and converted again
 * (src/openapi/live/recheck.ts, src/openapi/live/source.ts), and what the
 * session reports is what a fresh run reports, edit after edit.
 */
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { lintDocument } from '@redocly/openapi-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RULES } from '../../src/check/registry.js';
import type { EndpointDocument } from '../../src/parse/documents.js';
import { loadAndCheck } from '../../src/pipeline/steps.js';
import { Session } from '../../src/shared/session.js';

// Redocly's lint as it is, watched: which paths a check lints.
vi.mock('@redocly/openapi-core', async (original) => {
  const core = await original<typeof import('@redocly/openapi-core')>();
  return { ...core, lintDocument: vi.fn(core.lintDocument) };
});

const require = createRequire(import.meta.url);
let cwd: string | undefined;
afterEach(async () => {
  if (cwd) await rm(cwd, { recursive: true, force: true });
  cwd = undefined;
});

/** A project reading a copy of `spec` (as api.json), and a way to edit it. */
async function project(spec: string) {
  cwd = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-recheck-'));
  await mkdir(path.join(cwd, 'content'));
  await writeFile(path.join(cwd, 'content/pamdocs.yaml'), 'openapi: ../api.json\n');
  await copyFile(spec, path.join(cwd, 'api.json'));
  const file = path.join(cwd, 'api.json');
  const dir = cwd;
  return {
    cwd: dir,
    async edit(search: string, replacement: string) {
      const text = await readFile(file, 'utf8');
      if (!text.includes(search)) throw new Error(`No ${search} in the document`);
      await writeFile(file, text.replace(search, replacement));
    },
  };
}

/** A check in `session`, and a fresh one, of the project in `cwd`: their diagnostics, and the session's endpoint documents by id. */
async function both(cwd: string, session: Session) {
  const kept = await loadAndCheck({ cwd, session });
  const fresh = await loadAndCheck({ cwd, session: new Session() });
  const summary = (c: typeof kept) => c.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.rule} ${d.message}`);
  expect(summary(kept)).toEqual(summary(fresh));
  const endpoints = new Map(
    kept.content.documents.flatMap((d) => (d.kind === 'endpoint' ? [[d.id, d] as [string, EndpointDocument]] : [])),
  );
  return { diagnostics: summary(kept), endpoints };
}

describe('a document edited in one session', () => {
  it('checks and converts only the operations an edit changed, and reports what a fresh run does', async () => {
    const p = await project(require.resolve('@scalar/galaxy/3.1.json'));
    const session = new Session({ rebuilds: true });
    const first = await both(p.cwd, session);
    expect(first.diagnostics.filter((d) => d.includes(' error '))).toEqual([]);

    await p.edit('"summary": "Get a planet"', '"summary": "Read one planet"');
    const edited = await both(p.cwd, session);
    expect(edited.endpoints.get('get-planet')!.data.title).toBe('Read one planet');
    expect(edited.endpoints.get('get-planet')).not.toBe(first.endpoints.get('get-planet'));
    // The others keep their documents, with what the checks reported of them.
    expect(edited.endpoints.get('create-planet')).toBe(first.endpoints.get('create-planet'));

    await p.edit('"summary": "Read one planet"', '"summary": "Read one planet",\n        "descripton": "A typo"');
    const typo = await both(p.cwd, session);
    expect(typo.diagnostics.filter((d) => d.includes('openapi/invalid-document'))).toEqual([
      expect.stringMatching(/api\.json:\d+:9 openapi\/invalid-document Property `descripton` is not expected here/),
    ]);

    await p.edit(',\n        "descripton": "A typo"', '');
    await p.edit('"$ref": "#/components/schemas/Planet"', '"$ref": "#/components/schemas/Planett"');
    const ref = await both(p.cwd, session);
    expect(ref.diagnostics.filter((d) => d.includes('openapi/unresolved-ref'))).toEqual([
      expect.stringMatching(/api\.json:\d+:\d+ openapi\/unresolved-ref Can't resolve \$ref/),
    ]);

    await p.edit('"$ref": "#/components/schemas/Planett"', '"$ref": "#/components/schemas/Planet"');
    expect((await both(p.cwd, session)).diagnostics).toEqual(first.diagnostics);
  });

  it('upgrades an edited operation of an OpenAPI 3.0 document as the whole document is upgraded', async () => {
    const p = await project(require.resolve('@readme/oas-examples/3.0/json/star-trek.json'));
    const session = new Session({ rebuilds: true });
    const first = await both(p.cwd, session);
    const [id, doc] = [...first.endpoints].find(([, d]) => d.data.parameters.some((q) => q.schema))!;
    await p.edit('"description": "Retrival of a single animal"', '"description": "Retrieval of a single animal"');
    const edited = await both(p.cwd, session);
    expect(edited.endpoints.get(id)!.data.parameters).toEqual(doc.data.parameters);
    expect([...edited.endpoints.values()].filter((d) => d.html.includes('Retrieval of a single animal'))).toHaveLength(1);
    // Only the edited path item's operations were made again.
    const remade = [...edited.endpoints].filter(([key, d]) => first.endpoints.get(key) !== d);
    expect(remade.length).toBeGreaterThan(0);
    expect(remade.length).toBeLessThan(edited.endpoints.size / 4);
  });

  // A generated document is often minified: its parts share one line, so an edit moves the columns of every part after it.
  for (const [form, indent] of [
    ['minified', undefined],
    ['pretty-printed', 2],
  ] as const) {
    it(`checks and converts only the operation an edit changed in a ${form} document, and moves what was reported of the others`, async () => {
      const op = (summary: string, extra: object = {}) => ({ get: { summary, responses: { '200': { description: 'OK', ...extra } } } });
      const invalidExample = { content: { 'application/json': { schema: { type: 'string' }, example: 1 } } };
      const value = {
        openapi: '3.0.3',
        info: { title: 'Shapes', version: '1' },
        paths: {
          '/circles': op('List circles'),
          // Reported by pamdocs' checks (schema/invalid-example) and by Redocly's (openapi/invalid-schema), after the edit.
          '/squares': op('List squares', invalidExample),
          '/lines': { get: { ...op('List lines').get, parameters: [{ name: 'n', in: 'query', schema: { type: 'string', lenght: 2 } }] } },
        },
      };
      cwd = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-recheck-'));
      await mkdir(path.join(cwd, 'content'));
      await writeFile(path.join(cwd, 'content/pamdocs.yaml'), 'openapi: ../api.json\n');
      const save = (v: typeof value) => writeFile(path.join(cwd!, 'api.json'), JSON.stringify(v, null, indent));
      await save(value);
      const session = new Session({ rebuilds: true });
      const rule = RULES.find((r) => r.meta.id === 'schema/invalid-example')!;
      const checks = vi.spyOn(rule.checks as { document: (doc: EndpointDocument) => void }, 'document');
      try {
        const first = await both(cwd, session);
        expect(first.diagnostics.map((d) => d.replace(/:\d+:\d+ /, ' '))).toEqual([
          'api.json schema/invalid-example The example does not match its schema at the top level: Instance type "number" is invalid. Expected "string".',
          'api.json openapi/changed 1 schema keyword(s) `lenght` that JSON Schema does not define were left out (the first here)',
          'api.json openapi/invalid-schema Property `lenght` is not expected here',
        ]);
        // A longer summary, and a description (a line of its own when pretty-printed).
        const circles = { get: { ...value.paths['/circles'].get, summary: 'List every circle', description: 'All of them.' } };
        await save({ ...value, paths: { ...value.paths, '/circles': circles } });
        checks.mockClear();
        vi.mocked(lintDocument).mockClear();
        const kept = await loadAndCheck({ cwd, session });
        // The edited operation alone was linted and checked again; the others keep their documents.
        const linted = vi
          .mocked(lintDocument)
          .mock.calls.map(([{ document }]) => Object.keys((document.parsed as { paths: object }).paths));
        expect(linted).toEqual([['/circles']]);
        expect(checks.mock.calls.map(([doc]) => doc.id)).toEqual(['get-circles']);
        const edited = await both(cwd, session);
        expect(edited.diagnostics).toEqual(kept.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.rule} ${d.message}`));
        expect(edited.endpoints.get('get-circles')!.data.title).toBe('List every circle');
        expect(edited.endpoints.get('get-squares')).toBe(first.endpoints.get('get-squares'));
        expect(edited.endpoints.get('get-lines')).toBe(first.endpoints.get('get-lines'));
        // Every problem is after the edit: each moved.
        expect(edited.diagnostics.filter((d) => first.diagnostics.includes(d))).toEqual([]);
      } finally {
        checks.mockRestore();
      }
    });
  }

  it("follows an edit of a file the document's `$ref`s read", async () => {
    cwd = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-recheck-'));
    await mkdir(path.join(cwd, 'content'));
    await writeFile(path.join(cwd, 'content/pamdocs.yaml'), 'openapi: ../api.json\n');
    const operation = {
      summary: 'List things',
      parameters: [{ $ref: './parameters.json#/limit' }],
      responses: { '200': { description: 'OK' } },
    };
    await writeFile(
      path.join(cwd, 'api.json'),
      JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/things': { get: operation } } }),
    );
    const limit = (description: string) =>
      JSON.stringify({ limit: { name: 'limit', in: 'query', description, schema: { type: 'integer' } } });
    await writeFile(path.join(cwd, 'parameters.json'), limit('How many things.'));
    const session = new Session({ rebuilds: true });
    const description = async () => (await both(cwd!, session)).endpoints.get('get-things')!.data.parameters[0]!.description;
    expect(await description()).toBe('How many things.');
    await writeFile(path.join(cwd, 'parameters.json'), limit('At most this many things.'));
    expect(await description()).toBe('At most this many things.');
  });
});
