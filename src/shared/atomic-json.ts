/**
 * Writing a JSON file so a reader never sees half of it: into a temporary
 * file beside it (named by this process), then renamed over it. For the
 * document cache and the template bundles, which concurrent runs share.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `value` as JSON to `file`, creating its folder.
 * @throws the file system's error (a read-only or full disk); the caller decides whether it matters
 */
export async function writeJsonAtomically(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify(value));
  await rename(tmp, file);
}
