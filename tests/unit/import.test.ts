/**
 * `pamdocs import` and `init --from` as a user runs them: what a broken or
 * unsafe document reports (file:line:col, exit 1, nothing written), a folder
 * that holds something is never replaced without --force, operation ids stay
 * unique, and the PAM docs survive export -> import -> build -> export.
 */
import { createServer, type Server } from 'node:http';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import type { OpenApi } from '../../src/openapi/openapi-types.js';
import { ExampleSampler } from '../../src/openapi/sampler.js';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { OPENAPI_FILE } from '../../src/shared/page-protocol.js';
import { Session } from '../../src/shared/session.js';
import { PAM_CONTENT, ROOT } from '../helpers/content.js';
import { operationFacts } from '../../bench/openapi-facts.mjs';

const FIXTURES = path.join(ROOT, 'tests/fixtures/import');

let cwd: string;
beforeEach(async () => {
  cwd = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-import-'));
});
afterEach(() => rm(cwd, { recursive: true, force: true }));

/** Runs the CLI in `cwd` and captures what it prints. */
async function run(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), color: false, cwd });
  return { code, stdout, stderr, out: stdout + stderr };
}

/** The exported document of the content in `dir` (relative to `cwd`). */
async function exported(dir: string): Promise<Record<string, unknown>> {
  const built = await buildFiles({ dir, cwd, session: new Session() });
  expect(built.ok).toBe(true);
  return JSON.parse(String(built.files.get(OPENAPI_FILE))) as Record<string, unknown>;
}

const exists = (p: string) =>
  readdir(p).then(
    () => true,
    () => false,
  );

describe('a document pamdocs cannot import', () => {
  it.each([
    ['syntax.yaml', 'openapi/syntax', '11:1', 'Not valid YAML'],
    ['syntax.json', 'openapi/syntax', '5:74', 'Not valid JSON'],
    ['recursive-alias.yaml', 'openapi/syntax', '11:16', 'Not valid YAML: the alias `*node` refers to the value that contains it'],
    ['invalid.yaml', 'openapi/invalid-document', '11:11', 'Property `descripton` is not expected here'],
    ['outside/api/openapi.yaml', 'openapi/unresolved-ref', '14:17', 'is outside the folder of the document'],
  ])('%s: %s at its line and column, exit 1, no stack trace, nothing written', async (fixture, rule, at, message) => {
    await cp(FIXTURES, path.join(cwd, 'specs'), { recursive: true });
    const spec = `specs/${fixture}`;
    const result = await run(['import', spec, '--out', 'docs']);
    expect(result.code).toBe(1);
    expect(result.out.startsWith(`${spec}\n`)).toBe(true);
    const line = result.out.split('\n').find((l) => l.trimStart().startsWith(`${at} `));
    expect(line).toMatch(new RegExp(`^\\s*${at}\\s+error\\s+.*${message.replace(/[.*+?^${}()|[\]\\`]/g, '\\$&')}.*  ${rule}$`));
    expect(result.out).toContain('Nothing was written.');
    expect(result.out).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
    expect(await exists(path.join(cwd, 'docs'))).toBe(false);
  });

  it('never fetches a $ref to a URL: a diagnostic at the reference instead', async () => {
    let requests = 0;
    const server: Server = createServer((_, res) => {
      requests += 1;
      res.end('type: object\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const spec = [
        'openapi: 3.1.0',
        'info: { title: Remote, version: 1.0.0 }',
        'paths:',
        '  /pets:',
        '    get:',
        '      responses:',
        "        '200':",
        '          description: Pets',
        '          content:',
        '            application/json:',
        '              schema:',
        `                $ref: 'http://127.0.0.1:${port}/pet.yaml'`,
        '',
      ];
      await writeFile(path.join(cwd, 'api.yaml'), spec.join('\n'));
      const result = await run(['init', 'docs', '--from', 'api.yaml']);
      expect(result.code).toBe(1);
      expect(result.out).toMatch(
        new RegExp(
          `12:17\\s+error\\s+.*http://127\\.0\\.0\\.1:${port}/pet\\.yaml\` is a URL; pamdocs never fetches references.*openapi/unresolved-ref`,
        ),
      );
      expect(requests).toBe(0);
      expect(await exists(path.join(cwd, 'docs'))).toBe(false);
    } finally {
      server.close();
    }
  });
});

