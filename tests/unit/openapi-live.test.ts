/**
 * A project whose pamdocs.yaml names an OpenAPI document (tests/fixtures/openapi-live:
 * `openapi: pets.yaml`, a small document with two tags, four operations and
 * two schemas), as a user runs it: complete with that line alone, checked
 * with diagnostics at their places in the document in every format, and
 * added to by overlays, hand-written groups and endpoints.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { build, check } from '../../src/index.js';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { Session } from '../../src/shared/session.js';
import { ROOT, tempContent, useTempContent } from '../helpers/content.js';

const FIXTURE = path.join(ROOT, 'tests/fixtures/openapi-live');
const track = useTempContent();

/** A copy of the fixture project, with `files` (content-relative path -> text) written into it. */
async function project(files: Record<string, string> = {}) {
  const temp = track(await tempContent(FIXTURE));
  for (const [rel, text] of Object.entries(files)) await temp.write(rel, text);
  return temp;
}

/** The site model of a build of `temp` (the build must succeed). */
async function model(temp: { cwd: string }) {
  const built = await buildFiles({ cwd: temp.cwd, session: new Session() });
  expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return built.model!;
}

/** Runs the CLI in `cwd`; its exit code and what it printed. */
async function cli(cwd: string, ...args: string[]) {
  let out = '';
  const code = await runCli(args, { stdout: (t) => (out += t), stderr: (t) => (out += t), color: false, cwd });
  return { code, out };
}

describe('a pamdocs.yaml holding only `openapi: pets.yaml`', () => {
  it("is a complete project: it checks clean and builds the document's groups, operations, schemas, security and landing, writing nothing into the content folder", async () => {
    const temp = await project();
    expect((await check({ cwd: temp.cwd })).diagnostics).toEqual([]);
    const built = await build({ cwd: temp.cwd });
    expect(built.ok).toBe(true);
    expect(await readdir(temp.dir)).toEqual(['pamdocs.yaml', 'pets.yaml']);
    const m = built.model!;
    expect(m.hero).toMatchObject({
      siteTitle: 'Pet Shop',
      title: 'Pet Shop',
      tagline: 'The Pet Shop API sells pets and tells where they are.',
    });
    expect(m.apiBaseUrl).toBe('https://pets.example.com/v2');
    expect(m.groups.map((g) => [g.id, g.title, g.description, g.open, g.endpoints.map((e) => e.id)])).toEqual([
      ['pets', 'Pets', 'Everything about pets.', true, ['list-pets', 'create-pet', 'get-pet']],
      ['stores', 'stores', 'Where pets are sold.', false, ['list-stores']],
    ]);
    expect(m.groups[0]!.endpoints[0]!.security).toEqual([[{ scheme: 'bearerAuth', scopes: [] }]]);
    expect(m.groups[1]!.endpoints[0]!.security).toEqual([]);
    expect(m.entities.map((e) => [e.id, e.name, e.summary])).toEqual([
      ['pet', 'Pet', 'A pet of the shop.'],
      ['store', 'Store', ''],
    ]);
    expect(m.landing.pages.map((p) => [p.title, p.html])).toEqual([['Overview', expect.stringContaining('The Pet Shop API sells pets')]]);
  });

  it('reports a problem of an operation at its place in the document, in every format', async () => {
    const temp = await project();
    await temp.edit('pets.yaml', 'example:\n              name: Rex', 'example:\n              name: 12');
    const stylish = await cli(temp.cwd, 'check', '--strict');
    expect(stylish.code).toBe(1);
    expect(stylish.out).toMatch(
      /^content\/pets\.yaml\n +49:15 +warning +The example does not match its schema .* schema\/invalid-example$/m,
    );
    const json = JSON.parse((await cli(temp.cwd, 'check', '--format', 'json')).out) as object[];
    expect(json).toEqual([
      expect.objectContaining({ file: 'content/pets.yaml', line: 49, column: 15, rule: 'schema/invalid-example', severity: 'warning' }),
    ]);
    expect((await cli(temp.cwd, 'check', '--format', 'github')).out).toMatch(
      /^::warning file=content\/pets\.yaml,line=49,col=15,title=schema\/invalid-example::The example does not match/m,
    );
  });

  it('reports a $ref to nothing at the $ref, and builds nothing', async () => {
    const temp = await project();
    await temp.edit('pets.yaml', '$ref: "#/components/schemas/Store"', '$ref: "#/components/schemas/Shop"');
    const result = await cli(temp.cwd, 'build');
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/^content\/pets\.yaml\n +87:19 +error +Can't resolve \$ref +openapi\/unresolved-ref$/m);
  });
});

