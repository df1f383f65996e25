/**
 * The document cache: processed files by content hash, in memory and on disk
 * across runs, so unchanged files are never parsed or rendered twice.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

/**
 * A cache persisted as JSON files per content folder: `documents-<id>.json`,
 * and one per section (`code-<id>.json`). Only the entries used by the last
 * run are saved, so it never grows beyond the content.
 */
export class DiskCache extends MemoryCache {
  private readonly used = new Set<string>();
  private dirty = false;

  /** The JSON file this cache is kept in. */
  private readonly path: string;

  /** Reads the `name` cache of the content folder `id` from `dir`; a missing or unreadable file is an empty cache. */
  private constructor(
    private readonly dir: string,
    private readonly id: string,
    name: string,
  ) {
    super();
    this.path = path.join(dir, `${name}-${id}.json`);
    try {
      const stored = JSON.parse(readFileSync(this.path, 'utf8')) as { version?: string; entries?: Record<string, unknown> };
      if (stored.version === CACHE_VERSION && stored.entries) for (const [k, v] of Object.entries(stored.entries)) this.entries.set(k, v);
    } catch {
      // No cache yet, or a damaged one: start empty.
    }
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
    this.used.add(key);
    return super.get(key);
  }

  override set(key: string, value: unknown): void {
    this.used.add(key);
    this.dirty = true;
    super.set(key, value);
  }

  /** Writes the used entries of this cache and of its sections (atomically) when anything changed. Errors are ignored: a cache is optional. */
  async save(): Promise<void> {
    await Promise.all([...this.sections.values()].map((s) => (s as DiskCache).save()));
    if (!this.dirty && this.used.size === this.entries.size) return;
    const entries: Record<string, unknown> = {};
    for (const key of this.used) if (this.entries.has(key)) entries[key] = this.entries.get(key);
    try {
      await writeJsonAtomically(this.path, { version: CACHE_VERSION, entries });
      this.dirty = false;
    } catch {
      // Read-only or full disk: the next run processes again.
    }
  }
}