describe('pamdocs import into a folder', () => {
  const spec = path.join(FIXTURES, 'duplicate-operation-ids.yaml');

  it('refuses one that holds something (exit 2, left as it was); --force replaces it whole', async () => {
    await mkdir(path.join(cwd, 'docs'));
    await writeFile(path.join(cwd, 'docs/notes.md'), 'my notes');
    const refused = await run(['import', spec, '--out', 'docs']);
    expect(refused.code).toBe(2);
    expect(refused.out).toContain('--force');
    expect(await readdir(path.join(cwd, 'docs'))).toEqual(['notes.md']);

    const forced = await run(['import', spec, '--out', 'docs', '--force']);
    expect(forced.code).toBe(0);
    expect((await readdir(path.join(cwd, 'docs'))).sort()).toEqual(['endpoints', 'pamdocs.yaml']);
  });

  it('keeps operation ids unique: a second operation with an id already taken is exported under its file name, with a warning', async () => {
    const result = await run(['import', spec, '--out', 'docs']);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/14:7\s+warning\s+1 operationId\(s\) that another operation already has were left out.*openapi\/changed/);
    expect(result.out).toMatch(/Imported 4 operations in 1 group, 0 entities from .* -> docs\/ \(5 files\)/);
    expect(result.stdout).toContain('npx pamdocs serve docs --watch');
    expect(await readFile(path.join(cwd, 'docs/endpoints/operations/list-pets-2.md'), 'utf8')).not.toContain('operationId');
    const operations = Object.values((await exported('docs')).paths as Record<string, Record<string, { operationId: string }>>).flatMap(
      (item) => Object.values(item),
    );
    expect(operations.map((o) => o.operationId)).toEqual(['listPets', 'list-pets-2', 'get-birds', 'get-birds-2']);
    expect((await run(['check', 'docs'])).code).toBe(0);
  });
});

describe('an example the document lacks', () => {
  it('is generated so that it matches its schema, even where a chain of schemas runs deeper than the generator goes', async () => {
    const result = await run(['import', path.join(FIXTURES, 'deep-chain.yaml'), '--out', 'docs']);
    expect([result.code, result.out]).toEqual([0, expect.not.stringContaining('warning')]);
    const text = await readFile(path.join(cwd, 'docs/endpoints/operations/get-node.md'), 'utf8');
    const example = JSON.parse(/example: \|-\n((?: {6}.*\n)+)/.exec(text)![1]!.replace(/^ {6}/gm, '')) as Record<string, unknown>;
    expect(example).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      next: { id: expect.any(Number), name: expect.any(String) },
    });
    expect((await run(['check', 'docs'])).out).toMatch(/^No problems found/);
  });
});

