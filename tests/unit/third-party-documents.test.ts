/**
 * A third party's OpenAPI document is not pamdocs' to judge harshly: read
 * live, only what breaks it (its syntax, its structure, a `$ref` to nothing)
 * is an error, every other finding a warning at its place. Hand-written
 * Markdown keeps its severities. The shapes here are those of real documents
 * (Google's `{+name}` paths, Probely's reference-style images, apisetu's
 * paths with spaces), written small; their import is third-party-import.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { importSpec } from '../../src/index.js';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { OPENAPI_FILE } from '../../src/shared/page-protocol.js';
import { Session } from '../../src/shared/session.js';
import { tempContent, useTempContent } from '../helpers/content.js';
import { diagnosticsOf, liveProject } from '../helpers/live-project.js';

const track = useTempContent();

/**
 * A document of two operations whose paths differ only in a parameter's
 * name, whose descriptions hold a run of 70 `*` the Markdown parser refuses
 * and a Docusaurus admonition (no block of pamdocs).
 */
const JOBS = `openapi: 3.0.3
info: { title: Jobs, version: "1" }
paths:
  /v1/{jobName}:
    delete:
      operationId: deleteJob
      description: "Deletes a job. ${'*'.repeat(70)}"
      parameters:
        - { name: jobName, in: path, required: true, schema: { type: string } }
      responses:
        "200": { description: Deleted. }
  /v1/{name}:
    get:
      operationId: getOperation
      parameters:
        - { name: name, in: path, required: true, schema: { type: string } }
      responses:
        "200": { description: The operation. }
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

const live = (spec: string, files?: Record<string, string>) => liveProject(track, spec, files);
const found = diagnosticsOf;

describe('a document read live', () => {
  it("reports pamdocs' opinions as warnings at their places, and builds every operation of paths that differ only in a parameter's name", async () => {
    const temp = await live(JOBS);
    expect(await found(temp.cwd)).toEqual([
      [
        'content/api.yaml:6:7',
        'warning',
        'content/unprocessable',
        'The description has a run of 70 `*` characters (at most 64), which would take the parser too long; pamdocs refuses it',
      ],
      [
        'content/api.yaml:13:5',
        'warning',
        'operation/ambiguous-path',
        '`DELETE /v1/{name}` is the same route as `DELETE /v1/{jobName}` at line 5, column 5: only the names of their path parameters differ',
      ],
      [
        'content/api.yaml:20:7',
        'warning',
        'openapi/changed',
        '1 directive(s) that are no block of pamdocs (`:::note`) are shown as their text (the first here)',
      ],
    ]);
    const built = await buildFiles({ cwd: temp.cwd, session: new Session() });
    expect(built.ok).toBe(true);
    const paths = JSON.parse(String(built.files.get(OPENAPI_FILE))).paths as Record<string, Record<string, { operationId: string }>>;
    expect(Object.entries(paths).map(([path, item]) => [path, Object.values(item).map((op) => op.operationId)])).toEqual([
      ['/v1/{jobName}', ['deleteJob']],
      ['/v1/{name}', ['getOperation', 'deleteOperation']],
    ]);
  });

  it('reports an error there where `rules:` of pamdocs.yaml sets one', async () => {
    const temp = await live(JOBS);
    await temp.write('pamdocs.yaml', 'openapi: api.yaml\nrules:\n  operation/ambiguous-path: error\n');
    expect((await found(temp.cwd)).map(([at, severity, rule]) => [at, severity, rule])).toEqual([
      ['content/api.yaml:6:7', 'warning', 'content/unprocessable'],
      ['content/api.yaml:13:5', 'error', 'operation/ambiguous-path'],
      ['content/api.yaml:20:7', 'warning', 'openapi/changed'],
    ]);
  });
});

describe('the methods of a document read live', () => {
  it('shows a TRACE operation (httpbin writes one per path) like any other, with no diagnostic of its own', async () => {
    const trace = [
      '  /v1/{name}/echo:',
      '    trace:',
      '      operationId: traceOperation',
      '      parameters:',
      '        - { name: name, in: path, required: true, schema: { type: string } }',
      '      responses:',
      '        "200": { description: The request echoed. }',
      '',
    ].join('\n');
    const temp = await live(`${JOBS}${trace}`);
    expect((await found(temp.cwd)).filter(([at]) => Number(at!.split(':')[1]) > JOBS.split('\n').length)).toEqual([]);
    const built = await buildFiles({ cwd: temp.cwd, session: new Session() });
    expect(built.ok).toBe(true);
    const paths = JSON.parse(String(built.files.get(OPENAPI_FILE))).paths as Record<string, Record<string, { operationId: string }>>;
    expect(paths['/v1/{name}/echo']!.trace!.operationId).toBe('traceOperation');
    expect(built.model!.groups.flatMap((g) => g.endpoints).map((e) => `${e.method} ${e.path}`)).toContain('TRACE /v1/{name}/echo');
  });
});

describe('the prose of a document read live', () => {
  it('reads a reference-style image to a file the site does not have as its alt text, as Probely writes them', async () => {
    const temp = await live(
      JOBS.replace('The job stays.', 'The job stays.\n\n        ![Creating API key][1]\n\n          [1]: assets/qs/create_api_key_1.png'),
    );
    expect((await found(temp.cwd)).filter(([, , rule]) => rule === 'openapi/changed' || String(rule).startsWith('links/'))).toEqual([
      [
        'content/api.yaml:20:7',
        'warning',
        'openapi/changed',
        "1 link(s) to pages of the API's own site kept their text and lost the link (the first here)",
      ],
      [
        'content/api.yaml:20:7',
        'warning',
        'openapi/changed',
        '1 image(s) became links, or their alt text when they lead nowhere (the built site loads nothing from other origins) (the first here)',
      ],
      [
        'content/api.yaml:20:7',
        'warning',
        'openapi/changed',
        '1 directive(s) that are no block of pamdocs (`:::note`) are shown as their text (the first here)',
      ],
    ]);
  });

  it('says why the overview is left out when the parser refuses its description, at the description', async () => {
    const temp = await live(
      JOBS.replace('info: { title: Jobs, version: "1" }', `info: { title: Jobs, version: "1", description: "${'_'.repeat(70)}" }`),
    );
    expect(await found(temp.cwd)).toContainEqual([
      'content/api.yaml:2:49',
      'warning',
      'content/unprocessable',
      'The description has a run of 70 `_` characters (at most 64), which would take the parser too long; pamdocs refuses it',
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

  it('keeps an operation whose path has spaces, percent-encoded as a request sends it (as apisetu.gov.in writes placeholders)', async () => {
    const temp = await live(JOBS.replaceAll('/v1/{jobName}', '/Your Pull URI Request/{jobName}'));
    expect(await found(temp.cwd)).toContainEqual([
      'content/api.yaml:6:7',
      'warning',
      'openapi/changed',
      '1 path(s) with white space were written with it percent-encoded (`%20`) (the first here)',
    ]);
    const built = await buildFiles({ cwd: temp.cwd, session: new Session() });
    expect(Object.keys(JSON.parse(String(built.files.get(OPENAPI_FILE))).paths)).toEqual([
      '/Your%20Pull%20URI%20Request/{jobName}',
      '/v1/{name}',
    ]);
    const imported = await importSpec({ spec: 'content/api.yaml', out: 'imported', cwd: temp.cwd });
    expect(imported.errors).toBe(0);
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
    expect(await found(temp.cwd)).toEqual([['content/api.yaml:9:62', 'error', 'openapi/unresolved-ref', "Can't resolve $ref"]]);
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
