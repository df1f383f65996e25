import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { searchDocuments } from '../../src/emit/search.js';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { OPENAPI_FILE } from '../../src/shared/page-protocol.js';
import { Session } from '../../src/shared/session.js';
import { builtSite } from '../helpers/built-site.js';
import { PAM_CONTENT, ROOT, tempContent, useTempContent } from '../helpers/content.js';
import { diagnosticsOf, liveProject } from '../helpers/live-project.js';

const track = useTempContent();

/** A 3.2 document with operations of two methods beyond 3.1's: `PURGE` and `LINK` under `additionalOperations`. */
const ADDITIONAL = `openapi: 3.2.0
info: { title: Cache, version: '1' }
paths:
  /pages/{id}:
    parameters:
      - { name: id, in: path, required: true, schema: { type: string } }
    get:
      operationId: getPage
      responses: { '200': { description: The page. } }
    additionalOperations:
      PURGE:
        operationId: purgePage
        summary: Purge a page
        responses: { '204': { description: Purged. } }
      LINK:
        operationId: linkPage
        responses: { '204': { description: Linked. } }
`;

/** The files of a site built from `options`, and its openapi.json parsed. */
async function built(options: { dir?: string; cwd?: string }) {
  const site = await buildFiles({ ...options, session: new Session() });
  expect(site.ok).toBe(true);
  const text = String(site.files.get(OPENAPI_FILE));
  return {
    model: site.model!,
    site: builtSite(site.files),
    text,
    document: JSON.parse(text) as { openapi: string; paths: Record<string, Record<string, unknown>> },
  };
}

describe('OpenAPI 3.2 operations as endpoints', () => {
  it('makes a QUERY operation an endpoint with its request body, and a querystring parameter one value in its media type', async () => {
    const { site, model } = await built({ dir: path.join(ROOT, 'tests/fixtures/oas32') });
    const search = site.endpoints.find((e) => e.operationId === 'searchBerths')!;
    expect(searchDocuments(model).find((d) => d.title === 'Search berths')).toMatchObject({ kind: 'endpoint', method: 'QUERY' });
    expect([search.method, search.path, search.id]).toEqual(['QUERY', '/berths', 'search-berths']);
    expect(search.requestBody?.content[0]?.schema?.properties?.map((p) => p.name)).toEqual(['minLength', 'free']);
    const moorings = site.endpoints.find((e) => e.operationId === 'listMoorings')!;
    const filter = moorings.parameters.find((p) => p.name === 'filter')!;
    expect(filter).toMatchObject({ in: 'querystring', contentType: 'application/x-www-form-urlencoded', example: 'line=bow&tension=40' });
    expect(filter.schema.properties?.map((p) => p.name)).toEqual(['line', 'tension']);
    expect(site.endpointTwins.get('QUERY /berths')?.text).toContain('### Request body');
    expect(
      site.endpointTwins
        .get('GET /berths/{berthId}/moorings')
        ?.rows.get('parameter querystring (`application/x-www-form-urlencoded`):filter'),
    ).toHaveLength(1);
  });

  it('makes each of additionalOperations an endpoint of its method, checked clean', async () => {
    const temp = await liveProject(track, ADDITIONAL);
    expect(await diagnosticsOf(temp.cwd)).toEqual([]);
    const { site } = await built({ cwd: temp.cwd });
    expect(site.endpoints.map((e) => `${e.method} ${e.path} ${e.id}`)).toEqual([
      'GET /pages/{id} get-page',
      'PURGE /pages/{id} purge-page',
      'LINK /pages/{id} link-page',
    ]);
    expect(site.endpoints[1]!.parameters.map((p) => p.name)).toEqual(['id']);
  });

  it('adds an overlay to an operation of additionalOperations named by its method and path, in any case, whatever its method is made of', async () => {
    const search = ADDITIONAL.replace('      LINK:', '      M-SEARCH:');
    const temp = await liveProject(track, search, {
      'endpoints/other/search.md': '---\noperation: m-search /pages/{id}\n---\n\nFinds the page on the local network.\n',
    });
    expect(await diagnosticsOf(temp.cwd)).toEqual([]);
    const { site } = await built({ cwd: temp.cwd });
    expect(site.endpoints.find((e) => e.method === 'M-SEARCH')?.html).toContain('Finds the page on the local network.');
  });

  it('takes a Markdown endpoint of any upper-case method, refuses a lower-case one with "did you mean", and a media type on a parameter that is not the query string', async () => {
    const temp = track(await tempContent());
    await temp.edit('endpoints/cart/remove-item.md', 'method: POST', 'method: QUERY');
    await temp.edit('endpoints/cart/get-user-cart.md', /method: \w+/, 'method: PURGE');
    expect(await diagnosticsOf(temp.cwd)).toEqual([]);
    const { site } = await built({ cwd: temp.cwd });
    expect(site.endpoints.map((e) => e.method)).toEqual(['GET', 'PURGE', 'QUERY']);
    await temp.edit('endpoints/cart/get-user-cart.md', 'in: path', 'in: path\n    contentType: text/plain');
    expect(await diagnosticsOf(temp.cwd)).toEqual([
      [
        'content/endpoints/cart/get-user-cart.md:10:18',
        'error',
        'frontmatter/invalid-value',
        'Invalid `parameters[0].contentType`: only a `querystring` parameter has a media type, not one `in: path`',
      ],
    ]);
    await temp.edit('endpoints/cart/get-user-cart.md', '\n    contentType: text/plain', '');
    await temp.edit('endpoints/cart/get-user-cart.md', 'method: PURGE', 'method: purge');
    expect(await diagnosticsOf(temp.cwd)).toEqual([
      [
        'content/endpoints/cart/get-user-cart.md:4:9',
        'error',
        'frontmatter/invalid-value',
        'Invalid value "purge" for `method`; did you mean `PURGE`?',
      ],
    ]);
  });
});

describe('openapi.json out', () => {
  it('writes QUERY as `query`, other methods under additionalOperations, a querystring parameter as content, as 3.2.0', async () => {
    const fixture = await built({ dir: path.join(ROOT, 'tests/fixtures/oas32') });
    expect(fixture.document.openapi).toBe('3.2.0');
    expect(Object.keys(fixture.document.paths['/berths']!)).toEqual(['get', 'query']);
    const moorings = fixture.document.paths['/berths/{berthId}/moorings']!.get as { parameters: unknown[] };
    expect(moorings.parameters[1]).toEqual({
      name: 'filter',
      in: 'querystring',
      required: false,
      description: 'The whole query string, as a form.',
      content: {
        'application/x-www-form-urlencoded': {
          schema: {
            type: 'object',
            properties: { line: { type: 'string', enum: ['bow', 'stern', 'spring'] }, tension: { type: 'integer', minimum: 0 } },
          },
          examples: { example: { serializedValue: 'line=bow&tension=40' } },
        },
      },
    });
    const temp = await liveProject(track, ADDITIONAL);
    const additional = await built({ cwd: temp.cwd });
    const item = additional.document.paths['/pages/{id}']!;
    expect(Object.keys(item)).toEqual(['get', 'additionalOperations']);
    expect(Object.keys(item.additionalOperations as object)).toEqual(['PURGE', 'LINK']);
    // A peer validator reads it as the 3.2 document it says it is.
    const config = await createConfig({ extends: ['minimal'] });
    const problems = await lintFromString({ source: additional.text, absoluteRef: 'openapi.json', config });
    expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  });

  it('stays 3.1.0 for a site without them', async () => {
    expect((await built({ dir: PAM_CONTENT })).document.openapi).toBe('3.1.0');
  });
});
