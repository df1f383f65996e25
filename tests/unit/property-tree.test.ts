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
    const unmergeable = toTree({ allOf: [{ type: 'string' }, { maxLength: 3 }] }, ctx());
    expect(unmergeable.alternatives?.kind).toBe('allOf');
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
    // A node is `allOf: [Node]` with a description; a node's `next` is one again.
    const nodes: Record<string, SchemaInput> = {
      node: { allOf: [{ $ref: 'base' }], description: 'A node.' },
      base: {
        type: 'object',
        properties: { value: { type: 'string' }, next: { allOf: [{ $ref: 'node' }], description: 'The next one.' } },
      },
    };
    const tree = toTree(
      { allOf: [{ $ref: 'node' }] },
      { schemaOf: (id) => nodes[id], nameOf: (id) => (id === 'node' ? 'Node' : 'Base'), inside: [] },
    );
    expect(tree.properties!.map((p) => [p.name, p.schema.type, p.schema.alternatives?.options])).toEqual([
      ['value', 'string', undefined],
      ['next', 'all of', [{ type: 'Node', ref: { entity: 'node', recursive: true } }]],
    ]);
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
