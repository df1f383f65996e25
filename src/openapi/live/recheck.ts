/**
 * Checking a document again after an edit of some of its operations: the
 * dev server's common case (a summary, a parameter, a response of one
 * operation), which a full check (`../spec.ts`: Redocly's walk of the whole
 * document) would make slow on a large one. When only
 * path items changed (everything else of the document is the same, it is
 * one file), the changed items are linted alone and their references
 * resolved against the whole document, the other items keep the problems
 * the last check found, moved to their places after the edit (`./places.ts`),
 * and the document upgraded to 3.1 is the last one with the changed items
 * upgraded. Otherwise a full check runs.
 */
import { createHash } from 'node:crypto';
import { LineIndex } from '../../shared/line-index.js';
import { lint, unresolvedRefs, type LocatedProblem } from '../lint.js';
import type { OpenApi } from '../openapi-types.js';
import { documentPositions, locatePointer } from '../pointer-offsets.js';
import { locateSpec, type SpecResult } from '../spec.js';
import { reparsed, upgradeDocument, type SpecText } from '../text.js';
import type { Move } from './places.js';

/** Fingerprints of a document as written: of everything but its path items, and of each path item (by `paths\0<key>` or `webhooks\0<key>`). */
export interface WrittenPrints {
  frame: string;
  items: Map<string, string>;
}

/** What a check of a document leaves for the next one. */
export interface CheckedState {
  prints: WrittenPrints;
  /** The document as upgraded to 3.1; absent when kept across processes (`./last-check.ts`): a recheck then upgrades the new one whole. */
  document?: OpenApi;
  problems: LocatedProblem[];
}

/** The maps of path items a document has. */
const ITEM_MAPS = ['paths', 'webhooks'] as const;

/** SHA-1 of the JSON of `value` (a fingerprint, not a secret), hex. */
const fingerprintOf = (value: unknown) =>
  createHash('sha1')
    .update(JSON.stringify(value) ?? '')
    .digest('hex');

/** The fingerprints of the written document `value`, taken before the upgrade changes it in place. */
export function writtenPrints(value: Record<string, unknown>): WrittenPrints {
  const items = new Map<string, string>();
  const frame: Record<string, unknown> = {};
  for (const [key, part] of Object.entries(value)) {
    if (!(ITEM_MAPS as readonly string[]).includes(key) || typeof part !== 'object' || part === null) frame[key] = part;
    else for (const [name, item] of Object.entries(part)) items.set(`${key}\0${name}`, fingerprintOf(item));
  }
  return { frame: fingerprintOf(frame), items };
}

/** The JSON pointer of the path item `name` of the map `map`. */
const itemPointer = (map: string, name: string) => `#/${map}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/**
 * The check of `read` (written fingerprints `prints`) from `last` when only
 * path items changed; `move`: where the edit from the text `last` checked
 * moved its places. Undefined when a full check is needed.
 */
export async function recheck(
  read: SpecText,
  prints: WrittenPrints,
  last: CheckedState,
  move: Move,
  cwd: string,
): Promise<SpecResult | undefined> {
  if (prints.frame !== last.prints.frame || read.version.startsWith('2') || last.problems.some((p) => p.pointer === undefined))
    return undefined;
  const changed = [...prints.items]
    .filter(([key, print]) => last.prints.items.get(key) !== print)
    .map(([key]) => key.split('\0') as [string, string]);
  const inChanged = (pointer: string) =>
    changed.some(([map, name]) => pointer === itemPointer(map, name) || pointer.startsWith(`${itemPointer(map, name)}/`));
  // What the last check found in the items the edit left alone, where it is now.
  const kept: LocatedProblem[] = [];
  for (const p of last.problems) {
    if (inChanged(p.pointer!)) continue;
    const at = move(p.diagnostic);
    if (!at) return undefined;
    kept.push({ ...p, diagnostic: { ...p.diagnostic, ...at } });
  }
  const positions = documentPositions(read.text);
  const lines = LineIndex.lazy(read.text);
  const place = (pointer: string, onKey = false) => lines.position(locatePointer(positions, pointer, onKey));
  // The changed items alone, in a document of their own (the pointers of its problems are the whole document's).
  const part: Record<string, unknown> = { openapi: read.value.openapi, info: read.value.info };
  for (const [map, name] of changed)
    ((part[map] ??= {}) as Record<string, unknown>)[name] = (read.value[map] as Record<string, unknown>)[name];
  part.paths ??= {};
  const refs = changed.flatMap(([map, name]) =>
    unresolvedRefs(read.value, (read.value[map] as Record<string, unknown>)[name], itemPointer(map, name), place, read.file),
  );
  const { problems: found } = await lint(read, part, cwd, place, { refs: false });
  const problems = [...kept, ...found, ...refs];
  const diagnostics = problems.map((p) => p.diagnostic);
  if (diagnostics.some((d) => d.severity === 'error')) return { ok: false, diagnostics };
  if (!last.document)
    return {
      ok: true,
      spec: locateSpec(read, upgradeDocument(reparsed(read), read.version), [read.abs], positions, lines),
      diagnostics,
      problems,
    };
  const upgraded = upgradeDocument(part, read.version) as unknown as Record<string, Record<string, unknown> | undefined>;
  const document = { ...last.document } as unknown as Record<string, unknown>;
  for (const map of ITEM_MAPS) {
    const written = read.value[map] as Record<string, unknown> | undefined;
    if (!written) continue;
    const before = (last.document as unknown as Record<string, Record<string, unknown> | undefined>)[map] ?? {};
    document[map] = Object.fromEntries(Object.keys(written).map((name) => [name, upgraded[map]?.[name] ?? before[name]]));
  }
  return { ok: true, spec: locateSpec(read, document as unknown as OpenApi, [read.abs], positions, lines), diagnostics, problems };
}
