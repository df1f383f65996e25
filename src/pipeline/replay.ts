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
import { copyFileSync, constants, mkdirSync, readFileSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { lastLoadKeys, type LoadedContent } from '../parse/load.js';
import { writeJsonAtomically } from '../shared/atomic-json.js';
import { CACHE_VERSION, cacheDir, codeFingerprint } from '../shared/cache.js';
import type { Diagnostic } from '../shared/diagnostics.js';
import type { Session } from '../shared/session.js';
import type { SiteStats } from '../shared/site-model.js';

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
}

/** SHA-256 of `data`, hex. */
const sha = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** The last run of one content folder, kept in the cache folder (`replay-<folder id>/`: `record.json` and `site/`). */
export class Replays {
  private constructor(private readonly dir: string) {}

  /** The replays of the content folder `root` (relative to `cwd`). */
  static of(root: string, cwd: string): Replays {
    const id = sha(path.resolve(cwd, root)).slice(0, 16);
    return new Replays(path.join(cacheDir(cwd), `replay-${id}`));
  }

  /**
   * The key of a run's inputs in the content folder: pamdocs' code, the
   * folder and working directory (diagnostics name files relative to it),
   * the options that change results, each text file the load read (its
   * cache key), each asset's bytes, and what was found wrong with files
   * that are not text (they have no key). SHA-256, hex.
   */
  static async key(content: LoadedContent, session: Session, options: Record<string, unknown>): Promise<string> {
    const hash = createHash('sha256')
      .update(CACHE_VERSION)
      .update('\0')
      .update(codeFingerprint())
      .update('\0')
      .update(JSON.stringify([content.root, content.cwd, options]));
    for (const [rel, key] of lastLoadKeys(session)) hash.update('\0').update(rel).update('\0').update(key);
    const assets = await Promise.all(
      [...content.assets].map(async ([rel, source]) => `${rel}\0${sha(await readFile(source.path).catch(() => new Uint8Array()))}`),
    );
    for (const asset of assets) hash.update('\0').update(asset);
    return hash.update('\0').update(JSON.stringify(content.facts)).digest('hex');
  }

  /** The record of the last run when it had the inputs `key` and its files outside the folder are unchanged; else undefined. */
  async find(key: string): Promise<ReplayRecord | undefined> {
    const record = await readFile(path.join(this.dir, 'record.json'), 'utf8')
      .then((text) => JSON.parse(text) as ReplayRecord)
      .catch(() => undefined);
    if (record?.version !== CACHE_VERSION || record.key !== key) return undefined;
    for (const [file, hash] of record.read) {
      const now = await readFile(file).catch(() => undefined);
      if (!now || sha(now) !== hash) return undefined;
    }
    return record;
  }

  /**
   * Keeps the run of inputs `key` that read `watched` (files outside the
   * folder) and reported `diagnostics`; with `site`, the built site's folder
   * and what it holds, copied. A cache is optional: errors are ignored.
   */
  async keep(
    key: string,
    watched: readonly string[],
    diagnostics: Diagnostic[],
    site?: { dir: string; files: string[]; stats: SiteStats },
  ): Promise<void> {
    try {
      const read = await Promise.all(
        watched.map(async (file): Promise<[string, string]> => [file, sha(await readFile(file).catch(() => new Uint8Array()))]),
      );
      await rm(path.join(this.dir, 'record.json'), { force: true });
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
      };
      await writeJsonAtomically(path.join(this.dir, 'record.json'), record);
    } catch {
      // Read-only or full disk: the next run runs.
    }
  }

  /** The files of a kept site, by path relative to the site (for writing it again). */
  siteFiles(record: ReplayRecord): Map<string, Buffer> {
    const dir = path.join(this.dir, 'site');
    return new Map((record.site?.files ?? []).map((rel) => [rel, readFileSync(path.join(dir, rel))]));
  }
}

/** Copies `files` (relative paths) from `from` to the new folder `to`, by copy-on-write clones where the file system has them. */
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
