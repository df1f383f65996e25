/**
 * The document cache: processed files by content hash, in memory and on disk
 * across runs, so unchanged files are never parsed or rendered twice.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Bumped whenever a cached shape changes; part of every key. */
export const CACHE_VERSION = 'pamdocs-cache-1';

/** Processed files by key; values are JSON-serializable. */
export interface DocumentCache {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

let fingerprint: string | undefined;

/**
 * A fingerprint of pamdocs' own code (name, size and mtime of every module
 * beside this one), so a changed pamdocs never reuses entries made by another.
 */
export function codeFingerprint(): string {
  if (fingerprint) return fingerprint;
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const hash = createHash('sha256').update(CACHE_VERSION);
  for (const name of readdirSync(root, { recursive: true }).map(String).sort()) {
    if (!/\.[jt]s$/.test(name)) continue;
    const info = statSync(path.join(root, name));
    hash.update(`${name}:${info.size}:${info.mtimeMs}\n`);
  }
  return (fingerprint = hash.digest('hex'));
}

/** The cache key of a file: pamdocs' code, its content-relative path and its text (SHA-256, hex). */
export function cacheKey(rel: string, text: string): string {
  return createHash('sha256').update(codeFingerprint()).update('\0').update(rel).update('\0').update(text).digest('hex');
}

/** An in-memory cache (the dev server keeps one for its whole life). */
export class MemoryCache implements DocumentCache {
  protected readonly entries = new Map<string, unknown>();
  get(key: string): unknown {
    return this.entries.get(key);
  }
  set(key: string, value: unknown): void {
    this.entries.set(key, value);
  }
}

/**
 * Where pamdocs keeps its caches for a project: `<cwd>/node_modules/.cache/pamdocs/`
 * when the project has a node_modules folder (the common convention), else the
 * OS temporary folder.
 */
export function cacheDir(cwd: string): string {
  return existsSync(path.join(cwd, 'node_modules')) ? path.join(cwd, 'node_modules', '.cache', 'pamdocs') : path.join(os.tmpdir(), 'pamdocs-cache');
}

/**
 * A cache persisted as one JSON file per content folder. Only the entries
 * used by the last run are saved, so it never grows beyond the content.
 */
export class DiskCache extends MemoryCache {
  private readonly used = new Set<string>();
  private dirty = false;

  private constructor(private readonly file: string) {
    super();
  }

  /**
   * Opens the cache of the content folder `root`, in {@link cacheDir}.
   * A missing or unreadable cache file is an empty cache.
   */
  static async open(root: string, cwd: string): Promise<DiskCache> {
    const dir = cacheDir(cwd);
    const name = createHash('sha256').update(path.resolve(root)).digest('hex').slice(0, 16);
    const cache = new DiskCache(path.join(dir, `documents-${name}.json`));
    try {
      const stored = JSON.parse(await readFile(cache.file, 'utf8')) as { version?: string; entries?: Record<string, unknown> };
      if (stored.version === CACHE_VERSION && stored.entries) for (const [k, v] of Object.entries(stored.entries)) cache.entries.set(k, v);
    } catch {
      // No cache yet, or a damaged one: start empty.
    }
    return cache;
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

  /** Writes the used entries (atomically) when anything changed. Errors are ignored: a cache is optional. */
  async save(): Promise<void> {
    if (!this.dirty && this.used.size === this.entries.size) return;
    const entries: Record<string, unknown> = {};
    for (const key of this.used) if (this.entries.has(key)) entries[key] = this.entries.get(key);
    try {
      await mkdir(path.dirname(this.file), { recursive: true });
      const tmp = `${this.file}.${process.pid}.tmp`;
      await writeFile(tmp, JSON.stringify({ version: CACHE_VERSION, entries }));
      await rename(tmp, this.file);
      this.dirty = false;
    } catch {
      // Read-only or full disk: the next run parses again.
    }
  }
}
