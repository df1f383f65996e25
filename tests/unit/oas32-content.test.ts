/**
 * What OpenAPI 3.2 adds to bodies, examples, responses, servers and
 * security, read from a live 3.2 document (`tests/fixtures/oas32`) and shown
 * where 3.0's and 3.1's equivalents are: a sequential media type's item
 * schema as a stream of items with an example in the stream's format (also
 * through `components.mediaTypes`), a response's `summary`, a server's
 * `name`, a security scheme's `deprecated`, OAuth 2's `oauth2MetadataUrl`
 * (its origin allowed by the page's policy), a discriminator's
 * `defaultMapping`, examples' `dataValue` and `serializedValue`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diff } from '../../src/index.js';
import { buildFiles } from '../../src/pipeline/site-build.js';
import type { Endpoint, MediaType, SiteModel } from '../../src/shared/site-model.js';
import { Session } from '../../src/shared/session.js';
import { issuerOf } from '../../templates/site/src/try-it/issuer.js';
import { ROOT, tempContent, useTempContent } from '../helpers/content.js';

const track = useTempContent();
const FIXTURE = path.join(ROOT, 'tests/fixtures/oas32');

/** Builds the 3.2 fixture with `config` as its pamdocs.yaml (its own when not given), `edit` applied to its document. */
async function built(config?: string, edit: (text: string) => string = (text) => text) {
  const temp = track(await tempContent(FIXTURE));
  if (config !== undefined) await temp.write('pamdocs.yaml', config);
  await temp.write('openapi.yaml', edit(await temp.read('openapi.yaml')));
  const site = await buildFiles({ cwd: temp.cwd, session: new Session() });
  return { site, model: site.model as SiteModel };
}

/** The endpoint of `operationId` in `model`. */
const endpoint = (model: SiteModel, operationId: string): Endpoint =>
  model.groups.flatMap((g) => g.endpoints).find((e) => e.operationId === operationId)!;

/** The first media type of the first response of `operationId`. */
const body = (model: SiteModel, operationId: string): MediaType => endpoint(model, operationId).responses[0]!.content[0]!;

/** The diagnostics of a build as `file:line rule message`. */
const lines = (diagnostics: readonly { file: string; line: number; rule: string; message: string }[]) =>
  diagnostics.map((d) => `${d.file}:${d.line} ${d.rule} ${d.message}`);

describe('sequential media types', () => {
  it("show an event stream's item as a tree labelled as a stream, with one event in the stream's format", async () => {
    const { model } = await built();
    const media = body(model, 'streamArrivals');
    expect(media.contentType).toBe('text/event-stream');
    expect(media.stream).toBe('Stream of events (server-sent events). Each event:');
    expect(media.schema?.properties?.map((p) => `${p.name}${p.required ? ' (required)' : ''}: ${p.schema.type}`)).toEqual([
      'event: string',
      'data (required): string',
    ]);
    expect(media.example).toBe('event: arrival\ndata: {"id":"string","weight":0}');
  });

  it("say so in the group's Markdown twin, with the response's summary", async () => {
    const { site } = await built();
    const twin = [...site.files].find(([name, text]) => name.startsWith('md/') && String(text).includes('## Stream cargo arrivals'));
    const text = String(twin?.[1]);
    expect(text).toContain(
      '#### 200 OK\n\nThe arrivals, as they happen\n\nContent type: `text/event-stream`\n\nStream of events (server-sent events). Each event:',
    );
  });

  it('follow a reference to components.mediaTypes: a stream of JSON lines, one line as its example, no problem reported', async () => {
    const { site, model } = await built();
    expect(lines(site.diagnostics).filter((d) => !d.includes('openapi/changed'))).toEqual([]);
    const media = body(model, 'listManifests');
    expect(media.contentType).toBe('application/jsonl');
    expect(media.stream).toBe('Stream of JSON lines. Each line:');
    expect(media.schema).toMatchObject({ type: 'Manifest', ref: { entity: 'manifest', recursive: false } });
    expect(media.example).toBe('{"kind":"container","containers":0}');
  });

  it('keep a stream in openapi.json, as the array of its items 3.2 reads `schema` of a sequential media type as', async () => {
    const { site } = await built();
    const exported = JSON.parse(String(site.files.get('openapi.json'))) as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string; content: Record<string, unknown> }> }>>;
    };
    const response = exported.paths['/cargo/arrivals']!.get!.responses['200']!;
    expect(response.description).toBe('The arrivals, as they happen');
    expect(response.content['text/event-stream']).toMatchObject({
      schema: { type: 'array', items: { type: 'object', required: ['data'] } },
    });
  });
});

