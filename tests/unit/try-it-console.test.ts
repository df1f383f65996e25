/**
 * The pure parts of the Try it console (docs/guides/site.md, The Try it console):
 * the request it sends with the reader's values (`request.ts`, the samples'
 * request generalized), what its body check says as a reader types, and
 * how it reads and indents a large response body a chunk at a time.
 */
import { describe, expect, it } from 'vitest';
import type { Endpoint, PropertyTree } from '../../src/shared/site-model.js';
import { requestOf, sampleValues } from '../../templates/site/src/request.js';
import { checkBody } from '../../templates/site/src/try-it/body-check.js';
import { BodyChunks, JsonIndenter, sizeText } from '../../templates/site/src/try-it/response-body.js';
import { send } from '../../templates/site/src/try-it/send.js';

/** An endpoint with a path, a query and a header parameter, a bearer requirement and a JSON body. */
const ENDPOINT = {
  id: 'update-pet',
  groupId: 'pets',
  title: 'Update a pet',
  summary: '',
  method: 'PUT',
  path: '/pets/{petId}',
  operationId: 'updatePet',
  deprecated: false,
  security: [[{ scheme: 'bearer', scopes: [] }]],
  roles: [],
  responses: [],
  errors: [],
  entities: [],
  codeSamples: [],
  html: '',
  file: 'api.yaml',
  parameters: [
    { name: 'petId', in: 'path', schema: { type: 'integer' }, required: true, deprecated: false, description: '', example: 7 },
    { name: 'dryRun', in: 'query', schema: { type: 'boolean' }, required: false, deprecated: false, description: '', example: null },
    { name: 'X-Trace', in: 'header', schema: { type: 'string' }, required: false, deprecated: false, description: '', example: null },
  ],
  requestBody: {
    description: '',
    required: true,
    content: [{ contentType: 'application/json', schema: null, example: '{"name":"Bella"}' }],
  },
} satisfies Endpoint;
const BEARER = [
  {
    id: 'bearer',
    type: 'http' as const,
    label: 'Bearer token',
    howTo: '',
    description: '',
    carrier: { in: 'header' as const, name: 'Authorization', scheme: 'Bearer' },
  },
];

describe('the request a console sends', () => {
  it("takes the reader's values: the path, an optional parameter only when given, the credentials it holds, the body as typed", () => {
    const values = {
      parameters: { 'path:petId': 'a b', 'query:dryRun': 'true', 'header:X-Trace': '' },
      body: '{"name":"Max"}',
      parts: {},
      schemes: ['bearer'],
      secrets: { bearer: 'Bearer tk' },
    };
    const { request } = requestOf(ENDPOINT, 'https://api.pets.example', BEARER, values);
    expect(request).toEqual({
      method: 'PUT',
      url: 'https://api.pets.example/pets/a%20b',
      headers: [
        { name: 'Authorization', value: 'Bearer tk' },
        { name: 'Content-Type', value: 'application/json' },
      ],
      queryString: [{ name: 'dryRun', value: 'true' }],
      cookies: [],
      postData: { mimeType: 'application/json', text: '{"name":"Max"}' },
    });
    // No secret: a placeholder, as in the samples; no scheme: no credentials; an empty path parameter: {petId}.
    const shown = requestOf(ENDPOINT, 'https://api.pets.example', BEARER, { ...values, parameters: {}, secrets: {} });
    expect(shown.request.headers[0]).toEqual({ name: 'Authorization', value: 'Bearer <token>' });
    expect(shown.restore(shown.request.url)).toBe('https://api.pets.example/pets/{petId}');
    expect(requestOf(ENDPOINT, 'https://x', BEARER, { ...values, schemes: [] }).request.headers.map((h) => h.name)).toEqual([
      'Content-Type',
    ]);
  });

  it("is the sample's request with a sample's values", () => {
    expect(requestOf(ENDPOINT, 'https://x', BEARER, sampleValues(ENDPOINT)).request).toEqual(
      requestOf(ENDPOINT, 'https://x', BEARER).request,
    );
    expect(sampleValues(ENDPOINT)).toEqual({ parameters: { 'path:petId': '7' }, body: '{"name":"Bella"}', parts: {}, schemes: ['bearer'] });
  });
});

/** A pet: `name` required, `id` required but read-only, `status` an enum, `tags` an array, nothing else allowed. */
const PET: PropertyTree = {
  type: 'object',
  additional: false,
  properties: [
    { name: 'id', required: true, schema: { type: 'integer', readOnly: true } },
    { name: 'name', required: true, schema: { type: 'string' } },
    { name: 'status', required: false, schema: { type: 'string', enum: ['available', 'sold'] } },
    { name: 'weight', required: false, schema: { type: 'number | null' } },
    { name: 'tags', required: false, schema: { type: 'array of string' } },
    { name: 'owner', required: false, schema: { type: 'Owner', ref: { entity: 'owner', recursive: false } } },
  ],
};
const entities = (id: string): PropertyTree | undefined => ({ pet: PET, owner: { type: 'object', properties: [] } })[id];

