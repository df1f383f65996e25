/**
 * The pure parts of the Try it console (docs/site.md, The Try it console):
 * the request it sends with the reader's values (`request.ts`, the samples'
 * request generalized).
 */
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/shared/site-model.js';
import { requestOf, sampleValues } from '../../templates/site/src/request.js';

/** An endpoint with a path, a query and a header parameter, a bearer requirement and a JSON body. */
const ENDPOINT = {
  id: 'update-pet', groupId: 'pets', title: 'Update a pet', summary: '', method: 'PUT', path: '/pets/{petId}', operationId: 'updatePet', deprecated: false,
  security: [[{ scheme: 'bearer', scopes: [] }]], roles: [], responses: [], errors: [], entities: [], codeSamples: [], html: '', file: 'api.yaml',
  parameters: [
    { name: 'petId', in: 'path', schema: { type: 'integer' }, required: true, deprecated: false, description: '', example: 7 },
    { name: 'dryRun', in: 'query', schema: { type: 'boolean' }, required: false, deprecated: false, description: '', example: null },
    { name: 'X-Trace', in: 'header', schema: { type: 'string' }, required: false, deprecated: false, description: '', example: null },
  ],
  requestBody: { description: '', required: true, content: [{ contentType: 'application/json', schema: null, example: '{"name":"Bella"}', exampleHtml: null }] },
} satisfies Endpoint;
const BEARER = [{ id: 'bearer', type: 'http' as const, label: 'Bearer token', howTo: '', description: '', carrier: { in: 'header' as const, name: 'Authorization', scheme: 'Bearer' } }];

describe('the request a console sends', () => {
  it('takes the reader\'s values: the path, an optional parameter only when given, the credentials it holds, the body as typed', () => {
    const values = { parameters: { 'path:petId': 'a b', 'query:dryRun': 'true', 'header:X-Trace': '' }, body: '{"name":"Max"}', parts: {}, schemes: ['bearer'], secrets: { bearer: 'Bearer tk' } };
    const { request } = requestOf(ENDPOINT, 'https://api.pets.example', BEARER, values);
    expect(request).toEqual({
      method: 'PUT',
      url: 'https://api.pets.example/pets/a%20b',
      headers: [{ name: 'Authorization', value: 'Bearer tk' }, { name: 'Content-Type', value: 'application/json' }],
      queryString: [{ name: 'dryRun', value: 'true' }],
      cookies: [],
      postData: { mimeType: 'application/json', text: '{"name":"Max"}' },
    });
    // No secret: a placeholder, as in the samples; no scheme: no credentials; an empty path parameter: {petId}.
    const shown = requestOf(ENDPOINT, 'https://api.pets.example', BEARER, { ...values, parameters: {}, secrets: {} });
    expect(shown.request.headers[0]).toEqual({ name: 'Authorization', value: 'Bearer <token>' });
    expect(shown.restore(shown.request.url)).toBe('https://api.pets.example/pets/{petId}');
    expect(requestOf(ENDPOINT, 'https://x', BEARER, { ...values, schemes: [] }).request.headers.map((h) => h.name)).toEqual(['Content-Type']);
  });

  it('is the sample\'s request with a sample\'s values', () => {
    expect(requestOf(ENDPOINT, 'https://x', BEARER, sampleValues(ENDPOINT)).request).toEqual(requestOf(ENDPOINT, 'https://x', BEARER).request);
    expect(sampleValues(ENDPOINT)).toEqual({ parameters: { 'path:petId': '7' }, body: '{"name":"Bella"}', parts: {}, schemes: ['bearer'] });
  });
});