describe('overlays', () => {
  const OVERLAY = `---
operation: createPet
title: Adopt a pet
summary: Takes a pet home.
deprecated: true
examples:
  request: { name: Bella }
  responses:
    201: { id: 7 }
---

Adoption is final: read [the store list](#/stores) first.
`;

  it('add prose after the description of an operation, beside its parameters, and override its title, summary, deprecated and examples', async () => {
    const temp = await project({ 'endpoints/adoption.md': OVERLAY });
    const pets = (await model(temp)).groups[0]!;
    const ep = pets.endpoints.find((e) => e.id === 'create-pet')!;
    expect([ep.title, ep.summary, ep.deprecated]).toEqual(['Adopt a pet', 'Takes a pet home.', true]);
    expect(ep.requestBody!.content[0]!.example).toBe('{\n  "name": "Bella"\n}');
    expect(ep.html).toContain('Adoption is final: read <a href="#/stores">the store list</a> first.');
    expect(pets.endpoints.find((e) => e.id === 'list-pets')!.html).toBe('<p>Lists the pets of the shop.</p>');
  });

  it('move an operation to another group, hide one, and change a tag and a schema', async () => {
    const temp = await project({
      'endpoints/pets/get.md': '---\noperation: GET /pets/{petId}\ngroup: stores\n---\n',
      'endpoints/stores/list.md': '---\noperation: listStores\nhidden: true\n---\n',
      'endpoints/groups/stores.md': '---\ntag: stores\ntitle: Stores\nopen: true\n---\n\nEvery store keeps its own pets.\n',
      'entities/pet.md': '---\nschema: Pet\nname: Pet of the shop\n---\n\nPets are never sold twice.\n',
    });
    const m = await model(temp);
    expect(m.groups.map((g) => [g.id, g.title, g.open, g.endpoints.map((e) => e.id)])).toEqual([
      ['pets', 'Pets', true, ['list-pets', 'create-pet']],
      ['stores', 'Stores', true, ['get-pet']],
    ]);
    expect(m.groups[1]!.html).toBe('<p>Every store keeps its own pets.</p>');
    expect(m.entities[0]).toMatchObject({ name: 'Pet of the shop', html: expect.stringContaining('<p>Pets are never sold twice.</p>') });
  });

  it('that names what the document no longer has is an error at its own line, with "did you mean"', async () => {
    const temp = await project({ 'endpoints/adoption.md': OVERLAY });
    expect((await check({ cwd: temp.cwd })).diagnostics).toEqual([]);
    await temp.edit('pets.yaml', 'operationId: createPet', 'operationId: createPets');
    const { diagnostics } = await check({ cwd: temp.cwd });
    expect(diagnostics.map((d) => [d.file, d.line, d.column, d.rule, d.message])).toEqual([
      [
        'content/endpoints/adoption.md',
        2,
        1,
        'overlay/unknown-target',
        'Cannot find the operation "createPet" in `content/pets.yaml`; did you mean `createPets`?',
      ],
    ]);
  });

  it('that gives an example for a status the operation does not document, or a group the site lacks, is an error at that key', async () => {
    const temp = await project({
      'endpoints/adoption.md': OVERLAY.replace('    201:', '    202:').replace('deprecated: true', 'group: store'),
    });
    const { diagnostics } = await check({ cwd: temp.cwd });
    expect(diagnostics.map((d) => [d.line, d.rule, d.message])).toEqual([
      [5, 'overlay/unknown-target', 'Cannot move the operation to group "store": the site has no such group; did you mean `stores`?'],
      [9, 'overlay/unknown-target', 'The operation documents no response "202" to give an example of'],
    ]);
  });
});

