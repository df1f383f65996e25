/**
 * One OpenAPI document that `openapi:` of pamdocs.yaml names, read for a
 * run: its text (and the texts of the files its `$ref`s read), checked
 * and upgraded (`../spec.ts`), its parts converted (`./parts.ts`) and made
 * into documents (`./documents.ts`). What is wrong with it becomes facts at
 * its places. A session keeps an {@link ApiSource} per document: while none
 * of its files changed, a run takes the same documents; after an edit, the
 * parts whose fingerprint is unchanged keep what was made of them and their
 * document objects, so the model of an incremental build skips them, and
 * the checks move what they reported of them to where the edit put them
 * (`./places.ts`), whether the document is pretty-printed or on one line.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { atYaml, type WrittenConfigFile } from '../../parse/config.js';
import type { ApiConfig } from '../../parse/shapes.js';
import type { Diagnostic } from '../../shared/diagnostics.js';
import { UsageError } from '../../shared/errors.js';
import type { FileFacts } from '../../shared/facts.js';
import { cacheSection, contentKey, type Session } from '../../shared/session.js';
import { displayPath } from '../../source/discover.js';
import { summarize } from '../changes.js';
import type { EndpointDocument, EntityDocument, SpecPlaces } from '../../parse/documents.js';
import { Changes } from '../changes.js';
import { Conversion } from '../convert.js';
import type { LiveApi, SiteEndpoint, SiteEntity } from '../converted.js';
import type { OpenApi } from '../openapi-types.js';
import { checkSpec, mayReferOut, readSpec, type LoadedSpec } from '../spec.js';
import { reparsed, upgradeDocument, type SpecText } from '../text.js';
import { overviewDocument, partDocument, partFindings, type ApiDocuments, type Part, type SpecFile } from './documents.js';
import { convertParts, documentShare, planParts, sharedFingerprint, type PlannedPart } from './parts.js';
import { moveOf } from './places.js';
import { conversionFacts, factsByFile, factsOf } from './read-facts.js';
import { overlaidRead, type OverlayEntry } from './oai-overlays.js';
import { keepLastCheck, lastCheck, lastCheckKey, type LastCheck } from './last-check.js';
import { recheck, writtenPrints, type WrittenPrints } from './recheck.js';

/** The texts of `files` now (undefined for one that cannot be read). */
async function textsNow(files: Iterable<string>): Promise<Map<string, string | undefined>> {
  const now = new Map<string, string | undefined>();
  for (const file of files) now.set(file, await readFile(file, 'utf8').catch(() => undefined));
  return now;
}

/** Whether `now` holds the texts a read was made of (a read of nothing never is). */
const unchanged = (texts: ReadonlyMap<string, string>, now: ReadonlyMap<string, string | undefined>) =>
  texts.size > 0 && [...texts].every(([file, text]) => now.get(file) === text);

/** The document cache's converted parts, by their documents' keys: another process converts only the parts an edit changed. */
const PARTS = cacheSection('openapi-parts', 'disk');

/** An API as a good read loads it: its spec, where its parts are written, what it was converted to, its documents. */
export interface LoadedApi {
  spec: LoadedSpec;
  file: SpecFile;
  converted: LiveApi;
  documents: ApiDocuments;
}

/** What a read of one entry of `openapi:` gives (as {@link ReadContext} is what it is given): the API (unless its errors stop it) and the facts of its files. */
export interface ReadOutcome {
  api?: LoadedApi;
  facts: FileFacts[];
  /** Absolute paths of the files it read. */
  files: string[];
}

/** A part of the last read: what was made of it, and its document. */
interface MadePart {
  part: Part;
  document: EndpointDocument | EntityDocument | undefined;
}

/** Where a run reads documents from: the content folder, the working directory, the config as written. */
export interface ReadContext {
  root: string;
  cwd: string;
  written: WrittenConfigFile;
  session: Session;
  /** The time bound of each part, in ms. */
  boundMs: number;
  /** Whether to generate the examples the document lacks. */
  examples: boolean;
}

/** One entry of `openapi:` as a session reads it, again and again; see the module comment. */
export class ApiSource {
  /** The texts of the files the last read was made of, by absolute path. */
  readonly texts = new Map<string, string>();
  private last?: ReadOutcome;
  /** The parts of the last read by fingerprint, under the fingerprint of what all parts read. */
  private parts?: { shared: string; made: Map<string, MadePart> };
  /** The document as its documents locate their keys in it: updated in place by each read. */
  private file?: SpecFile;
  /** What the last good check of a single-file document left for the next one (`./recheck.ts`); in a new session, the cache's (`./last-check.ts`). */
  private previous?: LastCheck;

  /**
   * @param entry the entry of `openapi:`, the `index`th
   * @param api the API's key (`SpecOrigin.api`) and what its group and entity ids begin with
   * @param overlays the OAI overlays applied to its document, in order (`./oai-overlays.ts`)
   */
  constructor(
    private readonly entry: ApiConfig,
    private readonly index: number,
    private readonly api: { key: string; prefix: string },
    private readonly overlays: readonly OverlayEntry[] = [],
  ) {}

