/**
 * The request samples a reader copies, written as the page writes them
 * (`templates/site/src/request.ts` and the samples runtime): runnable values
 * instead of placeholders, optional parameters only with an example, the
 * credentials of each scheme, multipart forms, every language, and the
 * samples a document writes (`x-codeSamples`, ReadMe's shape too), first,
 * with their labels, kept in openapi.json, and checked at their place.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { OPENAPI_FILE } from '../../src/shared/page-protocol.js';
import { Session } from '../../src/shared/session.js';
import type { Endpoint } from '../../src/shared/site-model.js';
import { SAMPLE_TARGETS } from '../../templates/site/src/sample-targets.js';
import { PAM_CONTENT, ROOT, tempContent, useTempContent } from '../helpers/content.js';
import { sampleOf, samplesRuntime } from '../helpers/samples.js';

const track = useTempContent();

/** GitHub's "List organization repositories" as its description writes it, trimmed, with an operation that writes its own samples. */
const API = `openapi: 3.1.0
info: { title: Repos, version: 1.0.0 }
servers: [{ url: "https://api.github.example" }]
components:
  securitySchemes:
    key: { type: apiKey, in: header, name: X-Api-Key }
    basic: { type: http, scheme: basic }
paths:
  /orgs/{org}/repos:
    get:
      operationId: repos/list-for-org
      summary: List organization repositories
      security: [{ key: [] }]
      parameters:
        - { name: org, in: path, required: true, schema: { type: string }, example: octo-org }
        - { name: type, in: query, schema: { type: string, enum: [all, public, private], default: all } }
        - { name: sort, in: query, schema: { type: string, default: created } }
        - { name: per_page, in: query, schema: { type: integer, default: 30 } }
        - { name: page, in: query, schema: { type: integer, default: 1 }, example: 2 }
        - { name: q, in: query, required: true, schema: { type: string } }
        - { name: X-Trace, in: header, schema: { type: string }, example: abc }
      responses: { "200": { description: The repositories. } }
  /orgs/{org}/hooks/{hook_id}:
    delete:
      operationId: orgs/delete-webhook
      summary: Delete an organization webhook
      security: [{ basic: [] }]
      parameters:
        - { name: org, in: path, required: true, schema: { type: string } }
        - { name: hook_id, in: path, required: true, schema: { type: integer, enum: [7, 8] } }
      responses: { "204": { description: Deleted. } }
      x-codeSamples:
        - { lang: Python, label: Python SDK, source: "client.orgs.delete_webhook('octo-org', 7)" }
        - { lang: COBOL, source: "DISPLAY 'HOOK'." }
`;

/** The endpoints of a live project reading {@link API} (its build must succeed), and the whole build. */
async function built(api = API) {
  const temp = track(await tempContent(path.join(ROOT, 'tests/fixtures/openapi-live')));
  await temp.write('pets.yaml', api);
  const site = await buildFiles({ cwd: temp.cwd, session: new Session() });
  const byId = (id: string): Endpoint => site.model!.groups.flatMap((g) => g.endpoints).find((e) => e.id === id)!;
  return { site, byId, temp };
}