describe('Markdown beside the document', () => {
  it("adds hand-written groups after the document's, and a hand-written endpoint in a document group's folder to that group", async () => {
    const temp = await project({
      'pamdocs.yaml': 'openapi: pets.yaml\ngroups:\n  - id: health\n    title: Health\n    endpoints: [ping]\n',
      'endpoints/health/ping.md': '---\ntitle: Ping\nmethod: GET\npath: /ping\nauth: none\nresponses:\n  - status: 204\n---\n',
      'endpoints/pets/count-pets.md': '---\ntitle: Count pets\nmethod: GET\npath: /pets/count\nresponses:\n  - status: 200\n---\n',
    });
    const m = await model(temp);
    expect(m.groups.map((g) => [g.id, g.endpoints.map((e) => e.id)])).toEqual([
      ['pets', ['list-pets', 'create-pet', 'get-pet', 'count-pets']],
      ['stores', ['list-stores']],
      ['health', ['ping']],
    ]);
  });
});

describe('several documents', () => {
  it("make one site: each API's groups apart under ids of their own, versions of one API side by side, with no duplicate reported", async () => {
    const temp = await project({
      'pamdocs.yaml':
        'openapi:\n  - { path: pets.yaml, id: shop, version: "2" }\n  - { path: pets-v1.yaml, id: shop, version: "1" }\n  - { path: pets.yaml, id: mirror, title: Mirror }\n',
    });
    await temp.write(
      'pets-v1.yaml',
      (await temp.read('pets.yaml'))
        .replace(/\n {2}\/stores:[\s\S]*?(?=\ncomponents:)/, '')
        .replace('https://pets.example.com/v2', 'https://pets.example.com/v1'),
    );
    const { diagnostics } = await check({ cwd: temp.cwd });
    expect(diagnostics).toEqual([]);
    const m = await model(temp);
    const [v2, v1] = ['https://pets.example.com/v2', 'https://pets.example.com/v1'];
    expect(m.apis).toEqual([
      {
        id: 'shop',
        title: 'Pet Shop',
        version: '2',
        infoVersion: '2.0.0',
        baseUrl: v2,
        openapi: 'openapi-shop-2.json',
        groups: ['shop-2-pets', 'shop-2-stores'],
      },
      {
        id: 'shop',
        title: 'Pet Shop',
        version: '1',
        infoVersion: '2.0.0',
        baseUrl: v1,
        openapi: 'openapi-shop-1.json',
        groups: ['shop-1-pets'],
      },
      {
        id: 'mirror',
        title: 'Mirror',
        version: null,
        infoVersion: '2.0.0',
        baseUrl: v2,
        openapi: 'openapi-mirror.json',
        groups: ['mirror-pets', 'mirror-stores'],
      },
    ]);
    expect(m.groups.map((g) => g.route)).toEqual(['/shop-2-pets', '/shop-2-stores', '/shop-1-pets', '/mirror-pets', '/mirror-stores']);
    expect(m.entities.map((e) => e.id)).toEqual(['shop-2-pet', 'shop-2-store', 'shop-1-pet', 'shop-1-store', 'mirror-pet', 'mirror-store']);
    // Each API's request samples call its own server.
    expect(m.groups.map((g) => [g.id, g.baseUrl])).toEqual([
      ['shop-2-pets', 'https://pets.example.com/v2'],
      ['shop-2-stores', 'https://pets.example.com/v2'],
      ['shop-1-pets', 'https://pets.example.com/v1'],
      ['mirror-pets', 'https://pets.example.com/v2'],
      ['mirror-stores', 'https://pets.example.com/v2'],
    ]);
  });
});
