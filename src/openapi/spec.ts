/**
 * Loading a spec (an OpenAPI document), for the import, a live spec and diff:
 * it is read ({@link readSpec}), checked, bundled and upgraded
 * ({@link checkSpec}), and its parts located ({@link locateSpec}); {@link loadSpec}
 * does all three, giving a {@link LoadedSpec}. Swagger 2.0, OpenAPI 3.0, 3.1 or
 * 3.2, JSON or YAML, with references into the same file or files beside it.
 * Redocly's openapi-core checks its structure (the `struct` and
 * `no-unresolved-refs` rules, each problem at its line and column) and
 * bundles references to other files into the document; Scalar's upgrader
 * turns 2.0 and 3.0 into 3.1 (3.2 stays 3.2). References to URLs are never fetched and files
 * outside the document's folder are never read: each is a problem at the
 * reference.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { bundle } from '@redocly/openapi-core';
import { lint, type LocatedProblem } from './lint.js';
import type { YamlLocator } from '../parse/yaml.js';
import { documentPositions, locatePointer, pointerTokens } from './pointer-offsets.js';
import type { Diagnostic } from '../shared/diagnostics.js';
import { UsageError } from '../shared/errors.js';
import { LineIndex } from '../shared/line-index.js';
import { displayPath } from '../source/discover.js';
import type { OpenApi } from './openapi-types.js';
import { parseText, upgradeDocument, versionOf, type SpecText } from './text.js';

export type { SpecText };

/** A spec as loaded: the document checked and upgraded, and where its parts are written. */
export interface LoadedSpec {
  /** The document with every reference inside it, as OpenAPI 3.1 (3.2 when written in 3.2). */
  document: OpenApi;
  /** The version it was written in, e.g. `2.0`, `3.0.3`, `3.1.0`. */
  version: string;
  /** Display path of the file. */
  file: string;
  /** Absolute paths of the files read: the document's, then those its `$ref`s name. */
  files: string[];
  /** The text of the document's file. */
  text: string;
  /** Where its parts are written in {@link text}, by the path of keys a JSON pointer names (`./pointer-offsets.ts`). */
  positions: YamlLocator;
  /** 1-based positions of offsets of {@link text}. */
  lines: Pick<LineIndex, 'position'>;
  /** The pointer of a part in the file as written, given its pointer in {@link document} (which is upgraded to 3.1): its nearest parent where the two differ in structure. */
  written(pointer: string): string;
  /** Where a part is written, given its pointer in {@link document} (`#/paths/~1pets/get`); its nearest existing parent when the file has no such part. */
  locate(pointer: string): Pick<Diagnostic, 'file' | 'line' | 'column'>;
}

/** What reading gives: the document and the problems that do not stop it (warnings, located by pointer too), or the problems that do. */
export type SpecResult =
  | { ok: true; spec: LoadedSpec; diagnostics: Diagnostic[]; problems: LocatedProblem[] }
  | { ok: false; diagnostics: Diagnostic[] };

/**
 * Reads and parses the OpenAPI document at `specPath` (relative to `cwd`):
 * the document, or its syntax problem, or why it is no document pamdocs
 * reads, with the text that was read (`known`: its text, read already).
 * @throws UsageError when the file cannot be read
 */
export async function readSpec(
  specPath: string,
  cwd: string,
  known?: string,
): Promise<{ ok: true; read: SpecText } | { ok: false; diagnostics: Diagnostic[]; text: string }> {
  const abs = path.resolve(cwd, specPath);
  const file = displayPath(abs, cwd);
  const text =
    known ??
    (await readFile(abs, 'utf8').catch((error: NodeJS.ErrnoException) => {
      throw new UsageError(
        error.code === 'ENOENT' ? `Cannot find the OpenAPI document \`${specPath}\`` : `Cannot read \`${specPath}\`: ${error.message}`,
      );
    }));
  const parsed = parseText(text.replace(/^\uFEFF/, ''));
  if (!('value' in parsed)) {
    const { line, column } = new LineIndex(text).position(parsed.offset);
    return { ok: false, diagnostics: [{ file, line, column, severity: 'error', rule: 'openapi/syntax', message: parsed.message }], text };
  }
  const value = parsed.value as Record<string, unknown> | null;
  const version = versionOf(value);
  if (!value || typeof value !== 'object' || !version || !/^(2\.0|3\.[012])(\.\d+)?$/.test(version)) {
    const message = version
      ? `OpenAPI ${version} is not supported; pamdocs reads Swagger 2.0 and OpenAPI 3.0, 3.1 and 3.2`
      : 'Not an OpenAPI document: it has no `openapi` or `swagger` version';
    return { ok: false, diagnostics: [{ file, line: 1, column: 1, severity: 'error', rule: 'openapi/invalid-document', message }], text };
  }
  return { ok: true, read: { abs, file, text, value, version } };
}

