/**
 * One OpenAPI document that `openapi:` of pamdocs.yaml names, read for a
 * run: its text (and the texts of the files its `$ref`s read), checked
 * and upgraded (`../spec.ts`), converted (`../convert.ts`) and made into
 * documents (`./documents.ts`). What is wrong with it becomes facts at its
 * places. A session remembers the last read of each document: while none
 * of its files changed, a run takes the same documents (the same objects,
 * so the checks and the model of an incremental build skip them).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { atYaml, type WrittenConfigFile } from '../../parse/config.js';
import type { ApiConfig } from '../../parse/schemas.js';
import type { Diagnostic } from '../../shared/diagnostics.js';
import { UsageError } from '../../shared/errors.js';
import type { Fact, FactKind, FileFacts } from '../../shared/facts.js';
import type { Session } from '../../shared/session.js';
import { displayPath } from '../../source/discover.js';
import { changeMessage, summarize } from '../changes.js';
import { Conversion, type LiveApi } from '../convert.js';
import { checkSpec, readSpec, type LoadedSpec } from '../spec.js';
import { convertParts, documentShare } from './parts.js';
import { apiDocuments, type ApiDocuments, type SpecFile } from './documents.js';

/** A document read: what it was converted to, its documents, where it is. */
export interface ReadApi {
  spec: LoadedSpec;
  file: SpecFile;
  converted: LiveApi;
  documents: ApiDocuments;
}

/** What reading one entry of `openapi:` gave: the API (unless its errors stop it) and the facts of its files. */
export interface ApiRead {
  api?: ReadApi;
  facts: FileFacts[];
  /** Absolute paths of the files it read. */
  files: string[];
}

/** The last read of a document in a session: the texts of its files, and what was made of them. */
export interface RememberedRead {
  texts: Map<string, string>;
  read: ApiRead;
}

/** The fact kind of each rule id `loadSpec` reports. */
const KIND_OF_RULE: Record<string, FactKind> = {
  'openapi/syntax': 'spec-syntax',
  'openapi/invalid-document': 'spec-invalid',
  'openapi/invalid-schema': 'spec-invalid-schema',
  'openapi/unresolved-ref': 'spec-unresolved-ref',
};

/** `diagnostics` of `loadSpec` as facts, by file. */
function factsOf(diagnostics: readonly Diagnostic[]): FileFacts[] {
  const byFile = new Map<string, Fact[]>();
  for (const d of diagnostics) {
    const facts = byFile.get(d.file) ?? [];
    byFile.set(d.file, facts);
    facts.push({ kind: KIND_OF_RULE[d.rule] ?? 'spec-invalid', line: d.line, column: d.column, message: d.message, ...(d.hint ? { hint: d.hint } : {}) });
  }
  return [...byFile].map(([file, facts]) => ({ file, scope: 'spec', facts }));
}

/** The pointer of a part in a Swagger 2.0 document as written, given its pointer in the document as upgraded to 3.1 (its nearest parent where the two differ in shape). */
function writtenIn2(pointer: string): string {
  return pointer
    .replace(/^#\/components\/schemas\//, '#/definitions/')
    .replace(/^#\/components\/(parameters|responses)\//, '#/$1/')
    .replace(/^#\/components\/securitySchemes\//, '#/securityDefinitions/')
    .replace(/\/(requestBody|content\/[^/]+)(?=\/|$).*$/, '');
}

/** Whether the texts a read was made of are the files' texts now. */
async function unchanged(texts: ReadonlyMap<string, string>): Promise<boolean> {
  for (const [file, text] of texts) {
    const now = await readFile(file, 'utf8').catch(() => undefined);
    if (now !== text) return false;
  }
  return true;
}

/**
 * Reads the `i`th entry of `openapi:` (its path relative to the content
 * folder `root`) as the API `api.key`, its group and entity ids prefixed
 * with `api.prefix`, or takes the last read of it from `memory` while its
 * files are unchanged. `boundMs`: the time bound of each body (ms).
 */
export async function readApi(entry: ApiConfig, i: number, api: { key: string; prefix: string }, root: string, cwd: string, written: WrittenConfigFile, memory: Map<string, RememberedRead>, session: Session, boundMs: number): Promise<ApiRead> {
  const abs = path.resolve(root, entry.path);
  const remembered = `${api.key}\0${api.prefix}\0${abs}`;
  const last = memory.get(remembered);
  if (last && (await unchanged(last.texts))) return last.read;
  const rel = path.relative(root, abs).split(path.sep).join('/');
  let read: Awaited<ReturnType<typeof readSpec>>;
  try {
    read = await readSpec(abs, cwd);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    const message = `Cannot read \`${displayPath(abs, cwd)}\`, the OpenAPI document \`openapi\` names (its path is relative to pamdocs.yaml)`;
    return { facts: [{ file: written.origin.file, scope: 'config', facts: [{ kind: 'spec-missing', ...atYaml(written.origin, ['openapi', i, 'path']), message }] }], files: [abs] };
  }
  /** A read that stops at its problems; remembered too, so the same broken text is not read again and the dev server sees it was read. */
  const failed = (diagnostics: Parameters<typeof factsOf>[0], text?: string): ApiRead => {
    const stopped: ApiRead = { facts: factsOf(diagnostics), files: [abs] };
    if (text !== undefined) memory.set(remembered, { texts: new Map([[abs, text]]), read: stopped });
    return stopped;
  };
  if (!read.ok) return failed(read.diagnostics, await readFile(abs, 'utf8').catch(() => undefined));
  const checked = await checkSpec(read.read, cwd);
  if (!checked.ok) return failed(checked.diagnostics, read.read.text);
  const spec = checked.spec;
  const parts = await convertParts(new Conversion(spec.document, spec.version, { prefix: api.prefix, proseAsText: false }), documentShare(spec, api.prefix, rel), boundMs);
  const file: SpecFile = { api: api.key, file: spec.file, rel, positions: spec.positions, lines: spec.lines, written: spec.version.startsWith('2') ? writtenIn2 : (pointer) => pointer };
  const converted = parts.api;
  const documents = await apiDocuments(converted, parts.records, file, session, boundMs);
  const changes = summarize([...converted.endpoints.map((e) => e.changes), ...converted.entities.map((e) => e.changes), converted.changes, documents.changes]);
  const changed: Fact[] = changes.map(({ kind, pointer, count }) => ({ kind: 'spec-changed', ...spec.locate(file.written(pointer)), message: `${changeMessage(kind, count)} (the first here)` }));
  const stopped: Fact[] = parts.stopped.map((pointer) => ({ kind: 'unprocessable', ...spec.locate(file.written(pointer)), message: `Cannot process this part of the document: converting it took longer than ${boundMs / 1000} s and was stopped` }));
  const facts = factsOf(checked.diagnostics);
  const own = [...changed, ...stopped, ...documents.facts];
  if (own.length > 0) facts.push({ file: spec.file, scope: 'spec', facts: own });
  const result: ApiRead = { api: { spec, file, converted, documents }, facts, files: spec.files };
  const texts = new Map<string, string>([[spec.files[0]!, spec.text]]);
  for (const other of spec.files.slice(1)) texts.set(other, await readFile(other, 'utf8').catch(() => ''));
  memory.set(remembered, { texts, read: result });
  return result;
}

/** The display path of the document an entry names (for messages before it is read). */
export const entryFile = (entry: ApiConfig, root: string, cwd: string) => displayPath(path.resolve(root, entry.path), cwd);