describe('the example generator', () => {
  it('generates per direction: the same schema gives the same example, and a request leaves out what is read-only', () => {
    const pet = { type: 'object', required: ['id'], properties: { id: { type: 'integer', readOnly: true }, name: { type: 'string' } } };
    const sampler = new ExampleSampler({
      openapi: '3.1.0',
      info: { title: 'Pets', version: '1' },
      components: { schemas: { Pet: pet } },
    } as OpenApi);
    const response = sampler.generate({ $ref: '#/components/schemas/Pet' }, 'response');
    expect(response).toEqual({ id: 0, name: 'string' });
    expect(sampler.generate({ $ref: '#/components/schemas/Pet' }, 'response')).toEqual(response);
    // Sent by the caller, the read-only id is left out: another direction is another example.
    expect(sampler.generate({ $ref: '#/components/schemas/Pet' }, 'request')).toEqual({ name: 'string' });
  });

  it('gives null for a nullable value without an example, keeps the shape of a nullable object, and a given example wins', () => {
    const sampler = new ExampleSampler({
      openapi: '3.1.0',
      info: { title: 'Playlists', version: '1' },
      components: {
        schemas: {
          Owner: { type: ['object', 'null'], properties: { display_name: { type: ['string', 'null'] } } },
          Playlist: {
            type: 'object',
            properties: {
              description: { type: ['string', 'null'] },
              public: { type: ['boolean', 'null'], example: true },
              collaborative: { type: 'boolean' },
              owner: { $ref: '#/components/schemas/Owner' },
              // A property may be called as a keyword is: it is a schema all the same.
              properties: { type: 'object', properties: { default: { type: ['integer', 'null'] } } },
            },
          },
        },
      },
    } as OpenApi);
    expect(sampler.generate({ $ref: '#/components/schemas/Playlist' }, 'response')).toEqual({
      description: null,
      public: true,
      collaborative: true,
      owner: { display_name: null },
      properties: { default: null },
    });
  });

  it('follows the schema ten levels deep, and a recursive reference stops at its first repeat', () => {
    // Nine objects inside one another, the innermost with a value.
    let deep: Record<string, unknown> = { type: 'object', properties: { value: { type: 'integer' } } };
    for (let level = 0; level < 8; level++) deep = { type: 'object', properties: { inner: deep } };
    const sampler = new ExampleSampler({
      openapi: '3.1.0',
      info: { title: 'Trees', version: '1' },
      components: {
        schemas: {
          Node: {
            type: 'object',
            properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } },
          },
        },
      },
    } as OpenApi);
    let value = sampler.generate(deep, 'response') as Record<string, unknown>;
    for (let level = 0; level < 8; level++) value = value.inner as Record<string, unknown>;
    expect(value).toEqual({ value: 0 });
    // The node inside itself is where it repeats: an empty object.
    expect(sampler.generate({ $ref: '#/components/schemas/Node' }, 'response')).toEqual({ name: 'string', children: [{}] });
  });

  it('goes as deep as a readable length allows in a wide schema, with every property (a web of shared schemas, as in Microsoft Graph)', () => {
    // Six levels of five properties each referring to the next level: the full sample is 5^6 leaves, far over 16 KiB.
    const names = ['p0', 'p1', 'p2', 'p3', 'p4'];
    const schemas: Record<string, unknown> = { Level6: { type: 'object', properties: { value: { type: 'integer' } } } };
    for (let i = 5; i >= 0; i--)
      schemas[`Level${i}`] = {
        type: 'object',
        properties: Object.fromEntries(names.map((n) => [n, { $ref: `#/components/schemas/Level${i + 1}` }])),
      };
    const sampler = new ExampleSampler({ openapi: '3.1.0', info: { title: 'Web', version: '1' }, components: { schemas } } as OpenApi);
    const example = sampler.generate({ $ref: '#/components/schemas/Level0' }, 'response') as Record<string, Record<string, unknown>>;
    expect(JSON.stringify(example).length).toBeLessThanOrEqual(16 * 1024);
    expect(Object.keys(example)).toEqual(names);
    expect(Object.keys(example.p0!.p4 as object)).toEqual(names);
  });

  it('leaves out optional properties when the full example is too long to read, and gives a long one when nothing shorter matches', () => {
    const sampler = new ExampleSampler({ openapi: '3.1.0', info: { title: 'Logs', version: '1' } } as OpenApi);
    const lines = { type: 'array', minItems: 2000, items: { type: 'string' } };
    // 2,000 lines are over 16 KiB of JSON: only the required id is kept.
    expect(sampler.generate({ type: 'object', required: ['id'], properties: { id: { type: 'integer' }, lines } }, 'response')).toEqual({
      id: 0,
    });
    // Required, they are given anyway: every attempt is as long.
    const required = sampler.generate({ type: 'object', required: ['lines'], properties: { lines } }, 'response') as { lines: string[] };
    expect(required.lines).toHaveLength(2000);
  });
});

describe('the PAM docs through their own openapi.json', () => {
  it('export -> import -> build -> export keeps every operation, parameter, status and security requirement', async () => {
    const first = await exported(path.relative(cwd, PAM_CONTENT));
    await writeFile(path.join(cwd, 'pam.json'), JSON.stringify(first));
    const result = await run(['import', 'pam.json', '--out', 'again']);
    expect(result.out).toMatch(/Imported 53 operations in 12 groups, 14 entities/);
    expect(result.code).toBe(0);
    const second = await exported('again');
    const before = operationFacts(first);
    const after = operationFacts(second);
    expect(before.size).toBe(53);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [key, facts] of before) expect({ key, ...after.get(key) }).toEqual({ key, ...facts });
    expect(Object.keys((second.components as { schemas: object }).schemas).sort()).toEqual(
      Object.keys((first.components as { schemas: object }).schemas).sort(),
    );
  });
});
