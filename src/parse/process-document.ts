/**
 * Processing one Markdown file: split, the frontmatter's plain value
 * (positions parsed only for a file whose frontmatter is invalid, to place
 * its facts), schema validation, and the body rendered once. The result is
 * plain serializable data, cached by content hash; the keys of a valid file
 * are located from its text when a rule reports on one (`./documents.ts`).
 */
import type { Fact } from '../shared/facts.js';
import { markdownRisk } from './markdown/limits.js';
import { renderMarkdown } from './markdown/markdown.js';
import { classify } from '../source/classify.js';
import { emptyRecord, unprocessableDocument, type DocumentRecord } from './record.js';
import { splitFrontmatter } from './frontmatter.js';
import { LineIndex } from '../shared/positions.js';
import { endpointSchema, entitySchema, guideSchema, landingPageSchema } from './schemas.js';
import { validate } from './validate.js';

/** The schema of each kind of content file. */
const SCHEMAS = { endpoint: endpointSchema, entity: entitySchema, landing: landingPageSchema, guide: guideSchema } as const;

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

function process(rel: string, text: string): DocumentRecord {
  const kind = classify(rel);
  const record = (extra: Partial<DocumentRecord>): DocumentRecord => emptyRecord(rel, { kind, ...extra });
  const fileProblem = (fact: Omit<Fact, 'line' | 'column'>) => record({ facts: [{ line: 1, column: 1, ...fact }] });
  if (kind.kind === 'unknown') {
    return fileProblem({
      kind: 'unknown-file',
      message: `\`${rel}\` is not part of the content model and is ignored`,
      hint: 'Endpoints go in endpoints/<group>/<id>.md, entities in entities/<id>.md, landing pages in landing/<page>.md, guides in guides/<page>.md.',
    });
  }
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
      return record({ facts: [...facts, { kind: 'unprocessable', ...at, message: `The Markdown has ${risk.reason}, which would take the parser too long; pamdocs refuses it` }] });
    }
    const body = renderMarkdown(split.body, { sections: kind.kind === 'landing', anchors: kind.kind === 'guide' });
    const valid = data !== undefined && facts.length === 0;
    return record({ ...(valid ? { data } : {}), facts, hasBody: true, bodyOffset: split.bodyOffset, ...(split.yaml ? { yaml: split.yaml } : {}), ...body });
  };
  if (!split.frontmatter) {
    return withBody([{ kind: 'frontmatter-missing', line: 1, column: 1, message: 'Missing frontmatter: the file must start with a `---` line, YAML keys, and a closing `---` line' }]);
  }
  const yaml = split.frontmatter;
  if (yaml.problems.length > 0) {
    return withBody(yaml.problems.map((p) => ({ kind: 'yaml-syntax', ...lines.position(p.offset), message: `YAML syntax error: ${p.message}` })));
  }
  const result = validate(SCHEMAS[kind.kind], yaml.value ?? {}, { yaml, lines });
  return result.ok ? withBody([], result.data) : withBody(result.facts);
}
