/**
 * Documents: processed files with what rules and assembly need to point at
 * and use them. Built from a {@link DocumentRecord} (fresh or cached) and the
 * file's text; one broken file becomes facts of that file only.
 */
import type { FileFacts } from '../shared/facts.js';
import type { Classified } from '../source/classify.js';
import type { TextSource } from '../source/discover.js';
import { operationKey } from '../shared/operation-key.js';
import { LineIndex } from '../shared/line-index.js';
import type { DocumentRecord, RenderedBody } from './record.js';
import type { OverlayKind } from './overlays.js';
import type {
  EndpointFrontmatter,
  EntityFrontmatter,
  GuideFrontmatter,
  LandingPageFrontmatter,
  OperationOverlay,
  SchemaOverlay,
  TagOverlay,
} from './shapes.js';
import { lazyLocator, locatorOf, type YamlLocator } from './yaml.js';

export { classify } from '../source/classify.js';

/**
 * A file's Markdown body and where it is: what every document carries,
 * whatever its kind, and all a file whose frontmatter is invalid still gives
 * (its links and code blocks are checked all the same).
 */
export interface DocumentBody extends RenderedBody {
  /** Display path (for diagnostics). */
  file: string;
  /** Path relative to the content folder. */
  rel: string;
  /** The cache key of the file's text (`cacheKey`: SHA-256, hex); keys what is made from the document later (its code samples). */
  key: string;
  /**
   * The body as written: the Markdown after the frontmatter (a part of an
   * OpenAPI document: its description), whose offsets `links` and the other
   * refs give. The site's Markdown twins (`src/emit/llms/`) carry it.
   */
  markdown: string;
  /** The 1-based position of the character at 0-based `offset` of the body. */
  bodyAt(offset: number): { line: number; column: number };
  /** Offsets of frontmatter keys (parsed from the file's text with positions on the first question). */
  yaml: YamlLocator;
  /** 1-based positions of file offsets. */
  lines: Pick<LineIndex, 'position'>;
  /** Where a document made from an OpenAPI document comes from; undefined for a Markdown file. */
  spec?: SpecOrigin;
}

/**
 * Where a document made from an OpenAPI document comes from: its `file`
 * is the document's, its frontmatter is what pamdocs made of the operation
 * or schema, and its keys are located at their places in the document.
 */
export interface SpecOrigin {
  /** Its API: the id of its `openapi:` entry, with the entry's version when it has one (`petstore@v2`). */
  api: string;
  /** JSON pointer of the operation or schema in the document (as upgraded to 3.1). */
  pointer: string;
  /** The frontmatter paths of the bodies whose example pamdocs generated from their schema (`/requestBody`, `/responses/0`): valid by construction, so not checked again. */
  generated?: readonly string[];
  /** Where its places are now: a session's next read of the document may move them (an edit before them) without changing the document. */
  places(): SpecPlaces;
}

/**
 * The places of the documents made from one OpenAPI document, as a read
 * left them: what the checks report of such a document is kept with the
 * key of its places, and moved to where an edit put them
 * (`src/openapi/live/places.ts`) rather than made again.
 */
export interface SpecPlaces {
  /** A key of the text the places are in (SHA-256, hex). */
  key: string;
  /**
   * The places of the text the session read before (their key), and where
   * a place of that text is now (1-based line and column); undefined for a
   * place inside the edited text.
   */
  from?: { key: string; move(at: { line: number; column: number }): { line: number; column: number } | undefined };
}

/** `endpoints/<group>/<id>.md`. */
export interface EndpointDocument extends DocumentBody {
  kind: 'endpoint';
  /** The folder name: the group it claims to belong to. */
  folder: string;
  /** The file name without `.md`: the anchor. */
  id: string;
  data: EndpointFrontmatter;
  /** The key of the operation it documents (`operationKey` of its method and path: `GET /pets/{}`). */
  operationKey: string;
  /** An overlay that adds to it (one made from an OpenAPI document): its prose follows the description. */
  overlay?: OverlayDocument;
}

/** `entities/<id>.md`. */
export interface EntityDocument extends DocumentBody {
  kind: 'entity';
  id: string;
  data: EntityFrontmatter;
  /** An overlay that adds to it (one made from an OpenAPI document): its prose follows the description. */
  overlay?: OverlayDocument;
}

/** `landing/<page>.md`. */
export interface LandingDocument extends DocumentBody {
  kind: 'landing';
  /** Its path under `landing/` without `.md`. */
  page: string;
  data: LandingPageFrontmatter;
}

