/**
 * Locations for reports: a YAML key of a file, an offset of a document's
 * body, a fact's position, or a file's first line. Positions come from the
 * file's `LineIndex` (`src/shared/line-index.ts`).
 */
import type { DocumentBody } from '../../parse/documents.js';
import type { YamlOrigin } from '../../parse/validate.js';
import type { Fact } from '../../shared/facts.js';
import type { Location } from './rule.js';

/** The YAML node at `path` of `origin` (a document or the config), or with `key`, that key inside the mapping at `path`. */
export function atKey(origin: YamlOrigin, path: readonly PropertyKey[], key?: string): Location {
  return { file: origin.file, ...origin.lines.position(origin.yaml.locate(path, key)) };
}

/** The character at `offset` of `doc`'s Markdown body. */
export function atBody(doc: DocumentBody, offset: number): Location {
  return { file: doc.file, ...doc.bodyAt(offset) };
}

/** Where `fact` of the file `file` is. */
export function atFact(file: string, fact: Fact): Location {
  return { file, line: fact.line, column: fact.column };
}

/** The start of the file `file`. */
export function atStart(file: string): Location {
  return { file, line: 1, column: 1 };
}
