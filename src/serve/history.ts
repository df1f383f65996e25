/**
 * The builds a dev server has made: the current one, whose files it serves,
 * and the hashed assets of the few before it, so a page told about one build
 * can still load that build's scripts after the next is out.
 */
import { contentSecurityPolicy, pageOrigins } from '../emit/html.js';
import type { FileMap } from '../emit/site-files.js';
import type { SiteBuild } from '../pipeline/site-build.js';
import type { LiveEvent } from './live-reload.js';

/**
 * How many builds before the current one keep their hashed assets
 * reachable. During a burst of saves, a page may still be loading the
 * scripts of an update when the next build replaces it (a 404 there made
 * the page reload and lose its state).
 */
export const KEPT_BUILDS = 3;
/**
 * Most characters of new data (index and group payloads) a live update
 * carries itself; past it, the page loads the rest as scripts.
 */
export const INLINE_LIMIT = 4 * 1024 * 1024;

/** Files of a build made on first request (search documents, error catalogue, openapi.json), by path. */
export type LazyFiles = Map<string, () => string>;

/** A build as the server keeps it: the result, and its files made on first request. */
export interface Built {
  result: SiteBuild;
  lazy: LazyFiles;
}

/** The served build and the hashed assets of those before it. */
export class BuildHistory {
  private site: FileMap = new Map();
  private lazy: LazyFiles = new Map();
  /** Newest first, at most {@link KEPT_BUILDS}. Their asset names carry their content, so an old name never serves other content. */
  private previous: { site: FileMap; lazy: LazyFiles }[] = [];
  /** What the last event said: the index script of the published build, or the JSON of the errors shown. */
  private published = '';
  /** The Content-Security-Policy of the served build's pages: its own, with the origins its Try it consoles send to. */
  private served = contentSecurityPolicy();

  /** The Content-Security-Policy every response carries: the served build's (a page's policy and the header's must allow the same requests). */
  get policy(): string {
    return this.served;
  }

  /** Whether a build has been served yet (the first may have failed). */
  get empty(): boolean {
    return this.site.size === 0;
  }

  /**
   * Takes a build: a good one is served from now on. Returns the event that
   * tells open pages (a good build's data, or a bad one's errors), or
   * undefined when it says nothing new.
   */
  publish({ result, lazy }: Built): LiveEvent | undefined {
    if (!result.ok || !result.scripts) {
      const diagnostics = result.diagnostics.filter((d) => d.severity === 'error');
      const key = JSON.stringify(diagnostics);
      if (key === this.published) return undefined;
      this.published = key;
      return { type: 'problems', diagnostics };
    }
    const { index, groups, payloads } = result.scripts;
    const before = { site: this.site, lazy: this.lazy };
    this.site = result.files;
    this.lazy = lazy;
    this.served = contentSecurityPolicy(result.model ? pageOrigins(result.model) : undefined);
    if (index === this.published) return undefined;
    if (before.site.size > 0) this.previous = [before, ...this.previous].slice(0, KEPT_BUILDS);
    this.published = index;
    // The new index and group data travel with the event (up to INLINE_LIMIT), so the open page need not load them as scripts.
    const inline: Record<string, string> = {};
    let size = 0;
    for (const asset of [index, ...Object.values(groups).map((g) => g.asset)]) {
      const json = before.site.has(asset) ? undefined : payloads.get(asset);
      if (json === undefined || size + json.length > INLINE_LIMIT) continue;
      inline[asset] = json;
      size += json.length;
    }
    return { type: 'update', index, groups, inline, policy: this.served };
  }

  /** Notes that the last rebuild failed, so the next good build is announced even when it equals the one served. */
  failed(): void {
    this.published = '';
  }

  /** The body of the site file `file` (a path relative to the site root): the served build's, else a kept build's hashed asset. */
  file(file: string): string | Uint8Array | undefined {
    const body = this.site.get(file) ?? this.lazy.get(file)?.();
    if (body !== undefined || !file.startsWith('assets/')) return body;
    for (const build of this.previous) {
      const old = build.site.get(file) ?? build.lazy.get(file)?.();
      if (old !== undefined) return old;
    }
    return undefined;
  }
}
