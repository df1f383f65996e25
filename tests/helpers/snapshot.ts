/** Whole folders compared by content, for tests that say two builds wrote the same site. */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/** The SHA-256 (hex) of every file of `dir`, by path relative to it, in path order; a file gone while read is left out. */
export async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const rel of (await readdir(dir, { recursive: true })).map(String).sort()) {
    const bytes = await readFile(path.join(dir, rel)).catch(() => undefined);
    if (bytes) out[rel] = createHash('sha256').update(bytes).digest('hex');
  }
  return out;
}
