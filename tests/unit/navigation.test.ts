/**
 * The navigation an OpenAPI document describes, as the site shows it:
 * OpenAPI 3.2's nested tags (`parent`) and tags of another `kind` (a badge,
 * an audience), Redoc's `x-tagGroups` sections, `x-displayName` titles,
 * `x-traitTag` prose, tag `externalDocs`, and `x-internal`/`x-hidden`
 * operations, tags and path items left out of every file of the site.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { check, importSpec } from '../../src/index.js';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { OPENAPI_FILE, TWINS } from '../../src/shared/page-protocol.js';
import { Session } from '../../src/shared/session.js';
import type { Group } from '../../src/shared/site-model.js';
import { fixtureTree, ROOT, tempContent, useTempContent } from '../helpers/content.js';
import { liveProject } from '../helpers/live-project.js';

const track = useTempContent();

/** The site `dir` (relative to the repository) builds. */
const built = (dir: string, cwd = ROOT) => buildFiles({ dir, cwd, session: new Session() });

/** Each group as `[title, parent's title or null, its endpoints' titles]`. */
const outline = (groups: Group[]) =>
  groups.map((g) => [g.title, groups.find((p) => p.id === g.parent)?.title ?? null, g.endpoints.map((e) => e.title)]);

describe('OpenAPI 3.2 tags', () => {
  it('nest as deep as the document nests them, and a tag of another kind is no group', async () => {
    const { model } = await built('tests/fixtures/oas32');
    expect(outline(model!.groups).filter(([title]) => title !== 'Other operations')).toEqual([
      ['Port', null, []],
      ['Berths', 'Port', ['List berths', 'Search berths', 'Get a berth']],
      ['Moorings', 'Berths', ['List moorings']],
      ['Cargo', null, ['Stream cargo arrivals', 'List cargo manifests']],
    ]);
    const arrivals = model!.groups.flatMap((g) => g.endpoints).find((e) => e.title === 'Stream cargo arrivals');
    expect(arrivals?.labels).toEqual([{ kind: 'audience', title: 'Harbour masters' }]);
    // The group of the first operation opens, and the groups it is nested in.
    expect(model!.groups.filter((g) => g.open).map((g) => g.title)).toEqual(['Port', 'Berths', 'Moorings']);
  });

  it('shows a badge on the cards of the operations that carry it; an operation with only such tags is in a group as an untagged one is; a tag in one left out is left out', async () => {
    const temp = await liveProject(
      track,
      `openapi: 3.2.0
info: { title: Boats, version: "1" }
tags:
  - { name: boats, summary: Boats }
  - { name: beta, summary: Beta, kind: badge }
  - { name: crew, x-internal: true }
  - { name: payroll, parent: crew }
  - { name: docks, parent: moorings }
  - { name: moorings, parent: docks }
paths:
  /payroll:
    get:
      operationId: listPayroll
      summary: List payroll
      tags: [payroll]
      responses: { "200": { description: The payroll. } }
  /docks:
    get:
      operationId: listDocks
      summary: List docks
      tags: [docks]
      responses: { "200": { description: The docks. } }
  /boats:
    get:
      operationId: listBoats
      summary: List boats
      tags: [boats, beta]
      responses: { "200": { description: The boats. } }
  /boats/search:
    post:
      operationId: searchBoats
      summary: Search boats
      tags: [beta]
      responses: { "200": { description: The boats found. } }
`,
    );
    const { model } = await buildFiles({ cwd: temp.cwd, session: new Session() });
    // A tag nested in a tag left out is left out; two tags each other's parent are nested in neither.
    expect(outline(model!.groups)).toEqual([
      ['Boats', null, ['List boats']],
      ['docks', null, ['List docks']],
      ['Other operations', null, ['Search boats']],
    ]);
    expect(model!.groups.flatMap((g) => g.endpoints.map((e) => [e.title, e.labels]))).toEqual([
      ['List boats', [{ kind: 'badge', title: 'Beta' }]],
      ['List docks', undefined],
      ['Search boats', [{ kind: 'badge', title: 'Beta' }]],
    ]);
  });
});

