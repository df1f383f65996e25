/**
 * `pamdocs diff` on the security of an operation written as Google writes
 * it: several alternatives over the same two schemes, one per scope. Who
 * gets through decides what breaks: reordering the alternatives, or editing
 * anything else of the operation, changes nothing; a new alternative breaks
 * no one; a scope added to an alternative whose clients nothing else lets
 * through, or an alternative dropped so, breaks them.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diff } from '../../src/pipeline/diff.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-diff-security-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A document whose one operation, `GET /files`, has the description `description` and the security alternatives `alternatives` (YAML lines). */
const api = (alternatives: string[], description = 'Lists files.') =>
  [
    'openapi: 3.0.0',
    "info: { title: Drive, version: '1' }",
    'paths:',
    '  /files:',
    '    get:',
    `      description: ${description}`,
    "      responses: { '200': { description: ok } }",
    '      security:',
    ...alternatives.map((a) => `        - ${a}`),
  ].join('\n');

/** The alternative asking `scope` of both of Google's schemes. */
const both = (...scopes: string[]) => `{ Oauth2: [${scopes.join(', ')}], Oauth2c: [${scopes.join(', ')}] }`;

const BASE = api([both('drive'), both('drive.file'), both('drive.readonly')]);

/** The changes from {@link BASE} to `head`: `file:line severity rule: message` each. */
async function changes(head: string, base = BASE): Promise<string[]> {
  await writeFile(path.join(dir, 'base.yaml'), base);
  await writeFile(path.join(dir, 'head.yaml'), head);
  const result = await diff({ base: 'base.yaml', head: 'head.yaml', cwd: dir });
  if (!result.ok) throw new Error(`not compared: ${JSON.stringify(result.diagnostics)}`);
  return result.changes.map((c) => `${c.file}:${c.line} ${c.severity} ${c.rule}: ${c.message}`);
}

describe('pamdocs diff on security alternatives over the same schemes', () => {
  it('reports nothing when only the description changed', async () => {
    expect(await changes(api([both('drive'), both('drive.file'), both('drive.readonly')], 'Lists the files.'))).toEqual([]);
  });

  it('reports nothing when the alternatives, their schemes and their scopes are reordered', async () => {
    const reordered = ['{ Oauth2c: [drive.readonly], Oauth2: [drive.readonly] }', both('drive'), both('drive.file')];
    expect(await changes(api(reordered))).toEqual([]);
    expect(await changes(api(['{ Oauth2: [b, a], Oauth2c: [a] }']), api(['{ Oauth2c: [a], Oauth2: [a, b] }']))).toEqual([]);
  });

  it('reports nothing for a new alternative', async () => {
    expect(await changes(api([both('drive'), both('drive.file'), both('drive.readonly'), both('drive.metadata')]))).toEqual([]);
  });

  it('reports nothing for an alternative removed whose clients another still lets through', async () => {
    expect(await changes(api([both('drive')]), api([both('drive'), both('drive', 'drive.file')]))).toEqual([]);
  });

  it('reports a scope added to one alternative, at that alternative, naming the operation', async () => {
    expect(await changes(api([both('drive'), both('drive.file', 'drive.appdata'), both('drive.readonly')]))).toEqual([
      'head.yaml:10 error diff/api-security-scope-added: the operation GET /files now requires the scope `drive.appdata` of `Oauth2`',
      'head.yaml:10 error diff/api-security-scope-added: the operation GET /files now requires the scope `drive.appdata` of `Oauth2c`',
    ]);
  });

  it('reports an alternative removed whose clients nothing else lets through', async () => {
    expect(await changes(api([both('drive'), both('drive.file')]))).toEqual([
      'head.yaml:8 error diff/api-security-added: the operation GET /files no longer accepts `Oauth2` (`drive.readonly`) and `Oauth2c` (`drive.readonly`)',
    ]);
  });

  it('reports an alternative replaced by one of other schemes', async () => {
    expect(await changes(api(['{ api_key: [] }']), api(['{ Oauth2: [drive] }', '{ api_key: [] }', '{ session: [] }']))).toEqual([
      'head.yaml:8 error diff/api-security-added: the operation GET /files no longer accepts `Oauth2` (`drive`)',
      'head.yaml:8 error diff/api-security-added: the operation GET /files no longer accepts `session`',
    ]);
  });
});
