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
import { documentPositions, pointerTokens } from './positions.js';
import { upgrade } from '@scalar/openapi-upgrader';
import { parse as parseYamlText } from 'yaml';
import type { Diagnostic } from '../shared/diagnostics.js';
import { UsageError } from '../shared/errors.js';
import { LineIndex } from '../shared/positions.js';
import { displayPath } from '../source/discover.js';
import type { OpenApi } from './openapi-types.js';
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

/** The value of the text of a JSON or YAML file, or the problem at its line and column. */
function parseText(text: string, lines: LineIndex): { value: unknown } | { line: number; column: number; message: string } {
  if (/^\s*[{[]/.test(text)) {
    try {
      return { value: JSON.parse(text) };
    } catch (error) {
      const message = (error as Error).message;
      const at = /at position (\d+)/.exec(message);
      return { ...lines.position(at ? Number(at[1]) : 0), message: `Not valid JSON: ${message.replace(/ at position \d+.*$/, '')}` };
    }
  }
  try {
    return { value: parseYamlText(text, { maxAliasCount: 1000, prettyErrors: false }) };
  } catch (error) {
    const e = error as Error & { pos?: [number, number] };
    return { ...lines.position(e.pos?.[0] ?? 0), message: `Not valid YAML: ${e.message.split('\n')[0]}` };
  }
}

/**
 * Reads the OpenAPI document at `specPath` (relative to `cwd`).
 * @throws UsageError when the file cannot be read
 */
export async function loadSpec(specPath: string, cwd: string): Promise<SpecResult> {
  const abs = path.resolve(cwd, specPath);
  const file = displayPath(abs, cwd);
  const text = await readFile(abs, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(error.code === 'ENOENT' ? `Cannot find the OpenAPI document \`${specPath}\`` : `Cannot read \`${specPath}\`: ${error.message}`);
  });
  const parsed = parseText(text.replace(/^\uFEFF/, ''), new LineIndex(text));
  if (!('value' in parsed)) return { ok: false, diagnostics: [{ file, line: parsed.line, column: parsed.column, severity: 'error', rule: 'openapi/syntax', message: parsed.message }] };
  const value = parsed.value as Record<string, unknown> | null;
  const version = typeof value?.openapi === 'string' ? value.openapi : typeof value?.swagger === 'string' ? value.swagger : undefined;
  if (!value || typeof value !== 'object' || !version || !/^(2\.0|3\.[01])(\.\d+)?$/.test(version)) {
    const message = version ? `OpenAPI ${version} is not supported; pamdocs imports Swagger 2.0 and OpenAPI 3.0 and 3.1` : 'Not an OpenAPI document: it has no `openapi` or `swagger` version';
    return { ok: false, diagnostics: [{ file, line: 1, column: 1, severity: 'error', rule: 'openapi/invalid-document', message }] };
  }

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
  const upgraded = (version.startsWith('3.1') ? bundled : upgrade(bundled, '3.1')) as unknown as OpenApi;
  const positions = documentPositions(text);
  const lineIndex = LineIndex.lazy(text);
  const locate = (pointer: string) => ({ file, ...lineIndex.position(positions.locate(pointerTokens(pointer))) });
  return { ok: true, spec: { document: upgraded, version, file, files: [abs, ...[...resolver.getFiles()].filter((f) => f !== abs)], text, locate }, diagnostics };
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
