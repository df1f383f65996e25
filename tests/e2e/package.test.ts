/**
 * The published package, as a team adopts it: packed with `npm pack` (from a
 * copy of the sources, so the repository's own `dist/` is left alone while
 * other tests use it), installed from the tarball into an empty project, and
 * run there with `npx pamdocs init` (and `init --from` an OpenAPI document),
 * `check`, `build` and `serve`; the served
 * site is read in Chromium.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/content.js';
import { launchBrowser } from './browser.js';

const exec = promisify(execFile);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

let tmp: string;
let project: string;
let browser: Browser | undefined;
let server: ChildProcess | undefined;

/** What npm itself warns about the machine's npm settings, not pamdocs' output. */
const withoutNpmWarnings = (text: string) => text.replace(/^npm warn .*\n/gm, '');

/** Runs `npx pamdocs <args>` in the project as a user would; its exit code and output. */
async function pamdocs(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec(npx, ['--no-install', 'pamdocs', ...args], {
      cwd: project,
      env: { ...process.env, NO_COLOR: '1' },
    });
    return { code: 0, stdout, stderr: withoutNpmWarnings(stderr) };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: withoutNpmWarnings(failed.stderr) };
  }
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-pack-'));
  const sources = path.join(tmp, 'pamdocs');
  await mkdir(sources);
  for (const name of ['package.json', 'package-lock.json', 'README.md', 'tsconfig.json', 'bin', 'scripts', 'src', 'templates']) {
    await cp(path.join(ROOT, name), path.join(sources, name), { recursive: true });
  }
  await symlink(path.join(ROOT, 'node_modules'), path.join(sources, 'node_modules'), 'dir');
  // `npm pack` runs `prepare`, which compiles dist/ in the copy.
  const { stdout } = await exec(npm, ['pack', '--pack-destination', tmp, '--no-fund'], { cwd: sources });
  const tarball = path.join(tmp, stdout.trim().split('\n').at(-1)!);
  project = path.join(tmp, 'team-docs');
  await mkdir(project);
  await writeFile(path.join(project, 'package.json'), '{ "name": "team-docs", "private": true }\n');
  await exec(npm, ['install', '--save-dev', '--prefer-offline', '--no-audit', '--no-fund', tarball], { cwd: project });
}, 240_000);

afterAll(async () => {
  server?.kill('SIGTERM');
  await browser?.close();
  await rm(tmp, { recursive: true, force: true });
});

describe('the installed package', () => {
  it('ships no repository sources and runs init, check and build in an empty project', async () => {
    const installed = path.join(project, 'node_modules/pamdocs');
    expect((await readdir(installed)).sort()).toEqual(['README.md', 'bin', 'dist', 'package.json', 'templates']);
    const init = await pamdocs('init', 'docs');
    expect(init.code).toBe(0);
    expect(init.stderr).toContain('Created docs/ with a starter site:');
    expect((await readFile(path.join(project, 'docs/pamdocs.yaml'), 'utf8')).split('\n')[0]).toBe(
      '# yaml-language-server: $schema=../node_modules/pamdocs/dist/schemas/pamdocs-config.schema.json',
    );
    const check = await pamdocs('check', 'docs');
    expect([check.code, check.stderr]).toEqual([0, expect.stringMatching(/^No problems found in docs\//)]);
    const build = await pamdocs('build', 'docs', '--out', 'site');
    expect(build.code).toBe(0);
    expect(build.stderr).toMatch(/^Built 1 endpoint in 1 group, 0 entities -> site\//);
    expect(await readdir(path.join(project, 'site'))).toContain('index.html');

    // A broken file: the located diagnostic, exit 1, and the built site left as it was.
    await writeFile(path.join(project, 'docs/guides/getting-started.md'), '---\ntitle: Getting started\nsumary: typo\n---\n');
    const broken = await pamdocs('build', 'docs', '--out', 'site');
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(
      /docs\/guides\/getting-started\.md\n +3:1 +error +Unknown key `sumary`; did you mean `summary`\? +frontmatter\/unknown-key/,
    );
    expect(await readdir(path.join(project, 'site'))).toContain('index.html');
  }, 60_000);

  it('makes a project of an OpenAPI document with init --from, which reads the document on every build', async () => {
    await cp(createRequire(import.meta.url).resolve('@scalar/galaxy/latest.yaml'), path.join(project, 'openapi.yaml'));
    const init = await pamdocs('init', 'api', '--from', 'openapi.yaml');
    expect(init.code).toBe(0);
    expect(init.stderr).toContain(
      'Created api/, which reads openapi.yaml on every run (nothing is copied from it):\n  api/guides/getting-started.md\n  api/landing/start.md\n  api/pamdocs.yaml\n',
    );
    expect(init.stdout).toContain('npx pamdocs serve api --watch');
    expect(await readFile(path.join(project, 'api/pamdocs.yaml'), 'utf8')).toContain('openapi: "../openapi.yaml"');
    const build = await pamdocs('build', 'api', '--out', 'api-site');
    expect([build.code, build.stderr]).toEqual([0, expect.stringMatching(/\nBuilt 10 endpoints in 2 groups, 10 entities -> api-site\//)]);
    // The document is the source: an operation removed from it is gone from the next build.
    const spec = await readFile(path.join(project, 'openapi.yaml'), 'utf8');
    await writeFile(
      path.join(project, 'openapi.yaml'),
      spec.slice(0, spec.indexOf("  '/planets/{planetId}/image':")) + spec.slice(spec.indexOf("  '/user/signup':")),
    );
    const again = await pamdocs('build', 'api', '--out', 'api-site');
    expect([again.code, again.stderr]).toEqual([0, expect.stringMatching(/\nBuilt 9 endpoints in 2 groups, /)]);
  }, 60_000);

  it('serves the starter site on 127.0.0.1, where a reader finds its endpoint and its guide', async () => {
    await rm(path.join(project, 'docs'), { recursive: true, force: true });
    expect((await pamdocs('init', 'docs')).code).toBe(0);
    // The installed command itself (what `npx pamdocs` runs), so the stop signal reaches it and not npm.
    const bin = path.join(project, 'node_modules/.bin/pamdocs');
    const child = spawn(process.execPath, [bin, 'serve', 'docs', '--port', '0'], { cwd: project, env: { ...process.env, NO_COLOR: '1' } });
    server = child;
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const m = /serving the docs at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
        if (m) resolve(m[1]!);
      });
      child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${out}`)));
    });
    browser = await launchBrowser();
    const page = await browser.newPage();
    await page.goto(url);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Example API', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    await page.goto(`${url}#/tasks?scroll=create-task`);
    const card = page.getByTestId('endpoint-card');
    await expect.poll(() => card.getByRole('heading', { name: 'Create Task' }).isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: /^assignee object/ }).isVisible()).toBe(true);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Getting started', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Create a task', exact: true }).isVisible()).toBe(true);
    child.kill('SIGTERM');
    expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(0);
    server = undefined;
  }, 60_000);
});