  /** Reads the document, or takes the last read while its files are unchanged. */
  async read({ root, cwd, written, session, boundMs, examples }: ReadContext): Promise<ReadOutcome> {
    const now = await textsNow(this.texts.keys());
    if (this.last && unchanged(this.texts, now)) return this.last;
    const abs = path.resolve(root, this.entry.path);
    let read: Awaited<ReturnType<typeof readSpec>>;
    try {
      read = await readSpec(abs, cwd, now.get(abs));
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      const message = `Cannot read \`${displayPath(abs, cwd)}\`, the OpenAPI document \`openapi\` names (its path is relative to pamdocs.yaml)`;
      this.texts.clear();
      return {
        facts: [
          {
            file: written.origin.file,
            scope: 'config',
            facts: [{ kind: 'spec-missing', ...atYaml(written.origin, ['openapi', this.index, 'path']), message }],
          },
        ],
        files: [abs],
      };
    }
    const kept = lastCheckKey(abs, this.api.key);
    // The texts that were read: a save caught half-written reads as another text now, which the dev server reads again.
    const base = new Map([[abs, read.ok ? read.read.text : read.text]]);
    const failed = (diagnostics: Diagnostic[], more: FileFacts[] = []) =>
      this.keepRead({ facts: [...more, ...factsOf(diagnostics)], files: [...base.keys()] }, base);
    if (!read.ok) return failed(read.diagnostics);
    // With OAI overlays, the overlaid document is read whole on each change of it or of an overlay.
    const withOverlays = this.overlays.length > 0 ? await overlaidRead(read.read, this.overlays, { root, cwd, written, now }) : undefined;
    for (const [file, text] of withOverlays?.texts ?? []) base.set(file, text);
    // An overlay that cannot be read: no text is kept, so the next run reads all again; its path is watched for its return.
    const overlayFiles = () => this.overlays.map((o) => path.resolve(root, o.path));
    if (withOverlays && !withOverlays.ok)
      return withOverlays.reread
        ? this.keepRead({ facts: withOverlays.facts, files: [abs, ...overlayFiles()] }, new Map())
        : failed([], withOverlays.facts);
    if (withOverlays) read = { ok: true, read: withOverlays.read };
    // The last good check (a broken save between keeps it), this session's or, in a new one, the cache's.
    const previous = withOverlays ? undefined : (this.previous ??= lastCheck(session, kept));
    // Taken before the checks upgrade the document in place.
    const prints = writtenPrints(read.read.value);
    // Where the edit put the places of the last good read, one file then and now: what was reported of the parts it left alone is moved.
    const move = previous && moveOf(previous.text, read.read.text, previous.lines);
    const rel = path.relative(root, abs).split(path.sep).join('/');
    const rechecked = previous && move && (await recheck(read.read, prints, previous.checked, move, cwd));
    // A single file's parts need nothing of the checks: they are converted on other threads while the checks run here.
    const early = rechecked?.ok
      ? rechecked.spec.document
      : !rechecked && !mayReferOut(read.read.text)
        ? upgradeDocument(reparsed(read.read), read.read.version)
        : undefined;
    // (A document of one file reads no other.)
    const started = early && this.convert(early, read.read, prints, rel, { examples, boundMs, outside: '', session });
    const checked = rechecked ?? (await checkSpec(read.read, cwd, early));
    if (!checked.ok) {
      await started?.fresh.catch(() => undefined);
      return failed(checked.diagnostics, withOverlays?.facts);
    }
    const spec = checked.spec;
    const texts = new Map(base);
    for (const other of spec.files.slice(1)) texts.set(other, await readFile(other, 'utf8').catch(() => ''));
    // The places of an overlaid document are in its text and its overlays' too.
    const outside = texts.size > 1 ? contentKey(...[...texts].slice(withOverlays ? 0 : 1).flat()) : '';
    const run = started ?? this.convert(spec.document, read.read, prints, rel, { examples, boundMs, outside, session });
    const { conversion, planned, shared, known, todo, textKey } = run;
    // The main file's text is hashed once, for the parts' share (textKey): the places reuse that key.
    const places = contentKey(abs, textKey, outside);
    const from = move && spec.files.length === 1 ? { from: { key: previous.places, move } } : {};
    const file = this.locatedIn(spec, root, abs, { key: places, ...from });
    this.previous = undefined;
    if (spec.files.length === 1 && !withOverlays) {
      const state = { prints, document: spec.document, problems: checked.problems };
      this.previous = { text: spec.text, lines: spec.lines, places, checked: state };
      keepLastCheck(session, kept, spec.text, places, state);
    }
    const fresh = await run.fresh;
    const made = new Map<string, MadePart>();
    todo.forEach((p, i) => fresh[i] && made.set(p.fingerprint, { part: fresh[i]!, document: undefined }));
    const endpoints: SiteEndpoint[] = [];
    const entities: SiteEntity[] = [];
    const stopped: string[] = [];
    for (const p of planned) {
      const part = made.get(p.fingerprint)?.part ?? known.get(p.fingerprint)?.part;
      if (!part) stopped.push(p.pointer);
      else if ('endpoint' in part) endpoints.push(part.endpoint);
      else entities.push(part.entity);
    }
    const converted = conversion.api(endpoints, entities);
    const changes = new Changes();
    const documents: ApiDocuments = { endpoints: [], entities: [], facts: [], changes: changes.list };
    for (const p of planned) {
      const part = made.get(p.fingerprint)?.part ?? known.get(p.fingerprint)?.part;
      if (!part) continue;
      const reused = made.has(p.fingerprint) ? undefined : known.get(p.fingerprint)?.document;
      const document = reused ?? partDocument(part, converted, file, this.partKey(shared, rel, p.fingerprint));
      made.set(p.fingerprint, { part, document });
      documents.facts.push(...partFindings(part, file, changes));
      if (document?.kind === 'endpoint') documents.endpoints.push(document);
      else if (document?.kind === 'entity') documents.entities.push(document);
    }
    const overview = await overviewDocument(
      converted,
      file,
      this.partKey(shared, rel, 'info', converted.description),
      { changes, facts: documents.facts },
      session,
      boundMs,
    );
    if (overview) documents.overview = overview;
    this.parts = { shared, made };
    const all = summarize([
      ...converted.endpoints.map((e) => e.changes),
      ...converted.entities.map((e) => e.changes),
      converted.changes,
      documents.changes,
    ]);
    const facts = [...(withOverlays?.facts ?? []), ...factsOf(checked.diagnostics)];
    const own = [...conversionFacts(spec.locate, all, conversion.hiddenLinks(), stopped, boundMs), ...documents.facts];
    facts.push(...factsByFile(spec.file, own));
    return this.keepRead({ api: { spec, file, converted, documents }, facts, files: [...texts.keys()] }, texts);
  }

