/**
 * Runs given again (src/pipeline/replay.ts): a `check` or `build` whose
 * inputs are the last run's gives that run's result without doing its work,
 * and any change of an input (a Markdown file, an asset, the OpenAPI
 * document or a file its `$ref`s read) makes a run of its own.
 */
import { mkdir, readdir, readFile } from 'node:fs/promises';
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

describe("a run whose inputs are the last run's", () => {
  it('builds the same site again without checking or laying out anything', async () => {
    const temp = await project();
    const first = await build({ cwd: temp.cwd });
    const written = await site(first.outDir);
    const again = await build({ cwd: temp.cwd });
    expect(Object.keys(again.timings)).toEqual(['load', 'replay', 'write']);
    expect([again.ok, again.files, again.diagnostics, again.stats]).toEqual([true, first.files, first.diagnostics, first.stats]);
    expect(await site(again.outDir)).toEqual(written);
  });

  it('checks the same diagnostics again, and a build after a check does its work once', async () => {
    const temp = await project();
    await temp.edit('pets.yaml', 'example:\n              name: Rex', 'example:\n              name: 12');
    const first = await check({ cwd: temp.cwd });
    expect(first.warnings).toBe(1);
    const again = await check({ cwd: temp.cwd });
    expect(Object.keys(again.timings)).toEqual(['load', 'replay']);
    expect(again.diagnostics).toEqual(first.diagnostics);
    expect(Object.keys((await build({ cwd: temp.cwd })).timings)).toContain('check');
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
