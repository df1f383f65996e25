/**
 * `pamdocs diff` as a CI job runs it: each format's exact output, the exit
 * codes of `--fail-on`, usage errors, sides read from git as `REV:path`
 * (a temporary repository), and content folders whose changes are
 * reported in the Markdown file that made them.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { MINIMAL, ROOT } from '../helpers/content.js';

const FIXTURES = path.join(ROOT, 'tests/fixtures/diff');

/** Runs the CLI in `cwd`; its exit code and what it printed. */
async function cli(args: string[], cwd = FIXTURES) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), color: false, cwd });
  return { code, stdout, stderr };
}

const temps: string[] = [];
afterAll(() => Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true }))));
async function temp(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-diff-cli-'));
  temps.push(dir);
  return dir;
}

describe('pamdocs diff: formats', () => {
  it('stylish: grouped by operation, the summary on stderr, exit 1 for a breaking change', async () => {
    const { code, stdout, stderr } = await cli(['diff', 'base.yaml', 'head.yaml']);
    expect(stdout).toBe(
      [
        'GET /pets',
        '  head.yaml:8:11  breaking  the query parameter `limit` became required  diff/request-parameter-became-required',
        '  head.yaml:25:9  note      the response property `items/tag` (status 200) was added  diff/response-optional-property-added',
        '',
        'DELETE /pets/{id}',
        '  base.yaml:18:5  breaking  the path `/pets/{id}` was removed, and its DELETE operation was not deprecated first  diff/api-path-removed-without-deprecation',
        '',
      ].join('\n'),
    );
    expect(stderr).toMatch(/^2 breaking changes, 0 warnings, 1 note from base\.yaml to head\.yaml \(\d+ ms\)\n$/);
    expect(code).toBe(1);
  });

  it('json: one object per change with rule, severity, message, operation, file, line, column', async () => {
    const { code, stdout, stderr } = await cli(['diff', 'base.yaml', 'head.yaml', '--format', 'json']);
    expect(JSON.parse(stdout)).toEqual([
      {
        rule: 'diff/request-parameter-became-required',
        severity: 'error',
        message: 'the query parameter `limit` became required',
        operation: 'GET /pets',
        file: 'head.yaml',
        line: 8,
        column: 11,
      },
      {
        rule: 'diff/response-optional-property-added',
        severity: 'note',
        message: 'the response property `items/tag` (status 200) was added',
        operation: 'GET /pets',
        file: 'head.yaml',
        line: 25,
        column: 9,
      },
      {
        rule: 'diff/api-path-removed-without-deprecation',
        severity: 'error',
        message: 'the path `/pets/{id}` was removed, and its DELETE operation was not deprecated first',
        operation: 'DELETE /pets/{id}',
        file: 'base.yaml',
        line: 18,
        column: 5,
      },
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(1);
  });

  it('github: workflow annotations, errors for breaking changes and notices for the rest', async () => {
    const { stdout } = await cli(['diff', 'base.yaml', 'head.yaml', '-f', 'github']);
    expect(stdout).toBe(
      '::error file=head.yaml,line=8,col=11,title=diff/request-parameter-became-required::GET /pets: the query parameter `limit` became required (diff/request-parameter-became-required)\n' +
        '::notice file=head.yaml,line=25,col=9,title=diff/response-optional-property-added::GET /pets: the response property `items/tag` (status 200) was added (diff/response-optional-property-added)\n' +
        '::error file=base.yaml,line=18,col=5,title=diff/api-path-removed-without-deprecation::DELETE /pets/{id}: the path `/pets/{id}` was removed, and its DELETE operation was not deprecated first (diff/api-path-removed-without-deprecation)\n',
    );
  });

  it('markdown: a pull-request comment, breaking changes first, grouped by operation', async () => {
    const { stdout } = await cli(['diff', 'base.yaml', 'head.yaml', '--format', 'markdown']);
    expect(stdout).toBe(
      [
        '### API changes: 2 breaking changes, 0 warnings, 1 note',
        '',
        '#### Breaking changes',
        '',
        '**`GET /pets`**',
        '',
        '- the query parameter `limit` became required (`diff/request-parameter-became-required`, head.yaml:8)',
        '',
        '**`DELETE /pets/{id}`**',
        '',
        '- the path `/pets/{id}` was removed, and its DELETE operation was not deprecated first (`diff/api-path-removed-without-deprecation`, base.yaml:18)',
        '',
        '#### Other changes',
        '',
        '**`GET /pets`**',
        '',
        '- the response property `items/tag` (status 200) was added (`diff/response-optional-property-added`, head.yaml:25)',
        '',
      ].join('\n'),
    );
    expect((await cli(['diff', 'base.yaml', 'base.yaml', '--format', 'markdown'])).stdout).toBe(
      '### API changes: no changes\n\nThe head describes the same operations as the base.\n',
    );
  });
});

describe('pamdocs diff: exit codes', () => {
  it('fails on breaking changes by default, on any change with --fail-on any, never with --fail-on none', async () => {
    expect((await cli(['diff', 'base.yaml', 'head.yaml', '--fail-on', 'none'])).code).toBe(0);
    const dir = await temp();
    const base = await readFile(path.join(FIXTURES, 'head.yaml'), 'utf8');
    await writeFile(path.join(dir, 'base.yaml'), base);
    await writeFile(
      path.join(dir, 'head.yaml'),
      base.replace('        tag: { type: string }\n', '        tag: { type: string }\n        age: { type: integer }\n'),
    );
    const notes = await cli(['diff', 'base.yaml', 'head.yaml'], dir);
    expect(notes.stdout).toContain('note      the response property `items/age` (status 200) was added');
    expect(notes.code).toBe(0);
    expect((await cli(['diff', 'base.yaml', 'head.yaml', '--fail-on', 'any'], dir)).code).toBe(1);
    const same = await cli(['diff', 'base.yaml', 'base.yaml', '--fail-on', 'any']);
    expect([same.code, same.stdout]).toEqual([0, '']);
    expect(same.stderr).toMatch(/^No changes from base\.yaml to base\.yaml/);
  });

  it('severities follow the rules: of a pamdocs.yaml (--config)', async () => {
    const dir = await temp();
    await writeFile(
      path.join(dir, 'pamdocs.yaml'),
      'openapi: api.yaml\nrules:\n  diff/request-parameter-became-required: warn\n  diff/api-path-removed-without-deprecation: off\n',
    );
    const { code, stdout } = await cli(['diff', 'base.yaml', 'head.yaml', '--config', path.join(dir, 'pamdocs.yaml'), '-f', 'json']);
    expect(JSON.parse(stdout).map((c: { rule: string; severity: string }) => `${c.rule} ${c.severity}`)).toEqual([
      'diff/request-parameter-became-required warning',
      'diff/response-optional-property-added note',
    ]);
    expect(code).toBe(0);
  });

  it('exits 2 with a clear message, never a stack trace, on bad input', async () => {
    const missing = await cli(['diff', 'base.yaml', 'nothing.yaml']);
    expect([missing.code, missing.stderr]).toEqual([
      2,
      'pamdocs: Cannot find `nothing.yaml`: it is no file or folder, and no `REV:path`\n',
    ]);
    const format = await cli(['diff', 'base.yaml', 'head.yaml', '--format', 'xml']);
    expect(format.code).toBe(2);
    expect(format.stderr).toContain("argument 'xml' is invalid. Allowed choices are stylish, json, github, markdown.");
    const dir = await temp();
    await writeFile(path.join(dir, 'broken.yaml'), 'openapi: 3.1.0\npaths: {\n');
    const broken = await cli(['diff', path.join(FIXTURES, 'base.yaml'), 'broken.yaml'], dir);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/^broken\.yaml\n {2}3:1 +error +Not valid YAML/);
    expect(broken.stderr).toContain('Cannot compare: the head, `broken.yaml`, has 1 error');
    expect(broken.stderr).not.toMatch(/\n\s+at /);
  });
});

/** Runs git in `cwd`. */
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd, encoding: 'utf8' });

