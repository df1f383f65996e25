/**
 * Reading an OAI overlay file: the Overlay Specification's document (1.0,
 * October 2024, and 1.1), JSON or YAML, whose `actions` each select nodes
 * of an OpenAPI document by an RFC 9535 JSONPath `target` (evaluated by
 * json-p3, which passes the JSONPath compliance test suite) and `update`,
 * `remove` or (1.1) `copy` them. Named so apart from pamdocs' Markdown
 * overlays (`src/openapi/live/overlays.ts`). What is malformed is an
 * `oai-overlay/invalid` error at its line; applying is `./apply.ts`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { JSONPathEnvironment, type JSONPathQuery } from 'json-p3';
import type { YamlLocator } from '../../parse/yaml.js';
import type { Diagnostic } from '../../shared/diagnostics.js';
import { UsageError } from '../../shared/errors.js';
import { LineIndex, type TextPosition } from '../../shared/line-index.js';
import { displayPath } from '../../source/discover.js';
import { documentPositions } from '../pointer-offsets.js';
import { parseText } from '../text.js';

/** The versions of the Overlay Specification read: 1.0 and 1.1, any patch (its patch versions change no feature). */
const VERSIONS = /^1\.[01]\.\d+$/;

/** RFC 9535 JSONPath, strictly (no extension of json-p3's own). */
const JSONPATH = new JSONPathEnvironment({ strict: true });

/** One action of an overlay file: where it selects, and what it does there. */
export interface OverlayAction {
  /** Its index in `actions`. */
  index: number;
  /** The JSONPath as written, and compiled. */
  target: string;
  query: JSONPathQuery;
  /** What it does to each selected node: merge or append `update`, remove it, or merge the one node `copy` selects. */
  change: { update: unknown } | { remove: true } | { copy: JSONPathQuery; from: string };
}

/** An OAI overlay file as read: its text and where its parts are written, and its actions in order. */
export interface OverlayFile {
  abs: string;
  /** Display path (for diagnostics). */
  file: string;
  text: string;
  /** Offsets of its parts by path of keys, and their 1-based positions. */
  positions: YamlLocator;
  lines: Pick<LineIndex, 'position'>;
  actions: OverlayAction[];
  /** Where the value at `path` (keys and indexes of the overlay file), or with `key` that key, is written. */
  at(path: readonly (string | number)[], key?: string): Pick<Diagnostic, 'file' | 'line' | 'column'>;
}

/** The rule ids of the overlay reports (`src/check/rules/oai-overlays.ts`). */
export const INVALID = 'oai-overlay/invalid';
export const NO_MATCH = 'oai-overlay/no-match';

/**
 * Reads the overlay file `overlayPath` (relative to `cwd`; `known`: its
 * text, read already): its actions, or the diagnostics of what is malformed
 * (`oai-overlay/invalid` errors, each at its line), with the text read.
 * @throws UsageError when the file cannot be read
 */
