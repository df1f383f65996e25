import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { OPENAPI_FILE } from '../../src/shared/page-protocol.js';
import { PAM_CONTENT } from '../helpers/content.js';
import { Session } from '../../src/shared/session.js';

type Operation = {
  operationId: string;
  tags: string[];
  security: unknown[];
  responses: Record<string, { content?: Record<string, { examples: Record<string, { value: unknown }> }> }>;
  parameters?: { name: string; in: string }[];
};
type Document = {
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
});
