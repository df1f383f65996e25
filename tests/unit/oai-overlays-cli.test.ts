/**
 * OAI overlays on the command line: `check` and `build` of a project whose
 * pamdocs.yaml names them, `diff` of overlaid sides (`--overlay`, or a
 * folder's own), `import --overlay` and `init --from … --overlay`.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { ROOT } from '../helpers/content.js';

const temps: string[] = [];
afterAll(() => Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A working directory holding a copy of tests/fixtures/overlays at `content/`. */
async function project(): Promise<string> {
  const cwd = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-oai-overlays-'));
  temps.push(cwd);
  await cp(path.join(ROOT, 'tests/fixtures/overlays'), path.join(cwd, 'content'), { recursive: true });
  return cwd;
}

/** Runs the CLI in `cwd`; its exit code and what it printed. */
async function cli(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), color: false, cwd });
  return { code, stdout, stderr };
}

describe('OAI overlays named in pamdocs.yaml', () => {
  it('check reports the action that matches nothing at its line in the overlay', async () => {
    const cwd = await project();
    await writeFile(
      path.join(cwd, 'content/pamdocs.yaml'),
      'overlays: [no-match.yaml]\nopenapi:\n  - path: openapi.yaml\n    overlays: [overlay.yaml]\n',
    );
    const { code, stdout } = await cli(['check', 'content', '--format', 'json'], cwd);
    expect(JSON.parse(stdout)).toEqual([
      {
        file: 'content/no-match.yaml',
        line: 6,
        column: 13,
        severity: 'warning',
        rule: 'oai-overlay/no-match',
        message: "The target `$.paths['/owners'].get` of this action matches nothing in `content/openapi.yaml`",
      },
    ]);
    expect(code).toBe(0);
  });

  it('build shows the overlaid document: retitled, described, the removed operation gone', async () => {
    const cwd = await project();
    const { code } = await cli(['build', 'content', '--out', 'site'], cwd);
    expect(code).toBe(0);
    const exported = JSON.parse(await readFile(path.join(cwd, 'site/openapi.json'), 'utf8'));
    expect(Object.keys(exported.paths)).toEqual(['/pets']);
    expect(exported.paths['/pets'].get.summary).toBe('Browse the kennel');
    const twins = await readFile(path.join(cwd, 'site/llms-full.txt'), 'utf8');
    expect(twins).toContain('Browse the kennel');
    expect(twins).toContain('Registers a new pet with the kennel.');
    expect(twins).not.toContain('Remove a pet');
  });
});

describe('OAI overlays given on the command line', () => {
  it('diff compares overlaid sides: --overlay on a document, its own on a folder', async () => {
    const cwd = await project();
    const plain = await cli(['diff', 'content/openapi.yaml', 'content'], cwd);
    expect(plain.stdout).toContain('the path `/pets/{petId}` was removed');
    expect(plain.code).toBe(1);
    const overlaid = await cli(['diff', 'content/openapi.yaml', 'content', '--overlay', 'content/overlay.yaml'], cwd);
    expect(overlaid).toMatchObject({ code: 0, stdout: '' });
    expect(overlaid.stderr).toMatch(/^No changes from content\/openapi.yaml to content \(\d+ ms\)\n$/);
  });

  it('diff reports an action that matches nothing at its line in the overlay, once when it misses on both sides', async () => {
    const cwd = await project();
    const args = ['diff', 'content/openapi.yaml', 'content/openapi.yaml', '--overlay', 'content/no-match.yaml'];
    const { code, stdout, stderr } = await cli(args, cwd);
    expect({ code, stdout }).toEqual({ code: 0, stdout: '' });
    const warning =
      /^ {2}6:13 {2}warning {2}The target `\$\.paths\['\/owners'\]\.get` of this action matches nothing in `content\/openapi\.yaml` {2}oai-overlay\/no-match$/gm;
    expect(stderr.match(warning)).toHaveLength(1);
    expect(stderr).toMatch(/^content\/no-match\.yaml$/m);
    expect(stderr).toMatch(/^No changes from content\/openapi.yaml to content\/openapi.yaml \(\d+ ms\)$/m);
  });

  it('diff of a folder from git reads the overlays its pamdocs.yaml names outside it, from the same revision', async () => {
    const repo = await project();
    await mkdir(path.join(repo, 'docs'));
    await mkdir(path.join(repo, 'changes'));
    await cp(path.join(repo, 'content/overlay.yaml'), path.join(repo, 'changes/overlay.yaml'));
    await writeFile(
      path.join(repo, 'docs/pamdocs.yaml'),
      'openapi:\n  - path: ../content/openapi.yaml\n    overlays: [../changes/overlay.yaml]\n',
    );
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: repo });
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'base');
    const overlay = path.join(repo, 'changes/overlay.yaml');
    await writeFile(overlay, (await readFile(overlay, 'utf8')).replace("$.paths['/pets/{petId}']", "$.paths['/pets']"));
    const { code, stdout } = await cli(['diff', 'HEAD:docs', 'docs', '-f', 'json'], repo);
    expect(JSON.parse(stdout).map((c: { rule: string; file: string }) => `${c.file} ${c.rule}`)).toEqual([
      'content/openapi.yaml diff/endpoint-added',
      'content/openapi.yaml diff/api-path-removed-without-deprecation',
      'content/openapi.yaml diff/api-path-removed-without-deprecation',
    ]);
    expect(code).toBe(1);
  });

  it('import --overlay writes the overlaid document, and reports the overlay at its line', async () => {
    const cwd = await project();
    const args = [
      'import',
      'content/openapi.yaml',
      '--out',
      'out',
      '--overlay',
      'content/overlay.yaml',
      '--overlay',
      'content/no-match.yaml',
    ];
    const { code, stderr } = await cli(args, cwd);
    expect(code).toBe(0);
    expect(stderr).toContain("content/no-match.yaml\n  6:13  warning  The target `$.paths['/owners'].get` of this action matches nothing");
    const list = await readFile(path.join(cwd, 'out/endpoints/pets/list-pets.md'), 'utf8');
    expect(list).toContain('Browse the kennel');
    await expect(readFile(path.join(cwd, 'out/endpoints/pets/delete-pet.md'), 'utf8')).rejects.toThrow();
  });

  it('init --from --overlay names the overlay in the pamdocs.yaml it writes, which checks clean', async () => {
    const cwd = await project();
    const { code } = await cli(['init', 'site-src', '--from', 'content/openapi.yaml', '--overlay', 'content/overlay.yaml'], cwd);
    expect(code).toBe(0);
    const config = await readFile(path.join(cwd, 'site-src/pamdocs.yaml'), 'utf8');
    expect(config).toContain(
      'openapi: "../content/openapi.yaml"\n# OAI overlays applied to it, in order, before anything reads it:\noverlays: ["../content/overlay.yaml"]\n',
    );
    expect(await cli(['check', 'site-src', '--strict'], cwd)).toMatchObject({ code: 0 });
  });

  it('a missing overlay is a usage error naming it', async () => {
    const cwd = await project();
    const { code, stderr } = await cli(['diff', 'content/openapi.yaml', 'content/openapi.yaml', '--overlay', 'nope.yaml'], cwd);
    expect(code).toBe(2);
    expect(stderr).toContain('Cannot find the OAI overlay `nope.yaml`');
  });
});