describe('pamdocs diff: sides from git', () => {
  it('compares REV:path with the working file, as a CI job compares a pull request with its base', async () => {
    const upstream = await temp();
    git(upstream, 'init', '-q', '-b', 'main');
    await cp(path.join(FIXTURES, 'base.yaml'), path.join(upstream, 'api.yaml'));
    git(upstream, 'add', '.');
    git(upstream, 'commit', '-qm', 'base');
    const repo = path.join(await temp(), 'clone');
    git(upstream, 'clone', '-q', upstream, repo);
    await cp(path.join(FIXTURES, 'head.yaml'), path.join(repo, 'api.yaml'));
    const { code, stdout } = await cli(['diff', 'origin/main:api.yaml', 'api.yaml', '--format', 'github'], repo);
    expect(stdout).toContain(
      '::error file=api.yaml,line=18,col=5,title=diff/api-path-removed-without-deprecation::DELETE /pets/{id}: the path `/pets/{id}` was removed',
    );
    expect(stdout).toContain('::error file=api.yaml,line=8,col=11,title=diff/request-parameter-became-required');
    expect(code).toBe(1);
    const unknown = await cli(['diff', 'nope:api.yaml', 'api.yaml'], repo);
    expect([unknown.code, unknown.stderr]).toEqual([
      2,
      'pamdocs: Unknown revision `nope` in `nope:api.yaml` (git rev-parse finds no commit of that name; in CI, fetch it first)\n',
    ]);
    const gone = await cli(['diff', 'HEAD:spec/api.yaml', 'api.yaml'], repo);
    expect([gone.code, gone.stderr]).toEqual([2, 'pamdocs: `spec/api.yaml` is not in HEAD (git cat-file -t HEAD:spec/api.yaml)\n']);
  });

  it('reads the files a document refers to beside it, from the same revision', async () => {
    const repo = await temp();
    git(repo, 'init', '-q');
    const api = (extra: string) =>
      `openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths:\n  /pets:\n    get:\n      parameters:\n        - $ref: './parameters.yaml#/limit'\n      responses: { '200': { description: ok } }\n${extra}`;
    await writeFile(path.join(repo, 'api.yaml'), api(''));
    await writeFile(path.join(repo, 'parameters.yaml'), 'limit: { name: limit, in: query, schema: { type: integer } }\n');
    git(repo, 'add', '.');
    git(repo, 'commit', '-qm', 'base');
    await writeFile(path.join(repo, 'parameters.yaml'), 'limit: { name: limit, in: query, required: true, schema: { type: integer } }\n');
    const { code, stdout } = await cli(['diff', 'HEAD:api.yaml', './api.yaml', '-f', 'json'], repo);
    expect(JSON.parse(stdout).map((c: { rule: string; message: string }) => `${c.rule}: ${c.message}`)).toEqual([
      'diff/request-parameter-became-required: the query parameter `limit` became required',
    ]);
    expect(code).toBe(1);
  });
});

