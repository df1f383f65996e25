/**
 * The public library API of pamdocs: `init` writes a starter content folder,
 * `importSpec` the content of an OpenAPI document; `diff` compares two
 * versions of an API; `check`, `build` and `serve` run one
 * pipeline (docs/guides/architecture.md) and return values; they never print or exit.
 */
export { check, type CheckOptions, type CheckResult } from './pipeline/check.js';
export { build, type BuildOptions, type BuildResult } from './pipeline/build.js';
export { init, type InitOptions, type InitResult } from './pipeline/init.js';
export { importSpec, type ImportOptions, type ImportResult } from './pipeline/import.js';
export { serve, ContentError, DEFAULT_HOST, DEFAULT_PORT, type ServeHandle, type ServeOptions } from './serve/index.js';
export { diff, type DiffOptions, type DiffResult } from './pipeline/diff.js';
export type { ApiChange } from './check/diff/run.js';
export { formatDiagnostics, FORMATS, type Format } from './check/format.js';
export { formatChanges, DIFF_FORMATS, type DiffFormat } from './check/diff/format.js';
export { UsageError } from './shared/errors.js';
export type { Diagnostic, Severity } from './shared/diagnostics.js';
export type * from './shared/site-model.js';
export type * from './shared/page-protocol.js';
