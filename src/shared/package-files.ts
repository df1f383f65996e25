/**
 * Where pamdocs' own files are: the templates, the prebundled site, the
 * JSON Schemas and the compiled modules worker threads import. `npm run
 * compile` bundles the Node side (`scripts/compile.mjs`), so a module's
 * code may run from `dist/` or from a shared chunk in `dist/chunks/`:
 * paths are taken from the package folder, never from the running module.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Whether this code runs compiled (`dist/`) rather than from the TypeScript sources (tests, `src/`). */
export const COMPILED = import.meta.url.endsWith('.js');

/**
 * The nearest folder above `dir` with a `package.json`: the repository
 * when running from it, `node_modules/pamdocs` when installed.
 * @throws Error when no folder above has one (a broken installation)
 */
function packageRoot(dir: string): string {
  for (let at = dir; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'package.json'))) return at;
    if (path.dirname(at) === at) throw new Error(`pamdocs: no package.json above ${dir}`);
  }
}

/** The pamdocs package folder (absolute). */
export const PACKAGE_ROOT = packageRoot(path.dirname(fileURLToPath(import.meta.url)));

/** Absolute path of `relative` (POSIX separators) inside the package folder, e.g. `templates/starter/`. */
export function packageFile(relative: string): string {
  return path.join(PACKAGE_ROOT, relative);
}

/**
 * URL of the compiled file of `src/<module>` (`dist/<module>`, e.g.
 * `parse/jobs.js` or `shared/jobs/worker.js`): a job module or the worker
 * entry, each at that path (`scripts/compile.mjs`).
 */
export function compiledModule(module: string): URL {
  return pathToFileURL(packageFile(`dist/${module}`));
}
