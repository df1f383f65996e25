/**
 * `pamdocs import` (and `init --from`): an OpenAPI document read
 * (`src/openapi/spec.ts`), turned into a content folder (`src/openapi/`),
 * written atomically, then checked like any content, so what it reports
 * points at the written files.
 */
import path from 'node:path';
import { assertReplaceable, writeAtomically } from '../emit/write.js';
import { importContent, type ImportOutput } from '../openapi/files.js';
import { loadOverlaidSpec } from '../openapi/oai-overlays/overlaid.js';
import { countBySeverity, sortDiagnostics, type Diagnostic } from '../shared/diagnostics.js';
import { check } from './check.js';

/** Options of {@link importSpec}. */
export interface ImportOptions {
  /** The OpenAPI document (JSON or YAML), relative to `cwd`. */
  spec: string;
  /** The content folder to write; relative to `cwd`. Default: `content`. */
  out?: string;
  /** Replace `out` even when it holds something. Default: false (only a missing or empty folder is written). */
  force?: boolean;
  /** Default: `process.cwd()`. */
  cwd?: string;
  /** OAI overlay files (relative to `cwd`) applied to the document in order before it is converted. Default: none. */
  overlays?: string[];
}

/** What an import did. */
export interface ImportResult {
  /** True when the folder was written and checks without errors. */
  ok: boolean;
  /** Whether the folder was written (false when the document has errors: nothing is written then). */
  written: boolean;
  /** The document's problems, what the import changed (warnings), then the check of the written folder. */
  diagnostics: Diagnostic[];
  errors: number;
  warnings: number;
  /** Absolute path of the content folder. */
  outDir: string;
  /** Files written, content-relative, in path order. */
  files: string[];
  stats: ImportOutput['stats'];
  /** Durations in ms: read (parse, check, bundle, upgrade), convert, write, check. */
  timings: Record<string, number>;
}

/**
 * Imports the document `options.spec` into `options.out`.
 * @throws UsageError when the document cannot be read, or `out` holds something and `force` is not given (nothing is read or written then)
 */
export async function importSpec(options: ImportOptions): Promise<ImportResult> {
  const cwd = options.cwd ?? process.cwd();
  const outDir = path.resolve(cwd, options.out ?? 'content');
  const replace = options.force ? 'any' : 'empty';
  await assertReplaceable(outDir, replace);
  const timings: Record<string, number> = {};
  const time = async <T>(name: string, run: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await run();
    } finally {
      timings[name] = performance.now() - start;
    }
  };
  const loaded = await time('read', () => loadOverlaidSpec(options.spec, cwd, options.overlays ?? []));
  const empty = { operations: 0, groups: 0, entities: 0 };
  if (!loaded.ok) {
    return {
      ok: false,
      written: false,
      diagnostics: sortDiagnostics(loaded.diagnostics),
      ...countBySeverity(loaded.diagnostics),
      outDir,
      files: [],
      stats: empty,
      timings,
    };
  }
  const output = await time('convert', () => importContent(loaded.spec));
  await time('write', () => writeAtomically(outDir, output.files, replace));
  const checked = await time('check', () => check({ dir: outDir, cwd }));
  const diagnostics = [...sortDiagnostics([...loaded.diagnostics, ...output.notes]), ...sortDiagnostics(checked.diagnostics)];
  return {
    ok: checked.errors === 0,
    written: true,
    diagnostics,
    ...countBySeverity(diagnostics),
    outDir,
    files: [...output.files.keys()].sort(),
    stats: output.stats,
    timings,
  };
}
