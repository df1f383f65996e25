/**
 * The runs the cache equivalence test (tests/unit/cache-equivalence.test.ts)
 * compares after every edit of a project (./cache-projects.ts): `pamdocs
 * build` run again (a new session over the project's disk cache, replays
 * included), the dev server's rebuild (one session that runs follow, over an
 * in-memory cache, kept across edits and told which files changed), and a
 * fresh build (no cache, an empty output folder); and `check` with and
 * without its cache.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { contentHash } from '../../src/emit/hash.js';
import { OUTPUT_MARKER } from '../../src/emit/write.js';
import type { Diagnostic } from '../../src/shared/diagnostics.js';
import type { Session } from '../../src/shared/session.js';
import type { FileEvent } from './cache-edit-tools.js';
import type { Project } from './cache-projects.js';

/** What a run made: whether the site was made, its diagnostics as text, and its files by path. */
export interface Output {
  ok: boolean;
  diagnostics: string;
  files: Map<string, Buffer>;
}

/** Diagnostics as text, one a line, as the CLI names them. */
export const diagnosticText = (diagnostics: readonly Diagnostic[]): string =>
  diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.rule}: ${d.message}${d.hint ? ` (${d.hint})` : ''}`).join('\n');

/** The files of `dir` by path relative to it (`/` separators). */
async function folder(dir: string): Promise<Map<string, Buffer>> {
  const found = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = new Map<string, Buffer>();
  // The marker says the folder is pamdocs output (src/emit/write.ts): not a file of the site.
  for (const e of found.filter((f) => f.isFile() && f.name !== OUTPUT_MARKER)) {
    const abs = path.join(e.parentPath, e.name);
    files.set(path.relative(dir, abs).split(path.sep).join('/'), await readFile(abs));
  }
  return files;
}

/**
 * `pamdocs build` run again: the CLI's call (no session: a new one over the
 * project's disk cache, saved at the end, and the last build replayed when
 * its inputs are unchanged), into the same output folder every time.
 */
export async function diskBuild(p: Project): Promise<Output> {
  const out = path.join(p.cwd, 'site-disk');
  const result = await p.lib.build({ dir: 'content', cwd: p.cwd, out });
  return { ok: result.ok, diagnostics: diagnosticText(result.diagnostics), files: result.ok ? await folder(out) : new Map() };
}

/** A build in a new session without a cache, into an emptied output folder. */
export async function freshBuild(p: Project): Promise<Output> {
  const out = path.join(p.cwd, 'site-fresh');
  await rm(out, { recursive: true, force: true });
  const result = await p.lib.build({ dir: 'content', cwd: p.cwd, out, session: new p.lib.Session() });
  return { ok: result.ok, diagnostics: diagnosticText(result.diagnostics), files: result.ok ? await folder(out) : new Map() };
}

/** `check` over its disk cache, then again (replayed), and in a new session without a cache; as text. */
export async function checks(p: Project): Promise<{ cached: string; again: string; fresh: string }> {
  const cached = await p.lib.check({ dir: 'content', cwd: p.cwd });
  const again = await p.lib.check({ dir: 'content', cwd: p.cwd });
  const fresh = await p.lib.check({ dir: 'content', cwd: p.cwd, session: new p.lib.Session() });
  return { cached: diagnosticText(cached.diagnostics), again: diagnosticText(again.diagnostics), fresh: diagnosticText(fresh.diagnostics) };
}

/**
 * The dev server's builds (src/serve/index.ts): one session that runs follow (`follows`), over
 * an in-memory cache and one template bundle for its life; each rebuild is
 * told the edited files of the content folder as src/serve/rebuilder.ts
 * tells them (none when a file came or went). Its derived files, made on
 * request, are all made, and named as `build` names them (see
 * {@link contentNames}). No live-reload script: the site is `build`'s.
 */
export class ServeSession {
  private readonly session: Session;
  private readonly bundle: ReturnType<Project['lib']['bundleTemplate']>;
  private first = true;
  /** Every file the server's builds made under a name of their inputs' key (openapi.json's is fixed): a name must never mean other bytes. */
  private readonly versioned = new Map<string, Buffer>();

  constructor(private readonly p: Project) {
    this.session = new p.lib.Session({ cache: new p.lib.MemoryCache(), rebuilds: true });
    this.bundle = p.lib.bundleTemplate({ cacheDir: path.join(p.cwd, 'node_modules/.cache/pamdocs') });
  }

  /** Rebuilds after `events` (the first call is the server's first build). */
  async rebuild(events: readonly FileEvent[]): Promise<Output> {
    const inside = (file: string) => !path.relative(this.p.dir, file).startsWith('..');
    const structural = events.some((e) => inside(e.file) && e.type !== 'change');
    const edited = new Set(events.filter((e) => inside(e.file)).map((e) => e.file));
    const changed = this.first || structural ? {} : { changed: edited };
    this.first = false;
    const lazy = new Map<string, () => string>();
    const { session, bundle } = this;
    const result = await this.p.lib.buildFiles({ dir: this.p.dir, cwd: this.p.cwd, session, bundle, lazy, ...changed });
    const files = new Map<string, Buffer>();
    for (const [name, body] of result.files) files.set(name, Buffer.from(body));
    const renamed: string[] = [];
    for (const [name, make] of lazy) {
      const bytes = Buffer.from(make());
      const before = this.versioned.get(name);
      if (before && !before.equals(bytes)) renamed.push(`${name} was other bytes in an earlier build of the server`);
      if (HASHED.test(name)) this.versioned.set(name, bytes);
      files.set(name, bytes);
    }
    const output = { ok: result.ok, diagnostics: diagnosticText(result.diagnostics), files: contentNames(files, [...lazy.keys()]) };
    return renamed.length > 0 ? { ...output, diagnostics: `${output.diagnostics}\n${renamed.join('\n')}` } : output;
  }
}

/** Text files, where names of other files are written. */
const TEXT = /\.(html|js|json|css|txt|md|xml|svg)$/;
/** A name carrying a content hash (src/emit/hash.ts). */
const HASHED = /^(assets\/.+-)([0-9a-f]{10})(\.\w+)$/;

/**
 * `files` with the derived files the dev server names by the key of the
 * model's inputs (`versioned`; SiteFilesOptions.lazy in src/emit/site-files.ts says
 * so: a rebuild need not make them) named by their content, as `build`
 * names them; the files naming them are renamed by their new content in
 * turn, until nothing changes.
 */
function contentNames(files: Map<string, Buffer>, versioned: readonly string[]): Map<string, Buffer> {
  const out = new Map(files);
  let renames = new Map<string, string>();
  for (const name of versioned) {
    const m = HASHED.exec(name);
    const to = m && `${m[1]}${contentHash(files.get(name)!)}${m[3]}`;
    if (to && to !== name) renames.set(name, to);
  }
  while (renames.size > 0) {
    for (const [from, to] of renames) {
      out.set(to, out.get(from)!);
      out.delete(from);
    }
    const next = new Map<string, string>();
    for (const [name, bytes] of out) {
      if (!TEXT.test(name)) continue;
      let text = bytes.toString('utf8');
      for (const [from, to] of renames) text = text.replaceAll(from.slice('assets/'.length), to.slice('assets/'.length));
      if (text === bytes.toString('utf8')) continue;
      out.set(name, Buffer.from(text));
      const m = HASHED.exec(name);
      const to = m && `${m[1]}${contentHash(text)}${m[3]}`;
      if (to && to !== name) next.set(name, to);
    }
    renames = next;
  }
  return out;
}

/** Where `got` differs from `want`: `ok`, the diagnostics, and every file missing, extra or other (with where it first differs). */
export function differences(want: Output, got: Output): string[] {
  const found: string[] = [];
  if (want.ok !== got.ok) found.push(`ok: ${got.ok}, fresh: ${want.ok}`);
  if (want.diagnostics !== got.diagnostics) found.push(`diagnostics:\n${got.diagnostics}\nfresh:\n${want.diagnostics}`);
  for (const [name, bytes] of want.files) {
    const other = got.files.get(name);
    if (!other) found.push(`missing ${name}`);
    else if (!bytes.equals(other)) found.push(`differs ${name}: ${firstDifference(bytes, other)}`);
  }
  for (const name of got.files.keys()) if (!want.files.has(name)) found.push(`extra ${name}`);
  return found;
}

/** The text around the first byte where `got` differs from `want`. */
function firstDifference(want: Buffer, got: Buffer): string {
  let at = 0;
  while (at < want.length && at < got.length && want[at] === got[at]) at++;
  const around = (b: Buffer) => JSON.stringify(b.subarray(Math.max(0, at - 60), at + 100).toString('utf8'));
  return `at byte ${at} of ${want.length} (got ${got.length} bytes)\n  got:   ${around(got)}\n  fresh: ${around(want)}`;
}
