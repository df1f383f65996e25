/**
 * The versions of OpenAPI pamdocs reads (Swagger 2.0, OpenAPI 3.0, 3.1 and
 * 3.2), and the message for one it does not, through `init --from` and
 * `check` as a user runs them.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';

let cwd: string;
beforeEach(async () => {
  cwd = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-versions-'));
});
afterEach(() => rm(cwd, { recursive: true, force: true }));

/** Runs the CLI in `cwd` and captures what it prints. */
async function run(args: string[]) {
  let out = '';
  const code = await runCli(args, { stdout: (t) => (out += t), stderr: (t) => (out += t), color: false, cwd });
  return { code, out };
}

describe('the versions pamdocs reads', () => {
  const document = (version: string) =>
    [
      `openapi: ${version}`,
      'info: { title: Versions, version: 1.0.0 }',
      'paths:',
      '  /pets:',
      '    get:',
      '      summary: List pets',
      '      responses:',
      "        '200':",
      '          summary: The pets',
      '',
    ].join('\n');

  it('reads OpenAPI 3.2, whose responses may give a summary and no description', async () => {
    await writeFile(path.join(cwd, 'api.yaml'), document('3.2.0'));
    const result = await run(['init', 'docs', '--from', 'api.yaml']);
    expect(result.out).not.toMatch(/error/);
    expect(result.code).toBe(0);
    const check = await run(['check', 'docs']);
    expect(check.out).toContain('No problems found');
    expect(check.code).toBe(0);
  });

  it('refuses a version it does not know, at the document, with the versions it reads', async () => {
    await writeFile(path.join(cwd, 'api.yaml'), document('4.0.0'));
    const result = await run(['init', 'docs', '--from', 'api.yaml']);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(
      /1:1\s+error\s+OpenAPI 4\.0\.0 is not supported; pamdocs reads Swagger 2\.0 and OpenAPI 3\.0, 3\.1 and 3\.2\s+openapi\/invalid-document/,
    );
  });
});
