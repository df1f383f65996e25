/**
 * What processing one Markdown file yields (`./process-document.ts`, in the
 * job module): the serializable record the document cache keeps. Apart from
 * the processors, so a run that finds every file cached never loads them.
 */
import type { Fact } from '../shared/facts.js';
import { classify, type Classified } from '../source/classify.js';
import type { OverlayKind } from './overlays.js';
import type { UnknownBlock } from './markdown/blocks.js';
import type { Heading, JsonBlock, LinkRef, TextRef } from './markdown/markdown.js';
import type { ProseChanges } from './markdown/spec-prose.js';

/** What rendering a Markdown body yields: what the checks and the site read of it. JSON-serializable. */
export interface RenderedBody {
  links: LinkRef[];
  texts: TextRef[];
  /** Code blocks of the body fenced as `json`. */
  jsonBlocks: JsonBlock[];
  /** Directives of the body that are no block. */
  unknownBlocks: UnknownBlock[];
  /** What counted card grids of the body count, e.g. `{ features: 13 }`. */
  counts: Record<string, number>;
  /** Sanitized HTML of the body (placeholders and local file marks unfilled). */
  html: string;
  /** The headings of a guide with their anchors (empty for other kinds). */
  headings: Heading[];
  /** For prose of an OpenAPI document, what its policy changed (`./markdown/spec-prose.ts`), in its descriptions too. */
  changes?: ProseChanges;
  /** The HTML of the frontmatter's descriptions that hold Markdown, by their text (`./markdown/descriptions.ts`); absent when none does. */
  descriptions?: Record<string, string>;
}

/** What processing one file yields; JSON-serializable. */
export interface DocumentRecord extends RenderedBody {
  rel: string;
  /** The kind its path gives, or an overlay, which its frontmatter makes one. */
  kind: Classified | { kind: 'overlay'; target: OverlayKind };
  /** The validated frontmatter (defaults filled), absent when the file has errors. */
  data?: unknown;
  /** Whether the body was rendered: always with valid frontmatter; with invalid frontmatter when the body could be found. */
  hasBody: boolean;
  /** What is wrong with this file alone. */
  facts: Fact[];
  /** 0-based offset of the body in the file. */
  bodyOffset: number;
  /** Where the frontmatter's YAML is in the file (0-based offset and length, UTF-16 units), when the file has a closed block: rules locate its keys from there. */
  yaml?: { offset: number; length: number };
}

/**
 * The record of a Markdown file that could not be processed at all, with
 * one `unprocessable` fact on its first line saying `reason`.
 */
export function unprocessableDocument(rel: string, reason: string): DocumentRecord {
  return emptyRecord(rel, { facts: [{ kind: 'unprocessable', line: 1, column: 1, message: `Cannot process \`${rel}\`: ${reason}` }] });
}

/** The record of `rel` with nothing found in it (no facts, no body), and `extra` over that. */
export function emptyRecord(rel: string, extra: Partial<DocumentRecord> = {}): DocumentRecord {
  return {
    rel,
    kind: extra.kind ?? classify(rel),
    facts: [],
    hasBody: false,
    bodyOffset: 0,
    links: [],
    texts: [],
    jsonBlocks: [],
    unknownBlocks: [],
    counts: {},
    html: '',
    headings: [],
    ...extra,
  };
}
