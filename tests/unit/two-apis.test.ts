/**
 * A site of two APIs (`openapi:` as a list, tests/fixtures/two-apis: Pets
 * and Billing, each with its own servers, info and a security scheme named
 * `key`, both with `GET /status`): each API's facts stay its own in its
 * twins, its cards' security, its request samples' and Try it's base URL,
 * its OpenAPI document, the landing's twin, llms.txt and `pamdocs diff`.
 * Expected values are the fixture's documents, written out here.
 */
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { searchDocuments } from '../../src/emit/search.js';
import { diff } from '../../src/index.js';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { Session } from '../../src/shared/session.js';
import { ROOT, tempContent, useTempContent } from '../helpers/content.js';

const FIXTURE = path.join(ROOT, 'tests/fixtures/two-apis');
const track = useTempContent();

/** What each fixture document says of its API. */
const PETS = {
  title: 'Pets',
  version: '1.2.0',
  url: 'https://pets.example.com/v1',
  key: { type: 'apiKey', in: 'header', name: 'X-Pets-Key' },
};
const BILLING = {
  title: 'Billing',
  version: '3.0.0',
  url: 'https://billing.example.org/api',
  key: { type: 'apiKey', in: 'query', name: 'billing_key' },
};

/** A copy of the fixture with `files` (content-relative path -> text) written into it. */
async function project(files: Record<string, string> = {}) {
  const temp = track(await tempContent(FIXTURE));
  for (const [rel, text] of Object.entries(files)) await temp.write(rel, text);
  return temp;
}