describe('pamdocs diff of 3.2 documents', () => {
  /** The changes from the fixture's document to it with `edit` applied, as `rule operation: message`. */
  async function changes(edit: (text: string) => string): Promise<string[]> {
    const temp = track(await tempContent(FIXTURE));
    const text = await readFile(path.join(FIXTURE, 'openapi.yaml'), 'utf8');
    await writeFile(path.join(temp.cwd, 'base.yaml'), text);
    await writeFile(path.join(temp.cwd, 'head.yaml'), edit(text));
    const result = await diff({ base: 'base.yaml', head: 'head.yaml', cwd: temp.cwd });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    return result.changes.map((c) => `${c.rule} ${c.operation}: ${c.message}`);
  }

  it("compare a stream's items, and a media type written in components.mediaTypes", async () => {
    const found = await changes((text) =>
      text
        .replace('                  event: { type: string, const: arrival }\n', '')
        .replace(
          '        kind: { type: string, description: What the ship carries. }',
          '        kind: { type: integer, description: What the ship carries. }',
        ),
    );
    expect(found.filter((c) => c.includes('/cargo/'))).toEqual([
      'diff/response-optional-property-removed GET /cargo/arrivals: the response property `event` (status 200) was removed',
      'diff/response-property-type-changed GET /cargo/manifests: the type of the response property `kind` (status 200) changed from string to integer',
    ]);
  });
});

describe('responses, servers, security and discriminators of 3.2', () => {
  it("give a response's summary as its short line, beside its description", async () => {
    const { model } = await built();
    expect(endpoint(model, 'streamArrivals').responses[0]).toMatchObject({ summary: 'The arrivals, as they happen', description: '' });
    expect(endpoint(model, 'listManifests').responses[0]).toMatchObject({
      summary: 'The manifests, one a line',
      description: 'Each line is one manifest, as JSON.',
    });
  });

  it("name the servers Try it sends to by the document's server names", async () => {
    const { model } = await built('openapi:\n  - path: openapi.yaml\ntryIt: true\n');
    expect(model.groups[0]!.tryIt!.servers.map((s) => `${s.name ?? ''} ${s.url}`)).toEqual([
      'Production https://api.harbour.example',
      'Sandbox https://sandbox.harbour.example',
    ]);
  });

  it('show a deprecated scheme as deprecated, and sign in through OAuth 2 metadata whose origin the policy allows', async () => {
    const { site, model } = await built('openapi:\n  - path: openapi.yaml\ntryIt: true\n');
    const legacy = model.securitySchemes.find((s) => s.id === 'legacyKey')!;
    expect(legacy).toMatchObject({ label: 'API key (header X-Harbour-Key) (deprecated)', deprecated: true });
    expect(legacy.howTo).toBe('Deprecated: still accepted, but going away. Send your API key in the X-Harbour-Key header.');
    const cargo = model.groups.find((g) => g.endpoints.some((e) => e.operationId === 'listManifests'))!;
    expect(cargo.tryIt!.signIn).toEqual([
      {
        scheme: 'harbourOAuth',
        flows: { clientCredentials: { tokenUrl: 'https://auth.harbour.example/token', scopes: { 'manifests.read': 'Read manifests' } } },
        metadataUrl: 'https://auth.harbour.example/.well-known/oauth-authorization-server',
        clientId: '',
      },
    ]);
    const policy = String(site.files.get('index.html'));
    expect(policy).toMatch(/connect-src 'self' [^;"]*https:\/\/auth\.harbour\.example/);
    expect(policy).toMatch(/form-action 'self' https:\/\/auth\.harbour\.example/);
  });

  it('read the issuer an OAuth 2 metadata URL names, as RFC 8414 places the well-known segment', () => {
    const issuer = (url: string, kind: 'oidc' | 'oauth2') => {
      const { issuer, wellKnown } = issuerOf(new URL(url), kind);
      return `${issuer.href} ${wellKnown}`;
    };
    expect(issuer('https://auth.example/.well-known/oauth-authorization-server/tenant', 'oauth2')).toBe('https://auth.example/tenant true');
    expect(issuer('https://auth.example/.well-known/oauth-authorization-server', 'oauth2')).toBe('https://auth.example/ true');
    expect(issuer('https://auth.example/tenant', 'oauth2')).toBe('https://auth.example/tenant false');
    expect(issuer('https://id.example/tenant/.well-known/openid-configuration', 'oidc')).toBe('https://id.example/tenant true');
  });

  it("say which schema applies when a discriminator's property is absent or unmapped", async () => {
    const { model } = await built();
    const manifest = model.entities.find((e) => e.id === 'manifest')!;
    expect(manifest.schema.constraints).toEqual([
      'chosen by kind: container → ContainerManifest, bulk → BulkManifest',
      'kind absent or unmapped → ContainerManifest',
    ]);
  });
});

describe('examples of 3.2', () => {
  /** A response of the arrivals operation with `examples` written beside its schema, in `contentType`. */
  const withExamples = (contentType: string, examples: string) => (text: string) =>
    text.replace(
      "        '200':\n          description: The moorings of the berth.\n          content:\n            application/json:\n",
      `        '200':\n          description: The moorings of the berth.\n          content:\n            ${contentType}:\n              examples:\n${examples}`,
    );

  it("show a body's dataValue as the example, and its serializedValue as written", async () => {
    const data = await built(
      undefined,
      withExamples('application/json', '                one:\n                  dataValue: [{ line: bow }]\n'),
    );
    expect(body(data.model, 'listMoorings').example).toBe('[\n  {\n    "line": "bow"\n  }\n]');
    const serialized = await built(
      undefined,
      withExamples('application/xml', '                one:\n                  serializedValue: "<moorings><line>bow</line></moorings>"\n'),
    );
    expect(body(serialized.model, 'listMoorings').example).toBe('<moorings><line>bow</line></moorings>');
  });
});