export async function readOverlay(
  overlayPath: string,
  cwd: string,
  known?: string,
): Promise<{ ok: true; overlay: OverlayFile } | { ok: false; diagnostics: Diagnostic[]; text: string }> {
  const abs = path.resolve(cwd, overlayPath);
  const text =
    known ??
    (await readFile(abs, 'utf8').catch((error: NodeJS.ErrnoException) => {
      throw new UsageError(
        error.code === 'ENOENT' ? `Cannot find the OAI overlay \`${overlayPath}\`` : `Cannot read \`${overlayPath}\`: ${error.message}`,
      );
    }));
  const file = displayPath(abs, cwd);
  const positions = documentPositions(text);
  const lines = LineIndex.lazy(text);
  const at = (keys: readonly (string | number)[], key?: string) => ({ file, ...lines.position(positions.locate(keys, key)) });
  const problems: Diagnostic[] = [];
  const problem = (where: Pick<Diagnostic, 'file' | 'line' | 'column'>, message: string) =>
    problems.push({ ...where, severity: 'error', rule: INVALID, message });
  const parsed = parseText(text.replace(/^\uFEFF/, ''));
  if (!('value' in parsed)) {
    problem({ file, ...lines.position(parsed.offset) }, parsed.message);
    return { ok: false, diagnostics: problems, text };
  }
  const value = parsed.value as Record<string, unknown> | null;
  if (!isMap(value)) {
    problem(at([]), 'Not an OAI overlay: it is no mapping of `overlay`, `info` and `actions`');
    return { ok: false, diagnostics: problems, text };
  }
  const version = value.overlay;
  if (typeof version !== 'string')
    problem(at([]), 'Not an OAI overlay: it has no `overlay` version (`overlay: 1.0.0` or `overlay: 1.1.0`)');
  else if (!VERSIONS.test(version))
    problem(at(['overlay']), `Overlay Specification ${version} is not supported; pamdocs reads 1.0 and 1.1`);
  const info = value.info;
  if (!isMap(info) || typeof info.title !== 'string' || typeof info.version !== 'string')
    problem(at(isMap(info) ? ['info'] : [], isMap(info) ? undefined : 'info'), 'An overlay needs `info` with a `title` and a `version`');
  const actions: OverlayAction[] = [];
  if (!Array.isArray(value.actions) || value.actions.length === 0)
    problem(at([], 'actions'), 'An overlay needs `actions`: a list of at least one action');
  else
    value.actions.forEach((action: unknown, index) => {
      const read = readAction(action, index, at, version === undefined || String(version).startsWith('1.0') ? '1.0' : '1.1');
      if ('message' in read) problem(read.where, read.message);
      else actions.push(read);
    });
  if (problems.length > 0) return { ok: false, diagnostics: problems, text };
  return { ok: true, overlay: { abs, file, text, positions, lines, actions, at } };
}

/** Whether `value` is a mapping (not a list, not null). */
export const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The action at `actions[index]` of an overlay of `version` (`1.0` has no `copy`), or what is wrong with it and where. */
function readAction(
  action: unknown,
  index: number,
  at: OverlayFile['at'],
  version: '1.0' | '1.1',
): OverlayAction | { where: TextPosition & { file: string }; message: string } {
  const here = ['actions', index];
  if (!isMap(action)) return { where: at(here), message: 'An action is a mapping with a `target` and an `update`, `remove` or `copy`' };
  const { target, update, remove, copy } = action;
  if (typeof target !== 'string') return { where: at(here), message: 'This action has no `target` (a JSONPath, e.g. `$.paths.*.get`)' };
  const query = compile(target);
  if (typeof query === 'string') return { where: at([...here, 'target']), message: `Invalid JSONPath \`${target}\`: ${query}` };
  if (remove !== undefined && typeof remove !== 'boolean')
    return { where: at([...here, 'remove']), message: '`remove` is `true` or `false`' };
  if (copy !== undefined && version === '1.0')
    return { where: at(here, 'copy'), message: '`copy` is an action of Overlay Specification 1.1: write `overlay: 1.1.0`' };
  const given = [update !== undefined && 'update', remove === true && 'remove', copy !== undefined && 'copy'].filter(Boolean);
  if (given.length > 1)
    return { where: at(here, String(given[1])), message: `This action has both \`${given[0]}\` and \`${given[1]}\`: give one` };
  if (remove === true) return { index, target, query, change: { remove: true } };
  if (copy !== undefined) {
    const from = typeof copy === 'string' ? compile(copy) : 'it is no string';
    if (typeof from === 'string') return { where: at([...here, 'copy']), message: `Invalid JSONPath \`${String(copy)}\`: ${from}` };
    return { index, target, query, change: { copy: from, from: copy as string } };
  }
  if (update === undefined)
    return { where: at(here), message: 'This action has no `update`, `remove: true` or `copy`: it changes nothing' };
  return { index, target, query, change: { update } };
}

/** `text` compiled as RFC 9535 JSONPath, or the parser's message. */
function compile(text: string): JSONPathQuery | string {
  try {
    return JSONPATH.compile(text);
  } catch (error) {
    return (error as Error).message.replace(/ \('.*$/, '');
  }
}
