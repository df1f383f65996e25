/**
 * `pamdocs diff`: compares two versions of an API and classifies each
 * change by the diff rules of the registry (`src/check/rules/diff-*.ts`).
 * Returns values; never prints or exits.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { compareDocuments, type ApiChange, type DiffDocument } from '../check/diff/run.js';
import type { OpenApi } from '../openapi/openapi-types.js';
import { processConfig } from '../parse/process-config.js';
import type { RuleSetting } from '../parse/shapes.js';
import type { Diagnostic } from '../shared/diagnostics.js';
import { UsageError } from '../shared/errors.js';
import { readSide, type SideDocument } from './diff-sides.js';
import { timed, type Timings } from './run-options.js';

/** What to compare. */
export interface DiffOptions {
  /** The API before: an OpenAPI document, a content folder, or either as `REV:path`. */
  base: string;
  /** The API after, likewise. */
  head: string;
  /** Working directory; paths and places are relative to it. Default: `process.cwd()`. */
  cwd?: string;
  /** A pamdocs.yaml whose `rules:` change severities. Default: the head's, when the head is a content folder. */
  config?: string;
  /** OAI overlay files (relative to `cwd`) applied in order to each side that is an OpenAPI document (a folder applies those its pamdocs.yaml names). Default: none. */
  overlays?: string[];
}

/** The changes found, or the errors of the side that could not be read. */
export type DiffResult =
  | {
      ok: true;
      changes: ApiChange[];
      breaking: number;
      /** The reports of the OAI overlays applied to the sides (an action that matched nothing), each once: what was compared is the API as overlaid. */
      warnings: Diagnostic[];
      timings: Timings;
    }
  | { ok: false; side: 'base' | 'head'; diagnostics: Diagnostic[]; timings: Timings };

/**
 * Compares `base` with `head`.
 * @throws UsageError when a side names nothing (or a revision or path git does not have), or `config` cannot be read
 */
export async function diff(options: DiffOptions): Promise<DiffResult> {
  const cwd = options.cwd ?? process.cwd();
  const timings: Timings = {};
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'pamdocs-diff-'));
  try {
    const [base, head] = await timed(timings, 'read', () =>
      Promise.all([
        readSide(options.base, cwd, path.join(scratch, 'base'), options.overlays),
        readSide(options.head, cwd, path.join(scratch, 'head'), options.overlays),
      ]),
    );
    if (!base.ok) return { ok: false, side: 'base', diagnostics: base.diagnostics, timings };
    if (!head.ok) return { ok: false, side: 'head', diagnostics: head.diagnostics, timings };
    const settings = options.config ? await ruleSettings(options.config, cwd) : (head.settings ?? {});
    const pairs = documentPairs(base.documents, head.documents, options);
    const changes = await timed(timings, 'compare', () =>
      pairs.flatMap((pair) =>
        compareDocuments(pair.base, pair.head, settings).map((c) =>
          pair.api === undefined ? c : { ...c, operation: `${pair.api}: ${c.operation}` },
        ),
      ),
    );
    // An overlay applied to both sides that matches nothing in either is reported once.
    const warnings = [
      ...new Map([...base.warnings, ...head.warnings].map((d) => [`${d.file}:${d.line}:${d.column}:${d.rule}:${d.message}`, d])).values(),
    ];
    return { ok: true, changes, breaking: changes.filter((c) => c.severity === 'error').length, warnings, timings };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** What an API on one side only is compared with: a document of no operation, so each of the other's is added or removed. */
const nothing = (other: DiffDocument): DiffDocument => ({
  document: { openapi: '3.1.0', info: { title: '', version: '' }, paths: {} } as OpenApi,
  locate: (pointer) => other.locate(pointer),
});

/**
 * The documents to compare: the one of each side; else (a side is a site
 * of several APIs) each API with the API of the same id and version on the
 * other side, or with {@link nothing} when the other has none, its changes'
 * operations then named `<api>: METHOD /path`, in the head's order of APIs.
 * @throws UsageError when a side of several APIs is compared with a document, or with a site of Markdown alone
 */
function documentPairs(
  base: readonly SideDocument[],
  head: readonly SideDocument[],
  args: Pick<DiffOptions, 'base' | 'head'>,
): { api?: string; base: DiffDocument; head: DiffDocument }[] {
  if (base.length === 1 && head.length === 1) return [{ base: base[0]!, head: head[0]! }];
  if ([...base, ...head].some((d) => d.api === undefined)) {
    const [several, arg, other] = base.length > 1 ? [base, args.base, args.head] : [head, args.head, args.base];
    throw new UsageError(
      [
        `Cannot tell which API of \`${arg}\` to compare \`${other}\` with: it documents ${several.length} APIs`,
        `(${several.map((d) => `\`${d.api}\``).join(', ')}); compare two content folders, or two OpenAPI documents`,
      ].join(' '),
    );
  }
  const apis = [...new Set([...head, ...base].map((d) => d.api!))];
  return apis.map((api) => {
    const [b, h] = [base.find((d) => d.api === api), head.find((d) => d.api === api)];
    return { api, base: b ?? nothing(h!), head: h ?? nothing(b!) };
  });
}

/**
 * The `rules:` of the pamdocs.yaml at `file`.
 * @throws UsageError when it cannot be read or is not valid
 */
async function ruleSettings(file: string, cwd: string): Promise<Record<string, RuleSetting>> {
  const text = await readFile(path.resolve(cwd, file), 'utf8').catch((error: Error) => {
    throw new UsageError(`Cannot read \`${file}\`: ${error.message}`);
  });
  const record = processConfig(text);
  const fact = record.facts[0];
  if (!record.data)
    throw new UsageError(
      `\`${file}\` is not a valid pamdocs.yaml${fact ? ` (${fact.line}:${fact.column}: ${fact.message})` : ''}; \`pamdocs check\` says more`,
    );
  return record.data.rules;
}
