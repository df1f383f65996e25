/**
 * Schema rules over the written schemas of endpoints and entities: every
 * `$ref` names an entity, and every JSON example matches the schema beside
 * it (checked with `@cfworker/json-schema`, a JSON Schema 2020-12 validator
 * that interprets schemas rather than compiling them: a check of 10,000
 * examples costs milliseconds, not seconds).
 */
import { contentKey } from '../../shared/session.js';
import type { OutputUnit } from '@cfworker/json-schema';
import type { ContentDocument } from '../../parse/documents.js';
import type { LoadedContent } from '../../parse/load.js';
import { refEntity, type SchemaInput } from '../../parse/shapes/schema-input.js';
import { schemaOfFields } from '../../parse/fields.js';
import { DEFS_URI, SchemaValidator, type Direction } from '../../parse/schema-validator.js';
import { standardSchema, writtenBodySchema, type Schema } from '../../parse/standard-schema.js';
import { didYouMean } from '../../shared/suggest.js';
import { entityIdsKey } from '../engine/keys.js';
import { atKey } from '../engine/locate.js';
import { defineRule } from '../engine/rule.js';
import { isJsonType } from './operations.js';

/** A written schema of a document, with the key path where it is written. */
interface Written {
  path: PropertyKey[];
  schema: SchemaInput;
}

/** Which side sends a body. */

/** A body of a document that may carry an example: its key path, who sends it, content type, schema and example. */
interface ExampleBody {
  path: PropertyKey[];
  direction: Direction;
  contentType: string | undefined;
  schema: SchemaInput | undefined;
  example: string | undefined;
}

/** The bodies of an endpoint (the request's and each response's, in each media type). */
function bodiesOf(doc: ContentDocument): ExampleBody[] {
  if (doc.kind !== 'endpoint') return [];
  const d = doc.data;
  const of = (
    path: PropertyKey[],
    m: {
      contentType?: string | undefined;
      schema?: SchemaInput | undefined;
      fields: Parameters<typeof schemaOfFields>[0];
      example?: string | undefined;
    },
  ): ExampleBody => ({
    path,
    direction: path[0] === 'requestBody' ? 'request' : 'response',
    contentType: m.contentType,
    schema: writtenBodySchema(m),
    example: m.example,
  });
  const out: ExampleBody[] = [];
  if (d.requestBody) {
    out.push(of(['requestBody'], d.requestBody));
    d.requestBody.alternatives.forEach((a, j) => out.push(of(['requestBody', 'alternatives', j], a)));
  }
  d.responses.forEach((r, i) => {
    out.push(of(['responses', i], r));
    r.alternatives.forEach((a, j) => out.push(of(['responses', i, 'alternatives', j], a)));
  });
  d.errors.forEach((e, i) => out.push(of(['errors', i], { ...e, fields: [] })));
  return out;
}

/** Every schema written in a document, with where. */
function schemasOf(doc: ContentDocument): Written[] {
  if (doc.kind === 'entity') return doc.data.schema ? [{ path: ['schema'], schema: doc.data.schema }] : [];
  if (doc.kind !== 'endpoint') return [];
  const out: Written[] = [];
  const add = (path: PropertyKey[], schema: SchemaInput | undefined) => schema && out.push({ path, schema });
  doc.data.parameters.forEach((p, i) => add(['parameters', i, 'schema'], p.schema));
  for (const body of bodiesOf(doc)) {
    const written = pick(doc, body.path) as { schema?: SchemaInput; itemSchema?: SchemaInput } | undefined;
    add([...body.path, 'schema'], written?.schema);
    add([...body.path, 'itemSchema'], written?.itemSchema);
  }
  doc.data.responses.forEach((r, i) => r.headers.forEach((h, k) => add(['responses', i, 'headers', k, 'schema'], h.schema)));
  return out;
}

/** The value at `path` of a document's frontmatter. */
function pick(doc: ContentDocument, path: PropertyKey[]): { schema?: unknown } | undefined {
  let v: unknown = doc.data;
  for (const seg of path) v = v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[seg] : undefined;
  return v as { schema?: unknown } | undefined;
}

/** Every `$ref` in `schema`, with its key path. */
function* refs(schema: SchemaInput, path: PropertyKey[]): Generator<{ ref: string; path: PropertyKey[] }> {
  if (schema.$ref !== undefined) yield { ref: schema.$ref, path: [...path, '$ref'] };
  for (const [k, v] of Object.entries(schema.properties ?? {})) yield* refs(v, [...path, 'properties', k]);
  for (const key of ['items', 'not'] as const) if (schema[key]) yield* refs(schema[key]!, [...path, key]);
  if (typeof schema.additionalProperties === 'object') yield* refs(schema.additionalProperties, [...path, 'additionalProperties']);
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const)
    for (const [i, s] of (schema[key] ?? []).entries()) yield* refs(s, [...path, key, i]);
}

