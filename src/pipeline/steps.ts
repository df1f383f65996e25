/**
 * The one pipeline behind `check`, `build` and `serve`: load -> check ->
 * code and assembly -> files. Returns values; never prints or exits.
 */
import { runChecks } from '../check/run.js';
import { loadAssets } from '../emit/assets.js';
import type { FileMap } from '../emit/site-files.js';
import { assemble, type ModelKeys } from '../model/assemble.js';
import { loadContent, type LoadedContent } from '../parse/load.js';
import type { ReadFolder } from '../parse/read-folder.js';
import { DiskCache } from '../shared/cache.js';
import { countBySeverity, type Diagnostic } from '../shared/diagnostics.js';
import { Session } from '../shared/session.js';
import type { SiteModel } from '../shared/site-model.js';
import { timed, type RunOptions, type Timings } from './run-options.js';

/** The content loaded and checked. */
export interface Checked {
  content: LoadedContent;
  /** The session of the run; later steps keep their state and cache sections in it. */
  session: Session;
  /** Saves the document cache when the run made its session (a caller's session is the caller's to save). */
  persist(): Promise<void>;
  /** The time bound per file of the run, in ms, for the steps after the load (see {@link LoadOptions.fileTimeBoundMs}). */
  fileTimeBoundMs?: number;
  diagnostics: Diagnostic[];
  errors: number;
  warnings: number;
  timings: Timings;
}

/** A content folder loaded (pamdocs.yaml and the Markdown files), before the OpenAPI documents and the checks. */
export interface LoadedFolder {
  content: LoadedContent;
  session: Session;
  /** Whether the run made its session (then it saves the cache, and may be replayed: `./replay.ts`). */
  owned: boolean;
  options: RunOptions;
  timings: Timings;
}

/**
 * Loads a content folder: its files, processed or from the cache. `read`:
 * the folder as already read (`readFolder`; not read again).
 * @throws UsageError when the folder does not exist.
 */
export async function loadFolder(options: RunOptions = {}, read?: ReadFolder, timings: Timings = {}): Promise<LoadedFolder> {
  const dir = options.dir ?? 'content';
  const cwd = options.cwd ?? process.cwd();
  const owned = options.session === undefined;
  const session = options.session ?? new Session({ cache: await DiskCache.open(dir, cwd) });
  const content = await timed(timings, 'load', () =>
    loadContent(dir, cwd, {
      session,
      ...(read ? { read } : {}),
      ...(options.changed ? { changed: options.changed } : {}),
      ...(options.fileTimeBoundMs ? { fileTimeBoundMs: options.fileTimeBoundMs } : {}),
    }),
  );
  return { content, session, owned, options, timings };
}

/**
 * Reads the OpenAPI documents of a loaded folder (pamdocs.yaml's `openapi:`)
 * and runs every rule. `site`: whether a site will be made of the content
 * (the examples a document lacks are generated only then).
 */
export async function checkFolder({ content: written, session, owned, options, timings }: LoadedFolder, site = true): Promise<Checked> {
  // The OpenAPI documents pamdocs.yaml names, read on every run; their readers load only then.
  const apiOptions = { examples: site, ...(options.fileTimeBoundMs ? { boundMs: options.fileTimeBoundMs } : {}) };
  const content = written.written?.config.openapi
    ? await timed(timings, 'openapi', async () => (await import('../openapi/live/load.js')).withApis(written, session, apiOptions))
    : written;
  const diagnostics = await timed(timings, 'check', () => runChecks(content, session));
  const persist = async () => {
    if (owned && session.cache instanceof DiskCache) await session.cache.save();
  };
  await persist();
  const bound = options.fileTimeBoundMs ? { fileTimeBoundMs: options.fileTimeBoundMs } : {};
  return { content, session, persist, ...bound, diagnostics, ...countBySeverity(diagnostics), timings };
}

/**
 * Loads and checks a content folder.
 * @throws UsageError when the folder does not exist.
 */
export async function loadAndCheck(options: RunOptions = {}): Promise<Checked> {
  return checkFolder(await loadFolder(options));
}

/**
 * An assembled site model with the content assets it references and the
 * path in the built site of a content file (content-relative path; '' when
 * there is none).
 */
export interface Rendered {
  model: SiteModel;
  /** The content key of each endpoint and entity of the model (src/model/assemble.ts). */
  keys: ModelKeys;
  assets: FileMap;
  assetUrl(rel: string): string;
}

/**
 * Assembles the site model of checked content, with the changelog of the
 * APIs it has in several versions.
 * @throws Error when the content has no valid config (callers check errors first).
 */
export async function render(checked: Checked): Promise<Rendered> {
  const { content, session } = checked;
  const loaded = content.config;
  if (!loaded) throw new Error('Cannot render content without a valid pamdocs.yaml');
  const assets = await loadAssets(content.assets);
  const { model, keys } = await timed(checked.timings, 'assemble', () =>
    assemble(loaded.config, content.index, session, { assetUrl: (rel) => assets.url(rel) }, content.apis),
  );
  // Versions of one API make a changelog (docs/guides/site.md, The changelog); its module and the diff's walk load only then.
  const changelog =
    content.apis.length > 1
      ? await timed(checked.timings, 'changelog', async () =>
          (await import('../model/changelog.js')).changelogOf(content.apis, model.groups, loaded.config.rules, session),
        )
      : undefined;
  return { model: changelog ? { ...model, changelog } : model, keys, assets: assets.files, assetUrl: (rel) => assets.url(rel) };
}
