/**
 * What a writer does along with an edit of the cache equivalence test
 * (./cache-edits.ts) so that the content stays valid: links follow an
 * endpoint renamed or removed, the sentences that state the number of
 * endpoints are brought up to date, and, in a project reading an OpenAPI
 * document live, overlays go with the operation they describe. Each returns
 * the file events of what it wrote.
 */
import { rm, writeFile } from 'node:fs/promises';
import { abs, files, inventory, read, type FileEvent } from './cache-edit-tools.js';
import type { Project } from './cache-projects.js';

/** An operation of the OpenAPI document of a live project, with the lines of its block. */
export interface Operation {
  id: string;
  /** Its group: the route of its first tag. */
  group: string;
  /** Its anchor on the group's page. */
  anchor: string;
  start: number;
  end: number;
}

/** The anchor pamdocs gives an operation id (`getAllData`: `get-all-data`). */
const kebab = (id: string) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The operations under `paths` of the project's OpenAPI document (none without one), in its order. */
export async function operations(p: Project): Promise<Operation[]> {
  if (!p.spec) return [];
  const lines = (await read(p, 'api.yaml')).split('\n');
  const paths = lines.findIndex((l) => /^paths:/.test(l));
  const found: Operation[] = [];
  for (let i = paths + 1; i < lines.length && !/^\S/.test(lines[i]!); i++) {
    if (!/^ {4}(get|post|put|patch|delete):$/.test(lines[i]!)) continue;
    let end = i + 1;
    while (end < lines.length && (lines[end]!.trim() === '' || /^ {6}/.test(lines[end]!))) end++;
    const block = lines.slice(i, end).join('\n');
    const id = /^ {6}operationId: (\w+)$/m.exec(block)?.[1];
    const tag = /^ {6}tags:\n {8}- (.+)$/m.exec(block)?.[1];
    if (id && tag) found.push({ id, group: tag.toLowerCase(), anchor: kebab(id), start: i, end });
  }
  return found;
}

/** The number of endpoints of the content: the inventory's, or the operations and webhooks of the live document. */
export async function endpointCount(p: Project): Promise<number> {
  if (p.inventory) return inventory(await read(p, 'pamdocs.yaml')).length;
  return (await read(p, 'api.yaml')).split('\n').filter((l) => /^ {4}(get|post|put|patch|delete):$/.test(l)).length;
}

/** The sentence a writer states the number of endpoints in (see {@link restate}). */
export const statedCount = (count: number | string) => `This API has ${count} endpoints.`;
const STATED = /This API has (\d+) endpoints\./g;

/** The Markdown files of the content and pamdocs.yaml: where prose and links are written. */
const texts = async (p: Project) => (await files(p)).filter((f) => f.endsWith('.md') || f === 'pamdocs.yaml');

/** Rewrites every text file where `edit` changes something; the events of those written. */
async function rewrite(p: Project, edit: (text: string) => string): Promise<FileEvent[]> {
  const events: FileEvent[] = [];
  for (const rel of await texts(p)) {
    const text = await read(p, rel);
    const next = edit(text);
    if (next === text) continue;
    await writeFile(abs(p, rel), next);
    events.push({ file: abs(p, rel), type: 'change' });
  }
  return events;
}

/** Points every link to `#/<from>` at `#/<to>` instead (an endpoint renamed, or gone: its group's page). */
export function relink(p: Project, from: string, to: string): Promise<FileEvent[]> {
  return rewrite(p, (text) => text.split(`](#/${from})`).join(`](#/${to})`));
}

/** Brings every {@link statedCount} up to the number of endpoints the content has now. */
export async function restate(p: Project): Promise<FileEvent[]> {
  const count = await endpointCount(p);
  return rewrite(p, (text) => text.replace(STATED, () => statedCount(count)));
}

/** The operation each overlay of a live project describes, by file. */
export async function overlays(p: Project): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (p.inventory) return found;
  for (const rel of (await files(p, 'endpoints')).filter((f) => f.endsWith('.md'))) {
    const id = /^operation: (\w+)$/m.exec(await read(p, rel))?.[1];
    if (id) found.set(rel, id);
  }
  return found;
}

/** Deletes the overlays of operation `id` (the operation was removed from the document). */
export async function dropOverlays(p: Project, id: string): Promise<FileEvent[]> {
  const gone = [...(await overlays(p))].filter(([, op]) => op === id).map(([rel]) => abs(p, rel));
  await Promise.all(gone.map((file) => rm(file)));
  return gone.map((file) => ({ file, type: 'unlink' }));
}
