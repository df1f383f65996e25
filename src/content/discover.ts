/**
 * File discovery: lists the files of a content folder and reads them.
 */
import { readdir, readFile } from 'node:fs/promises';
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
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const abs = path.join(entry.parentPath, entry.name);
    const rel = path.relative(root, abs).split(path.sep).join('/');
    if (isIgnored(rel)) continue;
    sources.push({ path: abs, rel, file: displayPath(abs, cwd) });
  }
  return sources.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}

/** Reads a source as UTF-8 text. */
export async function readSource(source: Source): Promise<TextSource> {
  return { ...source, text: await readFile(source.path, 'utf8') };
}

/** `abs` relative to `cwd` with `/` separators, or absolute when outside it. */
export function displayPath(abs: string, cwd: string): string {
  const rel = path.relative(cwd, abs);
  return (rel.startsWith('..') || path.isAbsolute(rel) ? abs : rel).split(path.sep).join('/');
}
