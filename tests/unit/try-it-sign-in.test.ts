/**
 * Try it's sign-in and environments on the Node side (docs/guides/site.md, The Try
 * it console): the OAuth 2 flows a console runs (3.2's device authorization
 * read from a 3.1 document too), the page's policy allowing exactly the
 * origins they declare, the redirect page written only when a sign-in
 * redirects, and `tryIt.environments` resolved against the servers.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/pipeline/report.js';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { Session } from '../../src/shared/session.js';
import { ROOT, tempContent, useTempContent } from '../helpers/content.js';

const track = useTempContent();

/** A document whose one operation needs an OAuth 2 scheme of three flows, or an OpenID Connect one. */
const API = `openapi: 3.1.0
info: { title: Pets, version: 1.0.0 }
servers:
  - { url: "https://api.pets.example/v1", description: Production }
  - { url: "https://sandbox.pets.example/v1", description: Sandbox }
paths:
  /pets:
    get:
      operationId: listPets
      tags: [pets]
      security: [{ oauth: [pets.read] }, { oidc: [] }]
      responses: { "200": { description: The pets. } }
components:
  securitySchemes:
    oauth:
      type: oauth2
      flows:
        authorizationCode:
          authorizationUrl: https://login.pets.example/authorize
          tokenUrl: https://tokens.pets.example/token
          refreshUrl: https://refresh.pets.example/token
          scopes: { pets.read: Read pets, pets.write: Change pets }
        clientCredentials:
          tokenUrl: https://tokens.pets.example/token
          scopes: { pets.read: Read pets }
        deviceAuthorization:
          deviceAuthorizationUrl: https://device.pets.example/device
          tokenUrl: https://tokens.pets.example/token
          scopes: { pets.read: Read pets }
        implicit:
          authorizationUrl: https://implicit.pets.example/authorize
          scopes: {}
    oidc: { type: openIdConnect, openIdConnectUrl: "https://id.pets.example/.well-known/openid-configuration" }
    unused: { type: oauth2, flows: { clientCredentials: { tokenUrl: "https://unused.pets.example/token", scopes: {} } } }
`;

/** A directive of the policy of a built page (`index.html` unless named). */
const directive = (files: Map<string, string | Uint8Array> | undefined, name: string, page = 'index.html'): string =>
  new RegExp(`${name} [^;"]+`).exec(String(files?.get(page)))![0].replace(/&#39;/g, "'");

/** Builds a live fixture with `config` as its pamdocs.yaml and `api` as pets.yaml. */
async function built(config: string, api = API) {
  const temp = track(await tempContent(path.join(ROOT, 'tests/fixtures/openapi-live')));
  await temp.write('pets.yaml', api);
  await temp.write('pamdocs.yaml', config);
  return { temp, site: await buildFiles({ cwd: temp.cwd, session: new Session() }) };
}

describe('sign-in', () => {
  it("gives the console the flows a page can run, 3.2's device flow read from a 3.1 document, and openapi.json keeps it", async () => {
    const { site } = await built('openapi: pets.yaml\ntryIt: { clientIds: { oauth: docs-client } }\n');
    expect(site.diagnostics).toEqual([]);
    const tryIt = site.model!.groups[0]!.tryIt!;
    expect(tryIt.signIn).toEqual([
      {
        scheme: 'oauth',
        clientId: 'docs-client',
        flows: {
          authorizationCode: {
            authorizationUrl: 'https://login.pets.example/authorize',
            tokenUrl: 'https://tokens.pets.example/token',
            refreshUrl: 'https://refresh.pets.example/token',
            scopes: { 'pets.read': 'Read pets', 'pets.write': 'Change pets' },
          },
          clientCredentials: { tokenUrl: 'https://tokens.pets.example/token', scopes: { 'pets.read': 'Read pets' } },
          deviceAuthorization: {
            deviceAuthorizationUrl: 'https://device.pets.example/device',
            tokenUrl: 'https://tokens.pets.example/token',
            scopes: { 'pets.read': 'Read pets' },
          },
        },
      },
      { scheme: 'oidc', flows: {}, discoveryUrl: 'https://id.pets.example/.well-known/openid-configuration', clientId: '' },
    ]);
    const exported = JSON.parse(String(site.files.get('openapi.json'))) as {
      components: { securitySchemes: Record<string, { flows?: Record<string, unknown> }> };
    };
    expect(exported.components.securitySchemes.oauth!.flows!.deviceAuthorization).toEqual({
      deviceAuthorizationUrl: 'https://device.pets.example/device',
      tokenUrl: 'https://tokens.pets.example/token',
      scopes: { 'pets.read': 'Read pets' },
    });
    // A 3.0 document keeps it through the upgrade to 3.1 too.
    const { site: old } = await built('openapi: pets.yaml\ntryIt: true\n', API.replace('openapi: 3.1.0', 'openapi: 3.0.3'));
    expect(old.diagnostics).toEqual([]);
    expect(old.model!.groups[0]!.tryIt!.signIn[0]!.flows.deviceAuthorization?.deviceAuthorizationUrl).toBe(
      'https://device.pets.example/device',
    );
  });

  it('reports a device flow without its URL at its line, as the structure of the document', async () => {
    const { site } = await built('openapi: pets.yaml\ntryIt: true\n', API.replace('deviceAuthorizationUrl:', 'deviceUrl:'));
    expect(site.diagnostics.map((d) => `${d.file}:${d.line} ${d.rule} ${d.message}`)).toEqual([
      'content/pets.yaml:26 openapi/invalid-document The field `deviceAuthorizationUrl` must be present on this level',
      'content/pets.yaml:27 openapi/invalid-document Property `deviceUrl` is not expected here',
    ]);
  });

  it('lists exactly the declared origins: servers, token, refresh, device and discovery URLs to connect; authorization and provider to sign in', async () => {
    const { site } = await built('openapi: pets.yaml\ntryIt: true\n');
    expect(directive(site.files, 'connect-src')).toBe(
      [
        "connect-src 'self' https://api.pets.example https://sandbox.pets.example https://tokens.pets.example",
        'https://refresh.pets.example https://device.pets.example https://id.pets.example',
      ].join(' '),
    );
    expect(directive(site.files, 'form-action')).toBe("form-action 'self' https://login.pets.example https://id.pets.example");
    // The redirect page allows nothing else, and needs nothing else.
    expect(directive(site.files, 'connect-src', 'oauth2-redirect.html')).toBe("connect-src 'self'");
    expect(directive(site.files, 'form-action', 'oauth2-redirect.html')).toBe("form-action 'none'");
  });

  it('writes the redirect page only when a console signs in with a redirect, and the build says what to register', async () => {
    const { temp, site } = await built('openapi: pets.yaml\ntryIt: true\n');
    const page = String(site.files.get('oauth2-redirect.html'));
    const script = /<script src="([^"]+)"/.exec(page)![1]!;
    expect(script).toMatch(/^assets\/oauth2-redirect-\w+\.js$/);
    expect(String(site.files.get(script))).toContain('pamdocs-sign-in');
    expect(buildReport(site, temp.cwd, false)).toContain(
      [
        'Try it signs readers in with OAuth 2: register the redirect page oauth2-redirect.html with the provider,',
        'at the URL where the site is published (`oauth2-redirect.html` beside index.html, e.g. https://docs.example.com/oauth2-redirect.html).',
      ].join(' '),
    );
    for (const [config, api] of [
      ['openapi: pets.yaml\n', API],
      [
        'openapi: pets.yaml\ntryIt: true\n',
        API.replace(/authorizationCode:[\s\S]*?clientCredentials:/, 'clientCredentials:').replace(/\{ oidc: \[\] \}/, '{}'),
      ],
    ] as const) {
      const { temp: other, site: without } = await built(config, api);
      expect([...without.files.keys()].filter((f) => f.includes('oauth2-redirect'))).toEqual([]);
      expect(directive(without.files, 'form-action')).toBe("form-action 'none'");
      expect(buildReport(without, other.cwd, false)).not.toContain('redirect');
    }
  });
});

