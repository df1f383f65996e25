import { describe, expect, it } from 'vitest';
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { runCli } from '../../src/cli.js';
import { tempContent, useTempContent } from '../helpers/content.js';

/** Runs the CLI in `cwd` and captures what it prints. */
async function run(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), color: false, cwd });
  return { code, stdout, stderr };
}

const track = useTempContent();

describe('pamdocs CLI', () => {
  it('check: exit 0 and a clean report on valid content', async () => {
    const temp = track(await tempContent());
    const r = await run(['check'], temp.cwd);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^No problems found in content\/ \(\d+ ms\)\n$/);
  });

  it('check: exit 1 with the stylish report grouped by file, and the json and github formats', async () => {
    const temp = track(await tempContent());
    await temp.edit('endpoints/cart/get-user-cart.md', 'method: GET', 'methd: GET');
    const r = await run(['check'], temp.cwd);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('content/endpoints/cart/get-user-cart.md\n');
    expect(r.stderr).toMatch(/ 4:1 +error +Unknown key `methd`; did you mean `method`\? +frontmatter\/unknown-key/);
    expect(r.stderr).toMatch(/\n1 problem \(1 error, 0 warnings\)\n$/);

    const json = await run(['check', '--format', 'json'], temp.cwd);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toContainEqual(
      expect.objectContaining({ file: 'content/endpoints/cart/get-user-cart.md', line: 4, column: 1, rule: 'frontmatter/unknown-key' }),
    );
    const gh = await run(['check', '-f', 'github'], temp.cwd);
    expect(gh.stdout).toContain(
      '::error file=content/endpoints/cart/get-user-cart.md,line=4,col=1,title=frontmatter/unknown-key::Unknown key `methd`',
    );
  });

  it('check --strict fails on warnings only', async () => {
    const temp = track(await tempContent());
    await temp.write('notes.md', '# scratch\n');
    expect((await run(['check'], temp.cwd)).code).toBe(0);
    expect((await run(['check', '--strict'], temp.cwd)).code).toBe(1);
  });

  it('check of a folder without pamdocs.yaml says how to learn its keys from the command line', async () => {
    const temp = track(await tempContent());
    await temp.remove('pamdocs.yaml');
    const r = await run(['check'], temp.cwd);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      '  1:1  error    Cannot find `pamdocs.yaml` in the content folder  config/missing\n' +
        '                Create it with the site title and the inventory of groups and endpoints; `pamdocs schema config` prints every key it takes.\n',
    );
  });

  it('usage errors exit 2 with a clear message: unknown flag, unknown format, missing folder', async () => {
    const temp = track(await tempContent());
    const flag = await run(['check', '--nope'], temp.cwd);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain("unknown option '--nope'");
    const format = await run(['check', '--format', 'xml'], temp.cwd);
    expect(format.code).toBe(2);
    expect(format.stderr).toContain('Allowed choices are stylish, json, github');
    const missing = await run(['build', 'nowhere'], temp.cwd);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe('pamdocs: Cannot find the content folder `nowhere`\n');
  });

  it('serve --help shows the default port and host of the serve module (the CLI repeats them to load it lazily)', async () => {
    const temp = track(await tempContent());
    const { DEFAULT_HOST, DEFAULT_PORT } = await import('../../src/serve/index.js');
    const help = (await run(['serve', '--help'], temp.cwd)).stdout.replace(/\s+/g, ' ');
    expect(help).toContain(`(default: ${DEFAULT_PORT})`);
    expect(help).toContain(`(default: "${DEFAULT_HOST}")`);
  });

  it('--version and --help exit 0', async () => {
    const temp = track(await tempContent());
    const pkg = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(await run(['--version'], temp.cwd)).toMatchObject({ code: 0, stdout: `${pkg.version}\n` });
    const help = await run(['build', '--help'], temp.cwd);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--out <dir>');
  });

  it('build writes the site, and refuses to write from broken content, leaving the previous output untouched', async () => {
    const temp = track(await tempContent());
    const ok = await run(['build', '--out', 'out'], temp.cwd);
    expect(ok.code).toBe(0);
    expect(ok.stderr).toMatch(/^Built 3 endpoints in 2 groups, 1 entity -> out\/ \(\d+ files\) in \d+ ms/);
    const out = path.join(temp.cwd, 'out');
    const before = await readdir(path.join(out, 'assets'));
    const indexBefore = await readFile(path.join(out, 'index.html'), 'utf8');

    await temp.edit('endpoints/cart/get-user-cart.md', 'status: 200', 'status: 999');
    const bad = await run(['build', '--out', 'out'], temp.cwd);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('frontmatter/invalid-value');
    expect(bad.stderr).toContain('Build stopped: the content has 1 error. Nothing was written; `out` is unchanged.');
    expect(await readdir(path.join(out, 'assets'))).toEqual(before);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe(indexBefore);
  });

  it('build refuses to replace a folder it did not write', async () => {
    const temp = track(await tempContent());
    const r = await run(['build', '--out', 'content'], temp.cwd);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Refusing to replace');
    expect((await stat(path.join(temp.dir, 'pamdocs.yaml'))).isFile()).toBe(true);
  });
});
