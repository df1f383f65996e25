/**
 * Processing one Markdown file: split, YAML with positions, schema
 * validation, and (when the frontmatter is valid) the body rendered once.
 * The result is plain serializable data, cached by content hash.
 */
import type { Diagnostic } from '../shared/diagnostics.js';
import { markdownRisk } from './markdown/limits.js';
import { renderMarkdown, type LinkRef, type TextRef } from './markdown/markdown.js';
import { classify, type Classified } from '../source/classify.js';
import { splitFrontmatter } from './frontmatter.js';
import { LineIndex } from '../shared/positions.js';
import {
  architectureTabSchema,
  dataModelTabSchema,
  endpointSchema,
  entitySchema,
  featuresTabSchema,
  uiOverviewTabSchema,
} from './schemas.js';
import { validate } from './validate.js';
import type { PositionTable } from './yaml.js';

/** The schema of each landing tab. */
export const LANDING_SCHEMAS = {
  features: featuresTabSchema,
  architecture: architectureTabSchema,
  'data-model': dataModelTabSchema,
  'ui-overview': uiOverviewTabSchema,
} as const;

/** What processing one file yields; JSON-serializable. */
export interface DocumentRecord {
  rel: string;
  kind: Classified;
  /** The validated frontmatter (defaults filled), absent when the file has errors. */
  data?: unknown;
  /** Problems found in this file alone; `file` is filled in when loaded. */
  diagnostics: Omit<Diagnostic, 'file'>[];
  /** 0-based offset of the body in the file. */
  bodyOffset: number;
  /** Offsets of every frontmatter node, for pointing rules at keys. */
  positions: PositionTable;
  links: LinkRef[];
  texts: TextRef[];
  /** Sanitized HTML of the body (placeholders and local file marks unfilled). */
  html: string;
}

type Problem = Omit<Diagnostic, 'file'>;

/**
 * Processes the Markdown file at content-relative `rel` with text `text`. Never throws.
 * Rule ids: `content/unknown-file` (warning), `frontmatter/unclosed`,
 * `frontmatter/missing`, `frontmatter/yaml-syntax`, and the schema rules of `validate`.
 */
export function processDocument(rel: string, text: string): DocumentRecord {
  try {
    return process(rel, text);
  } catch (error) {
    // A library failing on hostile input (a stack overflow on absurd nesting) is this file's problem only.
    return unprocessableDocument(rel, error instanceof RangeError ? 'it is nested too deeply to process' : (error as Error).message);
  }
}

/**
 * The record of a Markdown file that could not be processed at all, with
 * one `content/unprocessable` error on its first line saying `reason`.
 */
export function unprocessableDocument(rel: string, reason: string): DocumentRecord {
  return {
    rel,
    kind: classify(rel),
    diagnostics: [{ line: 1, column: 1, severity: 'error', rule: 'content/unprocessable', message: `Cannot process \`${rel}\`: ${reason}` }],
    bodyOffset: 0,
    positions: {},
    links: [],
    texts: [],
    html: '',
  };
}

function process(rel: string, text: string): DocumentRecord {
  const kind = classify(rel);
  const record = (extra: Partial<DocumentRecord>): DocumentRecord => ({
    rel,
    kind,
    diagnostics: [],
    bodyOffset: 0,
    positions: {},
    links: [],
    texts: [],
    html: '',
    ...extra,
  });
  const fileProblem = (problem: Omit<Problem, 'line' | 'column'>) => record({ diagnostics: [{ line: 1, column: 1, ...problem }] });
  if (kind.kind === 'unknown') {
    return fileProblem({
      severity: 'warning',
      rule: 'content/unknown-file',
      message: `\`${rel}\` is not part of the content model and is ignored`,
      hint: 'Endpoints go in endpoints/<group>/<id>.md, entities in entities/<id>.md, landing tabs in landing/<tab>.md.',
    });
  }
  const split = splitFrontmatter(text);
  if (split.unclosed) {
    return fileProblem({
      severity: 'error',
      rule: 'frontmatter/unclosed',
      message: 'The frontmatter opened on line 1 is never closed',
      hint: 'End the YAML block with a line holding only `---`.',
    });
  }
  if (!split.frontmatter) {
    return fileProblem({
      severity: 'error',
      rule: 'frontmatter/missing',
      message: 'Missing frontmatter: the file must start with a `---` line, YAML keys, and a closing `---` line',
    });
  }
  const yaml = split.frontmatter;
  const lines = new LineIndex(text);
  if (yaml.problems.length > 0) {
    return record({
      diagnostics: yaml.problems.map((p) => ({
        ...lines.position(p.offset),
        severity: 'error' as const,
        rule: 'frontmatter/yaml-syntax',
        message: `YAML syntax error: ${p.message}`,
      })),
    });
  }
  const schema = kind.kind === 'landing' ? LANDING_SCHEMAS[kind.tab] : kind.kind === 'endpoint' ? endpointSchema : entitySchema;
  const result = validate(schema, yaml.value ?? {}, { file: '', yaml, lines });
  if (!result.ok) return record({ diagnostics: result.diagnostics.map(({ file: _file, ...d }) => d) });
  const risk = markdownRisk(split.body);
  if (risk) {
    return record({
      diagnostics: [
        {
          ...lines.position(split.bodyOffset + risk.offset),
          severity: 'error',
          rule: 'content/unprocessable',
          message: `The Markdown has ${risk.reason}, which would take the parser too long; pamdocs refuses it`,
        },
      ],
    });
  }
  const body = renderMarkdown(split.body);
  return record({ data: result.data, bodyOffset: split.bodyOffset, positions: yaml.table(), ...body });
}
