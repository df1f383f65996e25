/**
 * A third party's OpenAPI document imported (`pamdocs import`) becomes
 * Markdown that `check` accepts, keeping every fact it can: the shapes of
 * real documents (bodies without a media type, code samples without their
 * code, thousands of snake_case names, a pattern that backtracks without
 * end, no operation at all), written small.
 */
import { appendFile, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { check, importSpec } from '../../src/index.js';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { OPENAPI_FILE } from '../../src/shared/page-protocol.js';
import { Session } from '../../src/shared/session.js';
import { useTempContent } from '../helpers/content.js';
import { diagnosticsOf, liveProject } from '../helpers/live-project.js';

const track = useTempContent();
const live = (spec: string) => liveProject(track, spec);
const found = diagnosticsOf;

/** Operations with a body whose media type the document does not say, and code samples one of which has no code. */
const BODIES = `openapi: 3.1.0
info: { title: Bodies, version: "1" }
paths:
  /uploads:
    post:
      operationId: upload
      requestBody:
        description: Anything the caller sends.
        required: true
        content: {}
      x-codeSamples:
        - { lang: Python, label: SDK }
        - { lang: Shell, source: "curl -X POST https://example.com/uploads" }
      responses:
        "204": { description: Stored. }
`;

describe('a document imported', () => {
  it('becomes Markdown that checks clean, keeping a body without a media type and every sample with its code', async () => {
    const temp = await live(BODIES);
    const imported = await importSpec({ spec: 'content/api.yaml', out: 'imported', cwd: temp.cwd });
    expect(imported.diagnostics.map((d) => [`${d.file}:${d.line}:${d.column}`, d.severity, d.rule, d.message])).toEqual([
      [
        'content/api.yaml:6:7',
        'warning',
        'openapi/changed',
        '1 code sample(s) without their language or their code were left out (the first here)',
      ],
    ]);
    const built = await buildFiles({ dir: 'imported', cwd: temp.cwd, session: new Session() });
    expect(built.ok).toBe(true);
    const upload = JSON.parse(String(built.files.get(OPENAPI_FILE))).paths['/uploads'].post;
    expect([upload.requestBody, upload['x-codeSamples']]).toEqual([
      { description: 'Anything the caller sends.', required: true, content: {} },
      [{ lang: 'Shell', label: 'Shell', source: 'curl -X POST https://example.com/uploads' }],
    ]);
    // Read live, the same document shows the same operation.
    expect(await found(temp.cwd)).toEqual([
      [
        'content/api.yaml:6:7',
        'warning',
        'openapi/changed',
        '1 code sample(s) without their language or their code were left out (the first here)',
      ],
    ]);
  });

  it("with a description naming thousands of snake_case fields (Rubrik's), checks clean and shows it", async () => {
    const fields = Array.from({ length: 1200 }, (_, i) => `field_name_${i}`).join(', ');
    const temp = await live(`openapi: 3.0.3\ninfo: { title: Fields, version: "1", description: "Fields: ${fields}." }\npaths: {}\n`);
    const imported = await importSpec({ spec: 'content/api.yaml', out: 'imported', cwd: temp.cwd });
    expect([imported.ok, imported.diagnostics]).toEqual([true, []]);
    const built = await buildFiles({ dir: 'imported', cwd: temp.cwd, session: new Session() });
    expect(built.model!.landing.pages[0]!.html).toContain('field_name_1198, field_name_1199.');
  });

  it("of tens of thousands of operations (Microsoft Graph's beta), checks clean with a pamdocs.yaml over 1 MiB", async () => {
    const temp = await live(BODIES);
    await importSpec({ spec: 'content/api.yaml', out: 'imported', cwd: temp.cwd });
    const config = path.join(temp.cwd, 'imported/pamdocs.yaml');
    // The inventory of 20,000 endpoints, as long as it is: a comment of the same length.
    await appendFile(config, `# ${'endpoint-id-of-sixty-characters-in-a-group-of-the-api, '.repeat(30_000)}\n`);
    expect((await stat(config)).size).toBeGreaterThan(1024 * 1024);
    expect((await check({ dir: 'imported', cwd: temp.cwd })).diagnostics).toEqual([]);
  });

  it('without any operation, still checks clean and builds a site', async () => {
    const temp = await live('openapi: 3.0.3\ninfo: { title: Nothing yet, version: "1" }\npaths: {}\n');
    const imported = await importSpec({ spec: 'content/api.yaml', out: 'imported', cwd: temp.cwd });
    expect([imported.ok, imported.diagnostics]).toEqual([true, []]);
    expect((await buildFiles({ dir: 'imported', cwd: temp.cwd, session: new Session() })).ok).toBe(true);
  });

  it("with references into other schemas' parts that form a web (the converted Azure network APIs), writes each part out once", async () => {
    // Level i refers four times to level i + 1: written out along every path, the last level would be written 4^10 times.
    const level = (i: number) =>
      i === 10
        ? '        n10: { type: object, properties: { leaf: { type: string, description: The end of the web. } } }'
        : `        n${i}: { type: object, properties: { ${['a', 'b', 'c', 'd'].map((k) => `${k}: { $ref: "#/components/schemas/Web/properties/n${i + 1}" }`).join(', ')} } }`;
    const temp = await live(`openapi: 3.0.3
info: { title: Web, version: "1" }
paths: {}
components:
  schemas:
    Web:
      type: object
      properties:
${Array.from({ length: 11 }, (_, i) => level(i)).join('\n')}
`);
    const imported = await importSpec({ spec: 'content/api.yaml', out: 'imported', cwd: temp.cwd });
    expect([imported.ok, imported.diagnostics]).toEqual([true, []]);
    const [file] = await readdir(path.join(temp.cwd, 'imported/entities'));
    const text = await readFile(path.join(temp.cwd, 'imported/entities', file!), 'utf8');
    expect(text.length).toBeLessThan(64 * 1024);
    expect(text).toContain('The end of the web.');
    expect(text).toContain('The same schema as the `n2` written out above (#/components/schemas/Web/properties/n2).');
    expect((await check({ dir: 'imported', cwd: temp.cwd })).diagnostics).toEqual([]);
  }, 20_000);

  it("with groups that x-tagGroups names and tags does not declare, one only an operation's second tag (Just Eat's), lists it there", async () => {
    const temp = await live(`openapi: 3.0.3
info: { title: Orders, version: "1" }
x-tagGroups:
  - { name: Ordering, tags: [Orders, Audit] }
paths:
  /orders:
    get:
      operationId: listOrders
      tags: [Orders, Audit]
      responses:
        "200": { description: The orders. }
`);
    expect(await found(temp.cwd)).toEqual([]);
    const built = await buildFiles({ cwd: temp.cwd, session: new Session() });
    const groups = built.model!.groups.map((g) => [
      g.title,
      g.parent ?? null,
      g.endpoints.map((e) => e.id),
      g.links.map((l) => `${l.groupId}/${l.id}`),
    ]);
    // The section of x-tagGroups is a group one level above its tags (tests/unit/navigation.test.ts).
    expect(groups).toEqual([
      ['Ordering', null, [], []],
      ['Orders', 'ordering', ['list-orders'], []],
      ['Audit', 'ordering', [], ['orders/list-orders']],
    ]);
  });

  it("ends, with a pattern that repeats a repetition and an example it refuses (BeezUP's URL pattern)", async () => {
    const pattern = '^(https?:\\\\/\\\\/)?([\\\\da-z\\\\.-]+)\\\\.([a-z\\\\.]{2,6})([\\\\/\\\\w \\\\.-]*)*\\\\/?$';
    const example = 'https://upload.example.org/thumb/e/e5/Marlon_Brando_%28cropped%29.jpg/220px-Marlon_Brando_%28cropped%29.jpg';
    const temp = await live(`openapi: 3.0.3
info: { title: Pictures, version: "1" }
paths:
  /picture:
    put:
      operationId: savePicture
      requestBody:
        content:
          application/json:
            schema: { type: object, properties: { url: { type: string, pattern: "${pattern}", example: "${example}" } } }
      responses:
        "204": { description: Saved. }
`);
    const imported = await importSpec({ spec: 'content/api.yaml', out: 'imported', cwd: temp.cwd });
    expect([imported.ok, imported.diagnostics]).toEqual([true, []]);
  }, 20_000);
});
