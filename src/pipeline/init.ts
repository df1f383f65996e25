/**
 * `pamdocs init`: a starter content folder that checks clean and builds: a
 * commented `pamdocs.yaml` whose first line points editors at its JSON
 * Schema, one group with one endpoint (a nested request schema), one guide
 * and one landing tab. The files are those of `templates/starter/`.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../shared/errors.js';
import { packageFile } from '../shared/package-files.js';
import { CONFIG_FILE } from '../source/discover.js';

/** The starter files shipped with the package. */
const STARTER = packageFile('templates/starter/');
/** The JSON Schema of `pamdocs.yaml` that `npm run compile` writes (`scripts/compile.mjs`). */
const CONFIG_SCHEMA = packageFile('dist/schemas/pamdocs-config.schema.json');
/** What the starter's first line says where the schema is. */
const SCHEMA_MARK = '@SCHEMA@';

/** Options of {@link init}. */
export interface InitOptions {
  /** The folder to create the content in; relative to `cwd`. Default: `content`. */
  dir?: string;
  /** Default: `process.cwd()`. */
  cwd?: string;
}

/** What {@link init} wrote. */
export interface InitResult {
  /** Absolute path of the content folder. */
  dir: string;
  /** The files written, relative to it, in path order. */
  files: string[];
}

/**
 * Writes the starter content into `dir`, which must be missing or empty.
 * @throws UsageError when `dir` is a file or holds anything (nothing is written then)
 */
export async function init(options: InitOptions = {}): Promise<InitResult> {
  const cwd = options.cwd ?? process.cwd();
  const dir = path.resolve(cwd, options.dir ?? 'content');
  const present = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    if (error.code === 'ENOTDIR') throw new UsageError(`\`${options.dir ?? 'content'}\` is a file; give \`init\` a new or empty folder`);
    throw error;
  });
  if (present.length > 0) {
    throw new UsageError(`\`${options.dir ?? 'content'}\` is not empty (${present.length} ${present.length === 1 ? 'entry' : 'entries'}); \`init\` writes only into a new or empty folder, and nothing was changed`);
  }
  const files = (await readdir(STARTER, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(STARTER, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  for (const rel of files) {
    const target = path.join(dir, rel);
    await mkdir(path.dirname(target), { recursive: true });
    let text = await readFile(path.join(STARTER, rel), 'utf8');
    if (rel === CONFIG_FILE) text = text.replace(SCHEMA_MARK, path.relative(dir, CONFIG_SCHEMA).split(path.sep).join('/'));
    // `wx`: a file that appeared meanwhile is never overwritten.
    await writeFile(target, text, { flag: 'wx' });
  }
  return { dir, files };
}
