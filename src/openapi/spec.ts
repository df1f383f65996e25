/**
 * Reading an OpenAPI document for the import: Swagger 2.0, OpenAPI 3.0 or
 * 3.1, JSON or YAML, with references into the same file or files beside it.
 * Redocly's openapi-core checks its structure (the `struct` and
 * `no-unresolved-refs` rules, each problem at its line and column) and
 * bundles references to other files into the document; Scalar's upgrader
 * turns 2.0 and 3.0 into 3.1. References to URLs are never fetched and files
 * outside the document's folder are never read: each is a problem at the
 * reference.
 */
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { BaseResolver, bundle, createConfig, getLineColLocation, isAbsoluteUrl, lintDocument, ResolveError, Source, type Document } from '@redocly/openapi-core';
import type { YamlLocator } from '../parse/yaml.js';
import { documentPositions, pointerTokens } from './positions.js';
import type { Diagnostic } from '../shared/diagnostics.js';
import { UsageError } from '../shared/errors.js';
import { LineIndex } from '../shared/positions.js';
import { displayPath } from '../source/discover.js';
import type { OpenApi } from './openapi-types.js';
import { parseText, upgradeTo31, versionOf } from './text.js';
import { atPointer } from './pointer.js';

/** The document read, and where its parts were written. */
export interface LoadedSpec {
  /** The document with every reference inside it, as OpenAPI 3.1. */
  document: OpenApi;
  /** The version it was written in, e.g. `2.0`, `3.0.3`, `3.1.0`. */
  version: string;
  /** Display path of the file. */
  file: string;
  /** Absolute paths of the files read: the document's, then those its `$ref`s name. */
  files: string[];
  /** The text of the document's file. */
  text: string;
  /** Where its parts are written in {@link text}, by the path of keys a JSON pointer names (`./positions.ts`). */
  positions: YamlLocator;
  /** 1-based positions of offsets of {@link text}. */
  lines: Pick<LineIndex, 'position'>;
  /** Where a JSON pointer of the file as written is (`#/paths/~1pets/get`), for problems found later; its nearest existing parent when it has none. */
  locate(pointer: string): Pick<Diagnostic, 'file' | 'line' | 'column'>;
}

/** What reading gives: the document and the problems that do not stop the import (warnings), or the problems that do. */
export type SpecResult = { ok: true; spec: LoadedSpec; diagnostics: Diagnostic[] } | { ok: false; diagnostics: Diagnostic[] };

/** Redocly's rules that decide whether a document can be imported: its structure, and references that resolve. */
const RULES = { struct: 'error', 'no-unresolved-refs': 'error' } as const;

/** Reads only files inside `root` (real paths, so a link cannot lead out) and never a URL. */
class ContainedResolver extends BaseResolver {
  constructor(private readonly root: string) {
    super();
  }

  override async loadExternalRef(absoluteRef: string): Promise<Source> {
    if (isAbsoluteUrl(absoluteRef)) {
      throw new ResolveError(new Error(`\`${absoluteRef}\` is a URL; pamdocs never fetches references, so put the file beside the document`));
    }
    const real = await realpath(absoluteRef).catch(() => absoluteRef);
    const rel = path.relative(this.root, real);
    if (rel.startsWith('..') || path.isAbsolute(rel)) {
      throw new ResolveError(new Error(`\`${absoluteRef}\` is outside the folder of the document; pamdocs reads only files beside it`));
    }
    return super.loadExternalRef(absoluteRef);
  }
}

/** A document read and parsed, not yet checked. */
export interface SpecText {
  /** Absolute path of the file. */
  abs: string;
  /** Display path of the file. */
  file: string;
  text: string;
  /** Its parsed value. */
  value: Record<string, unknown>;
  /** The version it was written in, e.g. `2.0`, `3.0.3`, `3.1.0`. */
  version: string;
}

/**
 * Reads and parses the OpenAPI document at `specPath` (relative to `cwd`):
 * the document, or its syntax problem, or why it is no document pamdocs reads.
 * @throws UsageError when the file cannot be read
 */
