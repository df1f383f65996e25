/**
 * The document cache: processed files by content hash, in memory and on disk
 * across runs, so unchanged files are never parsed or rendered twice.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { writeJsonAtomically } from './atomic-json.js';
import os from 'node:os';
import path from 'node:path';
import { COMPILED, packageFile } from './package-files.js';

/** Bumped whenever the form of a cached record changes; part of every key. */
export const CACHE_VERSION = 'pamdocs-cache-1';

/** Processed files by key; values are JSON-serializable. */
export interface DocumentCache {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  /**
   * The cache of another kind of entry (`code`: an endpoint's samples and
   * highlighted examples), kept apart so that a run which needs only the
   * documents (`check`) never reads it. The same name gives the same section.
   */
  section(name: string): DocumentCache;
}

/**
 * The fingerprint of the running pamdocs, computed on first use. Not session
 * state: it describes the installed code, the same for every session of the
 * process, and never goes stale while the process runs.
 */
let fingerprint: string | undefined;

/**
 * A fingerprint of pamdocs' own code (name, size and mtime of every module
 * of dist/, or of src/ when run from sources), so a changed pamdocs never
 * reuses entries made by another.
 */
export function codeFingerprint(): string {
  if (fingerprint) return fingerprint;
  const root = packageFile(COMPILED ? 'dist' : 'src');
  const hash = createHash('sha256').update(CACHE_VERSION);
  for (const name of readdirSync(root, { recursive: true }).map(String).sort()) {
    // The modules only: type declarations (.d.ts) and source maps change with them.
    if (!/\.c?[jt]s$/.test(name) || name.endsWith('.d.ts')) continue;
    const info = statSync(path.join(root, name));
    hash.update(`${name}:${info.size}:${info.mtimeMs}\n`);
  }
  return (fingerprint = hash.digest('hex'));
}

/** The cache key of a file: pamdocs' code, its content-relative path and its text (SHA-256, hex). */
export function cacheKey(rel: string, text: string): string {
  return createHash('sha256').update(codeFingerprint()).update('\0').update(rel).update('\0').update(text).digest('hex');
}

/** An in-memory cache (a library caller may keep one for the life of a process). */
export class MemoryCache implements DocumentCache {
  protected readonly entries = new Map<string, unknown>();
  protected readonly sections = new Map<string, MemoryCache>();
  get(key: string): unknown {
    return this.entries.get(key);
  }
  set(key: string, value: unknown): void {
    this.entries.set(key, value);
  }
  section(name: string): MemoryCache {
    let section = this.sections.get(name);
    if (!section) this.sections.set(name, (section = this.makeSection(name)));
    return section;
  }
  /** A new, empty section. */
  protected makeSection(_name: string): MemoryCache {
    return new MemoryCache();
  }
}

/**
 * Where pamdocs keeps its caches for a project: `<cwd>/node_modules/.cache/pamdocs/`
 * when the project has a node_modules folder (the common convention), else the
 * OS temporary folder.
 */
export function cacheDir(cwd: string): string {
  return existsSync(path.join(cwd, 'node_modules'))
    ? path.join(cwd, 'node_modules', '.cache', 'pamdocs')
    : path.join(os.tmpdir(), 'pamdocs-cache');
}

/** What a pack of a {@link DiskCache} section holds and what the run did with it. */
interface Pack {
  /** The keys of its entries. */
  readonly keys: Set<string>;
  /** The keys the run asked for or set. */
  readonly used: Set<string>;
  /** Whether the run set an entry. */
  dirty: boolean;
}

/** The digits a key may begin with: each names a pack (cache keys are hex content hashes). */
const HEX = /^[0-9a-f]/;

/**
 * A cache persisted as JSON files per content folder: each section in a
 * folder of its own (`documents-<id>/`, `checks-<id>/`…), split into 16
 * packs by the first hex digit of the key (`0.json`…`f.json`; `_.json` for
 * a key that is no hash). A pack is read when a key in it is first asked
 * for, and written at {@link save} only when the run changed what it should
 * hold: an edit rewrites the packs of the entries it added and left out,
 * not the whole section. Only the entries a run used are kept (a pack the
 * run never opened, in a section it used, goes), so the cache never grows
 * beyond the content.
 */
export class DiskCache extends MemoryCache {
  private readonly packs = new Map<string, Pack>();
  /** The folder this section's packs are kept in. */
  private readonly folder: string;

  private constructor(
    private readonly dir: string,
    private readonly id: string,
    private readonly name: string,
  ) {
    super();
    this.folder = path.join(dir, `${name}-${id}`);
  }

  /** Opens the document cache of the content folder `root` (relative to `cwd`), in {@link cacheDir}. */
  static async open(root: string, cwd: string): Promise<DiskCache> {
    const id = createHash('sha256').update(path.resolve(cwd, root)).digest('hex').slice(0, 16);
    return new DiskCache(cacheDir(cwd), id, 'documents');
  }

  protected override makeSection(name: string): DiskCache {
    return new DiskCache(this.dir, this.id, name);
  }

  override get(key: string): unknown {
    this.packOf(key).used.add(key);
    return super.get(key);
  }

  override set(key: string, value: unknown): void {
    const pack = this.packOf(key);
    pack.keys.add(key);
    pack.used.add(key);
    pack.dirty = true;
    super.set(key, value);
  }

  /** The pack `key` belongs to, read from disk on first use (a missing or damaged file is an empty pack). */
  private packOf(key: string): Pack {
    const name = HEX.test(key) ? key[0]! : '_';
    let pack = this.packs.get(name);
    if (pack) return pack;
    this.packs.set(name, (pack = { keys: new Set(), used: new Set(), dirty: false }));
    try {
      const stored = JSON.parse(readFileSync(path.join(this.folder, `${name}.json`), 'utf8')) as {
        version?: string;
        entries?: Record<string, unknown>;
      };
      if (stored.version === CACHE_VERSION && stored.entries)
        for (const [k, v] of Object.entries(stored.entries)) {
          pack.keys.add(k);
          this.entries.set(k, v);
        }
    } catch {
      // No pack yet, or a damaged one: it starts empty.
    }
    return pack;
  }

  /**
   * Writes, atomically, each pack of this section and of its sections whose
   * kept entries the run changed, and removes the packs of a used section
   * the run never opened. Errors are ignored: a cache is optional.
   */
  async save(): Promise<void> {
    await Promise.all([...this.sections.values()].map((s) => (s as DiskCache).save()));
    if (this.packs.size === 0) return;
    try {
      // The one file a section was kept in before packs.
      rmSync(path.join(this.dir, `${this.name}-${this.id}.json`), { force: true });
      for (const file of readdirSync(this.folder))
        if (file.endsWith('.json') && !this.packs.has(file.slice(0, -'.json'.length)))
          rmSync(path.join(this.folder, file), { force: true });
    } catch {
      // No folder yet, or a read-only one (the writes below fail too).
    }
    for (const [name, pack] of this.packs) {
      if (!pack.dirty && pack.used.size === pack.keys.size) continue;
      const entries: Record<string, unknown> = {};
      for (const key of pack.used) if (this.entries.has(key)) entries[key] = this.entries.get(key);
      try {
        await writeJsonAtomically(path.join(this.folder, `${name}.json`), { version: CACHE_VERSION, entries });
        pack.dirty = false;
        pack.keys.clear();
        for (const key of pack.used) pack.keys.add(key);
      } catch {
        // Read-only or full disk: the next run processes again.
      }
    }
  }
}
