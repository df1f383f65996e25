/**
 * The manual is a pamdocs project (`docs/`, docs/guides/contributing.md):
 * `pamdocs check docs --strict` finds nothing in it, it builds with a route
 * and a Markdown twin per guide, and the command synopsis of its command line
 * guide is the CLI's own. (Its rule table is held to the registry by
 * tests/unit/rules.test.ts.)
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { buildFiles } from '../../src/pipeline/site-build.js';
import { Session } from '../../src/shared/session.js';
import { ROOT } from '../helpers/content.js';

const MANUAL = path.join(ROOT, 'docs');

/** Runs the CLI in the repository and captures what it prints. */
async function run(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), color: false, cwd: ROOT });
  return { code, stdout, stderr };
}

/** The guides of the manual, by page (`docs/guides/<page>.md`). */
async function guidePages(): Promise<string[]> {
  return (await readdir(path.join(MANUAL, 'guides'))).filter((f) => f.endsWith('.md')).map((f) => f.slice(0, -3));
}

/** What `pamdocs <command> --help` says a command takes: its arguments as written and its long options, `--help` aside. */
async function usage(command: string): Promise<{ args: string; options: string[] }> {
  const help = (await run([command, '--help'])).stdout;
  const args = new RegExp(`^Usage: pamdocs ${command} \\[options\\] ?(.*)$`, 'm').exec(help)?.[1] ?? '';
  const options = [...help.slice(help.indexOf('\nOptions:')).matchAll(/(--[a-z-]+)/g)].map((m) => m[1]!);
  return { args, options: [...new Set(options)].filter((o) => o !== '--help').sort() };
}

describe('the manual (docs/)', () => {
  it('checks clean with --strict: no error and no warning', async () => {
    const checked = await run(['check', 'docs', '--strict']);
    expect(checked.stderr).toMatch(/^No problems found in docs\/ \(\d+ ms\)\n$/);
    expect(checked.code).toBe(0);
  });

  it('builds, with each guide at its route (Getting started first) and as a Markdown twin listed in llms.txt', async () => {
    const built = await buildFiles({ dir: 'docs', cwd: ROOT, session: new Session() });
    expect(built.diagnostics).toEqual([]);
    expect(built.ok).toBe(true);
    const pages = await guidePages();
    const routes = built.model!.guides.pages.map((g) => g.route);
    expect([...routes].sort()).toEqual(pages.map((page) => `/guides/${page}`).sort());
    expect(routes[0]).toBe('/guides/getting-started');
    const llms = built.files.get('llms.txt')!.toString();
    for (const page of pages) {
      expect(built.files.has(`md/guides/${page}.md`), page).toBe(true);
      expect(llms).toContain(`](md/guides/${page}.md)`);
    }
  });

  it("lists every command of the CLI in the command line guide's synopsis, with its arguments and every option it takes", async () => {
    const guide = await readFile(path.join(MANUAL, 'guides/cli.md'), 'utf8');
    const synopsis = /## Commands\n\n```\n([^`]*)```/.exec(guide)?.[1] ?? '';
    const lines = new Map(
      synopsis
        .split('\n')
        .map((line) => /^pamdocs ([a-z]+)\b ?(.*)$/.exec(line))
        .filter((m) => m !== null)
        .map((m) => [m[1]!, m[2]!]),
    );
    const commands = [...(await run(['--help'])).stdout.matchAll(/^ {2}([a-z]+) (?:\[options\] )?/gm)].map((m) => m[1]!);
    expect([...lines.keys()].sort()).toEqual(commands.filter((c) => c !== 'help').sort());
    for (const [command, written] of lines) {
      const { args, options } = await usage(command);
      expect(written.startsWith(args), `pamdocs ${command} ${args}`).toBe(true);
      expect([...new Set(written.match(/--[a-z-]+/g))].sort(), `the options of pamdocs ${command}`).toEqual(options);
    }
  });
});
