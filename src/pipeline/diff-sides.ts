/**
 * The sides `pamdocs diff` compares, each made OpenAPI 3.1 documents with
 * the places of their parts: an OpenAPI document (read, not linted: `check`
 * lints), or a content folder, whose site is exported as `build` exports
 * `openapi.json` (so Markdown reference and a spec compare alike, and a
 * change is reported in the Markdown file that made it); a site of several
 * APIs as a document per API, as `build` writes them. Either may be
 * `REV:path`, read from git into a folder that mirrors the repository
 * (`../source/git.ts`), so its places read as the working tree's.
 */
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { load as loadYaml } from 'js-yaml';
import type { DiffDocument } from '../check/diff/run.js';
import type { Location } from '../check/engine/rule.js';
import { siteDocuments, type OpenApiExport } from '../emit/openapi.js';
import type { EndpointFrontmatter } from '../parse/shapes.js';
import { assemble } from '../model/assemble.js';
import type { OpenApi } from '../openapi/openapi-types.js';
import { child } from '../openapi/pointer.js';
import { documentPositions, locatePointer, pointerTokens } from '../openapi/pointer-offsets.js';
import { checkSpec, locateSpec, mayReferOut, readSpec, type LoadedSpec } from '../openapi/spec.js';
import { withOverlayFiles } from '../openapi/oai-overlays/overlaid.js';
import { NO_MATCH } from '../openapi/oai-overlays/read.js';
import { upgradeDocument } from '../openapi/text.js';
import type { ContentDocument } from '../parse/documents.js';
import type { RuleSetting } from '../parse/shapes.js';
import type { Diagnostic } from '../shared/diagnostics.js';
import { UsageError } from '../shared/errors.js';
import { LineIndex } from '../shared/line-index.js';
import { materialize, parseGitPath, type GitPath } from '../source/git.js';
import { checkFolder, loadFolder } from './steps.js';

/** A document of a side, with the API it is of when the side is a site of several (`petstore@2`; `SiteDocument.api`). */
export interface SideDocument extends DiffDocument {
  api?: string;
}

/**
 * A side read: its documents (one, but for a site of several APIs), and for
 * a content folder the `rules:` of its pamdocs.yaml; or the errors that keep
 * it from being compared.
 */
