/**
 * What the edits of the cache equivalence test (./cache-edits.ts) are made
 * of: reading and writing a project's files, one line at a time, with the
 * file events the dev server's watcher would report.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Project } from './cache-projects.js';

/** A file event, as chokidar reports it to the dev server. */
export interface FileEvent {
  /** Absolute path. */
  file: string;
  type: 'change' | 'add' | 'unlink';
}

/** What an edit did: a line for the log, and its file events. */
export interface Change {
  what: string;
  events: FileEvent[];
}

export type Random = () => number;
/** An edit of a project; undefined when the project has nothing it applies to. */
export type Edit = (p: Project, random: Random) => Promise<Change | undefined>;

export const pick = <T>(random: Random, list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];
const WORDS = 'planet member order river cloud amber signal quiet harbor lantern copper meadow'.split(' ');
export const words = (random: Random, n: number) => Array.from({ length: n }, () => pick(random, WORDS)!).join(' ');
export const sentence = (random: Random, n: number) => {
  const text = words(random, n);
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
};

/** The content-relative paths of the files of the content folder, sorted. */
export async function files(p: Project, under = ''): Promise<string[]> {
  const found = await readdir(path.join(p.dir, under), { recursive: true, withFileTypes: true }).catch(() => []);
  return found
    .filter((e) => e.isFile())
    .map((e) => path.relative(p.dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

export const abs = (p: Project, rel: string) => (rel === 'api.yaml' ? p.spec! : path.join(p.dir, rel));
export const read = (p: Project, rel: string) => readFile(abs(p, rel), 'utf8');

/** Writes `text` to `rel` (`api.yaml`: the OpenAPI document) and says so. */
export async function write(p: Project, rel: string, text: string, what: string): Promise<Change> {
  const file = abs(p, rel);
  const existed = await readFile(file).then(
    () => true,
    () => false,
  );
  await writeFile(file, text);
  return { what: `${what} (${rel})`, events: [{ file, type: existed ? 'change' : 'add' }] };
}

/** The lines between a line matching `head` and the next line indented as much or less (all of them without `head`). */
export function block(lines: readonly string[], head: RegExp | undefined): [start: number, end: number] {
  if (!head) return [0, lines.length];
  const start = lines.findIndex((l) => head.test(l));
  return start < 0 ? [0, 0] : [start + 1, blockEnd(lines, start)];
}

/** The index of the first line after line `start` indented as much as it or less (the end of its block). */
export function blockEnd(lines: readonly string[], start: number): number {
  const indent = /^ */.exec(lines[start]!)![0].length;
  const end = lines.findIndex((l, i) => i > start && l.trim() !== '' && /^ */.exec(l)![0].length <= indent);
  return end < 0 ? lines.length : end;
}

/**
 * Replaces one line of `rel` matching `pattern` (in the frontmatter of a
 * Markdown file; in the block under the line matching `under` of a YAML
 * file) by `replace(match)`; undefined when none matches.
 */
export async function editLine(
  p: Project,
  random: Random,
  rel: string,
  pattern: RegExp,
  replace: (m: RegExpExecArray) => string,
  what: string,
  under?: RegExp,
): Promise<Change | undefined> {
  const lines = (await read(p, rel)).split('\n');
  const [start, end] = rel.endsWith('.md') ? [1, lines.indexOf('---', 1)] : block(lines, under);
  const at = pick(
    random,
    lines.flatMap((line, i) => (i >= start && i < end && pattern.test(line) ? [i] : [])),
  );
  if (at === undefined) return undefined;
  lines[at] = replace(pattern.exec(lines[at]!)!);
  return write(p, rel, lines.join('\n'), what);
}

/** A Markdown file of `folder` (endpoints, entities, guides, landing) with a line matching `pattern`, edited. */
export async function editMarkdown(
  p: Project,
  random: Random,
  folders: string[],
  pattern: RegExp,
  replace: (m: RegExpExecArray) => string,
  what: string,
): Promise<Change | undefined> {
  const candidates = (await Promise.all(folders.map((f) => files(p, f)))).flat().filter((f) => f.endsWith('.md'));
  for (let tries = 0; tries < 5; tries++) {
    const rel = pick(random, candidates);
    if (rel === undefined) return undefined;
    const done = await editLine(p, random, rel, pattern, replace, what);
    if (done) return done;
  }
  return undefined;
}

/** The endpoint ids of the inventory by group, in pamdocs.yaml's order. */
export function inventory(config: string): { group: string; id: string; line: number }[] {
  let group = '';
  return config.split('\n').flatMap((line, i) => {
    const g = /^ {2}- id: (\S+)$/.exec(line);
    if (g) group = g[1]!;
    const e = /^ {6}- (\S+)$/.exec(line);
    return e && group ? [{ group, id: e[1]!, line: i }] : [];
  });
}

/** A Markdown file under endpoints/ (an endpoint, or an overlay of the live project). */
export async function endpointFile(p: Project, random: Random): Promise<string | undefined> {
  return pick(
    random,
    (await files(p, 'endpoints')).filter((f) => f.endsWith('.md')),
  );
}

/** Changes the line of pamdocs.yaml that lists `id` (to `to`, or removes it when `to` is undefined). */
export async function relist(p: Project, id: string, to: string | undefined, after = false): Promise<FileEvent | undefined> {
  const config = await read(p, 'pamdocs.yaml');
  const lines = config.split('\n');
  const entry = inventory(config).find((e) => e.id === id);
  if (!entry) return undefined;
  if (after && to !== undefined) lines.splice(entry.line + 1, 0, `      - ${to}`);
  else if (to === undefined) lines.splice(entry.line, 1);
  else lines[entry.line] = `      - ${to}`;
  await writeFile(abs(p, 'pamdocs.yaml'), lines.join('\n'));
  return { file: abs(p, 'pamdocs.yaml'), type: 'change' };
}
