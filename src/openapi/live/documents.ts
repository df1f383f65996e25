/**
 * The documents of a converted OpenAPI document (`../convert.ts`): each
 * operation an endpoint document and each component schema an entity
 * document, as a Markdown file's would be, except that their frontmatter
 * is data already and their keys are located at their places in the
 * OpenAPI document (by the origins the conversion recorded). Their bodies
 * are rendered like any body, on all cores when many, and cached by content
 * hash (`src/parse/bodies.ts`).
 */
import { createHash } from 'node:crypto';
import { renderBodies } from '../../parse/bodies.js';
import type { DocumentBody, EndpointDocument, EntityDocument, LandingDocument } from '../../parse/documents.js';
import type { DocumentRecord } from '../../parse/record.js';
import type { EndpointFrontmatter, EntityFrontmatter, LandingPageFrontmatter } from '../../parse/schemas.js';
import type { YamlLocator } from '../../parse/yaml.js';
import { codeFingerprint } from '../../shared/cache.js';
import type { Fact } from '../../shared/facts.js';
import type { Session } from '../../shared/session.js';
import { Changes, type Change } from '../changes.js';
import { proseChanges, type LiveApi } from '../convert.js';
import type { Origins } from '../operation.js';
import { pointerTokens } from '../positions.js';

/** One document of the site's `openapi:` as its parts' documents need it. */
export interface SpecFile {
  /** Its API: the id of its entry, with the entry's version when it has one (`petstore@v2`). */
  api: string;
  /** Display path (for diagnostics). */
  file: string;
  /** Path relative to the content folder, `/` separators. */
  rel: string;
  /** Offsets of its parts by path of keys (`./positions.ts`). */
  positions: YamlLocator;
  /** 1-based positions of its offsets. */
  lines: DocumentBody['lines'];
  /** The pointer of a part in the document as written, given its pointer in the document as upgraded to 3.1. */
  written(pointer: string): string;
}

/** The documents of one converted API, and the facts of their bodies (at the places of their parts). */
export interface ApiDocuments {
  endpoints: EndpointDocument[];
  entities: EntityDocument[];
  /** `landing/overview` from `info.description`, when it has one. */
  overview?: LandingDocument;
  facts: Fact[];
  /** What rendering the prose changed (`src/parse/markdown/spec-prose.ts`), at the parts' places, in document order. */
  changes: Change[];
}

/** The route of an overview page made from `info.description`. */
export const OVERVIEW_PAGE = 'overview';

/**
 * Where the frontmatter keys of a part are: the longest path of `origins`
 * that begins `path`, then the rest of `path` inside it (the keys of a
 * schema are the document's own); a path the document does not have
 * points at its deepest part that it has.
 */
function originLocator(origins: Origins, spec: SpecFile): YamlLocator {
  return {
    locate(path, key) {
      for (let n = path.length; n >= 0; n--) {
        const pointer = origins[n === 0 ? '' : `/${path.slice(0, n).join('/')}`];
        if (pointer !== undefined) return spec.positions.locate([...pointerTokens(spec.written(pointer)), ...path.slice(n).map(String)], key);
      }
      return 0;
    },
  };
}

/** The key of a document made from a part: pamdocs' code, its document and place, and what was made of it (SHA-256, hex). */
function partKey(spec: SpecFile, pointer: string, made: unknown): string {
  return createHash('sha256').update(codeFingerprint()).update('\0openapi\0').update(spec.rel).update('\0').update(pointer).update('\0').update(JSON.stringify(made)).digest('hex');
}

/** The body fields of a part at `pointer` whose Markdown description starts at `descriptionPointer`. */
function bodyOf(spec: SpecFile, record: DocumentRecord, key: string, pointer: string, origins: Origins, descriptionPointer: string): DocumentBody {
  const { links, texts, jsonBlocks, unknownBlocks, counts, html, headings } = record;
  return {
    file: spec.file,
    rel: spec.rel,
    key,
    // A problem of the prose is reported at the description (located only then): its text is a string of the document, escaped or folded.
    bodyAt: () => spec.lines.position(spec.positions.locate(pointerTokens(spec.written(descriptionPointer)))),
    yaml: originLocator(origins, spec),
    lines: spec.lines,
    spec: { api: spec.api, pointer },
    links,
    texts,
    jsonBlocks,
    unknownBlocks,
    counts,
    html,
    headings,
  };
}

/** The rendered descriptions of the parts of an API, in the order of its `endpoints` and `entities` (`../jobs.ts` makes them). */
export interface PartRecords {
  endpoints: readonly DocumentRecord[];
  entities: readonly DocumentRecord[];
}

/**
 * The documents of `api`, whose parts' descriptions are rendered
 * (`records`); its overview (`info.description`) is rendered here, through
 * `session`'s cache within `boundMs`. A part whose data the content schema
 * refuses even after the conversion's repairs has no document.
 */
export async function apiDocuments(api: LiveApi, records: PartRecords, spec: SpecFile, session: Session, boundMs: number): Promise<ApiDocuments> {
  const parts = [
    ...api.endpoints.map((e, i) => ({ kind: { kind: 'endpoint' as const, folder: e.group, id: e.id }, record: records.endpoints[i]!, e })),
    ...api.entities.map((e, i) => ({ kind: { kind: 'entity' as const, id: e.id }, record: records.entities[i]!, e })),
  ];
  const facts: Fact[] = [];
  const changes = new Changes();
  const out: ApiDocuments = { endpoints: [], entities: [], facts, changes: changes.list };
  for (const { kind, record, e } of parts) {
    if (record.changes) proseChanges(record.changes, changes, e.pointer);
    const origins = 'origins' in e ? e.origins : { '': e.pointer, '/schema': e.pointer, '/name': `${e.pointer}/title`, '/summary': `${e.pointer}/description` };
    for (const fact of record.facts) facts.push({ ...fact, ...spec.lines.position(spec.positions.locate(pointerTokens(spec.written(e.pointer)))) });
    // An operation without security of its own takes the document's: said on each, since the site's default may be another API's.
    const data = 'origins' in e && e.data && e.data.auth === undefined ? { ...e.data, auth: api.defaultAuth } : e.data;
    if (data === undefined) continue;
    const base = bodyOf(spec, record, partKey(spec, e.pointer, [data, e.body]), e.pointer, origins, `${e.pointer}/description`);
    if (kind.kind === 'endpoint') out.endpoints.push({ ...base, ...kind, data: data as EndpointFrontmatter });
    else out.entities.push({ ...base, ...kind, data: data as EntityFrontmatter });
  }
  if (api.description) {
    const [record] = await renderBodies([{ rel: spec.rel, kind: { kind: 'landing', page: OVERVIEW_PAGE }, text: api.description }], session, boundMs);
    if (record!.changes) proseChanges(record!.changes, changes, '#/info/description');
    const base = bodyOf(spec, record!, partKey(spec, '#/info', api.description), '#/info', { '': '#/info' }, '#/info/description');
    out.overview = { ...base, kind: 'landing', page: OVERVIEW_PAGE, data: { title: 'Overview' } as LandingPageFrontmatter };
  }
  return out;
}