export const unknownRefEntity = defineRule(
  {
    id: 'schema/unknown-entity',
    severity: 'error',
    summary: 'a `$ref` in a schema to an entity that does not exist',
    docs: [
      'A `$ref` names an entity of the data model by its id (`drug`, or `#/entities/drug`), the file name under `entities/`.',
      'A reference to nothing leaves a hole in the schema the site shows and in openapi.json.',
    ].join(' '),
  },
  {
    key: (ctx) => ctx.memo(entityIdsKey),
    document: (doc, report, { content }) => {
      const ids = content.index.paths.entities;
      for (const { schema, path } of schemasOf(doc)) {
        for (const { ref, path: at } of refs(schema, path)) {
          const entity = refEntity(ref);
          if (entity !== undefined && ids.includes(entity)) continue;
          report(
            atKey(doc, at),
            entity === undefined
              ? `\`$ref: ${ref}\` names no entity: write an entity id such as \`drug\`, or \`#/entities/drug\``
              : `Cannot find entity "${entity}" for \`$ref\`${didYouMean(entity, ids)}`,
          );
        }
      }
    },
  },
);

/** Validates examples against schemas that may refer to the entities. */
interface ExampleValidators {
  /** A digest of the entities' schemas (SHA-256 of their JSON), for the rule's key: compared for every document, so short. */
  key: string;
  /** Where entity references point. */
  refTo: (id: string) => string | undefined;
  /** The validator of values sent in `direction`, made on first use (it indexes an entity's schema when an example first refers into it). */
  validator(direction: Direction): SchemaValidator;
}

/**
 * The run's validators over the entities' schemas
 * (`src/parse/schema-validator.ts`). A run whose documents all come with
 * their reports from the check cache reads only `defs`, for the key, and
 * makes no validator.
 */
function exampleValidators(content: LoadedContent): ExampleValidators {
  const refTo = (id: string) => (content.index.entities.has(id) ? `${DEFS_URI}#/$defs/${id}` : undefined);
  const defs: Record<string, Schema> = {};
  for (const [id, doc] of content.index.entities) defs[id] = standardSchema(doc.data.schema ?? schemaOfFields(doc.data.fields), refTo);
  const made = new Map<Direction, SchemaValidator>();
  const validator = (direction: Direction) => {
    let known = made.get(direction);
    if (!known) made.set(direction, (known = new SchemaValidator(defs, direction)));
    return known;
  };
  return { key: contentKey(JSON.stringify(defs)), refTo, validator };
}

/** The most specific error of a failed validation, in words: the deepest in the value, then in the schema. */
function firstLeaf(errors: readonly OutputUnit[]): string {
  const leaf = [...errors].sort(
    (a, b) => b.instanceLocation.length - a.instanceLocation.length || b.keywordLocation.length - a.keywordLocation.length,
  )[0];
  if (!leaf) return 'it does not validate';
  const where = leaf.instanceLocation.replace(/^#/, '') || 'the top level';
  return `at ${where}: ${leaf.error}`;
}

export const invalidExample = defineRule(
  {
    id: 'schema/invalid-example',
    severity: 'warning',
    summary: 'a JSON example that does not match its schema',
    docs: [
      "A JSON example beside a schema (or fields) is checked against it, as Redocly's `no-invalid-media-type-examples` does.",
      'Real API documents often carry such examples, so it is a warning: fix the example or the schema, whichever is wrong.',
    ].join(' '),
  },
  {
    key: (ctx) => ctx.memo(exampleValidators).key,
    document: (doc, report, ctx) => {
      const generated = doc.spec?.generated;
      for (const body of bodiesOf(doc)) {
        if (body.example === undefined || !body.schema || !isJsonType(body.contentType)) continue;
        // An example pamdocs generated from this schema matches it already.
        if (generated?.includes(`/${body.path.join('/')}`)) continue;
        let value: unknown;
        try {
          value = JSON.parse(body.example);
        } catch {
          continue; // `operation/invalid-json-example` reports it.
        }
        const validators = ctx.memo(exampleValidators);
        let errors: readonly OutputUnit[];
        try {
          errors = validators.validator(body.direction).validate(value, standardSchema(body.schema, validators.refTo));
        } catch {
          continue; // A schema the validator cannot follow (a `$ref` to nothing it knows, an `$id` that is no URI): no finding, rather than a false one.
        }
        if (errors.length > 0) report(atKey(doc, [...body.path, 'example']), `The example does not match its schema ${firstLeaf(errors)}`);
      }
    },
  },
);

/** The rules of this file, in report order. */
export const schemaRules = [unknownRefEntity, invalidExample] as const;