/**
 * Loads the spec at `specPath` (relative to `cwd`): reads it ({@link readSpec}) and checks it ({@link checkSpec}).
 * @throws UsageError when the file cannot be read
 */
export async function loadSpec(specPath: string, cwd: string): Promise<SpecResult> {
  const read = await readSpec(specPath, cwd);
  return read.ok ? checkSpec(read.read, cwd) : read;
}

/**
 * Checks a read spec: its structure and references (`./lint.ts`), then
 * bundles the files its references read into it and upgrades it to 3.1
 * (`upgraded`: a copy of it upgraded already, for a document of one file).
 * Its problems that do not stop it come as warnings.
 */
export async function checkSpec(read: SpecText, cwd: string, upgraded?: OpenApi): Promise<SpecResult> {
  const { abs, text, value, version } = read;
  const positions = read.located?.positions ?? documentPositions(text);
  const lines = read.located?.lines ?? LineIndex.lazy(text);
  const place = (pointer: string, onKey = false) => lines.position(locatePointer(positions, pointer, onKey));
  const { document, resolver, config, problems } = await lint(read, value, cwd, place);
  const diagnostics = problems.map((p) => p.diagnostic);
  if (diagnostics.some((d) => d.severity === 'error')) return { ok: false, diagnostics };
  // References to other files become references inside the document; a single file needs no bundling.
  const single = resolver.getFiles().size <= 1;
  const bundled = single
    ? value
    : ((await bundle({ doc: document, config, externalRefResolver: resolver, dereference: false })).bundle.parsed as Record<
        string,
        unknown
      >);
  const files = [abs, ...[...resolver.getFiles()].filter((f) => f !== abs)];
  return {
    ok: true,
    spec: locateSpec(read, single && upgraded ? upgraded : upgradeDocument(bundled, version), files, positions, lines),
    diagnostics,
    problems,
  };
}

/** Locates the parts of the checked document of `read` (`document`: upgraded to 3.1, made of `files`) by `positions` and `lines` in its text. */
export function locateSpec(
  read: SpecText,
  document: OpenApi,
  files: string[],
  positions: YamlLocator,
  lines: Pick<LineIndex, 'position'>,
): LoadedSpec {
  const { file, text, version } = read;
  const written = version.startsWith('2') ? writtenIn2 : version.startsWith('3.0') ? writtenIn30 : (pointer: string) => pointer;
  const locate = (pointer: string) => ({ file, ...lines.position(positions.locate(pointerTokens(written(pointer)))) });
  return { document, version, file, files, text, positions, lines, written, locate };
}

/** The pointer of a part in a Swagger 2.0 document as written, given its pointer in the document as upgraded to 3.1 (its nearest parent where the two differ in shape). */
function writtenIn2(pointer: string): string {
  return pointer
    .replace(/^#\/components\/schemas\//, '#/definitions/')
    .replace(/^#\/components\/(parameters|responses)\//, '#/$1/')
    .replace(/^#\/components\/securitySchemes\//, '#/securityDefinitions/')
    .replace(/\/(requestBody|content\/[^/]+)(?=\/|$).*$/, '');
}

/** The pointer of a part in an OpenAPI 3.0 document as written, given its pointer as upgraded to 3.1: 3.0 writes webhooks as the extension `x-webhooks`. */
const writtenIn30 = (pointer: string): string => pointer.replace(/^#\/webhooks\//, '#/x-webhooks/');

/**
 * Whether the text of a document may hold a `$ref` to another file (one whose
 * value does not start with `#`): then its parts wait for the bundle. A
 * property named `$ref` (an object or list after the colon, as GitHub's
 * schemas of git refs have) refers to nothing.
 */
export const mayReferOut = (text: string): boolean => /\$ref["']?\s*:(?!\s*["']?#|\s*[{[])/.test(text);
