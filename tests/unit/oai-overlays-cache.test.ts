/**
 * A project whose OpenAPI document has OAI overlays, run again after an
 * overlay is edited: the document cache (converted parts, check reports)
 * and the last run given again (`check`) must never serve what the old
 * overlay made. A run after the edit makes what a fresh run makes.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentDocument } from '../../src/parse/documents.js';
import { build, check } from '../../src/index.js';
import { loadAndCheck } from '../../src/pipeline/steps.js';
import { DiskCache } from '../../src/shared/cache.js';
import { Session } from '../../src/shared/session.js';
import { ROOT } from '../helpers/content.js';

let cwd: string | undefined;
afterEach(async () => {
  if (cwd) await rm(cwd, { recursive: true, force: true });
  cwd = undefined;
});

/** A working directory with tests/fixtures/overlays at `content/` and a `node_modules/` for the document cache. */
async function project(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-oai-overlays-cache-'));
  await cp(path.join(ROOT, 'tests/fixtures/overlays'), path.join(dir, 'content'), { recursive: true });
  await mkdir(path.join(dir, 'node_modules'));
  return dir;
}

/** A check of the project in `dir` as a new process runs it: a new session on the document cache on disk, saved at the end. */
async function run(dir: string) {
  const cache = await DiskCache.open('content', dir);
  const checked = await loadAndCheck({ cwd: dir, session: new Session({ cache }) });
  await cache.save();
  return {
    documents: checked.content.documents.map((d: ContentDocument) => ({
      kind: d.kind,
      id: 'id' in d ? d.id : d.file,
      data: d.data,
      html: d.html,
    })),
    diagnostics: checked.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.rule} ${d.message}`),
  };
}

/** The overlay of the fixture, with lines before its actions and an example that breaks its schema. */
const EDITED = [
  '# Edited: the actions moved down two lines.',
  '',
  'overlay: 1.0.0',
  'info:',
  '  title: Kennel docs changes',
  '  version: 1.0.0',
  'actions:',
  "  - target: $.paths['/pets'].get",
  '    update:',
  '      summary: Look around the kennel',
  '      responses:',
  "        '200':",
  '          content:',
  '            application/json:',
  '              schema: { type: integer }',
  '              example: not a number',
  "  - target: $.paths['/pets/{petId}']",
  '    remove: true',
  '',
].join('\n');

/** The report of the example at `line` of the overlay. */
const example = (line: number) =>
  `content/overlay.yaml:${line}:24 schema/invalid-example The example does not match its schema at the top level: Instance type "string" is invalid. Expected "integer".`;

describe('OAI overlays and what is kept between runs', () => {
  it('a run after an overlay is edited makes what a fresh run makes, and its reports are where the edit put them', async () => {
    cwd = await project();
    expect((await run(cwd)).diagnostics).toEqual([]);
    await writeFile(path.join(cwd, 'content/overlay.yaml'), EDITED);
    const edited = await run(cwd);
    expect(edited.diagnostics).toEqual([example(16)]);
    expect(edited.documents.find((d) => d.id === 'list-pets')?.data).toMatchObject({ title: 'Look around the kennel' });
    // Only where the overlay's values are written changes: the document overlaid is the same.
    await writeFile(path.join(cwd, 'content/overlay.yaml'), `# Two more lines.\n\n${EDITED}`);
    const moved = await run(cwd);
    expect(moved.diagnostics).toEqual([example(18)]);
    await rm(path.join(cwd, 'node_modules/.cache'), { recursive: true, force: true });
    expect(moved).toEqual(await run(cwd));
  });

  it('check is not given again after an overlay is edited', async () => {
    cwd = await project();
    expect((await check({ cwd })).diagnostics).toEqual([]);
    await writeFile(path.join(cwd, 'content/overlay.yaml'), EDITED);
    expect((await check({ cwd })).diagnostics.map((d) => `${d.file}:${d.line} ${d.rule}`)).toEqual([
      'content/overlay.yaml:16 schema/invalid-example',
    ]);
  });

  it('a session (the dev server) watches a missing overlay, and reads the document again once it is written', async () => {
    cwd = await project();
    await rm(path.join(cwd, 'content/overlay.yaml'));
    const session = new Session({ rebuilds: true });
    const report = async () => (await loadAndCheck({ cwd: cwd!, session })).diagnostics.map((d) => `${d.file}:${d.line} ${d.rule}`);
    expect(await report()).toEqual(['content/pamdocs.yaml:4 openapi/missing-file']);
    // The server watches the missing overlay's path, for its return.
    const { content, diagnostics } = await loadAndCheck({ cwd, session });
    expect(content.watched).toContain(path.join(cwd, 'content/overlay.yaml'));
    expect(diagnostics.map((d) => d.rule)).toEqual(['openapi/missing-file']);
    await writeFile(path.join(cwd, 'content/overlay.yaml'), EDITED);
    expect(await report()).toEqual(['content/overlay.yaml:16 schema/invalid-example']);
  });

  it('a build after an overlay is edited writes what a fresh build writes', async () => {
    cwd = await project();
    await build({ cwd, out: 'site' });
    await writeFile(path.join(cwd, 'content/overlay.yaml'), EDITED.replace('Look around the kennel', 'Tour the kennel'));
    const edited = await build({ cwd, out: 'site' });
    expect(edited.ok).toBe(true);
    const after = await files(path.join(cwd, 'site'));
    expect(after.get('llms-full.txt')).toContain('Tour the kennel');
    await rm(path.join(cwd, 'node_modules/.cache'), { recursive: true, force: true });
    await build({ cwd, out: 'fresh' });
    expect(after).toEqual(await files(path.join(cwd, 'fresh')));
  });
});

/** The files under `dir`, by path relative to it. */
async function files(dir: string): Promise<Map<string, string>> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  const all = await Promise.all(
    names.map(async (e) => {
      const abs = path.join(e.parentPath, e.name);
      return [path.relative(dir, abs), await readFile(abs, 'utf8')] as const;
    }),
  );
  return new Map(all.sort(([a], [b]) => a.localeCompare(b)));
}
