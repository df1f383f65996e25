/**
 * Documents: a source read, split, parsed with positions and schema-validated.
 * One broken file becomes diagnostics on that file; the others still load.
 */
import type { z } from 'zod';
import type { Diagnostic } from '../diagnostics.js';
import type { TextSource } from './discover.js';
import { splitFrontmatter } from './frontmatter.js';
import { LineIndex } from './positions.js';
import {
  architectureTabSchema,
  dataModelTabSchema,
  endpointSchema,
  entitySchema,
  featuresTabSchema,
  uiOverviewTabSchema,
  type EndpointFrontmatter,
  type EntityFrontmatter,
} from './schemas.js';
import { validate } from './validate.js';
import type { ParsedYaml } from './yaml.js';

/** The landing tabs, by file name under `landing/` (SPEC.md §2: four tabs). */
export const LANDING_SCHEMAS = {
  features: featuresTabSchema,
  architecture: architectureTabSchema,
  'data-model': dataModelTabSchema,
  'ui-overview': uiOverviewTabSchema,
} as const;
/** One of the four landing tab names. */
export type LandingTab = keyof typeof LANDING_SCHEMAS;

/** What every document carries, whatever its kind. */
interface DocumentBase {
  /** Display path (for diagnostics). */
  file: string;
  /** Path relative to the content folder. */
  rel: string;
  /** Markdown body after the frontmatter. */
  body: string;
  /** 0-based offset of the body in the file. */
  bodyOffset: number;
  lines: LineIndex;
  yaml: ParsedYaml;
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

/** What {@link parseDocument} returns for one source. */
export interface ParsedDocument {
  document?: ContentDocument;
  diagnostics: Diagnostic[];
}

/** Which kind a Markdown file is, from its path relative to the content folder. */
type Classified =
  | { kind: 'endpoint'; folder: string; id: string }
  | { kind: 'entity'; id: string }
  | { kind: 'landing'; tab: LandingTab }
  | { kind: 'unknown' };

/** Classifies a content-relative path. */
export function classify(rel: string): Classified {
  const parts = rel.replace(/\.md$/, '').split('/');
  if (parts.length === 3 && parts[0] === 'endpoints') return { kind: 'endpoint', folder: parts[1]!, id: parts[2]! };
  if (parts.length === 2 && parts[0] === 'entities') return { kind: 'entity', id: parts[1]! };
  if (parts.length === 2 && parts[0] === 'landing' && parts[1]! in LANDING_SCHEMAS) {
    return { kind: 'landing', tab: parts[1] as LandingTab };
  }
  return { kind: 'unknown' };
}

/**
 * Parses one Markdown source into a typed document. Never throws.
 * Rule ids: `frontmatter/yaml-syntax`, `frontmatter/missing`, the schema rules of
 * {@link validate}, and `content/unknown-file` (a warning) for a `.md` outside the model.
 */
export function parseDocument(source: TextSource): ParsedDocument {
  const lines = new LineIndex(source.text);
  const at = (offset: number) => lines.position(offset);
  const kind = classify(source.rel);
  if (kind.kind === 'unknown') {
    return {
      diagnostics: [
        {
          file: source.file,
          line: 1,
          column: 1,
          severity: 'warning',
          rule: 'content/unknown-file',
          message: `\`${source.rel}\` is not part of the content model and is ignored`,
          hint: 'Endpoints go in endpoints/<group>/<id>.md, entities in entities/<id>.md, landing tabs in landing/<tab>.md.',
        },
      ],
    };
  }
  const split = splitFrontmatter(source.text);
  if (split.unclosed) {
    return {
      diagnostics: [
        {
          file: source.file,
          line: 1,
          column: 1,
          severity: 'error',
          rule: 'frontmatter/unclosed',
          message: 'The frontmatter opened on line 1 is never closed',
          hint: 'End the YAML block with a line holding only `---`.',
        },
      ],
    };
  }
  if (!split.frontmatter) {
    return {
      diagnostics: [
        {
          file: source.file,
          line: 1,
          column: 1,
          severity: 'error',
          rule: 'frontmatter/missing',
          message: 'Missing frontmatter: the file must start with a `---` line, YAML keys, and a closing `---` line',
        },
      ],
    };
  }
  const yaml = split.frontmatter;
  if (yaml.problems.length > 0) {
    return {
      diagnostics: yaml.problems.map((p) => ({
        file: source.file,
        ...at(p.offset),
        severity: 'error' as const,
        rule: 'frontmatter/yaml-syntax',
        message: `YAML syntax error: ${p.message}`,
      })),
    };
  }
  const origin = { file: source.file, yaml, lines };
  const base = { file: source.file, rel: source.rel, body: split.body, bodyOffset: split.bodyOffset, lines, yaml };
  const value = yaml.value ?? {};
  switch (kind.kind) {
    case 'endpoint': {
      const v = validate(endpointSchema, value, origin);
      return v.ok
        ? { document: { ...base, kind: 'endpoint', folder: kind.folder, id: kind.id, data: v.data }, diagnostics: [] }
        : { diagnostics: v.diagnostics };
    }
    case 'entity': {
      const v = validate(entitySchema, value, origin);
      return v.ok ? { document: { ...base, kind: 'entity', id: kind.id, data: v.data }, diagnostics: [] } : { diagnostics: v.diagnostics };
    }
    case 'landing': {
      const v = validate(LANDING_SCHEMAS[kind.tab], value, origin);
      return v.ok
        ? { document: { ...base, kind: 'landing', tab: kind.tab, data: v.data } as LandingDocument, diagnostics: [] }
        : { diagnostics: v.diagnostics };
    }
  }
}