describe('the body check', () => {
  it('gives the line and column of the first syntax error, and what was expected there', () => {
    expect(checkBody('{\n  "name": "Bella",\n}', PET, entities)).toEqual([
      'Not JSON at line 3, column 1: expected a property name in double quotes, found `}`.',
    ]);
    expect(checkBody('{ "name": \'Bella\' }', PET, entities)).toEqual([
      "Not JSON at line 1, column 11: expected a value (an object, array, string, number, true, false or null), found `'`.",
    ]);
    expect(checkBody('{ "name": "Bel', PET, entities)).toEqual([
      'Not JSON at line 1, column 15: expected `"` to end the string, found the end of the text.',
    ]);
    expect(checkBody('{ "name": "a\\q" }', PET, entities)).toEqual([
      'Not JSON at line 1, column 14: expected an escape such as `\\n`, `\\"` or `\\u00e9`, found `q`.',
    ]);
    expect(checkBody('[1, 2] x', null, entities)).toEqual(['Not JSON at line 1, column 8: expected nothing after the value, found `x`.']);
    expect(checkBody('{"a": 01}', null, entities)).toEqual(['Not JSON at line 1, column 8: expected `,` or `}`, found `1`.']);
    expect(checkBody(' \n', PET, entities)).toEqual([]);
  });

  it('checks the top level against the property tree: the type, required properties (not read-only ones), property types, enums, unknown properties', () => {
    expect(checkBody('{ "name": "Bella", "status": "sold", "weight": null, "tags": ["a"], "owner": {} }', PET, entities)).toEqual([]);
    expect(checkBody('[]', PET, entities)).toEqual(['The body should be object, not array.']);
    expect(checkBody('{ "status": "lost", "weight": "9", "tags": {}, "owner": 1, "colour": "red" }', PET, entities)).toEqual([
      'The required property `name` is missing.',
      '`status` should be one of "available", "sold".',
      '`weight` should be number or null, not string.',
      '`tags` should be array, not object.',
      '`owner` should be object, not integer.',
      '`colour` is not a property of this body.',
    ]);
    // A reference is checked once its entity is at hand; a type the check does not know is not checked.
    expect(checkBody('{}', { type: 'Pet', ref: { entity: 'pet', recursive: false } }, entities)).toEqual([
      'The required property `name` is missing.',
    ]);
    expect(checkBody('{}', { type: 'Pet', ref: { entity: 'pet', recursive: false } }, () => undefined)).toEqual([]);
    expect(checkBody('"x"', { type: 'UUID' }, entities)).toEqual([]);
    expect(checkBody('1.5', { type: 'integer' }, entities)).toEqual(['The body should be integer, not number.']);
  });
});

describe('a response body read a chunk at a time', () => {
  const value = { a: 1, b: [1, 'two', { c: null }], d: {}, e: [], f: 'a "quoted" {x: [y]}, \\ here', g: { h: { i: true } } };
  const text = JSON.stringify(value);

  it('indents JSON as JSON.stringify does, however it is cut into chunks', () => {
    for (let size = 1; size <= text.length; size += 3) {
      const indenter = new JsonIndenter();
      let out = '';
      for (let at = 0; at < text.length; at += size) out += indenter.push(text.slice(at, at + size));
      expect(out, `chunks of ${size}`).toBe(JSON.stringify(value, null, 2));
    }
    // Whitespace between tokens is replaced, never inside a string.
    expect(new JsonIndenter().push('{ "a" :\n [ 1 , "x  y" ] }')).toBe('{\n  "a": [\n    1,\n    "x  y"\n  ]\n}');
  });

  it('decodes a character split between two chunks whole, and says how much is shown', async () => {
    const body = new BodyChunks(new Blob(['ab€cd']));
    expect(body.blob.size).toBe(7);
    expect(await body.next(3)).toBe('ab');
    expect(body.done).toBe(false);
    expect(await body.next(3)).toBe('€c');
    expect(await body.next(3)).toBe('d');
    expect([body.done, body.read]).toEqual([true, 7]);
    expect([sizeText(512), sizeText(32_000), sizeText(4_960_000)]).toEqual(['512 bytes', '32 KB', '5.0 MB']);
  });

  it('says a TRACE request, or a CONNECT one of additionalOperations, is one browsers do not send, and sends nothing', async () => {
    const values = { parameters: { 'path:petId': '1' }, body: '', parts: {}, schemes: [], secrets: {} };
    for (const method of ['TRACE', 'CONNECT']) {
      const { request } = requestOf({ ...ENDPOINT, method }, 'https://api.pets.example', BEARER, values);
      expect(await send(request, new Map())).toEqual({
        kind: 'blocked',
        ms: 0,
        summary: `Browsers do not send ${method} requests; run the curl sample instead.`,
        steps: [],
      });
    }
  });
});
