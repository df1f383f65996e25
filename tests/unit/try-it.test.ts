/**
 * Try it (pamdocs.yaml `tryIt`, docs/guides/site.md: The Try it console) on the
 * Node side: which groups get a console and which servers it sends to (a
 * document's, per `openapi:` entry, or `apiBaseUrl` for Markdown), the
 * page's `connect-src` listing exactly their origins (a variable of the
 * host at each value of its enum), the dev server's policy following an
 * edit.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { serve } from '../../src/index.js';
import { Session } from '../../src/shared/session.js';
import { ROOT, tempContent, useTempContent } from '../helpers/content.js';

const track = useTempContent();

/** A document with servers of every kind: plain, variables in host and path, relative, and a host no value makes valid. */
const API = `openapi: 3.1.0
info: { title: Pets, version: 1.0.0 }
servers:
  - { url: "https://api.pets.example/v1/", description: Production }
  - url: "https://{region}.pets.example:{port}/{base}"
    variables:
      region: { default: eu, enum: [eu, us] }
      port: { default: "8443" }
      base: { default: v2, enum: [v2, v3] }
  - url: /relative
  - url: "https://{tenant}.pets.example"
    variables: { tenant: { default: acme } }
  - url: "https://{nothing}/v1"
paths:
  /pets/{petId}:
    get:
      operationId: getPet
      tags: [pets]
      parameters:
        - { name: petId, in: path, required: true, schema: { type: integer } }
        - { name: fields, in: query, schema: { type: string, default: all } }
      responses: { "200": { description: The pet. } }
`;

/** The connect-src directive of a built site's index.html. */
const connectSrc = (files: Map<string, string | Uint8Array> | undefined): string =>
  /connect-src [^;"]+/.exec(String(files?.get('index.html')))![0].replace(/&#39;/g, "'");

/** Builds the live fixture with `config` as its pamdocs.yaml and `API` (or `api`) as pets.yaml and other.yaml. */
async function built(config: string, api = API) {
  const temp = track(await tempContent(path.join(ROOT, 'tests/fixtures/openapi-live')));
  await temp.write('pets.yaml', api);
  await temp.write('other.yaml', api.replace('title: Pets', 'title: Other').replace('tags: [pets]', 'tags: [others]'));
  await temp.write('pamdocs.yaml', config);
  const site = await buildFiles({ cwd: temp.cwd, session: new Session() });
  expect(site.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return site;
}

describe('tryIt', () => {
  it("gives a document's groups its absolute servers, and lists exactly their origins in connect-src", async () => {
    const site = await built('openapi: pets.yaml\ntryIt: true\n');
    const servers = site.model!.groups[0]!.tryIt!.servers;
    expect(servers.map((s) => s.url)).toEqual([
      'https://api.pets.example/v1',
      'https://{region}.pets.example:{port}/{base}',
      'https://{tenant}.pets.example',
    ]);
    expect(servers[1]!.variables).toEqual([
      { name: 'region', default: 'eu', enum: ['eu', 'us'], description: '' },
      { name: 'port', default: '8443', enum: [], description: '' },
      { name: 'base', default: 'v2', enum: ['v2', 'v3'], description: '' },
    ]);
    // The host's variables at each value of their enum (at the default without one); the path's change no origin.
    expect(connectSrc(site.files)).toBe(
      "connect-src 'self' https://api.pets.example https://eu.pets.example:8443 https://us.pets.example:8443 https://acme.pets.example",
    );
    const group = [...site.files.entries()].find(([file]) => file.startsWith('assets/group-'))![1];
    expect(String(group)).toContain('"tryIt":{"servers":[{"url":"https://api.pets.example/v1"');
    // The console is a script of its own, which the index names.
    const script = [...site.files.keys()].filter((file) => file.startsWith('assets/try-it-'));
    expect(script).toHaveLength(1);
    expect(String([...site.files.entries()].find(([file]) => file.startsWith('assets/index-'))![1])).toContain(`"tryIt":"${script[0]}"`);
  });

  it('is off by default: no group has a console, and the page connects to itself only', async () => {
    const site = await built('openapi: pets.yaml\n');
    expect(site.model!.groups.map((g) => g.tryIt)).toEqual([undefined]);
    expect(connectSrc(site.files)).toBe("connect-src 'self'");
    expect(String([...site.files.entries()].find(([file]) => file.startsWith('assets/group-'))![1])).not.toContain('tryIt');
    expect([...site.files.keys()].filter((file) => file.startsWith('assets/try-it-'))).toEqual([]);
  });

  it('is set per API by an `openapi:` entry, which wins over the top level', async () => {
    const on = await built('openapi:\n  - { path: pets.yaml, tryIt: true }\n  - { path: other.yaml }\n');
    expect(on.model!.groups.map((g) => [g.id, g.tryIt !== undefined])).toEqual([
      ['pets-pets', true],
      ['other-others', false],
    ]);
    const off = await built('tryIt: true\nopenapi:\n  - { path: pets.yaml, tryIt: false }\n  - { path: other.yaml }\n');
    expect(off.model!.groups.map((g) => [g.id, g.tryIt !== undefined])).toEqual([
      ['pets-pets', false],
      ['other-others', true],
    ]);
  });

  it('sends a document without servers, and Markdown groups, to `apiBaseUrl`', async () => {
    const none = await built(
      'openapi: pets.yaml\ntryIt: true\napiBaseUrl: https://sandbox.pets.example/v1\n',
      API.replace(/servers:[\s\S]*?paths:/, 'paths:'),
    );
    expect(none.model!.groups[0]!.tryIt!.servers).toEqual([{ url: 'https://sandbox.pets.example/v1', description: '', variables: [] }]);
    const temp = track(await tempContent());
    await temp.edit('pamdocs.yaml', 'siteTitle:', 'tryIt: true\napiBaseUrl: https://api.tasks.example/v1\nsiteTitle:');
    const site = await buildFiles({ cwd: temp.cwd, session: new Session() });
    expect(site.model!.groups.map((g) => g.tryIt?.servers.map((s) => s.url))).toEqual([
      ['https://api.tasks.example/v1'],
      ['https://api.tasks.example/v1'],
    ]);
    expect(connectSrc(site.files)).toBe("connect-src 'self' https://api.tasks.example");
  });

  it('is a boolean: anything else is an error of pamdocs.yaml at its line', async () => {
    const temp = track(await tempContent());
    await temp.edit('pamdocs.yaml', 'siteTitle:', 'tryIt: always\nsiteTitle:');
    const site = await buildFiles({ cwd: temp.cwd, session: new Session() });
    expect(site.diagnostics.map((d) => [d.file, d.line, d.rule])).toEqual([['content/pamdocs.yaml', 1, 'config/invalid-type']]);
  });

  it('under serve --watch, the policy of every response follows an edit of tryIt', { timeout: 30_000 }, async () => {
    const temp = track(await tempContent());
    const server = await serve({ cwd: temp.cwd, port: 0, watch: true });
    try {
      const policy = async () => /connect-src [^;]+/.exec((await fetch(server.url)).headers.get('content-security-policy')!)![0];
      expect(await policy()).toBe("connect-src 'self'");
      await temp.edit('pamdocs.yaml', 'siteTitle:', 'tryIt: true\nsiteTitle:');
      await expect.poll(policy, { timeout: 15_000 }).toBe("connect-src 'self' https://api.example.com");
    } finally {
      await server.close();
    }
  });
});
