/**
 * The documents of a converted OpenAPI document (`../convert.ts`): each
 * operation an endpoint document and each component schema an entity
 * document, as a Markdown file's would be, except that their frontmatter
 * is data already and their keys are located at their places in the
 * OpenAPI document (by the origins the conversion recorded). Their bodies
 * are rendered with the conversion (`../jobs.ts`); the overview's like any
 * body, cached by content hash (`src/parse/bodies.ts`).
 */
import { renderBodies } from '../../parse/bodies.js';
import {
  documentOf,
  type DocumentBody,
  type EndpointDocument,
  type EntityDocument,
  type LandingDocument,
  type SpecPlaces,
} from '../../parse/documents.js';
import type { DocumentRecord } from '../../parse/record.js';
import { endpointShape, entityShape } from '../../parse/shapes.js';
import { validate } from '../../parse/validate.js';
import type { YamlLocator } from '../../parse/yaml.js';
import type { Fact } from '../../shared/facts.js';
import type { Session } from '../../shared/session.js';
import type { Change, Changes } from '../changes.js';
import { proseChanges } from '../convert.js';
import type { LiveApi } from '../converted.js';
import type { PartResult } from '../jobs.js';
import type { Origins } from '../operation.js';
import { pointerTokens } from '../pointer-offsets.js';

/**
 * One document of the site's `openapi:` as its parts' documents need it.
 * Its documents read it when they locate a key, so the dev server's next
 * read of the document may update it in place (`./source.ts`).
 */
export interface SpecFile {
  /** Its API: the id of its entry, with the entry's version when it has one (`petstore@v2`). */
  api: string;
  /** Display path (for diagnostics). */
  file: string;
  /** Path relative to the content folder, `/` separators. */
  rel: string;
  /** Offsets of its parts by path of keys (`./pointer-offsets.ts`). */
  positions: YamlLocator;
  /** 1-based positions of its offsets. */
  lines: DocumentBody['lines'];
  /** The pointer of a part in the document as written, given its pointer in the document as upgraded to 3.1. */
  written(pointer: string): string;
  /** Where its places are, and where the last edit moved them from. */
  places: SpecPlaces;
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
        if (pointer !== undefined)
          return spec.positions.locate([...pointerTokens(spec.written(pointer)), ...path.slice(n).map(String)], key);
      }
      return 0;
    },
  };
}

/** The body fields of a part at `pointer` whose description, `markdown` as rendered, starts at `descriptionPointer`, with the key `key`. */
function bodyOf(
  spec: SpecFile,
  record: DocumentRecord,
  key: string,
  markdown: string,
  pointer: string,
  origins: Origins,
  descriptionPointer: string,
): DocumentBody {
  const { links, texts, jsonBlocks, unknownBlocks, counts, html, headings, descriptions } = record;
  return {
    file: spec.file,
    rel: spec.rel,
    key,
    markdown,
    // A problem of the prose is reported at the description (located only then): its text is a string of the document, escaped or folded.
    bodyAt: () => spec.lines.position(spec.positions.locate(pointerTokens(spec.written(descriptionPointer)))),
    yaml: originLocator(origins, spec),
    // The document's lines now: a part unchanged by an edit elsewhere keeps its document object.
    lines: { position: (offset) => spec.lines.position(offset) },
    spec: { api: spec.api, pointer, places: () => spec.places },
    links,
    texts,
    jsonBlocks,
    unknownBlocks,
    counts,
    html,
    headings,
    ...(descriptions ? { descriptions } : {}),
  };
}

/** A part converted (`../jobs.ts`), its description rendered. */
export type Part = PartResult;

/**
 * The document of a converted part of `api` (none when its data is refused
 * even after the conversion's repairs), keyed `key` (what the part is made
 * of: `./source.ts`).
 */