describe('Redoc’s navigation extensions', () => {
  it('makes x-tagGroups sections one level above their tags, titled by x-displayName, with tag externalDocs and x-traitTag prose', async () => {
    const { model } = await built('tests/fixtures/tag-groups');
    expect(outline(model!.groups)).toEqual([
      ['Animals', null, []],
      ['Care', null, []],
      ['Dogs', 'Animals', ['List dogs']],
      ['Cats', 'Animals', ['List cats']],
      ['Veterinarians', 'Care', ['List veterinarians']],
      ['Pagination', null, []],
    ]);
    const [dogs, pagination] = ['Dogs', 'Pagination'].map((title) => model!.groups.find((g) => g.title === title)!);
    expect(dogs!.externalDocs).toEqual({ url: 'https://kennel.example/dogs', description: 'The dog handbook' });
    // A tag of prose is a page of its Markdown, rendered.
    expect([pagination!.description, pagination!.html]).toEqual([
      '',
      '<p>Lists come in pages of 20.</p>\n<p>Ask for the next one with <code>?page=2</code>.</p>',
    ]);
  });

  it('leaves x-internal and x-hidden operations, tags and path items out of the site, its twins, openapi.json and search', async () => {
    const { files, model } = await built('tests/fixtures/tag-groups');
    const titles = model!.groups.flatMap((g) => g.endpoints.map((e) => e.title));
    expect(titles).toEqual(['List dogs', 'List cats', 'List veterinarians']);
    expect(Object.keys(JSON.parse(String(files.get(OPENAPI_FILE))).paths)).toEqual(['/dogs', '/cats', '/vets']);
    // The twin of a section links the groups nested in it; the twin of the page of prose holds its Markdown.
    expect(String(files.get(TWINS.group('animals')))).toMatch(/## Groups\n\n- \[Dogs\]\([^)]*dogs\.md\): .*\n- \[Cats\]/);
    expect(String(files.get(TWINS.group('pagination')))).toContain('Lists come in pages of 20.\n\nAsk for the next one with `?page=2`.');
    for (const [name, bytes] of files)
      for (const hidden of ['Adopt a dog', 'Purge cats', 'List staff', 'Metrics', 'adoptDog', 'purgeCats', 'listStaff'])
        expect(`${name}: ${String(bytes)}`).not.toContain(hidden);
  });

  it('warns at the link when a shown operation links to a left-out one', async () => {
    const { diagnostics } = await check({ dir: 'tests/fixtures/tag-groups', cwd: ROOT });
    expect(diagnostics.filter((d) => d.rule === 'openapi/link-to-hidden').map((d) => [d.line, d.message])).toEqual([
      [37, 'The description links to operation `adoptDog`, which the site leaves out (`x-internal` or `x-hidden`)'],
      [43, 'Link `adoption` names operation `adoptDog`, which the site leaves out (`x-internal` or `x-hidden`)'],
    ]);
  });

  it('imports nested groups into pamdocs.yaml as `parent`, which a Markdown site builds the same, and prose as a guide', async () => {
    const temp = await liveProject(track, '');
    const result = await importSpec({ spec: path.join(ROOT, 'tests/fixtures/tag-groups/openapi.yaml'), out: 'imported', cwd: temp.cwd });
    expect(result.ok).toBe(true);
    const { model } = await buildFiles({ dir: 'imported', cwd: temp.cwd, session: new Session() });
    const live = outline((await built('tests/fixtures/tag-groups')).model!.groups);
    expect(outline(model!.groups)).toEqual(live.filter(([title]) => title !== 'Pagination'));
    expect(model!.guides.pages.map((p) => [p.title, p.html])).toEqual([
      ['Pagination', '<p>Lists come in pages of 20.</p>\n<p>Ask for the next one with <code>?page=2</code>.</p>'],
    ]);
  });
});

describe('an import of nested tags', () => {
  it('leaves out a section whose tags are all prose (each a guide)', async () => {
    const temp = await liveProject(
      track,
      `openapi: 3.1.0
info: { title: Notes, version: "1" }
x-tagGroups:
  - { name: Reading, tags: [paging] }
  - { name: Notes, tags: [notes] }
tags:
  - { name: paging, x-displayName: Paging, x-traitTag: true, description: Pages of 20. }
  - { name: notes, x-displayName: Notes }
paths:
  /notes:
    get:
      operationId: listNotes
      tags: [notes]
      responses: { "200": { description: The notes. } }
`,
    );
    const result = await importSpec({ spec: 'content/api.yaml', out: 'imported', cwd: temp.cwd });
    expect(result.ok).toBe(true);
    const { model } = await buildFiles({ dir: 'imported', cwd: temp.cwd, session: new Session() });
    expect(outline(model!.groups)).toEqual([
      ['Notes', null, []],
      ['Notes', 'Notes', ['listNotes']],
    ]);
    expect(model!.groups.filter((g) => g.open).map((g) => g.id)).toEqual(['notes-2', 'notes']);
    expect(model!.guides.pages.map((p) => p.title)).toEqual(['Paging']);
  });
});

describe('nested groups of pamdocs.yaml', () => {
  it('nest a Markdown site too: a section with no endpoints of its own is no empty group', async () => {
    const temp = track(await fixtureTree('inventory-invalid-parent'));
    await temp.edit('pamdocs.yaml', 'parent: autth', 'parent: shop');
    await temp.edit('pamdocs.yaml', 'entities:', '  - id: shop\n    title: Shop\n    endpoints: []\nentities:');
    expect((await check({ cwd: temp.cwd })).diagnostics).toEqual([]);
    const { model } = await buildFiles({ cwd: temp.cwd, session: new Session() });
    expect(outline(model!.groups)).toEqual([
      ['Authentication', null, ['User Login']],
      ['Cart', 'Shop', ['Get User Cart', 'Remove from Cart']],
      ['Shop', null, []],
    ]);
  });

  it('reports a group nested in itself at its `parent`', async () => {
    const temp = track(await fixtureTree('inventory-invalid-parent'));
    await temp.edit('pamdocs.yaml', 'parent: autth', 'parent: auth');
    await temp.edit('pamdocs.yaml', '    open: true', '    parent: cart\n    open: true');
    const { diagnostics } = await check({ cwd: temp.cwd });
    expect(diagnostics.map((d) => [d.rule, d.line, d.message])).toEqual([
      ['inventory/invalid-parent', 11, 'Group "auth" is nested in itself (auth > cart > auth)'],
      ['inventory/invalid-parent', 17, 'Group "cart" is nested in itself (cart > auth > cart)'],
    ]);
  });
});

describe('an OpenAPI 3.2 document with an OAI overlay named in pamdocs.yaml', () => {
  it("gives the overlaid document's navigation and operations: a group moved under another, a QUERY retitled, an operation removed", async () => {
    const temp = track(await tempContent(path.join(ROOT, 'tests/fixtures/oas32')));
    await temp.write(
      'overlay.yaml',
      [
        'overlay: 1.0.0',
        'info: { title: Harbour docs, version: 1.0.0 }',
        'actions:',
        "  - target: $.tags[?@.name == 'cargo']",
        '    update: { parent: port }',
        "  - target: $.paths['/berths'].query",
        '    update: { summary: Find berths }',
        "  - target: $.paths['/cargo/manifests']",
        '    remove: true',
        '',
      ].join('\n'),
    );
    await temp.write('pamdocs.yaml', 'openapi:\n  - path: openapi.yaml\n    overlays: [overlay.yaml]\n');
    const site = await buildFiles({ dir: temp.dir, cwd: temp.cwd, session: new Session() });
    expect(site.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(outline(site.model!.groups).filter(([title]) => title !== 'Other operations')).toEqual([
      ['Port', null, []],
      ['Berths', 'Port', ['List berths', 'Find berths', 'Get a berth']],
      ['Moorings', 'Berths', ['List moorings']],
      ['Cargo', 'Port', ['Stream cargo arrivals']],
    ]);
    const exported = JSON.parse(String(site.files!.get(OPENAPI_FILE)));
    expect(exported.openapi).toBe('3.2.0');
    expect(exported.paths['/berths'].query.summary).toBe('Find berths');
    expect(exported.paths['/cargo/manifests']).toBeUndefined();
    // openapi.json nests its tags as the site does, and keeps the badge and the audience as tags of their kind.
    const tags = exported.tags as { name: string; parent?: string; kind?: string }[];
    expect(tags.map(({ name, parent, kind }) => [name, parent ?? kind ?? null])).toEqual(
      expect.arrayContaining([
        ['Port', null],
        ['Berths', 'Port'],
        ['Moorings', 'Berths'],
        ['Cargo', 'Port'],
        ['Beta', 'badge'],
        ['Harbour masters', 'audience'],
      ]),
    );
    expect(exported.paths['/berths'].query.tags).toEqual(['Berths', 'Beta']);
  });

  it('round-trips through its own openapi.json: imported again, the site nests the same groups', async () => {
    const first = await built('tests/fixtures/oas32');
    const temp = track(await tempContent(path.join(ROOT, 'tests/fixtures/oas32')));
    await temp.write('openapi.json', String(first.files!.get(OPENAPI_FILE)));
    await temp.write('pamdocs.yaml', 'openapi:\n  - path: openapi.json\n');
    const again = await buildFiles({ dir: temp.dir, cwd: temp.cwd, session: new Session() });
    expect(again.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(outline(again.model!.groups)).toEqual(outline(first.model!.groups));
  });
});