describe('pamdocs diff: content folders', () => {
  it('compares Markdown reference like a spec, and reports a change in the Markdown file that made it', async () => {
    const dir = await temp();
    await cp(MINIMAL, path.join(dir, 'base'), { recursive: true });
    await cp(MINIMAL, path.join(dir, 'head'), { recursive: true });
    const file = path.join(dir, 'head/endpoints/cart/get-user-cart.md');
    const text = await readFile(file, 'utf8');
    await writeFile(
      file,
      text.replace(
        'responses:\n',
        '  - name: expand\n    in: query\n    type: string\n    required: true\n    description: What to include.\nresponses:\n',
      ),
    );
    const { code, stdout } = await cli(['diff', 'base', 'head', '-f', 'json'], dir);
    const line = text.split('\n').indexOf('responses:') + 1;
    expect(JSON.parse(stdout)).toEqual([
      {
        rule: 'diff/new-required-request-parameter',
        severity: 'error',
        message: 'the query parameter `expand` was added as required',
        operation: 'GET /api/auth/getUserCart/{membershipId}',
        file: 'head/endpoints/cart/get-user-cart.md',
        line,
        column: 5,
      },
    ]);
    expect(code).toBe(1);
    expect((await cli(['diff', 'base', 'base'], dir)).code).toBe(0);
  });
});
