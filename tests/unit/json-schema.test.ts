import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { runCli } from '../../src/cli.js';
import { discover } from '../../src/source/discover.js';
import { classify } from '../../src/parse/documents.js';
import { splitFrontmatter } from '../../src/parse/frontmatter.js';
import { jsonSchema, SCHEMA_KINDS, type SchemaKind } from '../../src/parse/json-schema.js';
import { PAM_CONTENT, ROOT } from '../helpers/content.js';

/** The schema kind of a content-relative path. */
function kindOf(rel: string): SchemaKind | undefined {
  if (rel === 'pamdocs.yaml') return 'config';
  const k = classify(rel);
  return k.kind === 'unknown' ? undefined : k.kind;
}

describe('published JSON Schema', () => {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  const compiled = new Map<SchemaKind, ReturnType<typeof ajv.compile>>();
  const validator = (kind: SchemaKind) => {
    if (!compiled.has(kind)) compiled.set(kind, ajv.compile(jsonSchema(kind)));
    return compiled.get(kind)!;
  };

  it('accepts every file of the PAM content (checked by a peer validator, ajv)', async () => {
    const sources = await discover(PAM_CONTENT, ROOT);
    let validated = 0;
    for (const source of sources) {
      const kind = kindOf(source.rel);
      if (!kind) continue;
      const text = await readFile(source.path, 'utf8');
      const data = kind === 'config' ? parse(text) : splitFrontmatter(text).frontmatter!.value;
      const validate = validator(kind);
      expect(validate(data), `${source.rel}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      validated++;
    }
    expect(validated).toBe(1 + 53 + 14 + 4);
  });

  it('refuses unknown keys and invalid values, as the checker does', () => {
    const validate = validator('endpoint');
    const base = { title: 'T', summary: 'S', method: 'GET', path: '/x', auth: 'none', responses: [{ status: 200, description: 'ok' }] };
    expect(validate(base)).toBe(true);
    expect(validate({ ...base, methd: 'GET' })).toBe(false);
    expect(validate({ ...base, method: 'get' })).toBe(false);
    expect(validate({ ...base, method: 'PURGE' })).toBe(true);
    expect(validate({ ...base, responses: [{ status: 999, description: 'x' }] })).toBe(false);
  });

  it('is printed by `pamdocs schema <kind>` for every kind the command offers', async () => {
    for (const kind of Object.keys(SCHEMA_KINDS) as SchemaKind[]) {
      let stdout = '';
      const code = await runCli(['schema', kind], { stdout: (t) => (stdout += t), stderr: () => {}, color: false, cwd: path.join(ROOT) });
      expect(code).toBe(0);
      expect(JSON.parse(stdout)).toEqual(jsonSchema(kind));
    }
  });
});

describe('schema field descriptions', () => {
  it('give every property of every content kind a description, for editors', () => {
    const missing: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      for (const [name, property] of Object.entries((schema.properties as Record<string, Record<string, unknown>> | undefined) ?? {})) {
        if (typeof property.description !== 'string' || property.description.length === 0) missing.push(`${at}.${name}`);
        walk(property, `${at}.${name}`);
      }
      for (const key of ['items', 'additionalProperties']) walk(schema[key], `${at}[]`);
      for (const key of ['anyOf', 'oneOf', 'allOf']) for (const part of (schema[key] as unknown[] | undefined) ?? []) walk(part, at);
    };
    for (const kind of Object.keys(SCHEMA_KINDS) as SchemaKind[]) walk(jsonSchema(kind), kind);
    expect(missing).toEqual([]);
  });
});
