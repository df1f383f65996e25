/**
 * A third party's OpenAPI document is not pamdocs' to judge harshly: read
 * live, only what breaks it (its syntax, its structure, a `$ref` to nothing)
 * is an error, every other finding a warning at its place; imported, it
 * becomes Markdown that `check` accepts, with every fact kept. Hand-written
 * Markdown keeps its severities. The shapes here are those of real documents
 * (Google's `{+name}` paths, bodies without a media type, code samples
 * without their code), written small.
 */
import { describe, expect, it } from 'vitest';
import { check, importSpec } from '../../src/index.js';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { OPENAPI_FILE } from '../../src/shared/page-protocol.js';
import { Session } from '../../src/shared/session.js';
import { tempContent, useTempContent } from '../helpers/content.js';

const track = useTempContent();

/** A document of two operations whose paths differ only in a parameter's name, one with a Docusaurus admonition pamdocs does not know. */
const JOBS = `openapi: 3.0.3
info: { title: Jobs, version: "1" }
paths:
  /v1/{jobName}:
    delete:
      operationId: deleteJob
      parameters:
        - { name: jobName, in: path, required: true, schema: { type: string } }
      responses:
        "200": { description: Deleted. }
  /v1/{name}:
    delete:
      operationId: deleteOperation
      description: |
        Deletes an operation.

        :::note
        The job stays.
        :::
      parameters:
        - { name: name, in: path, required: true, schema: { type: string } }
      responses:
        "200": { description: Deleted. }
`;

/** A project reading `spec` live, with `files` beside it (content-relative path -> text). */
async function live(spec: string, files: Record<string, string> = {}) {
  const temp = track(await tempContent());
  await temp.remove('.');
  await temp.write('pamdocs.yaml', 'openapi: api.yaml\n');
  await temp.write('api.yaml', spec);
  for (const [rel, text] of Object.entries(files)) await temp.write(rel, text);
  return temp;
}

/** The diagnostics of `check` as `[file:line:col, severity, rule, message]`. */
async function found(cwd: string) {
  const { diagnostics } = await check({ cwd });
  return diagnostics.map((d) => [`${d.file}:${d.line}:${d.column}`, d.severity, d.rule, d.message]);
}

describe('a document read live', () => {
  it("reports pamdocs' opinions as warnings at their places, and builds every operation of paths that differ only in a parameter's name", async () => {
    const temp = await live(JOBS);
    expect(await found(temp.cwd)).toEqual([
      [
        'content/api.yaml:12:5',
        'warning',
        'operation/ambiguous-path',
        '`DELETE /v1/{name}` is the same route as `DELETE /v1/{jobName}` at line 5, column 5: only the names of their path parameters differ',
      ],
      ['content/api.yaml:14:20', 'warning', 'content/unknown-block', 'Unknown block `note`'],
    ]);
    const built = await buildFiles({ cwd: temp.cwd, session: new Session() });
    expect(built.ok).toBe(true);
    const paths = JSON.parse(String(built.files.get(OPENAPI_FILE))).paths as Record<string, Record<string, { operationId: string }>>;
    expect(Object.entries(paths).map(([path, item]) => [path, item.delete?.operationId])).toEqual([
      ['/v1/{jobName}', 'deleteJob'],
      ['/v1/{name}', 'deleteOperation'],
    ]);
  });

  it('reports an error there where `rules:` of pamdocs.yaml sets one', async () => {
    const temp = await live(JOBS);
    await temp.write('pamdocs.yaml', 'openapi: api.yaml\nrules:\n  content/unknown-block: error\n');
    expect((await found(temp.cwd)).map(([at, severity, rule]) => [at, severity, rule])).toEqual([
      ['content/api.yaml:12:5', 'warning', 'operation/ambiguous-path'],
      ['content/api.yaml:14:20', 'error', 'content/unknown-block'],
    ]);
  });
});

