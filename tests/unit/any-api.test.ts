/**
 * Content of any API, written by hand: only what a reader cannot do without
 * is required, security schemes come from pamdocs.yaml, and schemas may be
 * full trees. What a team writes on its first day checks clean and builds.
 */
import { describe, expect, it } from 'vitest';
import { build, check } from '../../src/index.js';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { OPENAPI_FILE } from '../../src/shared/page-protocol.js';
import { Session } from '../../src/shared/session.js';
import { tempContent, useTempContent } from '../helpers/content.js';
import { sampleOf } from '../helpers/samples.js';

const track = useTempContent();

/** An endpoint with only the required keys. */
const MINIMAL_ENDPOINT = `---
title: Remove from Cart
method: DELETE
path: /carts/{cartId}/items/{itemId}
parameters:
  - name: cartId
    in: path
  - name: itemId
    in: path
responses:
  - status: 204
---
`;

describe('any API, written by hand', () => {
  it('needs only a title, a method, a path and one response; a group needs no base path or description', async () => {
    const temp = track(await tempContent());
    await temp.write('endpoints/cart/remove-item.md', MINIMAL_ENDPOINT);
    await temp.edit('pamdocs.yaml', '    basePath: /api/auth\n    description: Cart calls.\n', '');
    await temp.edit('pamdocs.yaml', 'groups:', 'auth:\n  default: bearer\ngroups:');
    expect((await check({ cwd: temp.cwd })).diagnostics).toEqual([]);
    const site = await buildFiles({ cwd: temp.cwd, session: new Session() });
    expect(site.ok).toBe(true);
    const cart = site.model!.groups.find((g) => g.id === 'cart')!;
    expect([cart.basePath, cart.description]).toEqual(['', '']);
    const removed = cart.endpoints.find((e) => e.id === 'remove-item')!;
    expect(removed).toMatchObject({
      summary: '',
      deprecated: false,
      operationId: 'remove-item',
      requestBody: null,
      security: [[{ scheme: 'bearer', scopes: [] }]],
    });
    expect(removed.parameters.map((p) => [p.name, p.required, p.schema.type])).toEqual([
      ['cartId', true, 'any'],
      ['itemId', true, 'any'],
    ]);
    // The default applies: its samples send the built-in bearer scheme's header.
    expect(await sampleOf(removed, 'curl', site.model!.securitySchemes)).toContain('Authorization: Bearer <token>');
  });

  it('declares security schemes, and an endpoint requiring scopes or an API key shows and exports them', async () => {
    const temp = track(await tempContent());
    await temp.edit(
      'pamdocs.yaml',
      'groups:',
      [
        'auth:',
        '  schemes:',
        '    apiKey: { type: apiKey, in: header, name: X-API-Key }',
        '    oauth:',
        '      type: oauth2',
        '      flows: { clientCredentials: { tokenUrl: "https://auth.example.com/token", scopes: { "cart:write": Change carts } } }',
        'groups:',
      ].join('\n'),
    );
    await temp.edit('endpoints/cart/remove-item.md', 'auth: bearer', 'auth:\n  - apiKey\n  - oauth: ["cart:write"]');
    await temp.edit('endpoints/cart/get-user-cart.md', 'auth: bearer', 'auth: apiKey');
    const result = await build({ cwd: temp.cwd, out: 'site', session: new Session() });
    expect(result.diagnostics).toEqual([]);
    const site = await buildFiles({ cwd: temp.cwd, session: new Session() });
    const cart = site.model!.groups.find((g) => g.id === 'cart')!;
    expect(cart.endpoints.find((e) => e.id === 'remove-item')!.security).toEqual([
      [{ scheme: 'apiKey', scopes: [] }],
      [{ scheme: 'oauth', scopes: ['cart:write'] }],
    ]);
    expect(site.model!.securitySchemes.map((s) => [s.id, s.label])).toEqual([
      ['apiKey', 'API key (header X-API-Key)'],
      ['oauth', 'OAuth 2'],
    ]);
    expect(await sampleOf(cart.endpoints.find((e) => e.id === 'get-user-cart')!, 'curl', site.model!.securitySchemes)).toContain(
      'X-API-Key: <api-key>',
    );
    const doc = JSON.parse(String(site.files.get(OPENAPI_FILE))) as {
      paths: Record<string, Record<string, { security: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.paths['/api/auth/delCart']!.post!.security).toEqual([{ apiKey: [] }, { oauth: ['cart:write'] }]);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['apiKey', 'oauth']);
  });

  it('reports an unknown scheme in the default of pamdocs.yaml at its line', async () => {
    const temp = track(await tempContent());
    await temp.edit('pamdocs.yaml', 'groups:', 'auth:\n  default: beare\ngroups:');
    const { diagnostics } = await check({ cwd: temp.cwd });
    expect(diagnostics.map((d) => [d.file, d.line, d.column, d.rule, d.message])).toEqual([
      ['content/pamdocs.yaml', 7, 12, 'operation/unknown-security-scheme', 'Unknown security scheme "beare"; did you mean `bearer`?'],
    ]);
  });
});
