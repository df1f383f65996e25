/**
 * File discovery: lists the files of a content folder, in a stable order,
 * never leaving it. Reading them is `./read.ts`.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../shared/errors.js';

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
    const file =
      folder.file === '' ? entry.name : folder.file.endsWith('/') ? `${folder.file}${entry.name}` : `${folder.file}/${entry.name}`;
    sources.push({ path: path.join(entry.parentPath, entry.name), rel: `${folder.rel}${entry.name}`, file });
  }
  return sources.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}

/** `abs` relative to `cwd` with `/` separators, or absolute when outside it. */
export function displayPath(abs: string, cwd: string): string {
  const rel = path.relative(cwd, abs);
  return (rel.startsWith('..') || path.isAbsolute(rel) ? abs : rel).split(path.sep).join('/');
}

/**
 * The content folder `root` (relative to `cwd`), absolute.
 * @throws UsageError when it does not exist or is not a folder.
 */
export async function contentFolder(root: string, cwd: string): Promise<string> {
  const abs = path.resolve(cwd, root);
  const info = await stat(abs).catch(() => undefined);
  if (!info?.isDirectory()) {
    throw new UsageError(`Cannot find the content folder \`${displayPath(abs, cwd)}\`${info ? ' (it is a file)' : ''}`);
  }
  return abs;
}