describe('environments', () => {
  it("resolve against the document's servers; another server is added and allowed; client ids win per environment", async () => {
    const { site } = await built(
      [
        'openapi: pets.yaml',
        'tryIt:',
        '  clientIds: { oauth: docs-client }',
        '  environments:',
        '    - { name: sandbox, server: "https://sandbox.pets.example/v1/", parameters: { limit: 5 }, clientIds: { oauth: sandbox-client } }',
        '    - { name: staging, server: "https://{stage}.staging.pets.example/v1", variables: { stage: blue } }',
        '    - { name: production }',
        '',
      ].join('\n'),
    );
    expect(site.diagnostics).toEqual([]);
    const tryIt = site.model!.groups[0]!.tryIt!;
    expect(tryIt.environments).toEqual([
      { name: 'sandbox', server: 1, variables: {}, parameters: { limit: '5' }, clientIds: { oauth: 'sandbox-client' } },
      { name: 'staging', server: 2, variables: { stage: 'blue' }, parameters: {}, clientIds: {} },
      { name: 'production', server: 0, variables: {}, parameters: {}, clientIds: {} },
    ]);
    expect(tryIt.servers[2]).toEqual({
      url: 'https://{stage}.staging.pets.example/v1',
      description: 'staging',
      variables: [{ name: 'stage', default: 'blue', enum: [], description: '' }],
    });
    expect(directive(site.files, 'connect-src')).toContain(' https://sandbox.pets.example https://blue.staging.pets.example ');
  });

  it('refuses two environments of one name, and a server that is not an absolute URL, at their lines', async () => {
    const { site } = await built(
      ['openapi: pets.yaml', 'tryIt:', '  environments:', '    - { name: a }', '    - { name: a, server: /v1 }', ''].join('\n'),
    );
    expect(site.diagnostics.map((d) => `${d.file}:${d.line} ${d.rule} ${d.message}`)).toEqual([
      'content/pamdocs.yaml:4 config/invalid-value Invalid `tryIt.environments`: Two environments have the same name',
      [
        'content/pamdocs.yaml:5 config/invalid-value Invalid `tryIt.environments[1].server`:',
        'expected an absolute http(s) URL such as `https://sandbox.api.example.com/v1`, without spaces or quotes',
      ].join(' '),
    ]);
  });
});
