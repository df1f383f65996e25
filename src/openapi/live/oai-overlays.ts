/**
 * The OAI overlays of one entry of `openapi:` (`overlays:` of pamdocs.yaml,
 * the top level's then the entry's), read and applied to its document for
 * a run of `./source.ts`: the overlaid document, the texts read (which the
 * next run compares, so saving an overlay reads the document again), and
 * what is wrong as facts: an overlay that cannot be read at its place in
 * pamdocs.yaml, a malformed one at its line (nothing is built of the
 * document then), an action that matches nothing at its line.
 */
import path from 'node:path';
import { atYaml, type WrittenConfigFile } from '../../parse/config.js';
import type { FileFacts } from '../../shared/facts.js';
import { displayPath } from '../../source/discover.js';
import { overlaid, readOverlays } from '../oai-overlays/overlaid.js';
import type { SpecText } from '../text.js';
import { factsOf } from './read-facts.js';

/** An overlay file as pamdocs.yaml names it: its path (relative to pamdocs.yaml) and the path of keys it is written at there. */
export interface OverlayEntry {
  path: string;
  at: (string | number)[];
}

/** The overlays of the `index`th entry of `openapi:`: the top level's (`top`), then the entry's own (`own`). */
export function overlayEntries(top: readonly string[] | undefined, own: readonly string[] | undefined, index: number): OverlayEntry[] {
  return [
    ...(top ?? []).map((p, j) => ({ path: p, at: ['overlays', j] })),
    ...(own ?? []).map((p, j) => ({ path: p, at: ['openapi', index, 'overlays', j] })),
  ];
}

/**
 * What applying an entry's overlays gives: the overlaid document, or only
 * facts; with the overlays' texts by absolute path (`reread`: an overlay
 * could not be read, so the next run reads everything again).
 */
export type OverlaidRead =
  | { ok: true; read: SpecText; facts: FileFacts[]; texts: Map<string, string> }
  | { ok: false; facts: FileFacts[]; texts: Map<string, string>; reread?: true };

/**
 * `read` (its value changed in place) with the overlays `entries` applied,
 * each read from `now` (texts by absolute path) when there; `root`: the
 * folder of pamdocs.yaml, `written` as it is written.
 */
export async function overlaidRead(
  read: SpecText,
  entries: readonly OverlayEntry[],
  { root, cwd, written, now }: { root: string; cwd: string; written: WrittenConfigFile; now: ReadonlyMap<string, string | undefined> },
): Promise<OverlaidRead> {
  const paths = entries.map((e) => path.resolve(root, e.path));
  const files = await readOverlays(paths, cwd, now);
  if ('unreadable' in files) {
    const abs = paths[files.unreadable]!;
    const message = `Cannot read \`${displayPath(abs, cwd)}\`, the OAI overlay \`overlays\` names (its path is relative to pamdocs.yaml)`;
    const fact = { kind: 'spec-missing' as const, ...atYaml(written.origin, entries[files.unreadable]!.at), message };
    return { ok: false, facts: [{ file: written.origin.file, scope: 'config', facts: [fact] }], texts: files.texts, reread: true };
  }
  if (!files.ok) return { ok: false, facts: factsOf(files.diagnostics), texts: files.texts };
  const applied = overlaid(read, files.overlays);
  const facts = factsOf(applied.diagnostics);
  if (applied.diagnostics.some((d) => d.severity === 'error')) return { ok: false, facts, texts: files.texts };
  return { ok: true, read: applied.read, facts, texts: files.texts };
}
