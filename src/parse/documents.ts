/**
 * Documents: processed files with what rules and assembly need to point at
 * and use them. Built from a {@link DocumentRecord} (fresh or cached) and the
 * file's text; one broken file becomes facts of that file only.
 */
import type { z } from 'zod';
import type { FileFacts } from '../shared/facts.js';
import type { LinkRef, TextRef } from './markdown/markdown.js';
import type { LandingTab } from '../source/classify.js';
import type { TextSource } from '../source/discover.js';
import { LineIndex } from '../shared/positions.js';
import type { DocumentRecord, LANDING_SCHEMAS } from './process-document.js';
import type { EndpointFrontmatter, EntityFrontmatter } from './schemas.js';
import { tableLocator, type YamlLocator } from './yaml.js';

export { classify, LANDING_TABS, type LandingTab } from '../source/classify.js';

/** What every document carries, whatever its kind. */
interface DocumentBase {
  /** Display path (for diagnostics). */
  file: string;
  /** Path relative to the content folder. */
  rel: string;
  /** The cache key of the file's text (`cacheKey`: SHA-256, hex); keys what is made from the document later (its code samples). */
  key: string;
  /** 0-based offset of the body in the file. */
  bodyOffset: number;
  /** Offsets of frontmatter keys. */
  yaml: YamlLocator;
  /** 1-based positions of file offsets. */
  lines: Pick<LineIndex, 'position'>;
  links: LinkRef[];
  texts: TextRef[];
  /** Sanitized HTML of the body; placeholders and local file marks unfilled. */
  html: string;
}

/** `endpoints/<group>/<id>.md`. */
export interface EndpointDocument extends DocumentBase {
  kind: 'endpoint';
  /** The folder name: the group it claims to belong to. */
  folder: string;
  /** The file name without `.md`: the anchor. */
  id: string;
  data: EndpointFrontmatter;
}

/** `entities/<id>.md`. */
export interface EntityDocument extends DocumentBase {
  kind: 'entity';
  id: string;
  data: EntityFrontmatter;
}

/** `landing/<tab>.md`. */
export type LandingDocument = {
  [T in LandingTab]: DocumentBase & { kind: 'landing'; tab: T; data: z.output<(typeof LANDING_SCHEMAS)[T]> };
}[LandingTab];

/** Any valid content document. */
export type ContentDocument = EndpointDocument | EntityDocument | LandingDocument;

/** A document (when the file is valid) and the file's facts. */
export interface ParsedDocument {
  document?: ContentDocument;
  facts: FileFacts;
}

/** Turns a record of `source`, whose cache key is `key`, into its document and facts. */
export function fromRecord(record: DocumentRecord, source: TextSource, key: string): ParsedDocument {
  const facts: FileFacts = { file: source.file, scope: 'document', facts: record.facts };
  if (record.data === undefined || record.kind.kind === 'unknown') return { facts };
  const base: DocumentBase = {
    file: source.file,
    rel: source.rel,
    key,
    bodyOffset: record.bodyOffset,
    yaml: tableLocator(record.positions),
    lines: LineIndex.lazy(source.text),
    links: record.links,
    texts: record.texts,
    html: record.html,
  };
  const document = { ...base, ...record.kind, data: record.data } as ContentDocument;
  return { document, facts };
}
