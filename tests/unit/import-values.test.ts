/**
 * What `pamdocs import` writes, `pamdocs check` reads as the document says:
 * strings that a YAML reader may take for a number, a boolean, a null or a
 * date (an example like "3463754e3540884", found in a real document, is the
 * number Infinity to a YAML 1.2 reader when written unquoted) come back as
 * the same strings, through the frontmatter of the endpoint and of the entity.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { OPENAPI_FILE } from '../../src/shared/page-protocol.js';
import { Session } from '../../src/shared/session.js';

/** Strings that read as something else when written without quotes, to one YAML reader or another. */
const STRINGS = [
  '3463754e3540884',
  '3463754E3540884',
  '12e1000000000000000000',
  '1e5',
  '1.5E-3',
  '0x1F',
  '0xZZ',
  '0o17',
  '012',
  '1_000',
  '+12',
  '.inf',
  '-.Inf',
  '.nan',
  'yes',
  'no',
  'on',
  'off',
  'true',
  'False',
  '~',
  'null',
  'Null',
  '',
  '2024-01-01',
  '2024-01-01T10:00:00Z',
  '<<',
  '*x',
  '&x',
  '!x',
  '#x',
  '- x',
  'a: b',
];

let cwd: string;
beforeEach(async () => {
  cwd = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-import-values-'));
});
afterEach(() => rm(cwd, { recursive: true, force: true }));

/** Runs the CLI in `cwd`; its exit code and what it printed. */
async function run(args: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  const code = await runCli(args, { stdout: (t) => (out += t), stderr: (t) => (out += t), color: false, cwd });
  return { code, out };
}

describe('strings that look like other YAML values', () => {
  it('are imported, checked clean and exported again as the same strings', async () => {
    const item = { type: 'object', properties: { code: { type: 'string', enum: STRINGS, example: STRINGS[0] } } };
    const spec = {
      openapi: '3.1.0',
      info: { title: 'Values', version: '1.0.0' },
      paths: {
        '/items/{code}': {
          get: {
            operationId: 'getItem',
            tags: ['items'],
            parameters: [{ name: 'code', in: 'path', required: true, schema: { type: 'string', enum: STRINGS }, example: STRINGS[0] }],
            responses: {
              '200': { description: 'The item', content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } },
            },
          },
        },
      },
      components: { schemas: { Item: item } },
    };
    await writeFile(path.join(cwd, 'api.json'), JSON.stringify(spec));
    expect((await run(['import', 'api.json', '--out', 'docs'])).code).toBe(0);
    const endpoint = await readFile(path.join(cwd, 'docs/endpoints/items/get-item.md'), 'utf8');
    // Quoted, so that every YAML 1.2 reader (not only pamdocs') reads the string.
    expect(endpoint).toContain("example: '3463754e3540884'");

    expect(await run(['check', 'docs'])).toEqual({ code: 0, out: expect.stringMatching(/^No problems found/) });
    const built = await buildFiles({ dir: 'docs', cwd, session: new Session() });
    expect(built.ok).toBe(true);
    const exported = JSON.parse(String(built.files.get(OPENAPI_FILE))) as typeof spec;
    const [parameter] = exported.paths['/items/{code}'].get.parameters;
    expect(parameter).toMatchObject({ schema: { enum: STRINGS }, example: STRINGS[0] });
    expect(exported.components.schemas.Item.properties.code).toMatchObject({ enum: STRINGS, example: STRINGS[0] });
  });
});