/** A build of `temp` (it must have no error), with the text of each of its files. */
async function built(temp: { cwd: string }) {
  const site = await buildFiles({ cwd: temp.cwd, session: new Session() });
  expect(site.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const text = (file: string) => {
    expect(site.files!.has(file), file).toBe(true);
    return String(site.files!.get(file));
  };
  return { model: site.model!, text, json: (file: string) => JSON.parse(text(file)) as OpenApiDocument };
}

/** An operation of an exported document, as far as these tests read it. */
type Operation = { operationId: string; security: Record<string, string[]>[] };
/** An exported document, as far as these tests read it (the fixtures' operations are all GET). */
type OpenApiDocument = {
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, { get?: Operation; servers?: { url: string }[] }>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
};

describe('a site of two APIs', () => {
  it("gives each API's twin, cards and samples its own base URL and security scheme", async () => {
    const { model, text } = await built(await project());
    const pets = text('md/api/pets-pets.md');
    const billing = text('md/api/billing-invoices.md');
    expect(pets).toContain(`Base URL \`${PETS.url}\``);
    expect(billing).toContain(`Base URL \`${BILLING.url}\``);
    expect(pets).toMatch(/^Auth: API key \(header X-Pets-Key\) \(`key`\)\.$/m);
    expect(billing).toMatch(/^Auth: API key \(query parameter billing_key\) \(`billing-key`\)\.$/m);
    expect(model.groups.map((g) => [g.id, g.baseUrl, g.endpoints.map((e) => e.security)])).toEqual([
      ['pets-pets', PETS.url, [[[{ scheme: 'key', scopes: [] }]], []]],
      ['billing-invoices', BILLING.url, [[[{ scheme: 'billing-key', scopes: [] }]], []]],
    ]);
    expect(model.securitySchemes.map((s) => [s.id, s.carrier])).toEqual([
      ['key', { in: 'header', name: 'X-Pets-Key' }],
      ['billing-key', { in: 'query', name: 'billing_key' }],
    ]);
    // A search result says which API it is of: both have `GET /status`.
    const status = searchDocuments(model).filter((d) => d.detail === '/status');
    expect(status.map((d) => d.section.split(' · ')[0]).sort()).toEqual([BILLING.title, PETS.title]);
    expect(
      searchDocuments(model)
        .filter((d) => d.kind === 'group')
        .map((d) => d.section),
    ).toEqual([PETS.title, BILLING.title]);
  });

  it("sends an API without servers to `apiBaseUrl` or the default, never to another API's server", async () => {
    const temp = await project();
    await temp.edit('billing.yaml', /^servers:.*\n/m, '');
    await temp.write('pamdocs.yaml', 'openapi:\n  - { path: pets.yaml }\n  - { path: billing.yaml, tryIt: true }\n');
    let site = await built(temp);
    expect(site.model.groups.map((g) => g.baseUrl)).toEqual([PETS.url, 'https://api.example.com']);
    expect(site.model.groups[1]!.tryIt!.servers.map((s) => s.url)).toEqual(['https://api.example.com']);
    expect(site.json('openapi-billing.json').servers).toEqual([{ url: 'https://api.example.com' }]);
    await temp.write('pamdocs.yaml', `apiBaseUrl: https://sandbox.example.net\n${await temp.read('pamdocs.yaml')}`);
    site = await built(temp);
    expect(site.model.groups.map((g) => g.baseUrl)).toEqual([PETS.url, 'https://sandbox.example.net']);
  });

  it('writes an OpenAPI document per API, each operation with its own info, servers, schemas and schemes; openapi.json is the first', async () => {
    const { text, json } = await built(await project());
    const config = await createConfig({ extends: ['recommended'] });
    for (const [file, api, operations, schema] of [
      ['openapi-pets.json', PETS, ['listPets', 'petsStatus'], 'Pet'],
      ['openapi-billing.json', BILLING, ['listInvoices', 'billingStatus'], 'Invoice'],
    ] as const) {
      const doc = json(file);
      expect(doc.info).toMatchObject({ title: api.title, version: api.version });
      expect(doc.servers.map((s) => s.url)).toEqual([api.url]);
      expect(Object.values(doc.paths).map((item) => item.get?.operationId)).toEqual(operations);
      expect(Object.values(doc.paths).filter((item) => item.servers)).toEqual([]);
      expect(doc.paths['/status']!.get!.operationId).toBe(operations[1]);
      expect(Object.keys(doc.components.schemas)).toEqual([schema]);
      // Its scheme under its document's name, as the document declares it.
      expect(doc.components.securitySchemes).toEqual({ key: api.key });
      expect(doc.paths[operations[0] === 'listPets' ? '/pets' : '/invoices']!.get!.security).toEqual([{ key: [] }]);
      const problems = await lintFromString({ source: text(file), absoluteRef: file, config });
      expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    }
    expect(text('openapi.json')).toBe(text('openapi-pets.json'));
  });

  it("puts a Markdown group in the first API's document, its operations at `apiBaseUrl` by their path item's servers", async () => {
    const temp = await project({
      'endpoints/health/ping.md': '---\ntitle: Ping\nmethod: GET\npath: /ping\nauth: none\nresponses:\n  - status: 204\n---\n',
    });
    await temp.write(
      'pamdocs.yaml',
      `apiBaseUrl: https://health.example.net\n${await temp.read('pamdocs.yaml')}groups:\n  - { id: health, title: Health, endpoints: [ping] }\n`,
    );
    const { json } = await built(temp);
    const first = json('openapi.json');
    expect(first.servers.map((s) => s.url)).toEqual([PETS.url]);
    expect(first.paths['/ping']).toMatchObject({ servers: [{ url: 'https://health.example.net' }], get: { operationId: 'ping' } });
    expect(first.paths['/pets']!.servers).toBeUndefined();
    expect(json('openapi-billing.json').paths['/ping']).toBeUndefined();
  });

  it("names every API in the landing's twin and in llms.txt: its title, version, base URL, reference and OpenAPI document", async () => {
    const { text } = await built(await project());
    const landing = text('md/index.md');
    expect(landing).toContain(
      [
        '## APIs',
        '',
        `- [Pets 1.2.0](api/pets-pets.md): base URL \`${PETS.url}\`; OpenAPI document [openapi-pets.json](../openapi-pets.json)`,
        `- [Billing 3.0.0](api/billing-invoices.md): base URL \`${BILLING.url}\`; OpenAPI document [openapi-billing.json](../openapi-billing.json)`,
      ].join('\n'),
    );
    expect(landing).not.toContain('Base URL of the API');
    expect(landing).toContain('- API key (query parameter billing_key) (`billing-key`)');
    expect(text('llms.txt')).toContain(
      [
        '## Optional',
        '',
        '- [OpenAPI document of Pets 1.2.0](openapi-pets.json): its operations as OpenAPI 3.1 (JSON).',
        '- [OpenAPI document of Billing 3.0.0](openapi-billing.json): its operations as OpenAPI 3.1 (JSON).',
      ].join('\n'),
    );
  });
});

describe('pamdocs diff of a site of two APIs', () => {
  it('compares each API with its own, naming the API of each change', async () => {
    const base = await tempContent(FIXTURE);
    try {
      const head = await project();
      await head.edit(
        'pets.yaml',
        '      summary: Pets status\n',
        '      summary: Pets status\n      parameters: [{ name: verbose, in: query, required: true, schema: { type: boolean } }]\n',
      );
      const found = await diff({ base: base.dir, head: head.dir });
      if (!found.ok) throw new Error('both sides must compare');
      expect(found.changes.map((c) => [c.operation, c.rule, path.relative(head.dir, c.file), c.line])).toEqual([
        ['pets: GET /status', 'diff/new-required-request-parameter', 'pets.yaml', 25],
      ]);
      // An API on one side only: each of its operations removed (or added), in the base's file.
      await head.write('pamdocs.yaml', 'openapi:\n  - { path: pets.yaml }\n');
      const removed = await diff({ base: base.dir, head: head.dir });
      if (!removed.ok) throw new Error('both sides must compare');
      expect(removed.changes.map((c) => [c.operation, c.rule, path.basename(c.file)])).toEqual([
        ['pets: GET /status', 'diff/new-required-request-parameter', 'pets.yaml'],
        ['billing: GET /invoices', 'diff/api-path-removed-without-deprecation', 'billing.yaml'],
        ['billing: GET /status', 'diff/api-path-removed-without-deprecation', 'billing.yaml'],
      ]);
    } finally {
      await base.cleanup();
    }
  });

  it('refuses to guess which API of a site of two to compare a document with', async () => {
    const temp = await project();
    let out = '';
    const code = await runCli(['diff', 'content', 'content/pets.yaml'], {
      stdout: (t) => (out += t),
      stderr: (t) => (out += t),
      color: false,
      cwd: temp.cwd,
    });
    expect(code).toBe(2);
    expect(out).toBe(
      'pamdocs: Cannot tell which API of `content` to compare `content/pets.yaml` with: it documents 2 APIs (`pets`, `billing`); compare two content folders, or two OpenAPI documents\n',
    );
  });
});
