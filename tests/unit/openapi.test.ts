import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { OPENAPI_FILE } from '../../src/shared/page-protocol.js';
import { PAM_CONTENT, ROOT } from '../helpers/content.js';
import { Session } from '../../src/shared/session.js';

type Operation = {
  operationId: string;
  description: string;
  tags: string[];
  security: unknown[];
  responses: Record<string, { content?: Record<string, { examples: Record<string, { value: unknown }> }> }>;
  parameters?: { name: string; in: string }[];
};
type Document = {
  info: Record<string, unknown>;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string }[];
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

let text: string;
let doc: Document;
beforeAll(async () => {
  const site = await buildFiles({ dir: PAM_CONTENT, session: new Session() });
  expect(site.ok).toBe(true);
  text = String(site.files.get(OPENAPI_FILE));
  doc = JSON.parse(text) as Document;
});

const operations = () => Object.values(doc.paths).flatMap((item) => Object.values(item));

describe('openapi.json of the PAM content', () => {
  it('passes the Redocly recommended rules with zero errors (a peer validator)', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  });

  it('holds 53 operations under the 12 group tags, and the 14 entities as schemas', () => {
    expect(operations()).toHaveLength(53);
    expect(new Set(operations().map((o) => o.operationId)).size).toBe(53);
    expect(doc.tags.map((t) => t.name)).toHaveLength(12);
    expect(new Set(operations().flatMap((o) => o.tags))).toEqual(new Set(doc.tags.map((t) => t.name)));
    expect(Object.keys(doc.components.schemas)).toHaveLength(14);
    expect(doc.components.securitySchemes).toEqual({ bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } });
    // The server is the base URL the code samples call (pamdocs.yaml `apiBaseUrl`, here its default).
    expect(doc.servers.map((s) => s.url)).toEqual(['https://api.example.com']);
  });

  it('marks bearer operations and keeps the documented errors with their examples', () => {
    const byId = new Map(operations().map((o) => [o.operationId, o]));
    expect(operations().filter((o) => o.security.length === 0)).toHaveLength(8);
    expect(byId.get('get-user-by-id')!.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(byId.get('get-user-by-id')!.responses).sort()).toEqual(['200', '401', '403', '404']);
    const login = byId.get('user-login-membership-idpassword')!;
    expect(login.security).toEqual([]);
    expect(JSON.stringify(login.responses['401'])).toContain('Invalid password');
    expect(JSON.stringify(login.responses['401'])).toContain('Invalid Membership ID');
  });

  it('describes each operation with its summary, then the prose of its page, as a reader of the document sees them', () => {
    const status = operations().find((o) => o.operationId === 'get-user-status-across-tables')!;
    expect(status.description).toMatch(
      /^Reports, for one member, which parts of the profile already have a stored record\.\n\nThis call looks the member up in each profile table/,
    );
  });
});

describe('openapi.json of a site that reads an OpenAPI document', () => {
  let live: Document;
  beforeAll(async () => {
    const site = await buildFiles({ dir: path.join(ROOT, 'tests/fixtures/openapi-live'), session: new Session() });
    expect(site.ok).toBe(true);
    live = JSON.parse(String(site.files.get(OPENAPI_FILE))) as Document;
  });

  it("keeps each operation's description as the document writes it", () => {
    expect(live.paths['/pets']!.get!.description).toBe('Lists the pets of the shop.');
  });

  it("gives the document's info (its version, not the site's; no license it does not state) under the API's title, and its servers", () => {
    expect(live.info).toEqual({
      title: 'Pet Shop',
      version: '2.0.0',
      description: 'The Pet Shop API sells pets and tells where they are.',
    });
    expect(live.servers).toEqual([{ url: 'https://pets.example.com/v2' }]);
  });
});
