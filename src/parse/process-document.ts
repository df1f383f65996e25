/**
 * Processing one Markdown file: split, the frontmatter's plain value
 * (positions parsed only for a file whose frontmatter is invalid, to place
 * its facts), held to its kind's shape, and the body rendered once. The result is
 * plain serializable data, cached by content hash; the keys of a valid file
 * are located from its text when a rule reports on one (`./documents.ts`).
 */
import type { Fact } from '../shared/facts.js';
import { markdownRisk } from './markdown/limits.js';
import { renderDescriptions } from './markdown/descriptions.js';
import { renderMarkdown } from './markdown/markdown.js';
import { sumProseChanges } from './markdown/spec-prose.js';
import { classify } from '../source/classify.js';
import { emptyRecord, unprocessableDocument, type DocumentRecord } from './record.js';
import { splitFrontmatter } from './frontmatter.js';
import { LineIndex } from '../shared/line-index.js';
import { mayHoldOverlay, overlayKind } from './overlays.js';
import { endpointShape, entityShape, guideShape, landingPageShape, OVERLAY_SHAPES } from './shapes.js';
import { validate } from './validate.js';

/** The shape of each kind of content file. */
const SHAPES = { endpoint: endpointShape, entity: entityShape, landing: landingPageShape, guide: guideShape } as const;

/**
 * Processes the Markdown file at content-relative `rel` with text `text`.
 * Never throws: what is wrong becomes facts (`unknown-file`,
 * `frontmatter-unclosed`, `frontmatter-missing`, `yaml-syntax`,
 * `unprocessable` and those of `validate`).
 */
export function processDocument(rel: string, text: string): DocumentRecord {
  try {
    return process(rel, text);
  } catch (error) {
    // A library failing on hostile input (a stack overflow on absurd nesting) is this file's problem only.
    return unprocessableDocument(rel, error instanceof RangeError ? 'it is nested too deeply to process' : (error as Error).message);
  }
}

/** The fact of a file that is no kind of content. */
const unknownFile = (rel: string): Omit<Fact, 'line' | 'column'> => ({
  kind: 'unknown-file',
  message: `\`${rel}\` is not part of the content model and is ignored`,
  hint: [
    'Endpoints go in endpoints/<group>/<id>.md, entities in entities/<id>.md, landing pages in landing/<page>.md,',
    'guides in guides/<page>.md; an overlay of an OpenAPI document anywhere under endpoints/ or entities/.',
  ].join(' '),
});

function process(rel: string, text: string): DocumentRecord {
  let kind: DocumentRecord['kind'] = classify(rel);
  const record = (extra: Partial<DocumentRecord>): DocumentRecord => emptyRecord(rel, { kind, ...extra });
  const fileProblem = (fact: Omit<Fact, 'line' | 'column'>) => record({ facts: [{ line: 1, column: 1, ...fact }] });
  // A file deeper under endpoints/ or entities/ may be an overlay: its frontmatter tells.
  if (kind.kind === 'unknown' && !mayHoldOverlay(rel)) return fileProblem(unknownFile(rel));
  const split = splitFrontmatter(text);
  if (split.unclosed) {
    return fileProblem({
      kind: 'frontmatter-unclosed',
      message: 'The frontmatter opened on line 1 is never closed',
      hint: 'End the YAML block with a line holding only `---`.',
    });
  }
  const lines = new LineIndex(text);
  /** The record with the body rendered (when the parser can take it), and `facts`. */
  const withBody = (facts: Fact[], data?: unknown): DocumentRecord => {
    const risk = markdownRisk(split.body);
    if (risk) {
      const at = lines.position(split.bodyOffset + risk.offset);
      return record({
        facts: [
          ...facts,
          {
            kind: 'unprocessable',
            ...at,
            message: `The Markdown has ${risk.reason}, which would take the parser too long; pamdocs refuses it`,
          },
        ],
      });
    }
    const body = renderMarkdown(split.body, { sections: kind.kind === 'landing', anchors: kind.kind === 'guide' });
    const valid = data !== undefined && facts.length === 0;
    const rendered = record({
      ...(valid ? { data } : {}),
      facts,
      hasBody: true,
      bodyOffset: split.bodyOffset,
      ...(split.yaml ? { yaml: split.yaml } : {}),
      ...body,
    });
    return valid ? withDescriptions(rendered, data, false) : rendered;
  };
  if (!split.frontmatter) {
    if (kind.kind === 'unknown') return fileProblem(unknownFile(rel));
    return withBody([
      {
        kind: 'frontmatter-missing',
        line: 1,
        column: 1,
        message: 'Missing frontmatter: the file must start with a `---` line, YAML keys, and a closing `---` line',
      },
    ]);
  }
  const yaml = split.frontmatter;
  if (yaml.problems.length > 0) {
    return withBody(
      yaml.problems.map((p) => ({ kind: 'yaml-syntax', ...lines.position(p.offset), message: `YAML syntax error: ${p.message}` })),
    );
  }
  const target = overlayKind(rel, yaml.value);
  if (target) {
    kind = { kind: 'overlay', target };
    const overlay = validate(OVERLAY_SHAPES[target], yaml.value, { yaml, lines });
    return overlay.ok ? withBody([], overlay.data) : withBody(overlay.facts);
  }
  if (kind.kind === 'unknown') return fileProblem(unknownFile(rel));
  const result = validate(SHAPES[kind.kind], yaml.value ?? {}, { yaml, lines });
  return result.ok ? withBody([], result.data) : withBody(result.facts);
}

/**
 * `record` with the descriptions of `data` (its frontmatter, validated)
 * that hold Markdown rendered (`./markdown/descriptions.ts`); `spec`: prose
 * of an OpenAPI document, whose policy's changes add to the body's.
 */
export function withDescriptions(record: DocumentRecord, data: unknown, spec: boolean): DocumentRecord {
  const { html, changes } = renderDescriptions(data, spec);
  if (Object.keys(html).length === 0) return record;
  const total = changes && record.changes ? sumProseChanges(record.changes, changes) : (changes ?? record.changes);
  return { ...record, descriptions: html, ...(total ? { changes: total } : {}) };
}

/**
 * Renders a Markdown body that comes without frontmatter (the description
 * of an operation or schema of an OpenAPI document, under the policy of
 * `./markdown/spec-prose.ts`) as the record of `rel` of kind `kind`, with
 * no data: the caller has it. A body the parser could not take in time is
 * an `unprocessable` fact at 1:1. Never throws.
 */
export function processBody(rel: string, kind: DocumentRecord['kind'], markdown: string): DocumentRecord {
  try {
    const risk = markdownRisk(markdown);
    if (risk)
      return emptyRecord(rel, {
        kind,
        facts: [
          {
            kind: 'unprocessable',
            line: 1,
            column: 1,
            message: `The description has ${risk.reason}, which would take the parser too long; pamdocs refuses it`,
          },
        ],
      });
    return emptyRecord(rel, { kind, hasBody: true, ...renderMarkdown(markdown, { spec: true, sections: kind.kind === 'landing' }) });
  } catch (error) {
    return unprocessableDocument(
      rel,
      error instanceof RangeError ? 'its description is nested too deeply to process' : (error as Error).message,
    );
  }
}