describe('request samples', () => {
  it("send runnable values: a path parameter's example or first enum value, an optional query or header parameter only with an example, a required one as {name}", async () => {
    const { site, byId } = await built();
    expect(site.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const schemes = site.model!.securitySchemes;
    expect(await sampleOf(byId('repos-list-for-org'), 'curl', schemes, 'https://api.github.example')).toBe(
      [
        "curl 'https://api.github.example/orgs/octo-org/repos?page=2&q={q}' \\",
        "  --header 'X-Api-Key: <api-key>' \\",
        "  --header 'X-Trace: abc'",
      ].join('\n'),
    );
    // {org} has no value: it stays a placeholder in every language (not percent-encoded); the enum gives hook_id; basic auth its header.
    for (const target of SAMPLE_TARGETS) {
      const code = await sampleOf(byId('orgs-delete-webhook'), target.id, schemes, 'https://api.github.example');
      expect(code, target.id).toContain('https://api.github.example/orgs/{org}/hooks/7');
      expect(code, target.id).toMatch(/Basic.{0,6}<credentials>/);
    }
  });

  it('write every PAM endpoint in every language, with the bearer header exactly where auth is required', async () => {
    const site = await buildFiles({ dir: PAM_CONTENT, session: new Session() });
    const schemes = site.model!.securitySchemes;
    for (const ep of site.model!.groups.flatMap((g) => g.endpoints)) {
      const curl = await sampleOf(ep, 'curl', schemes);
      expect(curl, ep.id).toMatch(
        ep.method === 'GET' ? /^curl '?https:\/\/api\.example\.com\/api\// : new RegExp(`--request ${ep.method}`),
      );
      expect(curl.includes('Authorization: Bearer <token>'), ep.id).toBe(ep.security.length > 0);
      for (const target of SAMPLE_TARGETS)
        expect(await sampleOf(ep, target.id, schemes), `${ep.id} ${target.id}`).toContain('api.example.com');
    }
    const upload = site
      .model!.groups.flatMap((g) => g.endpoints)
      .find((e) => e.requestBody?.content[0]?.contentType === 'multipart/form-data')!;
    expect(await sampleOf(upload, 'curl', schemes)).toContain("--form 'file=@file.pdf'");
  });

  it('are highlighted in the language they are in; a language the page does not know stays text', async () => {
    const runtime = await samplesRuntime();
    expect(runtime.highlight("print('hi')", 'python')).toMatch(/<span class="hljs-built_in">print<\/span>/);
    expect(runtime.highlight("curl --request POST 'https://x'", 'cURL')).toContain('<span class="hljs-string">');
    expect(runtime.highlight('<b>', 'csharp')).not.toContain('<b>');
    expect(runtime.highlight("DISPLAY 'HOOK'.", 'COBOL')).toBeNull();
  });
});

/** Google's shape: two OAuth 2 schemes, one per flow, that every operation requires together; and two bearer schemes of one kind. */
const GOOGLE = `openapi: 3.0.0
info: { title: Host, version: v4.1 }
servers: [{ url: "https://www.googleapis.com" }]
components:
  securitySchemes:
    Oauth2: { type: oauth2, description: Oauth 2.0 implicit authentication, flows: { implicit: { authorizationUrl: "https://accounts.example.com/o/oauth2/auth", scopes: { read: Read } } } }
    Oauth2c: { type: oauth2, description: Oauth 2.0 authorizationCode authentication, flows: { authorizationCode: { authorizationUrl: "https://accounts.example.com/o/oauth2/auth", tokenUrl: "https://accounts.example.com/o/oauth2/token", scopes: { read: Read } } } }
    partner: { type: http, scheme: bearer }
    user: { type: http, scheme: bearer }
paths:
  /accounts:
    get:
      operationId: accounts.list
      security: [{ Oauth2: [read], Oauth2c: [read] }]
      responses: { "200": { description: The accounts. } }
  /reports:
    get:
      operationId: reports.list
      security: [{ partner: [], user: [] }, { Oauth2: [read] }]
      responses: { "200": { description: The reports. } }
`;

describe('request samples of an operation with several schemes', () => {
  it('send the credentials once where two schemes carry them in one header, and name the schemes apart', async () => {
    const { site, byId } = await built(GOOGLE);
    expect(site.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const schemes = site.model!.securitySchemes;
    expect(schemes.map((s) => [s.id, s.label])).toEqual([
      ['Oauth2', 'OAuth 2 (implicit)'],
      ['Oauth2c', 'OAuth 2 (authorization code)'],
      ['partner', 'Bearer token (partner)'],
      ['user', 'Bearer token (user)'],
    ]);
    for (const id of ['accounts-list', 'reports-list'])
      expect(await sampleOf(byId(id), 'curl', schemes, 'https://www.googleapis.com')).toBe(
        [`curl https://www.googleapis.com/${id.split('-')[0]} \\`, "  --header 'Authorization: Bearer <token>'"].join('\n'),
      );
  });
});

describe('samples a document writes', () => {
  it("come first with their labels, are kept in openapi.json, and ReadMe's shape reads as Redocly's", async () => {
    const { site, byId } = await built();
    expect(byId('orgs-delete-webhook').codeSamples).toEqual([
      { lang: 'Python', label: 'Python SDK', source: "client.orgs.delete_webhook('octo-org', 7)" },
      { lang: 'COBOL', label: 'COBOL', source: "DISPLAY 'HOOK'." },
    ]);
    const doc = JSON.parse(String(site.files!.get(OPENAPI_FILE))) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    expect(doc.paths['/orgs/{org}/hooks/{hook_id}']!.delete!['x-codeSamples']).toEqual(byId('orgs-delete-webhook').codeSamples);
    const readme = API.replace('x-codeSamples:', 'x-code-samples:').replace(
      '{ lang: Python, label: Python SDK, source:',
      '{ language: Python, name: Python SDK, code:',
    );
    expect((await built(readme)).byId('orgs-delete-webhook').codeSamples[0]).toEqual({
      lang: 'Python',
      label: 'Python SDK',
      source: "client.orgs.delete_webhook('octo-org', 7)",
    });
  });

  it('without its code, leaves that sample out and keeps its operation, with a warning at its place in the document', async () => {
    const { site, byId } = await built(API.replace('{ lang: COBOL, source: "DISPLAY \'HOOK\'." }', '{ lang: COBOL }'));
    expect(site.ok).toBe(true);
    expect(byId('orgs-delete-webhook').codeSamples.map((s) => s.lang)).toEqual(['Python']);
    const warning = site.diagnostics.find((d) => d.rule === 'openapi/changed' && d.message.includes('code sample'))!;
    expect(warning).toMatchObject({
      file: expect.stringMatching(/pets\.yaml$/),
      severity: 'warning',
      message: '1 code sample(s) without their language or their code were left out (the first here)',
    });
  });
});

/** OpenAPI 3.2: a QUERY operation, a PURGE one, and two operations whose whole query string is one parameter (a form, with its charset, given as data; and JSON). */
const API_32 = `openapi: 3.2.0
info: { title: Harbour, version: 1.0.0 }
servers: [{ url: "https://api.harbour.example" }]
paths:
  /berths:
    query:
      operationId: searchBerths
      requestBody:
        content: { application/json: { schema: { type: object }, example: { free: true } } }
      responses: { "200": { description: The berths. } }
    additionalOperations:
      PURGE:
        operationId: purgeBerths
        responses: { "204": { description: Purged. } }
  /moorings:
    get:
      operationId: listMoorings
      parameters:
        - name: filter
          in: querystring
          content:
            application/x-www-form-urlencoded; charset=utf-8:
              schema: { type: object, properties: { line: { type: string } } }
              examples: { bow: { dataValue: { line: bow & stern, tension: [40, 50] } } }
      responses: { "200": { description: The moorings. } }
  /cargo:
    get:
      operationId: findCargo
      parameters:
        - name: where
          in: querystring
          required: true
          content: { application/json: { schema: { type: object }, example: { weight: 3 } } }
      responses: { "200": { description: The cargo. } }
`;

describe('request samples of OpenAPI 3.2 operations', () => {
  it('send QUERY and PURGE as they are named in every language, and a whole query string serialized in its media type', async () => {
    const { site, byId } = await built(API_32);
    expect(site.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const sample = (id: string, target = 'curl') => sampleOf(byId(id), target, [], 'https://api.harbour.example');
    expect(await sample('search-berths')).toBe(
      [
        'curl https://api.harbour.example/berths \\',
        '  --request QUERY \\',
        "  --header 'Content-Type: application/json' \\",
        "  --data '{",
        '  "free": true',
        "}'",
      ].join('\n'),
    );
    for (const target of SAMPLE_TARGETS) {
      expect(await sample('search-berths', target.id), target.id).toContain('QUERY');
      expect(await sample('purge-berths', target.id), target.id).toContain('PURGE');
    }
    // A form given as data: its pairs, an array's items each a pair of its own; JSON: the query as it is, percent-encoded where a query must be.
    expect(await sample('list-moorings')).toBe("curl 'https://api.harbour.example/moorings?line=bow%20%26%20stern&tension=40&tension=50'");
    expect(await sample('find-cargo')).toBe("curl 'https://api.harbour.example/cargo?%7B%22weight%22:3%7D'");
  });
});
