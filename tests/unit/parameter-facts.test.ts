/**
 * The facts of parameters, headers and fields that OpenAPI documents give in
 * more than one way reach the card's page data and the Markdown twin: a
 * description on the parameter's schema only (Spotify's 214 parameters), a
 * parameter's named examples (Azure's), a header's example and `deprecated`,
 * the headers of an error response, the fields of an object parameter and
 * of the alternatives of a body, and the facts of an `allOf` part that a later
 * part names again.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { Session } from '../../src/shared/session.js';
import type { Endpoint } from '../../src/shared/site-model.js';
import { ROOT, tempContent, useTempContent } from '../helpers/content.js';
import { missingFacts } from '../helpers/fact-audit.js';

const track = useTempContent();

const API = `openapi: 3.0.3
info: { title: Market, version: 1.0.0 }
paths:
  /albums:
    get:
      operationId: getAlbums
      tags: [albums]
      parameters:
        - { name: market, in: query, schema: { type: string, description: An ISO 3166-1 alpha-2 country code. } }
        - { name: limit, in: query, description: How many to return., schema: { type: integer, description: Unused here., maximum: 50 } }
        - name: filter
          in: query
          schema: { type: string }
          examples: { byName: { value: "name eq 'a'" }, byDate: { value: "date gt 2020" } }
        - name: range
          in: query
          style: deepObject
          schema: { type: object, properties: { from: { type: string, format: date, description: First day. } } }
      responses:
        "200":
          description: The albums.
          headers:
            X-Rate-Limit: { description: Calls left this hour., deprecated: true, schema: { type: integer }, example: 99 }
          content:
            application/json:
              schema:
                allOf:
                  - { type: object, properties: { items: { type: array, description: The albums of the page., items: { type: object } } } }
                  - type: object
                    properties:
                      items: { type: array, items: { type: object, properties: { uri: { type: string, description: Spotify URI } } } }
                      source:
                        oneOf:
                          - { title: Card, type: object, properties: { last4: { type: string, pattern: "^[0-9]{4}$" } } }
                          - { title: Bank, type: object, properties: { iban: { type: string, description: The account. } } }
        "429":
          description: Too many calls.
          headers:
            Retry-After: { description: Seconds to wait., schema: { type: integer, minimum: 1 } }
`;

describe('facts given more than one way', () => {
  it('reach the page data of their card and the twin', async () => {
    const temp = track(await tempContent(path.join(ROOT, 'tests/fixtures/openapi-live')));
    await temp.write('pets.yaml', API);
    const site = await buildFiles({ cwd: temp.cwd, session: new Session() });
    expect(site.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const ep: Endpoint = site.model!.groups.flatMap((g) => g.endpoints).find((e) => e.id === 'get-albums')!;
    const [market, limit, filter] = ep.parameters;
    expect([market?.description, limit?.description]).toEqual(['An ISO 3166-1 alpha-2 country code.', 'How many to return.']);
    expect(market?.schema.description).toBeUndefined();
    expect([filter?.example, filter?.schema.example]).toEqual(["name eq 'a'", 'date gt 2020']);
    expect(ep.errors[0]?.headers.map((h) => [h.name, h.description, h.schema.constraints])).toEqual([
      ['Retry-After', 'Seconds to wait.', ['at least 1']],
    ]);
    const twin = String(site.files.get('md/api/albums.md'));
    for (const line of [
      '| `market` | query | string | no | | An ISO 3166-1 alpha-2 country code. |',
      '| `limit` | query | integer | no | | How many to return. At most 50. |',
      '| `filter` | query | string | no | | Examples `"name eq \'a\'"`, `"date gt 2020"`. |',
      'Fields of the `range` query parameter:',
      '| `from` | string (date) | no | First day. |',
      '| `X-Rate-Limit` | integer | no | Calls left this hour. Example `99`. Deprecated. |',
      '| `items` | array of object | no | The albums of the page. |',
      '| `items[].uri` | string | no | Spotify URI |',
      '| `source.last4` | string | no | (Card) Matches ^[0-9]{4}$. |',
      '| `source.iban` | string | no | (Bank) The account. |',
      'Headers of the 429 error:',
      '| `Retry-After` | integer | no | Seconds to wait. At least 1. |',
    ])
      expect(twin).toContain(line);
    const document = (await import('yaml')).parse(API) as Record<string, unknown>;
    expect(missingFacts(document, site.files)).toEqual([]);
  });
});
