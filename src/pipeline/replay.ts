/**
 * Runs given again: a `check` or `build` whose inputs are those of the last
 * run of the same content folder (pamdocs' code, every file of the folder,
 * the OpenAPI documents and the files their `$ref`s read, the options)
 * gives that run's result again, without reading a document, checking or
 * laying out anything: its diagnostics, and for a build its files, kept in
 * the cache folder. The work a run with the same inputs would do is not
 * done; any change of an input makes a run of its own (whose stages still
 * use their caches).
 */
import { createHash } from 'node:crypto';
import { copyFileSync, constants, mkdirSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { findFiles, readFolder, type FoundFiles, type ReadFolder } from '../parse/read-folder.js';
import { contentFolder } from '../source/discover.js';
import { writeJsonAtomically } from '../shared/atomic-json.js';
import { CACHE_VERSION, cacheDir, codeFingerprint } from '../shared/cache.js';
import type { Diagnostic } from '../shared/diagnostics.js';
import type { SiteStats } from '../shared/site-model.js';
import { timed, type RunOptions, type Timings } from './run-options.js';

/** What a run kept for a run of the same inputs to give again. */
export interface ReplayRecord {
  version: string;
  /** The key of the inputs of the content folder and the options ({@link Replays.key}). */
  key: string;
  /** The files outside the content folder the run read (the OpenAPI documents and their `$ref`s), with the SHA-256 of each: a replay needs them unchanged. */
  read: [file: string, sha: string][];
  diagnostics: Diagnostic[];
  /** For a build that wrote a site: its files (paths relative to the site, kept under `site/`) and what it holds. */
  site?: { files: string[]; stats: SiteStats };
  /** The stamps of the folder's files when the run read them, when all could be trusted ({@link Stamps}). */
  stamps?: Stamps;
}

/**
 * The stamps of every file of a content folder as a run read them (size,
 * times and inode: `trustedStamp`), in path order, with a digest of what
 * else the run's result depends on (pamdocs' code, the folder, the working
 * directory, the options). The same stamps on the same files later mean the
 * same inputs, as build tools take an unchanged stamp for an unchanged file:
 * a run is given again without reading a file.
 */
export interface Stamps {
  settings: string;
  files: [file: string, stamp: string][];
}

/** A digest of what a run's result depends on besides its files. */
const settingsOf = (root: string, cwd: string, options: Record<string, unknown>) =>
  sha(JSON.stringify([CACHE_VERSION, codeFingerprint(), root, cwd, options]));

/** SHA-256 of `data`, hex. */
const sha = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** The last run of one kind of one content folder, kept in the cache folder (`replay-<folder id>/<check|build>/`: `record.json`, and a build's `site/`). */
export class Replays {
  private constructor(private readonly dir: string) {}

  /**
   * The replays of `run` (a `check` or a `build`) of the content folder
   * `root` (relative to `cwd`): each kind keeps its last run, so a check
   * and a build in turn (`pamdocs check && pamdocs build` in CI) are both
   * given again.
   */
  static of(root: string, cwd: string, run: RunKind): Replays {
    const id = sha(path.resolve(cwd, root)).slice(0, 16);
    return new Replays(path.join(cacheDir(cwd), `replay-${id}`, run));
  }

  /**
   * The key of a run's inputs in the content folder, as read before
   * anything is processed: pamdocs' code, the folder and working directory
   * (diagnostics name files relative to it), the options that change
   * results, each text file (its cache key), each asset's bytes, and what
   * was found wrong with files that are not text (they have no key).
   * SHA-256, hex.
   */
  static async key(read: ReadFolder, options: Record<string, unknown>): Promise<string> {
    const hash = createHash('sha256')
      .update(CACHE_VERSION)
      .update('\0')
      .update(codeFingerprint())
      .update('\0')
      .update(JSON.stringify([read.root, read.cwd, options]));
    read.texts.forEach((text, i) => hash.update('\0').update(text.rel).update('\0').update(read.keys[i]!));
    const assets = await Promise.all(
      [...read.assets].map(async ([rel, source]) => `${rel}\0${sha(await readFile(source.path).catch(() => new Uint8Array()))}`),
    );
    for (const asset of assets) hash.update('\0').update(asset);
    return hash.update('\0').update(JSON.stringify(read.other)).digest('hex');
  }

  /** The stamps of the files of `read` for a run with `options`; undefined when one cannot be trusted (modified a moment ago). */
  static stamps(read: ReadFolder, options: Record<string, unknown>): Stamps | undefined {
    const files: Stamps['files'] = [];
    for (const source of read.sources) {
      const stamp = read.stamps.get(source.path);
      if (stamp === undefined) return undefined;
      files.push([source.path, stamp]);
    }
    return { settings: settingsOf(read.root, read.cwd, options), files };
  }

  /** Keeps `stamps` with the last run's `record` (found by its key: the files were touched, not changed), so the next run finds it by them. */
  async restamp(record: ReplayRecord, stamps: Stamps | undefined): Promise<void> {
    if (stamps) await writeJsonAtomically(path.join(this.dir, 'record.json'), { ...record, stamps }).catch(() => undefined);
  }

  /** The record of the last run, when this version of pamdocs kept it. */
  async last(): Promise<ReplayRecord | undefined> {
    const record = await readFile(path.join(this.dir, 'record.json'), 'utf8')
      .then((text) => JSON.parse(text) as ReplayRecord)
      .catch(() => undefined);
    return record?.version === CACHE_VERSION ? record : undefined;
  }

  /**
   * Keeps the run of inputs `key`, whose folder's files had `stamps`, that
   * read `watched` (files outside the folder) and reported `diagnostics`;
   * with `site`, the built site's folder and what it holds, copied. A run
   * that reported a file it could not process is not kept. A cache is
   * optional: errors are ignored.
   */
  async keep(
    key: string,
    stamps: Stamps | undefined,
    watched: readonly string[],
    diagnostics: Diagnostic[],
    site?: { dir: string; files: string[]; stats: SiteStats },
  ): Promise<void> {
    try {
      const read = await Promise.all(
        watched.map(async (file): Promise<[string, string]> => [file, sha(await readFile(file).catch(() => new Uint8Array()))]),
      );
      await rm(path.join(this.dir, 'record.json'), { force: true });
      // A file that could not be processed (stopped at the time bound, say) is tried again by the next run: none is given again.
      // The rules load here, not with this module: a run that keeps has loaded them, and one given again never needs them.
      const { unprocessable } = await import('../check/rules/content.js');
      if (diagnostics.some((d) => d.rule === unprocessable.meta.id)) return;
      if (site) {
        const fresh = path.join(this.dir, `site-${process.pid}`);
        await rm(fresh, { recursive: true, force: true });
        copyFiles(site.dir, fresh, site.files);
        await rm(path.join(this.dir, 'site'), { recursive: true, force: true });
        await rename(fresh, path.join(this.dir, 'site'));
      }
      const record: ReplayRecord = {
        version: CACHE_VERSION,
        key,
        read,
        diagnostics,
        ...(site ? { site: { files: site.files, stats: site.stats } } : {}),
        ...(stamps ? { stamps } : {}),
      };
      await writeJsonAtomically(path.join(this.dir, 'record.json'), record);
    } catch {
      // Read-only or full disk: the next run runs.
    }
  }

  /** Copies the files of the kept site of `record` into a new folder (`writeAtomically`): clones where the file system has them, never through memory. */
  siteCopier(record: ReplayRecord): (dir: string) => void {
    return (dir) => copyFiles(path.join(this.dir, 'site'), dir, record.site?.files ?? []);
  }
}

/** The kinds of run that are given again. */
export type RunKind = 'check' | 'build';

/** What a run of its own learns of the last run of its folder before it does anything. */
export interface ReplayLookup {
  replays: Replays;
  /** The last run's record when this run's inputs are its inputs. */
  found?: ReplayRecord;
  /** The folder as read, when the stamps did not tell (the run loads it without reading it again). */
  read?: ReadFolder;
  /** The key of the inputs as read, and the stamps of the files: what the run keeps under. */
  key?: string;
  stamps?: Stamps;
}

/**
 * Looks up the last `run` of the content folder of `options` for a run with
 * `settings` (the options that change results): by the files' stamps,
 * without reading them; else by reading the folder and keying its files.
 * @throws UsageError when the content folder does not exist.
 */
export async function lookUpReplay(
  run: RunKind,
  options: RunOptions,
  settings: Record<string, unknown>,
  timings: Timings,
): Promise<ReplayLookup> {
  const cwd = options.cwd ?? process.cwd();
  const root = await contentFolder(options.dir ?? 'content', cwd);
  const replays = Replays.of(root, cwd, run);
  // The last run's inputs are this run's when its files outside the folder are unchanged and those in it have the
  // same stamps (told without reading them), or else the same keys once read.
  const {
    last,
    found: files,
    stamped,
  } = await timed(timings, 'replay', async () => {
    const last = await replays.last();
    const found = await findFiles(root, cwd);
    return { last, found, stamped: last !== undefined && sameStamps(last, found, settingsOf(root, cwd, settings)) };
  });
  // Read and hashed once, whichever way the run is told.
  let outside: Promise<boolean> | undefined;
  const unchanged = () => (outside ??= last === undefined ? Promise.resolve(false) : outsideUnchanged(last));
  if (stamped && (await unchanged())) return { replays, found: last! };
  const read = await timed(timings, 'read', () => readFolder(root, cwd, undefined, files));
  const key = await Replays.key(read, settings);
  const stamps = Replays.stamps(read, settings);
  const found = last?.key === key && (await unchanged()) ? last : undefined;
  if (found) await replays.restamp(found, stamps);
  return { replays, read, key, ...(stamps ? { stamps } : {}), ...(found ? { found } : {}) };
}

/**
 * Whether every file found in the folder (in path order) has the stamp it
 * had when the run of `record` read it, and that run had the same
 * `settings` ({@link settingsOf}): then its inputs in the folder are this
 * run's. A file modified a moment ago has no trusted stamp, so it never matches.
 */
function sameStamps(record: ReplayRecord, { sources, stamps }: FoundFiles, settings: string): boolean {
  const files = record.stamps?.settings === settings ? record.stamps.files : undefined;
  if (files?.length !== sources.length) return false;
  return sources.every((source, i) => source.path === files[i]![0] && stamps.get(source.path) === files[i]![1]);
}

/** Whether the files outside the content folder that the run of `record` read are unchanged (by content). */
async function outsideUnchanged(record: ReplayRecord): Promise<boolean> {
  for (const [file, hash] of record.read) {
    const now = await readFile(file).catch(() => undefined);
    if (!now || sha(now) !== hash) return false;
  }
  return true;
}

/** Copies `files` (relative paths) from `from` into the folder `to`, by copy-on-write clones where the file system has them. */
function copyFiles(from: string, to: string, files: readonly string[]): void {
  const made = new Set<string>();
  for (const rel of files) {
    const target = path.join(to, rel);
    const parent = path.dirname(target);
    if (!made.has(parent)) {
      mkdirSync(parent, { recursive: true });
      made.add(parent);
    }
    copyFileSync(path.join(from, rel), target, constants.COPYFILE_FICLONE);
  }
}
