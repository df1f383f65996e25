/**
 * Written schemas as the site shows them: trees with type labels, limits in
 * words, `allOf` merged where it can be, alternatives kept, references left
 * as references and marked recursive when they point back at an ancestor.
 */
import { describe, expect, it } from 'vitest';
import { toTree, type TreeContext } from '../../src/model/property-tree.js';
import { schemaOfFields } from '../../src/parse/fields.js';
import type { SchemaInput } from '../../src/parse/shapes.js';

const entities: Record<string, { name: string; schema: SchemaInput }> = {
  pet: {
    name: 'Pet',
    schema: {
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' }, parent: { $ref: 'pet' } },
      required: ['id'],
    },
  },
  owner: { name: 'Owner', schema: { type: 'object', properties: { email: { type: 'string', format: 'email' } } } },
  status: { name: 'Status', schema: { type: 'string', description: 'Where the order is.', enum: ['open', 'paid'], default: 'open' } },
  code: { name: 'Code', schema: { type: 'string', pattern: '^[A-Z]+$' } },
};
const ctx = (inside: string[] = []): TreeContext => ({
  schemaOf: (id) => entities[id]?.schema,
  nameOf: (id) => entities[id]?.name,
  inside,
});

describe('property trees', () => {
  it('shows nested objects and arrays with their types, required marks and limits in words', () => {
    const tree = toTree(
      {
        type: 'object',
        required: ['items'],
        properties: {
          items: {
            type: 'array',
            minItems: 1,
            maxItems: 20,
            items: {
              type: 'object',
              properties: {
                sku: { type: 'string', pattern: '^[A-Z]{3}$' },
                quantity: { type: 'integer', minimum: 1, exclusiveMaximum: 100, default: 1 },
              },
            },
          },
          note: { type: ['string', 'null'], maxLength: 200, readOnly: true },
          status: { type: 'string', enum: ['open', 'paid'] },
          legacy: { type: 'string', nullable: true, deprecated: true },
        },
        additionalProperties: false,
      },
      ctx(),
    );
    expect(tree.type).toBe('object');
    expect(tree.additional).toBe(false);
    const [items, note, status, legacy] = tree.properties!;
    expect(items).toMatchObject({ name: 'items', required: true, schema: { type: 'array of object', constraints: ['1 to 20 items'] } });
    expect(items!.schema.items!.properties!.map((p) => [p.name, p.schema.type, p.schema.constraints ?? []])).toEqual([
      ['sku', 'string', ['matches ^[A-Z]{3}$']],
      ['quantity', 'integer', ['at least 1', 'less than 100']],
    ]);
    expect(items!.schema.items!.properties![1]!.schema.default).toBe(1);
    expect(note).toMatchObject({
      required: false,
      schema: { type: 'string | null', constraints: ['at most 200 characters'], readOnly: true },
    });
    expect(status!.schema.enum).toEqual(['open', 'paid']);
    expect(legacy!.schema).toMatchObject({ type: 'string | null', deprecated: true });
  });

  it('merges allOf parts that are objects, references included, and keeps the rest as alternatives', () => {
    const merged = toTree(
      { allOf: [{ $ref: 'owner' }, { type: 'object', properties: { since: { type: 'string', format: 'date' } }, required: ['since'] }] },
      ctx(),
    );
    expect(merged.properties!.map((p) => [p.name, p.required])).toEqual([
      ['email', false],
      ['since', true],
    ]);
    const extended = toTree({ allOf: [{ $ref: 'owner' }], properties: { since: { type: 'string' } } }, ctx());
    expect(extended.properties?.map((p) => p.name)).toEqual(['email', 'since']);
    const chosen = toTree(
      {
        allOf: [{ $ref: 'owner' }, { oneOf: [{ properties: { card: { type: 'string' } } }, { properties: { iban: { type: 'string' } } }] }],
      },
      ctx(),
    );
    expect([chosen.properties?.map((p) => p.name), chosen.alternatives?.options.length]).toEqual([['email'], 2]);
    const unmergeable = toTree({ allOf: [{ type: 'string', maxLength: 5 }, { maxLength: 3 }] }, ctx());
    expect(unmergeable.alternatives?.kind).toBe('allOf');
    expect(toTree({ allOf: [{ type: 'string' }, { maxLength: 3 }] }, ctx())).toEqual({
      type: 'string',
      constraints: ['at most 3 characters'],
    });
    const oneOf = toTree({ oneOf: [{ $ref: 'pet' }, { $ref: 'owner' }] }, ctx());
    expect(oneOf).toMatchObject({
      type: 'one of',
      alternatives: {
        kind: 'oneOf',
        options: [
          { type: 'Pet', ref: { entity: 'pet' } },
          { type: 'Owner', ref: { entity: 'owner' } },
        ],
      },
    });
  });

  it('keeps references as references, recursive when they point at an entity the tree is inside of', () => {
    const pet = toTree(entities.pet!.schema, ctx(['pet']));
    expect(pet.properties!.find((p) => p.name === 'parent')!.schema).toEqual({ type: 'Pet', ref: { entity: 'pet', recursive: true } });
    const list = toTree({ type: 'array', items: { $ref: 'pet' } }, ctx());
    expect(list).toMatchObject({ type: 'array of Pet', items: { type: 'Pet', ref: { entity: 'pet', recursive: false } } });
  });

  it('merges an entity into an `allOf` once on a branch: met again below (as AWS documents nest them), it is a recursive reference', () => {
    // A node is a base and a depth; a base's `next` is a node again.
    const extended = (ref: string): SchemaInput => ({ allOf: [{ $ref: ref }, { properties: { depth: { type: 'integer' } } }] });
    const nodes: Record<string, SchemaInput> = {
      base: { type: 'object', properties: { value: { type: 'string' }, next: extended('base') } },
    };
    const tree = toTree(extended('base'), { schemaOf: (id) => nodes[id], nameOf: () => 'Base', inside: [] });
    expect(tree.properties!.map((p) => [p.name, p.schema.type])).toEqual([
      ['value', 'string'],
      ['next', 'all of'],
      ['depth', 'integer'],
    ]);
    expect(tree.properties![1]!.schema.alternatives!.options[0]).toEqual({ type: 'Base', ref: { entity: 'base', recursive: true } });
  });

  it('shows a reference to an entity that is one value with its facts, linked to it, the keywords beside the reference first', () => {
    const facts = { description: 'Where the order is.', enum: ['open', 'paid'], default: 'open' };
    const ref = { entity: 'status', recursive: false, value: true };
    expect(toTree({ $ref: 'status' }, ctx())).toEqual({ type: 'Status (string)', ref, ...facts });
    expect(toTree({ $ref: 'status', description: 'Its state.', default: 'paid', deprecated: true }, ctx())).toEqual({
      type: 'Status (string)',
      ref,
      ...facts,
      description: 'Its state.',
      default: 'paid',
      deprecated: true,
    });
    // OpenAPI 3.0's way to describe a reference: an allOf of one part.
    expect(toTree({ allOf: [{ $ref: 'status' }], description: 'Its state.' }, ctx())).toEqual({
      type: 'Status (string)',
      ref,
      ...facts,
      description: 'Its state.',
    });
    expect(toTree({ type: 'array', items: { $ref: 'status' } }, ctx()).items).toMatchObject({ ref, enum: ['open', 'paid'] });
    expect(toTree({ $ref: 'status', nullable: true }, ctx()).type).toBe('Status (string | null)');
    expect(toTree({ $ref: 'code', maxLength: 3 }, ctx()).constraints).toEqual(['matches ^[A-Z]+$', 'at most 3 characters']);
    expect(toTree({ allOf: [{ $ref: 'owner' }, { description: 'Who ordered.' }] }, ctx())).toEqual({
      type: 'Owner',
      ref: { entity: 'owner', recursive: false },
      description: 'Who ordered.',
    });
    expect(toTree({ $ref: 'owner', type: ['object', 'null'] }, ctx()).type).toBe('Owner | null');
    expect(toTree({ $ref: 'owner', description: 'Who ordered.' }, ctx())).toEqual({
      type: 'Owner',
      ref: { entity: 'owner', recursive: false },
      description: 'Who ordered.',
    });
  });

  it('gives the items of an array a node when they say more than their type, and every example', () => {
    expect(toTree({ type: 'array', items: { type: 'string', format: 'uuid' } }, ctx()).items).toBeUndefined();
    expect(toTree({ type: 'array', items: { type: 'string', maxLength: 3, description: 'A code.' } }, ctx()).items).toEqual({
      type: 'string',
      description: 'A code.',
      constraints: ['at most 3 characters'],
    });
    expect(toTree({ type: 'string', example: 'a', examples: ['b', 'c'] }, ctx())).toMatchObject({ example: 'a', examples: ['b', 'c'] });
  });

  it("reads flat fields as an object of the writers' type names", () => {
    const tree = toTree(
      schemaOfFields([
        { name: 'tags', type: 'string[]', required: true, description: 'Labels.' },
        { name: 'drug', type: 'Drug' },
      ]),
      ctx(),
    );
    expect(tree.properties!.map((p) => [p.name, p.schema.type, p.required, p.schema.description])).toEqual([
      ['tags', 'string[]', true, 'Labels.'],
      ['drug', 'Drug', false, undefined],
    ]);
  });
});
