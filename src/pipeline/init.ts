/**
 * `pamdocs init`: a starter content folder that checks clean and builds: a
 * commented `pamdocs.yaml` whose first line points editors at its JSON
 * Schema, one group with one endpoint (a nested request schema), one guide
 * and one landing tab. The files are those of `templates/starter/`. With
 * `--from`, a project whose `pamdocs.yaml` names an OpenAPI document
 * instead (`src/openapi/starter.ts`), checked like any content.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadOverlaidSpec } from '../openapi/oai-overlays/overlaid.js';
import { starterFiles } from '../openapi/starter.js';
import { countBySeverity, sortDiagnostics, type Diagnostic } from '../shared/diagnostics.js';
import { UsageError } from '../shared/errors.js';
import { packageFile } from '../shared/package-files.js';
import { CONFIG_FILE } from '../source/discover.js';
import { check } from './check.js';

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
 * The absolute folder `dir` (relative to `cwd`), which must be missing or empty.
 * @throws UsageError when it is a file or holds anything
 */
async function emptyFolder(dir: string, cwd: string): Promise<string> {
  const abs = path.resolve(cwd, dir);
  const present = await readdir(abs).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    if (error.code === 'ENOTDIR') throw new UsageError(`\`${dir}\` is a file; give \`init\` a new or empty folder`);
    throw error;
  });
  if (present.length > 0) {
    throw new UsageError(
      [
        `\`${dir}\` is not empty (${present.length} ${present.length === 1 ? 'entry' : 'entries'});`,
        '`init` writes only into a new or empty folder, and nothing was changed',
      ].join(' '),
    );
  }
  return abs;
}

/** Writes `files` (path relative to `dir` -> text) into `dir`; `wx`: a file that appeared meanwhile is never overwritten. */
async function writeNew(dir: string, files: ReadonlyMap<string, string>): Promise<void> {
  for (const [rel, text] of files) {
    const target = path.join(dir, rel);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text, { flag: 'wx' });
  }
}

/** Where the JSON Schema of pamdocs.yaml is from the folder `dir`, `/` separators. */
const schemaFrom = (dir: string) => path.relative(dir, CONFIG_SCHEMA).split(path.sep).join('/');

/**
 * Writes the starter content into `dir`, which must be missing or empty.
 * @throws UsageError when `dir` is a file or holds anything (nothing is written then)
 */
export async function init(options: InitOptions = {}): Promise<InitResult> {
  const cwd = options.cwd ?? process.cwd();
  const dir = await emptyFolder(options.dir ?? 'content', cwd);
  const files = (await readdir(STARTER, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(STARTER, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const texts = new Map<string, string>();
  for (const rel of files) {
    const text = await readFile(path.join(STARTER, rel), 'utf8');
    texts.set(rel, rel === CONFIG_FILE ? text.replace(SCHEMA_MARK, schemaFrom(dir)) : text);
  }
  await writeNew(dir, texts);
  return { dir, files };
}

/** Options of {@link initFrom}. */
export interface InitFromOptions extends InitOptions {
  /** The OpenAPI document, relative to `cwd`. */
  spec: string;
  /** OAI overlay files (relative to `cwd`) to apply to it in order: named under `overlays:` of the pamdocs.yaml written. Default: none. */
  overlays?: string[];
}

/** What {@link initFrom} did. */
export interface InitFromResult extends InitResult {
  /** True when the project was written and checks without errors. */
  ok: boolean;
  /** False when the document has errors: nothing was written then. */
  written: boolean;
  /** The document's problems, then the check of the new project. */
  diagnostics: Diagnostic[];
  errors: number;
  warnings: number;
}

/**
 * Writes into `dir` (missing or empty) a project whose pamdocs.yaml names
 * the OpenAPI document `spec` (and its OAI `overlays`) by its relative path,
 * with a guide and a landing page, then checks it.
 * @throws UsageError when `dir` holds anything or `spec` cannot be read (nothing is written then)
 */
export async function initFrom(options: InitFromOptions): Promise<InitFromResult> {
  const cwd = options.cwd ?? process.cwd();
  const dir = await emptyFolder(options.dir ?? 'content', cwd);
  const overlays = options.overlays ?? [];
  const loaded = await loadOverlaidSpec(options.spec, cwd, overlays);
  if (!loaded.ok) {
    const diagnostics = sortDiagnostics(loaded.diagnostics);
    return { ok: false, written: false, diagnostics, ...countBySeverity(diagnostics), dir, files: [] };
  }
  const relative = (file: string) => path.relative(dir, path.resolve(cwd, file)).split(path.sep).join('/');
  const files = starterFiles(loaded.spec.document, relative(options.spec), schemaFrom(dir), overlays.map(relative));
  await writeNew(dir, files);
  const checked = await check({ dir, cwd });
  return {
    ok: checked.errors === 0,
    written: true,
    diagnostics: checked.diagnostics,
    errors: checked.errors,
    warnings: checked.warnings,
    dir,
    files: [...files.keys()].sort(),
  };
}
