/**
 * The example validator (`src/parse/schema-validator.ts`) indexes a shared
 * schema only when a validation first refers into it: it must give exactly
 * the errors of indexing every shared schema up front, as
 * `@cfworker/json-schema` does by itself.
 */
import { describe, expect, it } from 'vitest';
import { dereference, validate } from '@cfworker/json-schema';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { asSentBy, DEFS_URI, SchemaValidator, type Direction } from '../../src/parse/schema-validator.js';

type Schema = Record<string, unknown>;

/** The oracle: the errors of a value with every shared schema of `defs` indexed first, as `@cfworker/json-schema` does by itself. */
function upFront(defs: Record<string, unknown>, direction: Direction) {
  const sent = Object.fromEntries(Object.entries(defs).map(([name, s]) => [name, asSentBy(s, direction)]));
  const lookup = dereference({ $id: DEFS_URI, $defs: sent });
  let added = 0;
  return (schema: Schema, value: unknown) => {
    const own = { ...(asSentBy(schema, direction) as Schema), $id: `${DEFS_URI}/oracle-${++added}` };
    dereference(own, lookup);
    return validate(value, own, '2020-12', lookup, false).errors;
  };
}

/** A document's component schemas, their references pointed at the validator's shared schemas. */
function sharedSchemas(file: string): Record<string, unknown> {
  const text = readFileSync(file, 'utf8').replaceAll('"#/components/schemas/', `"${DEFS_URI}#/$defs/`);
  return (JSON.parse(text) as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ?? {};
}

const VALUES: unknown[] = [{}, [], 'text', 1, 2.5, null, true, { id: 'x', name: 1, tags: [1, 'a'] }, [{ id: 1 }, {}]];

describe('the example validator', () => {
  const require = createRequire(import.meta.url);
  const examples = path.dirname(require.resolve('@readme/oas-examples/package.json'));
  const documents = [
    require.resolve('@scalar/galaxy/3.1.json'),
    ...['3.0/json', '3.1/json'].flatMap((dir) => readdirSync(path.join(examples, dir)).filter((f) => f.endsWith('.json')).map((f) => path.join(examples, dir, f))),
  ];

  it('gives the errors of indexing every shared schema first, for every component schema of the example documents', () => {
    let compared = 0;
    for (const file of documents) {
      const defs = sharedSchemas(file);
      for (const direction of ['request', 'response'] as const) {
        const validator = new SchemaValidator(defs, direction);
        const oracleOf = upFront(defs, direction);
        for (const name of Object.keys(defs)) {
          const schema = { $ref: `${DEFS_URI}#/$defs/${encodeURIComponent(name)}` };
          for (const value of VALUES) {
            let lazy: unknown;
            let oracle: unknown;
            try {
              lazy = validator.validate(value, schema);
            } catch (error) {
              lazy = (error as Error).message.split('\n')[0];
            }
            try {
              oracle = oracleOf(schema, value);
            } catch (error) {
              oracle = (error as Error).message.split('\n')[0];
            }
            expect(lazy, `${path.basename(file)} ${name} ${direction} ${JSON.stringify(value)}`).toEqual(oracle);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('follows a chain of shared schemas, each sent as its direction sends it', () => {
    const defs = {
      order: { type: 'object', required: ['id', 'items'], properties: { id: { type: 'string', readOnly: true }, items: { type: 'array', items: { $ref: `${DEFS_URI}#/$defs/item` } } } },
      item: { type: 'object', required: ['drug'], properties: { drug: { $ref: `${DEFS_URI}#/$defs/drug` } } },
      drug: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
    };
    const order = { $ref: `${DEFS_URI}#/$defs/order` };
    const request = new SchemaValidator(defs, 'request');
    expect(request.validate({ items: [{ drug: { name: 'Aspirin' } }] }, order)).toEqual([]);
    const errors = request.validate({ items: [{ drug: { name: 5 } }] }, order);
    expect(errors.map((e) => e.instanceLocation)).toContain('#/items/0/drug/name');
    // A response must carry the read-only id.
    expect(new SchemaValidator(defs, 'response').validate({ items: [] }, order).map((e) => e.error)).toContain('Instance does not have required property "id".');
  });

  it('indexes every shared schema up front when one has a URI of its own, which another may refer to', () => {
    const defs = {
      pet: { $id: 'https://example.com/pet', type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
      owner: { type: 'object', properties: { pet: { $ref: 'https://example.com/pet' } } },
    };
    const validator = new SchemaValidator(defs, 'response');
    const owner = { $ref: `${DEFS_URI}#/$defs/owner` };
    expect(validator.validate({ pet: { name: 'Rex' } }, owner)).toEqual([]);
    expect(validator.validate({ pet: {} }, owner).map((e) => e.instanceLocation)).toContain('#/pet');
  });
});
