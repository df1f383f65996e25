/**
 * Atomic output: a folder (the built site, or imported content) is written
 * to a temporary folder beside it and swapped in only when complete, so an
 * interrupted run leaves the previous folder as it was.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../shared/errors.js';
import type { FileMap } from './site-files.js';

/** A file that marks a folder as pamdocs output, so a rebuild may replace it. */
export const OUTPUT_MARKER = '.pamdocs-output';

/** Which existing folder {@link writeAtomically} may replace. */
export type Replace =
  /** The build's output: a folder holding {@link OUTPUT_MARKER}, which the write adds (pamdocs never deletes a folder it did not make). */
  | 'output'
  /** Only a missing or empty folder (an import without `--force`). */
  | 'empty'
  /** Any folder (an import with `--force`). */
  | 'any';

/** Writes the files of a folder into the new, empty folder `dir` (a replayed build copies its kept site so). */
export type FillFolder = (dir: string) => void;

/**
 * Replaces `outDir` with exactly `files` (or what `files` writes into the
 * new folder), and the marker, for `output`.
 * @throws UsageError when `outDir` is a file, or holds something `replace` does not allow replacing
 */
export async function writeAtomically(outDir: string, files: FileMap | FillFolder, replace: Replace = 'output'): Promise<void> {
  const out = path.resolve(outDir);
  await assertReplaceable(out, replace);
  const parent = path.dirname(out);
  await mkdir(parent, { recursive: true });
  await removeLeftovers(parent, path.basename(out));
  const tmp = await mkdtemp(path.join(parent, `.${path.basename(out)}.tmp-`));
  try {
    if (typeof files === 'function') files(tmp);
    else writeFiles(tmp, files);
    if (replace === 'output')
      await writeFile(path.join(tmp, OUTPUT_MARKER), 'This folder is written by pamdocs build and replaced on every build.\n');
    const old = `${tmp}.old`;
    const existed = await stat(out).then(
      () => true,
      () => false,
    );
    if (existed) await rename(out, old);
    await rename(tmp, out);
    if (existed) await rm(old, { recursive: true, force: true });
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Writes `files` into the new folder `dir`, one after another and
 * synchronously: through the thread pool each file is three round trips
 * (open, write, close), which cost more than the writes of many small files
 * and save nothing on a few large ones.
 */
function writeFiles(dir: string, files: FileMap): void {
  const made = new Set<string>();
  for (const [rel, data] of files) {
    const file = path.join(dir, rel);
    const parent = path.dirname(file);
    if (!made.has(parent)) {
      mkdirSync(parent, { recursive: true });
      made.add(parent);
    }
    writeFileSync(file, data);
  }
}

/**
 * Removes what an interrupted earlier build left beside the output: its
 * temporary folders (`.<name>.tmp-*`, `.<name>.tmp-*.old`). Two builds into
 * one output folder at the same time are not supported.
 */
async function removeLeftovers(parent: string, name: string): Promise<void> {
  const prefix = `.${name}.tmp-`;
  for (const entry of await readdir(parent)) {
    if (entry.startsWith(prefix)) await rm(path.join(parent, entry), { recursive: true, force: true });
  }
}

/**
 * Throws when {@link writeAtomically} would refuse to replace `out`: a
 * caller may ask before doing the work whose result it would write.
 * @throws UsageError as {@link writeAtomically} does
 */
export async function assertReplaceable(out: string, replace: Replace): Promise<void> {
  const entries = await readdir(out).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return [] as string[];
    if (e.code === 'ENOTDIR') throw new UsageError(`The output \`${out}\` is a file, not a folder`);
    throw e;
  });
  if (entries.length === 0 || replace === 'any') return;
  if (replace === 'empty') {
    throw new UsageError(
      `Refusing to replace \`${out}\`: it is not empty. Choose another --out folder, or give --force to replace it as a whole.`,
    );
  }
  if (!entries.includes(OUTPUT_MARKER)) {
    throw new UsageError(
      `Refusing to replace \`${out}\`: it is not empty and was not written by pamdocs. Choose another --out folder or empty it.`,
    );
  }
}