export async function readSpec(specPath: string, cwd: string): Promise<{ ok: true; read: SpecText } | { ok: false; diagnostics: Diagnostic[] }> {
  const abs = path.resolve(cwd, specPath);
  const file = displayPath(abs, cwd);
  const text = await readFile(abs, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(error.code === 'ENOENT' ? `Cannot find the OpenAPI document \`${specPath}\`` : `Cannot read \`${specPath}\`: ${error.message}`);
  });
  const parsed = parseText(text.replace(/^\uFEFF/, ''));
  if (!('value' in parsed)) {
    const { line, column } = new LineIndex(text).position(parsed.offset);
    return { ok: false, diagnostics: [{ file, line, column, severity: 'error', rule: 'openapi/syntax', message: parsed.message }] };
  }
  const value = parsed.value as Record<string, unknown> | null;
  const version = versionOf(value);
  if (!value || typeof value !== 'object' || !version || !/^(2\.0|3\.[01])(\.\d+)?$/.test(version)) {
    const message = version ? `OpenAPI ${version} is not supported; pamdocs imports Swagger 2.0 and OpenAPI 3.0 and 3.1` : 'Not an OpenAPI document: it has no `openapi` or `swagger` version';
    return { ok: false, diagnostics: [{ file, line: 1, column: 1, severity: 'error', rule: 'openapi/invalid-document', message }] };
  }
  return { ok: true, read: { abs, file, text, value, version } };
}

/**
 * Reads the OpenAPI document at `specPath` (relative to `cwd`) and checks it ({@link checkSpec}).
 * @throws UsageError when the file cannot be read
 */
export async function loadSpec(specPath: string, cwd: string): Promise<SpecResult> {
  const read = await readSpec(specPath, cwd);
  return read.ok ? checkSpec(read.read, cwd) : read;
}

/**
 * Checks a read document: its structure and references (Redocly), then
 * bundles the files its references read into it and upgrades it to 3.1.
 * Its problems that do not stop it come as warnings.
 */
export async function checkSpec(read: SpecText, cwd: string): Promise<SpecResult> {
  const { abs, file, text, value, version } = read;
  const resolver = new ContainedResolver(await realpath(path.dirname(abs)));
  const source = new Source(abs, text);
  const document: Document = { source, parsed: value };
  resolver.cache.set(abs, Promise.resolve(document));
  const config = await createConfig({ rules: RULES });
  const problems = await lintDocument({ document, config, externalRefResolver: resolver });
  const diagnostics: Diagnostic[] = problems.flatMap((p): Diagnostic[] => {
    const at = p.location[0]!;
    const mapping = at.pointer?.includes('/discriminator/mapping/');
    // A discriminator may map to a bare schema name, as OpenAPI allows; the reference check does not follow it.
    if (mapping && at.source === source && bareName(value, at.pointer!)) return [];
    const { start } = getLineColLocation(at);
    const where = displayPath(at.source.absoluteRef, cwd);
    const rule = mapping || (p.ruleId === 'struct' && lenient(at.pointer)) ? 'openapi/invalid-schema' : p.ruleId === 'struct' ? 'openapi/invalid-document' : 'openapi/unresolved-ref';
    const severity = rule === 'openapi/invalid-schema' ? 'warning' : 'error';
    return [{ file: where, line: start.line, column: start.col, severity, rule, message: p.message.replace(/\.$/, '') }];
  });
  if (diagnostics.some((d) => d.severity === 'error')) return { ok: false, diagnostics };

  // References to other files become references inside the document; a single file needs no bundling.
  const bundled = resolver.getFiles().size > 1 ? ((await bundle({ doc: document, config, externalRefResolver: resolver, dereference: false })).bundle.parsed as Record<string, unknown>) : value;
  const document31 = upgradeTo31(bundled, version);
  const positions = documentPositions(text);
  const lines = LineIndex.lazy(text);
  const locate = (pointer: string) => ({ file, ...lines.position(positions.locate(pointerTokens(pointer))) });
  return { ok: true, spec: { document: document31, version, file, files: [abs, ...[...resolver.getFiles()].filter((f) => f !== abs)], text, positions, lines, locate }, diagnostics };
}

/** Whether the value at `pointer` of `root` is a bare schema name (no `#` and no `/`), as a discriminator mapping may give one. */
function bareName(root: unknown, pointer: string): boolean {
  const value = atPointer(root, pointer.startsWith('#') ? pointer : `#${pointer}`);
  return typeof value === 'string' && !/[#/]/.test(value);
}

/**
 * Whether a problem of structure at `pointer` leaves the document
 * importable: inside a schema (OpenAPI 3.0 keywords in a 3.1 document, a
 * misplaced `examples`) the import reads what it can, and an extension
 * (`x-…`) is not the import's to judge. A warning then, not an error; so
 * is a discriminator mapping to a bare schema name, which OpenAPI allows and
 * the reference check does not follow.
 */
function lenient(pointer: string | undefined): boolean {
  const segments = (pointer ?? '').split('/');
  return segments.some((s) => s === 'schema' || s === 'schemas' || s === 'definitions' || s.startsWith('x-'));
}
