/**
 * File discovery: lists the files of a content folder and reads them.
 */
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** A discovered file of the content folder. */
export interface Source {
  /** Absolute path. */
  path: string;
  /** Path relative to the content folder, with `/` separators, e.g. `endpoints/cart/add-item-to-cart.md`. */
  rel: string;
  /** Path to print in diagnostics: relative to the working directory, with `/` separators. */
  file: string;
}

/** A source that has been read as text. */
export interface TextSource extends Source {
  text: string;
}

/** Name of the site and inventory file at the root of the content folder. */
export const CONFIG_FILE = 'pamdocs.yaml';

/** Editor and system leftovers that are never content (swap, backup and temporary files). */
const IGNORED = /(^\.|~$|\.sw[a-p]$|\.tmp$|^#.*#$|^4913$)/;

/** Whether a path relative to the content folder is a dot-file or an editor leftover, never content. */
export function isIgnored(rel: string): boolean {
  return rel.split(/[\\/]/).some((part) => IGNORED.test(part));
}

/**
 * Lists every file below `root` in a stable order, skipping dot-files, editor
 * leftovers and symbolic links (discovery never leaves the content folder).
 * @throws Error with code ENOENT/ENOTDIR when `root` is not a folder.
 */
export async function discover(root: string, cwd = process.cwd()): Promise<Source[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const sources: Source[] = [];
  // Paths are worked out once per folder (thousands of files share a few folders).
  const folders = new Map<string, { rel: string; file: string } | null>();
  const folderOf = (dir: string) => {
    let known = folders.get(dir);
    if (known === undefined) {
      const rel = path.relative(root, dir).split(path.sep).join('/');
      known = isIgnored(rel) ? null : { rel: rel === '' ? '' : `${rel}/`, file: displayPath(dir, cwd) };
      folders.set(dir, known);
    }
    return known;
  };
  for (const entry of entries) {
    if (!entry.isFile() || IGNORED.test(entry.name)) continue;
    const folder = folderOf(entry.parentPath);
    if (!folder) continue;
    const file = folder.file === '' ? entry.name : folder.file.endsWith('/') ? `${folder.file}${entry.name}` : `${folder.file}/${entry.name}`;
    sources.push({ path: path.join(entry.parentPath, entry.name), rel: `${folder.rel}${entry.name}`, file });
  }
  return sources.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}

/** Largest content file pamdocs reads, in bytes (1 MiB): anything bigger is a mistake or an attack. */
export const MAX_FILE_BYTES = 1024 * 1024;

/** Why a file could not be read as content text, and where (1-based). */
export class UnreadableFile extends Error {
  override name = 'UnreadableFile';
  constructor(
    message: string,
    readonly rule: 'content/file-too-large' | 'content/not-utf8',
    readonly line = 1,
    readonly column = 1,
  ) {
    super(message);
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const lenientUtf8 = new TextDecoder('utf-8');

/**
 * Reads a source as UTF-8 text (a leading byte-order mark is dropped).
 * @throws UnreadableFile when it is over {@link MAX_FILE_BYTES} or not valid UTF-8
 */
export function readSource(source: Source): TextSource {
  const bytes = readFileSync(source.path);
  if (bytes.length > MAX_FILE_BYTES) {
    throw new UnreadableFile(
      `\`${source.rel}\` is ${bytes.length} bytes; content files may be at most ${MAX_FILE_BYTES} bytes (1 MiB)`,
      'content/file-too-large',
    );
  }
  try {
    return { ...source, text: strictUtf8.decode(bytes) };
  } catch {
    const text = lenientUtf8.decode(bytes);
    const at = text.indexOf('\uFFFD');
    const before = text.slice(0, Math.max(0, at));
    const line = before.split('\n').length;
    const column = at - before.lastIndexOf('\n');
    throw new UnreadableFile(`\`${source.rel}\` is not valid UTF-8 text; save it as UTF-8`, 'content/not-utf8', line, column);
  }
}

/** `abs` relative to `cwd` with `/` separators, or absolute when outside it. */
export function displayPath(abs: string, cwd: string): string {
  const rel = path.relative(cwd, abs);
  return (rel.startsWith('..') || path.isAbsolute(rel) ? abs : rel).split(path.sep).join('/');
}
