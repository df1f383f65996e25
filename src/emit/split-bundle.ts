/**
 * The template's app and the scripts split off it (the docs script, with
 * the screens only the API reference needs, so the landing loads less; the
 * Try it console, which only a site with `tryIt` loads, and only when a
 * reader opens one) as classic scripts that share modules. esbuild splits
 * code only between ES modules, which do not run over `file://`, so the
 * split is made here, in three runs: the app is bundled once to learn its
 * modules; each split script is bundled with every import of one of them
 * read from the app's table (`window.__pamdocsModules[n]`), so each module
 * runs once, in the app, with one state (the data, the router, React); then
 * the app is bundled again, filling that table with the modules the split
 * scripts read. A module of no script but a split one is in each split
 * script that uses it: it must keep no state another script shares.
 *
 * The table keeps every export of a module it holds. For the template's own
 * modules that is what they are; for a package's ES module it would defeat
 * the app's tree shaking (all of `react-router-dom`, data router included),
 * so a split script may not import one: it imports what it needs through a
 * module of the template that re-exports it (`routing.ts` for React
 * Router). CommonJS packages (React) are whole anyway.
 */
import type { BuildOptions, Plugin } from 'esbuild';
import path from 'node:path';

/** Global the app fills with the modules the split scripts read (an object keyed by module number). */
const MODULES_GLOBAL = '__pamdocsModules';

/** Marks the resolutions this plugin asks esbuild for, so it does not answer them itself. */
const OWN = Symbol('pamdocs-split');

/** What {@link bundleSplit} bundles: the app entry, the entries of the scripts split off it by name, and other entries bundled beside the app. */
export interface SplitEntries {
  app: string;
  /** E.g. `{ docs: '/…/docs.tsx' }`: the output `docs.js` reads the app's modules from its table. */
  splits: Record<string, string>;
  others: Record<string, string>;
}

/**
 * Bundles the app, the split scripts and `others` with the options `base`
 * (classic scripts, `write: false`, `entryNames: '[name]'`); returns the
 * text of each output file by name (`app.js`, `app.css`, `docs.js`, ...).
 * @throws Error with esbuild's messages when a script does not compile, or
 *   when a split script imports a package's ES module the app bundles
 */
export async function bundleSplit(base: BuildOptions, entries: SplitEntries): Promise<Map<string, string>> {
  const { build } = await import('esbuild');
  const cwd = path.dirname(entries.app);
  const options: BuildOptions = { ...base, absWorkingDir: cwd };
  const graph = await build({ ...options, entryPoints: { app: entries.app }, metafile: true, minify: false });
  // Numbered by path, so the same template gives the same scripts.
  const appModules = Object.keys(graph.metafile?.inputs ?? {})
    .sort()
    .map((file) => path.resolve(cwd, file));
  const number = new Map(appModules.map((file, n) => [file, n]));
  const packageEsm = new Set(
    Object.entries(graph.metafile?.inputs ?? {})
      .filter(([file, input]) => input.format === 'esm' && /(^|[\\/])node_modules[\\/]/.test(file))
      .map(([file]) => path.resolve(cwd, file)),
  );
  const read = new Set<string>();
  const fromApp: Plugin = {
    name: 'pamdocs-from-app',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === OWN || args.kind === 'entry-point') return undefined;
        const resolved = await b.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: OWN,
        });
        if (resolved.errors.length > 0 || !number.has(resolved.path)) return undefined;
        if (packageEsm.has(resolved.path)) {
          const text = [
            `"${args.path}" is a package's ES module the app bundles: import what a split script needs of it`,
            'through a module of the template that re-exports it (as routing.ts does for react-router-dom)',
          ].join(' ');
          return { errors: [{ text }] };
        }
        read.add(resolved.path);
        return { path: resolved.path, namespace: 'pamdocs-app-module' };
      });
      b.onLoad({ filter: /.*/, namespace: 'pamdocs-app-module' }, (args) => ({
        contents: `module.exports = window.${MODULES_GLOBAL}[${number.get(args.path)}];`,
        loader: 'js',
      }));
    },
  };
  const splits = [];
  for (const [name, entry] of Object.entries(entries.splits))
    splits.push(await build({ ...options, entryPoints: { [name]: entry }, plugins: [fromApp, ...(base.plugins ?? [])] }));
  const shared = [...read].sort().map((file) => [number.get(file)!, file] as const);
  const withTable: Plugin = {
    name: 'pamdocs-app-table',
    setup(b) {
      b.onResolve({ filter: /^pamdocs:app$/ }, () => ({ path: 'app', namespace: 'pamdocs-app-entry' }));
      b.onLoad({ filter: /.*/, namespace: 'pamdocs-app-entry' }, () => ({
        resolveDir: cwd,
        loader: 'js',
        contents: [
          ...shared.map(([n, file]) => `import * as m${n} from ${JSON.stringify(file)};`),
          `window.${MODULES_GLOBAL} = { ${shared.map(([n]) => `${n}: m${n}`).join(', ')} };`,
          `import ${JSON.stringify(entries.app)};`,
        ].join('\n'),
      }));
    },
  };
  const app = await build({
    ...options,
    entryPoints: { app: 'pamdocs:app', ...entries.others },
    plugins: [withTable, ...(base.plugins ?? [])],
  });
  return new Map([app, ...splits].flatMap((made) => made.outputFiles ?? []).map((out) => [path.basename(out.path), out.text]));
}