/** `guides/<page>.md`. */
export interface GuideDocument extends DocumentBody {
  kind: 'guide';
  /** Its path under `guides/` without `.md`: its route is `/guides/<page>`. */
  page: string;
  data: GuideFrontmatter;
}

/** A Markdown file that adds to an operation, tag or schema of an OpenAPI document (`./overlays.ts`). */
export type OverlayDocument = DocumentBody & { kind: 'overlay' } & (
    | { target: 'operation'; data: OperationOverlay }
    | { target: 'tag'; data: TagOverlay }
    | { target: 'schema'; data: SchemaOverlay }
  );

/** Any valid content document. */
export type ContentDocument = EndpointDocument | EntityDocument | LandingDocument | GuideDocument | OverlayDocument;

/** The target of an overlay record, for its document. */
export type { OverlayKind };

/** A document (when the file is valid), else the body of a file with invalid frontmatter, and the file's facts. */
export interface ParsedDocument {
  document?: ContentDocument;
  body?: DocumentBody;
  facts: FileFacts;
}

/**
 * Where the frontmatter keys of a file are written (file offsets): its YAML,
 * at the place its record says, parsed with positions on the first question;
 * a file without a closed frontmatter block answers 0.
 */
function frontmatterLocator(record: DocumentRecord, text: string): YamlLocator {
  const at = record.yaml;
  if (!at) return { locate: () => 0 };
  return lazyLocator(() => locatorOf(text.slice(at.offset, at.offset + at.length), at.offset));
}

/** The rendered body of a record, without the record's other fields. */
const renderedBody = ({ links, texts, jsonBlocks, unknownBlocks, counts, html, headings, descriptions }: RenderedBody): RenderedBody => ({
  links,
  texts,
  jsonBlocks,
  unknownBlocks,
  counts,
  html,
  headings,
  ...(descriptions ? { descriptions } : {}),
});

/** Turns a record of `source`, whose cache key is `key`, into its document and facts. */
export function fromRecord(record: DocumentRecord, source: TextSource, key: string): ParsedDocument {
  const facts: FileFacts = { file: source.file, scope: 'document', facts: record.facts };
  if (record.kind.kind === 'unknown' || (record.data === undefined && !record.hasBody)) return { facts };
  const lines = LineIndex.lazy(source.text);
  const base: DocumentBody = {
    file: source.file,
    rel: source.rel,
    key,
    markdown: record.hasBody ? source.text.slice(record.bodyOffset) : '',
    bodyAt: (offset) => lines.position(record.bodyOffset + offset),
    yaml: frontmatterLocator(record, source.text),
    lines,
    ...renderedBody(record),
  };
  if (record.data === undefined) return { body: base, facts };
  return { document: documentOf(record.kind, record.data, base), facts };
}

/** What kind of document a file is (its path, or its frontmatter for an overlay), with the ids that kind has. */
export type DocumentKind = Exclude<Classified, { kind: 'unknown' }> | { kind: 'overlay'; target: OverlayKind };

/**
 * The document of `kind` with the frontmatter `data` (valid for that kind)
 * and `body`. One object literal holds in itself what every stage reads of
 * every document (its kind, ids, frontmatter, key and file); the rest of the
 * body follows. Made by spreading the body first, a document kept those in a
 * separate property store (V8), one more cache miss per field read, which
 * a rule walking every endpoint of a large site pays on each rebuild.
 */
export function documentOf(kind: DocumentKind, data: unknown, body: DocumentBody): ContentDocument {
  const { key, file, ...rest } = body;
  switch (kind.kind) {
    case 'endpoint': {
      const { method, path } = data as EndpointFrontmatter;
      return {
        kind: 'endpoint',
        folder: kind.folder,
        id: kind.id,
        data: data as EndpointFrontmatter,
        operationKey: operationKey(method, path),
        key,
        file,
        ...rest,
      };
    }
    case 'entity':
      return { kind: 'entity', id: kind.id, data: data as EntityFrontmatter, key, file, ...rest };
    case 'landing':
      return { kind: 'landing', page: kind.page, data: data as LandingPageFrontmatter, key, file, ...rest };
    case 'guide':
      return { kind: 'guide', page: kind.page, data: data as GuideFrontmatter, key, file, ...rest };
    default:
      return { kind: 'overlay', target: kind.target, data, key, file, ...rest } as OverlayDocument;
  }
}
