/**
 * The public library API of pamdocs: `check`, `build` and `serve` run one
 * pipeline (DESIGN.md) and return values; they never print or exit.
 */
export { check, type CheckOptions, type CheckResult } from './check/index.js';
export { build, type BuildOptions, type BuildResult } from './build/index.js';
export { serve, ContentError, DEFAULT_HOST, DEFAULT_PORT, type ServeHandle, type ServeOptions } from './serve/index.js';
export { formatDiagnostics, FORMATS, type Format } from './check/format.js';
export { UsageError } from './content/load.js';
export type { Diagnostic, Severity } from './diagnostics.js';
export type * from './model.js';
