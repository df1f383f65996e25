/**
 * An OpenAPI document with its OAI overlays applied, as the stages read
 * it: its value overlaid (`./apply.ts`), its text that value as JSON (what
 * the cache keys and a copy for the upgrade are made of), and where each of
 * its parts is written (`SpecText.located`): in the document's text, or in
 * the overlay that wrote it. Places of several files share one range of
 * offsets, each file's after the one before, so the locators the stages
 * pass around stay one `YamlLocator` and one position lookup; a position
 * in an overlay carries its file (`TextPosition.file`).
 */
import path from 'node:path';
import type { YamlLocator } from '../../parse/yaml.js';
import type { Diagnostic } from '../../shared/diagnostics.js';
import { UsageError } from '../../shared/errors.js';
import { LineIndex, type TextPosition } from '../../shared/line-index.js';
import { documentPositions } from '../pointer-offsets.js';
import { checkSpec, loadSpec, readSpec, type SpecResult } from '../spec.js';
import type { SpecText } from '../text.js';
import { applyOverlays } from './apply.js';
import { readOverlay, type OverlayFile } from './read.js';

/** What reading the overlay files gives: the overlays, or what is malformed in them, or the one that cannot be read; with the texts read by absolute path. */
export type OverlaysRead =
  | { ok: true; overlays: OverlayFile[]; texts: Map<string, string> }
  | { ok: false; diagnostics: Diagnostic[]; texts: Map<string, string> }
  | { ok: false; unreadable: number; message: string; texts: Map<string, string> };

/**
 * Reads the overlay files `paths` (relative to `cwd`, or absolute) in
 * order; `known`: texts read already, by absolute path (one undefined
 * there could not be read).
 */
export async function readOverlays(
  paths: readonly string[],
  cwd: string,
  known: ReadonlyMap<string, string | undefined> = new Map(),
): Promise<OverlaysRead> {
  const overlays: OverlayFile[] = [];
  const diagnostics: Diagnostic[] = [];
  const texts = new Map<string, string>();
  for (const [index, file] of paths.entries()) {
    let read: Awaited<ReturnType<typeof readOverlay>>;
    try {
      read = await readOverlay(file, cwd, known.get(path.resolve(cwd, file)));
    } catch (error) {
      if (error instanceof UsageError) return { ok: false, unreadable: index, message: error.message, texts };
      throw error;
    }
    texts.set(read.ok ? read.overlay.abs : file, read.ok ? read.overlay.text : read.text);
    if (read.ok) overlays.push(read.overlay);
    else diagnostics.push(...read.diagnostics);
  }
  return diagnostics.length > 0 ? { ok: false, diagnostics, texts } : { ok: true, overlays, texts };
}

/**
 * `read` with `overlays` applied in order (its value changed in place), and
 * the reports of applying them: `oai-overlay/no-match` warnings and
 * `oai-overlay/invalid` errors, at their lines in the overlays.
 */
export function overlaid(read: SpecText, overlays: readonly OverlayFile[]): { read: SpecText; diagnostics: Diagnostic[] } {
  const { origins, diagnostics } = applyOverlays(read.value, overlays, `\`${read.file}\``);
  const sources = [
    { file: undefined, positions: documentPositions(read.text), lines: LineIndex.lazy(read.text), text: read.text },
    ...overlays.map((o) => ({ file: o.file, positions: o.positions, lines: o.lines, text: o.text })),
  ];
  // Each file's offsets after the previous file's (and one more, so an offset at a file's end is still that file's).
  const bases: number[] = [];
  let next = 0;
  for (const source of sources) {
    bases.push(next);
    next += source.text.length + 1;
  }
  const positions: YamlLocator = {
    locate(path, key) {
      const origin = origins.of(key === undefined ? path : [...path, key]);
      const source = sources[origin.source]!;
      const offset =
        key === undefined || origin.path.length === 0
          ? source.positions.locate(origin.path)
          : source.positions.locate(origin.path.slice(0, -1), origin.path.at(-1));
      return bases[origin.source]! + offset;
    },
  };
  const lines = {
    position(offset: number): TextPosition {
      let k = bases.length - 1;
      while (k > 0 && bases[k]! > offset) k--;
      const source = sources[k]!;
      return { ...source.lines.position(offset - bases[k]!), ...(source.file === undefined ? {} : { file: source.file }) };
    },
  };
  return { read: { ...read, text: JSON.stringify(read.value), located: { positions, lines } }, diagnostics };
}

/**
 * `read` with the OAI overlays at `overlays` (relative to `cwd`) applied in
 * order, and their reports; or their errors. For a document named on the
 * command line (`import`, `diff`).
 * @throws UsageError when an overlay cannot be read
 */
export async function withOverlayFiles(
  read: SpecText,
  overlays: readonly string[],
  cwd: string,
): Promise<{ ok: true; read: SpecText; diagnostics: Diagnostic[] } | { ok: false; diagnostics: Diagnostic[] }> {
  if (overlays.length === 0) return { ok: true, read, diagnostics: [] };
  const files = await readOverlays(overlays, cwd);
  if ('unreadable' in files) throw new UsageError(files.message);
  if (!files.ok) return { ok: false, diagnostics: files.diagnostics };
  const applied = overlaid(read, files.overlays);
  return applied.diagnostics.some((d) => d.severity === 'error')
    ? { ok: false, diagnostics: applied.diagnostics }
    : { ok: true, ...applied };
}

/**
 * Loads the spec at `specPath` (relative to `cwd`) as `loadSpec` does, with
 * the OAI overlays at `overlays` (relative to `cwd`) applied in order before
 * it is checked; the overlays' reports come first.
 * @throws UsageError when the document or an overlay cannot be read
 */
export async function loadOverlaidSpec(specPath: string, cwd: string, overlays: readonly string[]): Promise<SpecResult> {
  if (overlays.length === 0) return loadSpec(specPath, cwd);
  const read = await readSpec(specPath, cwd);
  if (!read.ok) return read;
  const applied = await withOverlayFiles(read.read, overlays, cwd);
  if (!applied.ok) return applied;
  const checked = await checkSpec(applied.read, cwd);
  const diagnostics = [...applied.diagnostics, ...checked.diagnostics];
  return checked.ok ? { ...checked, diagnostics } : { ok: false, diagnostics };
}
