/**
 * The example validator (`src/parse/schema-validator.ts`) indexes a shared
 * schema only when a validation first refers into it: it must give exactly
 * the errors of indexing every shared schema up front, as
 * `@cfworker/json-schema` does by itself.
 */
import { describe, expect, it } from 'vitest';
import { dereference, validate } from '@cfworker/json-schema';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../../src/cli.js';
import { asSentBy, DEFS_URI, SchemaValidator, type Direction } from '../../src/parse/schema-validator.js';
import { ROOT } from '../helpers/content.js';

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
    ...['3.0/json', '3.1/json'].flatMap((dir) =>
      readdirSync(path.join(examples, dir))
        .filter((f) => f.endsWith('.json'))
        .map((f) => path.join(examples, dir, f)),
    ),
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
      order: {
        type: 'object',
        required: ['id', 'items'],
        properties: { id: { type: 'string', readOnly: true }, items: { type: 'array', items: { $ref: `${DEFS_URI}#/$defs/item` } } },
      },
      item: { type: 'object', required: ['drug'], properties: { drug: { $ref: `${DEFS_URI}#/$defs/drug` } } },
      drug: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
    };
    const order = { $ref: `${DEFS_URI}#/$defs/order` };
    const request = new SchemaValidator(defs, 'request');
    expect(request.validate({ items: [{ drug: { name: 'Aspirin' } }] }, order)).toEqual([]);
    const errors = request.validate({ items: [{ drug: { name: 5 } }] }, order);
    expect(errors.map((e) => e.instanceLocation)).toContain('#/items/0/drug/name');
    // A response must carry the read-only id.
    expect(new SchemaValidator(defs, 'response').validate({ items: [] }, order).map((e) => e.error)).toContain(
      'Instance does not have required property "id".',
    );
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

  it('gives each schema validated against ids of its own: two with the same relative `$id` each validate by theirs', () => {
    const validator = new SchemaValidator({}, 'request');
    // As two operations inline a schema with `$id: pet`; the second one's pet requires another property, and `friend` refers to each one's own.
    const body = (required: string) => ({
      type: 'object',
      properties: { pet: { $id: 'pet', type: 'object', required: [required] }, friend: { $ref: 'pet' } },
    });
    const first = validator.prepare(body('name'));
    const second = validator.prepare(body('age'));
    expect(first({ pet: { name: 'Rex' }, friend: { name: 'Tom' } })).toEqual([]);
    expect(second({ pet: { age: 3 }, friend: { age: 4 } })).toEqual([]);
    expect(first({ pet: { age: 3 }, friend: { name: 'Tom' } }).map((e) => e.instanceLocation)).toContain('#/pet');
    expect(second({ pet: { age: 3 }, friend: { name: 'Tom' } }).map((e) => e.instanceLocation)).toContain('#/friend');
    // The same `$id` at the root of each, and the first prepared again after the second.
    const root = (type: string) => ({ $id: 'pet', type: 'object', properties: { name: { type } } });
    expect(validator.validate({ name: 'Rex' }, root('string'))).toEqual([]);
    expect(validator.validate({ name: 'Rex' }, root('integer')).map((e) => e.instanceLocation)).toContain('#/name');
    expect(first({ pet: {}, friend: {} }).map((e) => e.instanceLocation)).toEqual(expect.arrayContaining(['#/pet', '#/friend']));
  });

  it('keeps the first of two shared schemas with the same `$id`, and validates the later one by its own keywords', () => {
    // A bundler inlined `tag` into `owner` and kept its `$id`; `label` refers to it by that id.
    const tag = { $id: 'https://example.com/schemas/tag', type: 'object', required: ['label'], properties: { label: { type: 'string' } } };
    const defs = {
      tag,
      owner: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, tag: structuredClone(tag) } },
      label: { type: 'object', properties: { of: { $ref: 'https://example.com/schemas/tag' } } },
    };
    for (const direction of ['request', 'response'] as const) {
      const validator = new SchemaValidator(defs, direction);
      const ref = (name: string) => ({ $ref: `${DEFS_URI}#/$defs/${name}` });
      expect(validator.validate({ name: 'Ann', tag: { label: 'vip' } }, ref('owner'))).toEqual([]);
      expect(validator.validate({ name: 'Ann', tag: { label: 1 } }, ref('owner')).map((e) => e.instanceLocation)).toContain('#/tag/label');
      expect(validator.validate({ label: 'vip' }, ref('tag'))).toEqual([]);
      expect(validator.validate({}, ref('tag')).map((e) => e.error)).toContain('Instance does not have required property "label".');
      expect(validator.validate({ of: { label: 'vip' } }, ref('label'))).toEqual([]);
      expect(validator.validate({ of: {} }, ref('label')).map((e) => e.instanceLocation)).toContain('#/of');
      // An operation inlining the same schema, `$id` and all, beside the shared one.
      expect(validator.validate({ label: 'vip' }, structuredClone(tag))).toEqual([]);
      expect(validator.validate({ label: false }, structuredClone(tag)).map((e) => e.instanceLocation)).toContain('#/label');
    }
  });

  it('validates a schema holding the same `$id` twice', () => {
    const pet = { $id: 'pet', type: 'object', required: ['name'], properties: { name: { type: 'string' } } };
    const schema = { type: 'object', properties: { mine: pet, yours: structuredClone(pet) } };
    const validator = new SchemaValidator({}, 'response');
    expect(validator.validate({ mine: { name: 'Rex' }, yours: { name: 'Tom' } }, schema)).toEqual([]);
    expect(validator.validate({ mine: { name: 'Rex' }, yours: {} }, schema).map((e) => e.instanceLocation)).toContain('#/yours');
  });

  it('takes `id` for no identifier (it is no keyword of 2020-12), nor the fields of an example', () => {
    const pet = (extra: Record<string, unknown>) => ({
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string' } },
      ...extra,
    });
    const defs = {
      a: pet({ id: 'pet' }),
      b: pet({ id: 'pet' }),
      c: pet({ id: 'http://[not a uri' }),
      d: pet({ example: { id: 'pet', name: 'Rex' } }),
      e: pet({ example: { id: 'pet', name: 'Tom' } }),
    };
    const validator = new SchemaValidator(defs, 'request');
    for (const name of Object.keys(defs)) {
      const ref = { $ref: `${DEFS_URI}#/$defs/${name}` };
      expect(validator.validate({ name: 'Rex' }, ref), name).toEqual([]);
      expect(
        validator.validate({ name: 5 }, ref).map((e) => e.instanceLocation),
        name,
      ).toContain('#/name');
    }
    // The same in two schemas validated against, as two operations inline them.
    for (const extra of [
      { id: 'pet' },
      { example: { id: 'pet' } },
      { properties: { name: { type: 'string' }, id: { type: 'integer' } } },
    ]) {
      for (let i = 0; i < 2; i++) {
        expect(validator.validate({ name: 'Rex' }, { type: 'object', properties: { pet: pet(extra) } })).toEqual([]);
        expect(
          validator.validate({ pet: { name: 1 } }, { type: 'object', properties: { pet: pet(extra) } }).map((e) => e.instanceLocation),
        ).toContain('#/pet/name');
      }
    }
  });

  it('throws on a schema it cannot follow, and goes on validating against others', () => {
    const validator = new SchemaValidator({ bad: { $ref: 'http://[not a uri' } }, 'request');
    expect(() => validator.validate({}, { $ref: 'https://example.com/nowhere' })).toThrow(/Unresolved \$ref/);
    expect(() => validator.validate({}, { $ref: 'http://[not a uri' })).toThrow(TypeError);
    expect(() => validator.validate({}, { $ref: `${DEFS_URI}#/$defs/bad` })).toThrow(TypeError);
    // It goes on validating against what it can follow.
    expect(validator.validate('x', { type: 'string' })).toEqual([]);
  });

  it('imports a document whose schemas repeat an `$id`, and its content checks clean', async () => {
    const cwd = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-duplicate-ids-'));
    try {
      let stderr = '';
      const io = { stdout: () => {}, stderr: (t: string) => (stderr += t), color: false, cwd };
      const code = await runCli(['import', path.join(ROOT, 'tests/fixtures/import/duplicate-ids.yaml'), '--out', 'docs'], io);
      expect(stderr).not.toContain('internal error');
      expect(code).toBe(0);
      // The generated examples match their schemas: no `schema/invalid-example` warning even with --strict.
      expect(await runCli(['check', 'docs', '--strict'], io)).toBe(0);
      // A schema the validator cannot follow (an `$id` that is no URI): the example rule skips its example, which does not match.
      const endpoint = path.join(cwd, 'docs/endpoints/operations/create-pet.md');
      const text = await readFile(endpoint, 'utf8');
      expect(text).toContain('$id: pet');
      await writeFile(endpoint, text.replace('$id: pet', "$id: 'http://[not a uri'").replace('"name": "string"', '"name": 1'));
      expect(await runCli(['check', 'docs', '--strict'], io)).toBe(0);
      expect(stderr).not.toContain('internal error');
    } finally {
      await rm(cwd, { recursive: true, force: true });
    }
  });
});
