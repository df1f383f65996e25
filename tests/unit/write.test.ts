import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { OUTPUT_MARKER, writeAtomically } from '../../src/emit/write.js';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('writeAtomically', () => {
  it('replaces the whole output, marks it, and leaves no temporary folder behind', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-write-'));
    const out = path.join(dir, 'site');
    await writeAtomically(
      out,
      new Map([
        ['index.html', 'one'],
        ['assets/a.js', 'a'],
      ]),
    );
    await writeAtomically(out, new Map([['index.html', 'two']]));
    expect((await readdir(out)).sort()).toEqual([OUTPUT_MARKER, 'index.html']);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('two');
    expect(await readdir(dir)).toEqual(['site']);
  });

  it('never replaces a non-empty folder that pamdocs did not write', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-write-'));
    const out = path.join(dir, 'docs');
    await mkdir(out);
    await writeFile(path.join(out, 'notes.txt'), 'keep me');
    await expect(writeAtomically(out, new Map([['index.html', 'x']]))).rejects.toThrow(/Refusing to replace/);
    expect(await readFile(path.join(out, 'notes.txt'), 'utf8')).toBe('keep me');
  });
});
