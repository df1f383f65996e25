/**
 * Facts: what the source and parse stages find wrong with one file, at a
 * position, before any rule has judged it. They carry no rule id and no
 * severity: the rules of the check stage (`src/check/rules/`) report them,
 * each under its own id. Facts are plain data, cached with the file's record.
 */

/** What is wrong. */
export type FactKind =
  /** `pamdocs.yaml` does not exist. */
  | 'missing'
  /** The file is over the size limit (1 MiB). */
  | 'too-large'
  /** The file is not valid UTF-8. */
  | 'not-utf8'
  /** An SVG asset holds something that could run script. */
  | 'unsafe-svg'
  /** A Markdown file that is no kind of content. */
  | 'unknown-file'
  /** The file cannot be processed at all (absurd nesting, too slow). */
  | 'unprocessable'
  /** A content file without frontmatter. */
  | 'frontmatter-missing'
  /** A frontmatter block that is never closed. */
  | 'frontmatter-unclosed'
  /** The YAML does not parse (or is refused: alias bombs, recursion, nesting). */
  | 'yaml-syntax'
  /** A key the content shape does not know. */
  | 'unknown-key'
  /** A required key is missing. */
  | 'missing-key'
  /** A value of the wrong type. */
  | 'invalid-type'
  /** A value out of range or not allowed. */
  | 'invalid-value'
  /** An OpenAPI document that `openapi:` of pamdocs.yaml names cannot be read. */
  | 'spec-missing'
  /** An OpenAPI document is not valid JSON or YAML. */
  | 'spec-syntax'
  /** An OpenAPI document breaks the OpenAPI structure where pamdocs needs it, or is no OpenAPI document. */
  | 'spec-invalid'
  /** A schema, example or extension of an OpenAPI document breaks the OpenAPI structure (read as far as it goes). */
  | 'spec-invalid-schema'
  /** A `$ref` of an OpenAPI document leads nowhere, to a URL, or out of the document's folder. */
  | 'spec-unresolved-ref'
  /** What pamdocs had to change to show an OpenAPI document. */
  | 'spec-changed'
  /** An OAI overlay file that is malformed, or whose action cannot be applied. */
  | 'oai-overlay-invalid'
  /** An action of an OAI overlay whose target matches nothing in the document. */
  | 'oai-overlay-no-match'
  /** An operation the site shows links to one it leaves out (`x-internal`, `x-hidden`). */
  | 'spec-link-to-hidden';

/** One fact, at a 1-based line and column of its file. */
export interface Fact {
  kind: FactKind;
  line: number;
  column: number;
  /** What is wrong, naming the thing in quotes or backticks. */
  message: string;
  /** How to fix it, when the message alone does not say. */
  hint?: string;
  /** The display path of the file it is in, when another than the one whose facts hold it (a value an OAI overlay wrote: `TextPosition.file`). */
  file?: string;
}

/** What a file is, for the rules that report its facts. */
export type FactScope = 'config' | 'document' | 'asset' | 'spec';

/** The facts of one file. */
export interface FileFacts {
  /** Display path of the file (relative to the working directory, `/` separators). */
  file: string;
  scope: FactScope;
  facts: Fact[];
}
