/**
 * Test helpers: copies of fixture content trees in temporary folders, with
 * edits applied, so a test can break one file and check what the user sees.
 */
import { cp, mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';

/** Repository root. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The bundled PAM content. */
export const PAM_CONTENT = path.join(ROOT, 'content');
/** A small valid content tree. */
export const MINIMAL = path.join(ROOT, 'tests/fixtures/minimal');

/** A temporary working directory holding a copy of a content tree at `<cwd>/content`. */
export interface TempContent {
  cwd: string;
  dir: string;
  /** Reads `rel` (relative to the content folder). */
  read(rel: string): Promise<string>;
  /** Writes `text` to `rel` (relative to the content folder). */
  write(rel: string, text: string): Promise<void>;
  /** Replaces `search` by `replacement` in `rel`; throws when `search` is absent. */
  edit(rel: string, search: string | RegExp, replacement: string): Promise<void>;
  remove(rel: string): Promise<void>;
  cleanup(): Promise<void>;
}

/** Folder of the per-rule fixtures (see tests/fixtures/README.md). */
export const RULE_FIXTURES = path.join(ROOT, 'tests/fixtures/rules');

/**
 * Lays out the broken tree of `tests/fixtures/rules/<name>`: the minimal fixture,
 * overlaid with the case's files, minus the paths its `REMOVE` file lists, with
 * the paths its `BIG` file lists padded past the 1 MiB file limit.
 */
export async function fixtureTree(name: string): Promise<TempContent> {
  const temp = await tempContent();
  const overlay = path.join(RULE_FIXTURES, name);
  await cp(overlay, temp.dir, { recursive: true, filter: (src) => !['REMOVE', 'BIG'].includes(path.basename(src)) });
  const list = async (name: string) =>
    (await readFile(path.join(overlay, name), 'utf8').catch(() => ''))
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
  for (const rel of await list('REMOVE')) await temp.remove(rel);
  // Files over the 1 MiB limit are made here rather than committed: the valid file, padded.
  for (const rel of await list('BIG')) await temp.write(rel, `${await temp.read(rel)}\n${'padding '.repeat(140_000)}\n`);
  return temp;
}

/**
 * Registers cleanup of the temporary content a test creates: call `track`
 * with it, and it is removed after the test.
 */
export function useTempContent(): (temp: TempContent) => TempContent {
  let current: TempContent | undefined;
  afterEach(async () => {
    await current?.cleanup();
    current = undefined;
  });
  return (temp) => (current = temp);
}

/** Copies `source` (default: the minimal fixture) to a fresh temporary folder. */
export async function tempContent(source = MINIMAL): Promise<TempContent> {
  const cwd = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-test-'));
  const dir = path.join(cwd, 'content');
  await cp(source, dir, { recursive: true });
  return {
    cwd,
    dir,
    read(rel) {
      return readFile(path.join(dir, rel), 'utf8');
    },
    async write(rel, text) {
      await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
      await writeFile(path.join(dir, rel), text);
    },
    async edit(rel, search, replacement) {
      const file = path.join(dir, rel);
      const text = await readFile(file, 'utf8');
      const next = text.replace(search, replacement);
      if (next === text) throw new Error(`edit: ${String(search)} not found in ${rel}`);
      await writeFile(file, next);
    },
    async remove(rel) {
      await rm(path.join(dir, rel), { recursive: true, force: true });
    },
    async cleanup() {
      await rm(cwd, { recursive: true, force: true });
    },
  };
}