describe('the prose of a document read live', () => {
  it('reads a reference-style image to a file the site does not have as its alt text, as Probely writes them', async () => {
    const temp = await live(
      JOBS.replace('The job stays.', 'The job stays.\n\n        ![Creating API key][1]\n\n          [1]: assets/qs/create_api_key_1.png'),
    );
    expect((await found(temp.cwd)).map(([at, severity, rule, message]) => [at, severity, rule, message])).toEqual([
      ['content/api.yaml:12:5', 'warning', 'operation/ambiguous-path', expect.any(String)],
      [
        'content/api.yaml:13:7',
        'warning',
        'openapi/changed',
        "1 link(s) to pages of the API's own site kept their text and lost the link (the first here)",
      ],
      [
        'content/api.yaml:13:7',
        'warning',
        'openapi/changed',
        '1 image(s) became links, or their alt text when they lead nowhere (the built site loads nothing from other origins) (the first here)',
      ],
      ['content/api.yaml:14:20', 'warning', 'content/unknown-block', 'Unknown block `note`'],
    ]);
  });
});

describe('a part of a document with a value pamdocs cannot hold', () => {
  it('loses that value, not the part: a parameter named "" is left out and the operation shown', async () => {
    const temp = await live(
      JOBS.replace(
        '- { name: jobName, in: path',
        '- { name: "", in: query, schema: { type: string } }\n        - { name: jobName, in: path',
      ),
    );
    expect((await found(temp.cwd)).filter(([, severity]) => severity === 'error')).toEqual([]);
    const built = await buildFiles({ cwd: temp.cwd, session: new Session() });
    const job = JSON.parse(String(built.files.get(OPENAPI_FILE))).paths['/v1/{jobName}'].delete;
    expect(job.parameters.map((p: { name: string }) => p.name)).toEqual(['jobName']);
  });
});

describe('an overlay of a document that cannot be read', () => {
  it('gets no error of its own: only what breaks the document is reported', async () => {
    const temp = await live(
      JOBS.replace('schema: { type: string } }\n      responses', 'schema: { $ref: "#/nowhere" } }\n      responses'),
      {
        'endpoints/delete-job.md': '---\noperation: deleteJob\ntitle: Delete a job\n---\n\nGone for good.\n',
      },
    );
    expect(await found(temp.cwd)).toEqual([['content/api.yaml:8:62', 'error', 'openapi/unresolved-ref', "Can't resolve $ref"]]);
  });
});

/** Two endpoint files of the minimal fixture's cart group: `path` for the second. */
async function twoEndpoints(path: string) {
  const temp = track(await tempContent());
  await temp.edit('pamdocs.yaml', '      - remove-item\n', '      - remove-item\n      - delete-cart\n');
  const endpoint = (p: string, name: string) =>
    `---\ntitle: Delete\nmethod: DELETE\npath: ${p}\nparameters:\n  - { name: ${name}, in: path }\nresponses:\n  - status: 204\n---\n`;
  await temp.write('endpoints/cart/remove-item.md', endpoint('/carts/{cartId}', 'cartId'));
  await temp.write('endpoints/cart/delete-cart.md', endpoint(path, path.slice(path.indexOf('{') + 1, -1)));
  return temp;
}

describe('Markdown written by hand', () => {
  it('is an error when two files document the same method and path, naming the other file and its place', async () => {
    const temp = await twoEndpoints('/carts/{cartId}');
    expect(await found(temp.cwd)).toEqual([
      [
        'content/endpoints/cart/remove-item.md:4:7',
        'error',
        'operation/duplicate-operation',
        '`DELETE /carts/{cartId}` is already documented in `content/endpoints/cart/delete-cart.md:4:7`',
      ],
    ]);
  });

  it('is a warning when the paths differ only in the names of their parameters, naming both paths', async () => {
    const temp = await twoEndpoints('/carts/{id}');
    expect(await found(temp.cwd)).toEqual([
      [
        'content/endpoints/cart/remove-item.md:4:7',
        'warning',
        'operation/ambiguous-path',
        '`DELETE /carts/{cartId}` is the same route as `DELETE /carts/{id}` in `content/endpoints/cart/delete-cart.md:4:7`: only the names of their path parameters differ',
      ],
    ]);
  });
});

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

  it('without any operation, still checks clean and builds a site', async () => {
    const temp = await live('openapi: 3.0.3\ninfo: { title: Nothing yet, version: "1" }\npaths: {}\n');
    const imported = await importSpec({ spec: 'content/api.yaml', out: 'imported', cwd: temp.cwd });
    expect([imported.ok, imported.diagnostics]).toEqual([true, []]);
    expect((await buildFiles({ dir: 'imported', cwd: temp.cwd, session: new Session() })).ok).toBe(true);
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
