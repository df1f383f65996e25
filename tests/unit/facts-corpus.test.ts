/**
 * Every fact of every parameter, property, response and header of an OpenAPI
 * document reaches the reader (tests/helpers/fact-audit.ts): for every JSON
 * example of `@readme/oas-examples` and `@scalar/galaxy` read live, each
 * description, default, value, example, limit, pattern, format and flag is in
 * the page data of its card and in its Markdown twin.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { kebab } from '../../src/openapi/names.js';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { Session } from '../../src/shared/session.js';
import { missingFacts } from '../helpers/fact-audit.js';

const require = createRequire(import.meta.url);
const EXAMPLES = path.dirname(require.resolve('@readme/oas-examples/package.json'));

/** Every JSON example document, and Scalar's Galaxy. */
const CORPUS = [
  ...['2.0', '3.0', '3.1'].flatMap((version) =>
    readdirSync(path.join(EXAMPLES, version, 'json'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => path.join(EXAMPLES, version, 'json', f)),
  ),
  require.resolve('@scalar/galaxy/3.1.json'),
];

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-facts-corpus-'));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

let serial = 0;

describe('every fact of an OpenAPI document read live', () => {
  it.each(CORPUS.map((spec) => [path.relative(path.dirname(EXAMPLES), spec), spec]))(
    '%s: is in the page data of its card and in its twin',
    async (_, spec) => {
      const cwd = path.join(tmp, String(serial++));
      await mkdir(cwd, { recursive: true });
      await writeFile(path.join(cwd, 'pamdocs.yaml'), `openapi: ${JSON.stringify(spec)}\n`);
      const built = await buildFiles({ dir: '.', cwd, session: new Session() });
      expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const document = parse(readFileSync(spec, 'utf8')) as Record<string, unknown>;
      const missing = missingFacts(document, built.files, (hook) => `/webhooks/${kebab(hook, 'webhook')}`);
      expect(missing.map((m) => `${m.in}: ${m.owner} ${m.part} ${m.path} ${m.kind} ${JSON.stringify(m.value).slice(0, 80)}`)).toEqual([]);
    },
  );
});
