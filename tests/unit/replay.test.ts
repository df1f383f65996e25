/**
 * Runs given again (src/pipeline/replay.ts): a `check` or `build` whose
 * inputs are the last run's gives that run's result without doing its work,
 * and any change of an input (a Markdown file, an asset, the OpenAPI
 * document or a file its `$ref`s read) makes a run of its own.
 */
import { mkdir, readdir, readFile, utimes } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, check } from '../../src/index.js';
import { ROOT, tempContent, useTempContent } from '../helpers/content.js';

const track = useTempContent();

/** A copy of the OpenAPI fixture project, with a `node_modules` folder so its cache is its own. */
async function project() {
  const temp = track(await tempContent(path.join(ROOT, 'tests/fixtures/openapi-live')));
  await mkdir(path.join(temp.cwd, 'node_modules'));
  return temp;
}

/** The files of a built site and their texts. */
async function site(dir: string): Promise<Record<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  return Object.fromEntries(
    await Promise.all(
      files.map(async (e) => [
        path.relative(dir, path.join(e.parentPath, e.name)),
        await readFile(path.join(e.parentPath, e.name), 'utf8'),
      ]),
    ),
  );
}

/** Sets the modification time of every file under `dir` to an hour ago (`minutes` more), so their stamps are trusted (none was modified a moment ago). */
async function age(dir: string, minutes = 0): Promise<void> {
  const when = new Date(Date.now() - (60 + minutes) * 60_000);
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  await Promise.all(files.map((e) => utimes(path.join(e.parentPath, e.name), when, when)));
}

describe("a run whose inputs are the last run's", () => {
  it('builds the same site again without checking or laying out anything', async () => {
    const temp = await project();
    const first = await build({ cwd: temp.cwd });
    const written = await site(first.outDir);
    const again = await build({ cwd: temp.cwd });
    // Files modified a moment ago: their stamps are not trusted, so they are read (not loaded) to tell.
    expect(Object.keys(again.timings)).toEqual(['replay', 'read', 'write']);
    expect([again.ok, again.files, again.diagnostics, again.stats]).toEqual([true, first.files, first.diagnostics, first.stats]);
    expect(await site(again.outDir)).toEqual(written);
  });

  it('checks the same diagnostics again, and a build after a check does its work once: each is given again after the other', async () => {
    const temp = await project();
    await temp.edit('pets.yaml', 'example:\n              name: Rex', 'example:\n              name: 12');
    const first = await check({ cwd: temp.cwd });
    expect(first.warnings).toBe(1);
    const again = await check({ cwd: temp.cwd });
    expect(Object.keys(again.timings)).toEqual(['replay', 'read']);
    expect(again.diagnostics).toEqual(first.diagnostics);
    expect(Object.keys((await build({ cwd: temp.cwd })).timings)).toContain('check');
    // `pamdocs check && pamdocs build` again: both given again.
    expect(Object.keys((await check({ cwd: temp.cwd })).timings)).toEqual(['replay', 'read']);
    expect(Object.keys((await build({ cwd: temp.cwd })).timings)).toEqual(['replay', 'read', 'write']);
  });

  it('tells by the stamps of files not modified a moment ago, without reading them', async () => {
    const temp = await project();
    await age(temp.dir);
    const first = await build({ cwd: temp.cwd });
    const again = await build({ cwd: temp.cwd });
    expect(Object.keys(again.timings)).toEqual(['replay', 'write']);
    expect([again.ok, again.files, again.diagnostics]).toEqual([true, first.files, first.diagnostics]);
    // Touched, not changed: read and found the same, and its new stamps kept for the next run.
    await age(temp.dir, 5);
    expect(Object.keys((await build({ cwd: temp.cwd })).timings)).toEqual(['replay', 'read', 'write']);
    expect(Object.keys((await build({ cwd: temp.cwd })).timings)).toEqual(['replay', 'write']);
    // Changed, with its old time put back: its stamp (change time) differs, so it is read, and built.
    await temp.edit('pets.yaml', 'summary: List pets', 'summary: List the pets');
    await age(temp.dir, 5);
    const edited = await build({ cwd: temp.cwd });
    expect(edited.timings.check).toBeDefined();
    expect(await readFile(path.join(edited.outDir, 'openapi.json'), 'utf8')).toContain('List the pets');
    // A file added: another set of files, read and built.
    await temp.write('guides/welcome.md', '---\ntitle: Welcome\n---\n\nHello.\n');
    await age(temp.dir, 10);
    expect((await build({ cwd: temp.cwd })).timings.check).toBeDefined();
    expect(Object.keys((await build({ cwd: temp.cwd })).timings)).toEqual(['replay', 'write']);
  });

  it('runs again when a Markdown file, the OpenAPI document or a file its $refs read changes', async () => {
    const temp = await project();
    await temp.write('store.yaml', 'type: object\nproperties:\n  city:\n    type: string\n');
    await temp.edit('pets.yaml', /\n {4}Store:\n[\s\S]*$/, '\n    Store:\n      $ref: store.yaml\n');
    const stores = async () => (await build({ cwd: temp.cwd })).timings.check !== undefined;
    expect(await stores()).toBe(true);
    expect(await stores()).toBe(false);
    await temp.edit('store.yaml', 'city', 'town');
    expect(await stores()).toBe(true);
    await temp.edit('pets.yaml', 'summary: List pets', 'summary: List the pets');
    expect(await stores()).toBe(true);
    await temp.write('guides/welcome.md', '---\ntitle: Welcome\n---\n\nHello.\n');
    expect(await stores()).toBe(true);
    expect(await stores()).toBe(false);
  });
});

describe('a run after an edit of the OpenAPI document', () => {
  it('reports a problem of an unchanged operation at its new line when the edit moved it', async () => {
    const temp = await project();
    await temp.edit(
      'pets.yaml',
      '                  $ref: "#/components/schemas/Store"',
      '                  $ref: "#/components/schemas/Store"\n              example: [{ city: 12 }]',
    );
    const at = async () => (await check({ cwd: temp.cwd })).diagnostics.map((d) => `${d.line}:${d.column} ${d.rule}`);
    const before = await at();
    expect(before).toEqual([expect.stringMatching(/ schema\/invalid-example$/)]);
    // Another operation's description, written on two lines: the problem's operation is unchanged, one line down.
    await temp.edit(
      'pets.yaml',
      '      description: Lists the pets of the shop.',
      '      description: |\n        Lists the pets\n        of the shop.',
    );
    const line = Number(before[0]!.split(':')[0]);
    expect(await at()).toEqual([before[0]!.replace(/^\d+/, String(line + 2))]);
  });
});