export type SideRead =
  | { ok: true; documents: SideDocument[]; settings?: Record<string, RuleSetting>; warnings: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

/**
 * The OAI overlays' actions that matched nothing among `diagnostics` ({@link NO_MATCH}), which a side passes on as its
 * `warnings`: what is compared is the API as overlaid. Its other warnings are `check`'s to report.
 */
const overlayReports = (diagnostics: readonly Diagnostic[]): Diagnostic[] => diagnostics.filter((d) => d.rule === NO_MATCH);

/**
 * Reads one side: `arg` relative to `cwd`, or `REV:path` (written under
 * `scratch`, an empty folder of this side's own); a document with the OAI
 * overlays `overlays` (relative to `cwd`) applied (a folder applies those
 * its pamdocs.yaml names).
 * @throws UsageError when it names nothing, or a revision or path git does not have, or an overlay cannot be read
 */
export async function readSide(arg: string, cwd: string, scratch: string, overlays: readonly string[] = []): Promise<SideRead> {
  const at = await parseGitPath(arg, cwd);
  const where = at ? await fromGit(at, cwd, scratch) : { target: arg, cwd };
  const stats = await stat(path.resolve(where.cwd, where.target)).catch(() => undefined);
  if (!stats) throw new UsageError(`Cannot find \`${arg}\`: it is no file or folder${at ? '' : ', and no `REV:path`'}`);
  return stats.isDirectory() ? readFolder(where.target, where.cwd) : readDocument(where.target, where.cwd, overlays, cwd);
}

/**
 * Writes what `at` names under `scratch` as the repository lays it out, with
 * what it reads beside it (the folder of a document whose `$ref`s name other
 * files; the documents a content folder's pamdocs.yaml names outside it).
 * @returns the path to read, relative to the mirror of `cwd`
 */
async function fromGit(at: GitPath, cwd: string, scratch: string): Promise<{ target: string; cwd: string }> {
  const mirror = path.join(scratch, path.relative(at.top, cwd));
  await mkdir(mirror, { recursive: true });
  const kind = await materialize(at, scratch);
  const abs = path.join(scratch, ...at.path.split('/'));
  const alsoRead = async (file: string) => {
    const dir = path.posix.dirname(file);
    await materialize({ ...at, path: dir === '.' ? '' : dir }, scratch);
  };
  if (kind === 'blob' && mayReferOut(await readFile(abs, 'utf8'))) await alsoRead(at.path);
  if (kind === 'tree') {
    for (const spec of await specsOutside(abs)) await alsoRead(path.posix.normalize(path.posix.join(at.path, spec)));
  }
  return { target: path.relative(mirror, abs) || '.', cwd: mirror };
}

/** The paths (relative to `dir`) of the OpenAPI documents and OAI overlays `dir/pamdocs.yaml` names outside `dir`. */
async function specsOutside(dir: string): Promise<string[]> {
  const text = await readFile(path.join(dir, 'pamdocs.yaml'), 'utf8').catch(() => '');
  let config: unknown;
  try {
    config = loadYaml(text);
  } catch {
    return []; // the folder's own check reports it
  }
  const { openapi, overlays } = (config ?? {}) as { openapi?: unknown; overlays?: unknown };
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  const entries =
    typeof openapi === 'string'
      ? [openapi]
      : list(openapi).flatMap((e) => [(e as { path?: unknown })?.path, ...list((e as { overlays?: unknown })?.overlays)]);
  return [...entries, ...list(overlays)].filter((p): p is string => typeof p === 'string' && path.posix.normalize(p).startsWith('../'));
}

/** An OpenAPI document: read, its OAI overlays (relative to `overlaysCwd`) applied, and upgraded to 3.1; bundled (and checked) only when its `$ref`s name other files. */
async function readDocument(target: string, cwd: string, overlays: readonly string[], overlaysCwd: string): Promise<SideRead> {
  const written = await readSpec(target, cwd);
  if (!written.ok) return { ok: false, diagnostics: written.diagnostics };
  const overlaid = await withOverlayFiles(written.read, overlays, overlaysCwd);
  if (!overlaid.ok) return overlaid;
  const read = overlaid.read;
  const warnings = overlayReports(overlaid.diagnostics);
  const { text, value, version, abs, located } = read;
  if (mayReferOut(text)) {
    const checked = await checkSpec(read, cwd);
    return checked.ok ? { ok: true, documents: [specSide(checked.spec)], warnings } : { ok: false, diagnostics: checked.diagnostics };
  }
  const positions = located?.positions ?? documentPositions(text);
  return {
    ok: true,
    documents: [specSide(locateSpec(read, upgradeDocument(value, version), [abs], positions, located?.lines ?? LineIndex.lazy(text)))],
    warnings,
  };
}

/** A read document as a side: a part is located at its key (`delete:` of an operation), or where it starts in a list. */
function specSide(spec: LoadedSpec): DiffDocument {
  const locate = (pointer: string): Location => {
    const written = spec.written(pointer);
    const last = pointerTokens(written).at(-1);
    return { file: spec.file, ...spec.lines.position(locatePointer(spec.positions, written, last !== undefined && !/^\d+$/.test(last))) };
  };
  return { document: spec.document, locate };
}

/** A content folder: loaded and checked as `build` does, its site exported as OpenAPI (a document per API of a site of several). */
async function readFolder(target: string, cwd: string): Promise<SideRead> {
  const checked = await checkFolder(await loadFolder({ dir: target, cwd }), false);
  const errors = checked.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) return { ok: false, diagnostics: errors };
  const { content, session } = checked;
  const config = content.config!.config;
  const { model } = assemble(config, content.index, session, { assetUrl: () => '' }, content.apis);
  const fallback = content.config!.at([], 'openapi');
  const documents = siteDocuments(model, content).map(({ api, make }): SideDocument => {
    const exported = make();
    const locate = (pointer: string) => locateInContent(exported, pointer) ?? fallback;
    return { document: exported.document as unknown as OpenApi, locate, ...(api === undefined ? {} : { api }) };
  });
  return { ok: true, documents, settings: config.rules, warnings: overlayReports(checked.diagnostics) };
}

/** Where the part at `pointer` of an exported site comes from: its endpoint's or entity's file, at the frontmatter key that made it. */
function locateInContent(exported: OpenApiExport, pointer: string): Location | undefined {
  const tokens = pointerTokens(pointer);
  const at = (doc: ContentDocument, keys: readonly PropertyKey[]) => ({ file: doc.file, ...doc.lines.position(doc.yaml.locate(keys)) });
  if (tokens[0] === 'components' && tokens[1] === 'schemas' && tokens[2] !== undefined) {
    const doc = exported.schemas.get(child('#/components/schemas', tokens[2]));
    return doc && at(doc, []);
  }
  if (tokens[0] !== 'paths' || tokens[2] === undefined) return undefined;
  const doc = exported.operations.get(child('#/paths', tokens[1]!, tokens[2]));
  return doc && at(doc, frontmatterPath(doc.data, tokens.slice(3)));
}

/** The frontmatter key of an endpoint that made the part at `rest` of its exported operation (`parameters/0` is the first parameter not in the body). */
function frontmatterPath(data: EndpointFrontmatter, rest: readonly string[]): PropertyKey[] {
  const [area, key] = rest;
  if (area === 'parameters' && key !== undefined) {
    const index = data.parameters.flatMap((p, i) => (p.in === 'body' ? [] : [i]))[Number(key)];
    return index === undefined ? ['parameters'] : ['parameters', index];
  }
  if (area === 'requestBody') return ['requestBody'];
  if (area === 'responses' && key !== undefined) {
    const response = data.responses.findIndex((r) => String(r.status) === key);
    if (response >= 0) return ['responses', response];
    const error = data.errors.findIndex((e) => String(e.status) === key);
    return error >= 0 ? ['errors', error] : ['responses'];
  }
  return [];
}