  /**
   * Starts converting the parts of `document` (the upgraded `read`) that
   * neither the last read nor the session's cache ({@link PARTS}) has: the
   * plan, the fingerprints, and the parts made (a promise; each is kept in
   * the cache). `outside`: a key of the texts of the other files its
   * `$ref`s read, '' for none.
   */
  private convert(
    document: OpenApi,
    read: SpecText,
    prints: WrittenPrints,
    rel: string,
    options: { examples: boolean; boundMs: number; outside: string; session: Session },
  ) {
    const conversion = new Conversion(document, read.version, { prefix: this.api.prefix, proseAsText: false, examples: options.examples });
    const planned = planParts(conversion, prints);
    const shared = sharedFingerprint(prints, this.api.prefix, options.examples, options.outside);
    const known = this.parts?.shared === shared ? new Map(this.parts.made) : new Map<string, MadePart>();
    const cached = options.session.section(PARTS);
    const keyOf = (p: PlannedPart) => this.partKey(shared, rel, p.fingerprint);
    for (const p of planned) {
      const part = known.has(p.fingerprint) ? undefined : (cached.get(keyOf(p)) as Part | undefined);
      if (part) known.set(p.fingerprint, { part, document: undefined });
    }
    const todo = planned.filter((p) => !known.has(p.fingerprint));
    const share = documentShare(document, read, this.api.prefix, rel, options.examples);
    const fresh = convertParts(todo, share, options.boundMs).then((parts) => {
      todo.forEach((p, i) => parts[i] && cached.set(keyOf(p), parts[i]));
      return parts;
    });
    fresh.catch(() => undefined);
    return { conversion, planned, shared, known, todo, fresh, textKey: share.key };
  }

  /** The key of a part's document and cache entry: the part (`part`), what all parts share, this API and file `rel`. */
  private partKey(shared: string, rel: string, ...part: string[]): string {
    return contentKey(shared, this.api.key, rel, ...part);
  }

  /** The document as its parts' documents locate their keys in it, at `places`: the same object as the last read's, its text updated. */
  private locatedIn(spec: LoadedSpec, root: string, abs: string, places: SpecPlaces): SpecFile {
    const now = {
      api: this.api.key,
      file: spec.file,
      rel: path.relative(root, abs).split(path.sep).join('/'),
      positions: spec.positions,
      lines: spec.lines,
      written: spec.written,
      places,
    };
    this.file = Object.assign(this.file ?? now, now);
    return this.file;
  }

  /** Keeps `read` as the last read, made of `texts`. */
  private keepRead(read: ReadOutcome, texts: Map<string, string>): ReadOutcome {
    this.texts.clear();
    for (const [file, text] of texts) this.texts.set(file, text);
    this.last = read;
    return read;
  }
}
