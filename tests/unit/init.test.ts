/**
 * `pamdocs init`: the starter a new team gets checks clean and builds, shows
 * a nested request schema, a guide and a landing tab, points editors at the
 * JSON Schema, and never writes into a folder that holds anything.
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { Session } from '../../src/shared/session.js';

let cwd: string;
afterEach(() => rm(cwd, { recursive: true, force: true }));

/** Runs the CLI in `cwd` and captures what it prints. */
async function run(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), color: false, cwd });
  return { code, stdout, stderr };
}

describe('pamdocs init', () => {
  it('writes a starter that checks clean and builds: an endpoint with a nested body, a guide, a landing tab', async () => {
    cwd = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-init-'));
    const made = await run(['init', 'docs']);
    expect(made.code).toBe(0);
    expect(made.stderr).toBe(
      'Created docs/ with a starter site:\n  docs/endpoints/tasks/create-task.md\n  docs/guides/getting-started.md\n  docs/landing/overview.md\n  docs/pamdocs.yaml\n',
    );
    expect(made.stdout).toContain('npx pamdocs serve docs --watch');

    const config = await readFile(path.join(cwd, 'docs/pamdocs.yaml'), 'utf8');
    const modeline = /^# yaml-language-server: \$schema=(\S+)\n/.exec(config)?.[1];
    const schema = JSON.parse(await readFile(path.resolve(cwd, 'docs', modeline!), 'utf8')) as { $id: string };
    expect(schema.$id).toBe('pamdocs-config.schema.json');

    const checked = await run(['check', 'docs']);
    expect([checked.code, checked.stderr]).toEqual([0, expect.stringMatching(/^No problems found in docs\//)]);
    const built = await buildFiles({ dir: 'docs', cwd, session: new Session() });
    expect(built.ok).toBe(true);
    const model = built.model!;
    expect(model.guides.pages.map((g) => g.route)).toEqual(['/guides/getting-started']);
    expect(model.landing.pages.map((p) => p.title)).toEqual(['Overview']);
    const body = model.groups[0]!.endpoints[0]!.requestBody!.content[0]!.schema!;
    const assignee = body.properties!.find((p) => p.name === 'assignee')!.schema;
    expect(assignee.properties!.map((p) => [p.name, p.schema.format ?? p.schema.type])).toEqual([
      ['name', 'string'],
      ['email', 'email'],
    ]);
  });

  it('refuses a folder that holds anything, with exit 2, and changes nothing', async () => {
    cwd = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-init-'));
    await writeFile(path.join(cwd, 'notes.md'), 'mine\n');
    const r = await run(['init', '.']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('pamdocs: `.` is not empty (1 entry); `init` writes only into a new or empty folder, and nothing was changed\n');
    expect(await readdir(cwd)).toEqual(['notes.md']);
    expect(await readFile(path.join(cwd, 'notes.md'), 'utf8')).toBe('mine\n');
    const file = await run(['init', 'notes.md']);
    expect([file.code, file.stderr]).toEqual([2, 'pamdocs: `notes.md` is a file; give `init` a new or empty folder\n']);
  });
});