export function partDocument(
  part: Part,
  api: Pick<LiveApi, 'defaultAuth'>,
  spec: SpecFile,
  key: string,
): EndpointDocument | EntityDocument | undefined {
  if ('endpoint' in part) {
    const e = part.endpoint;
    // An operation without security of its own takes the document's: said on each, since the site's default may be another API's.
    const data = e.data && e.data.auth === undefined ? { ...e.data, auth: api.defaultAuth } : e.data;
    if (data === undefined) return undefined;
    const base = bodyOf(spec, part.record, key, e.body, e.pointer, e.origins, `${e.pointer}/description`);
    const body = { ...base, spec: { ...base.spec!, ...(e.generated ? { generated: e.generated } : {}) } };
    return documentOf({ kind: 'endpoint', folder: e.group, id: e.id }, data, body) as EndpointDocument;
  }
  const e = part.entity;
  if (e.data === undefined) return undefined;
  const body = bodyOf(spec, part.record, key, e.body, e.pointer, entityOrigins(e.pointer), `${e.pointer}/description`);
  return documentOf({ kind: 'entity', id: e.id }, e.data, body) as EntityDocument;
}

/** Where the keys of an entity's frontmatter come from: the component schema at `pointer`. */
const entityOrigins = (pointer: string): Origins => ({
  '': pointer,
  '/schema': pointer,
  '/name': `${pointer}/title`,
  '/summary': `${pointer}/description`,
});

/**
 * The facts of a part: its rendered description's (at the part's place),
 * and for a part its content shape refuses (which the site leaves out)
 * one `spec-invalid` per refusal, at the refused key's place; what its
 * prose policy changed goes to `changes`.
 */
export function partFindings(part: Part, spec: SpecFile, changes: Changes): Fact[] {
  const pointer = 'endpoint' in part ? part.endpoint.pointer : part.entity.pointer;
  if (part.record.changes) proseChanges(part.record.changes, changes, pointer);
  const facts = part.record.facts.map((fact) => ({
    ...fact,
    ...spec.lines.position(spec.positions.locate(pointerTokens(spec.written(pointer)))),
  }));
  if (part.refused === undefined) return facts;
  const [shape, origins, what] =
    'endpoint' in part ? [endpointShape, part.endpoint.origins, 'operation'] : [entityShape, entityOrigins(pointer), 'schema'];
  const checked = validate(shape, part.refused, { yaml: originLocator(origins, spec), lines: spec.lines });
  const refusals = checked.ok ? [] : checked.facts;
  return [
    ...facts,
    ...refusals.map((f): Fact => ({ ...f, kind: 'spec-invalid', message: `This ${what} is left out of the site: ${f.message}` })),
  ];
}

/**
 * The landing page `info.description` of `api` gives, rendered through
 * `session`'s cache within `boundMs` (ms), what its prose policy changed
 * (into `changes`) and what is wrong with it (into `facts`, at the
 * description's place: a text the parser refuses, say); undefined when it
 * has none.
 */
export async function overviewDocument(
  api: LiveApi,
  spec: SpecFile,
  key: string,
  { changes, facts }: { changes: Changes; facts: Fact[] },
  session: Session,
  boundMs: number,
): Promise<LandingDocument | undefined> {
  if (!api.description) return undefined;
  const [record] = await renderBodies(
    [{ rel: spec.rel, kind: { kind: 'landing', page: OVERVIEW_PAGE }, text: api.description }],
    session,
    boundMs,
  );
  if (record!.changes) proseChanges(record!.changes, changes, '#/info/description');
  const at = spec.lines.position(spec.positions.locate(pointerTokens(spec.written('#/info/description'))));
  facts.push(...record!.facts.map((fact) => ({ ...fact, ...at })));
  const body = bodyOf(spec, record!, key, api.description, '#/info', { '': '#/info' }, '#/info/description');
  return documentOf({ kind: 'landing', page: OVERVIEW_PAGE }, { title: 'Overview' }, body) as LandingDocument;
}
