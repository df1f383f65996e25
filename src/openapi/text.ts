/**
 * The text of an OpenAPI document as a value: JSON or YAML parsed (YAML
 * with pamdocs' one YAML reader, `src/parse/yaml-read.ts`, aliases bounded),
 * its version, and the value upgraded to OpenAPI 3.1 by Scalar's upgrader
 * (a small pure function, so 2.0 and 3.0 are read as one; 3.2 stays 3.2).
 * Apart from the checks (`./spec.ts`, with Redocly), so a job thread that
 * converts a document's parts (`./jobs.ts`) loads only this.
 */
import { upgrade } from '@scalar/openapi-upgrader';
import { readYaml } from '../parse/yaml-read.js';
import type { YamlLocator } from '../parse/yaml.js';
import type { LineIndex } from '../shared/line-index.js';
import type { OpenApi } from './openapi-types.js';

/**
 * How many mappings and lists a document's YAML aliases may repeat at most,
 * expanded: a document reuses large anchored parts (a response in every
 * operation), and the stages after this one walk the expanded value, so the
 * bound is on its size; more is a bomb, not a document.
 */
const MAX_ALIAS_REPEATS = 100_000;

/** The value of the text of a JSON or YAML file, or the problem at its 0-based offset. */
export function parseText(text: string): { value: unknown } | { offset: number; message: string } {
  if (/^\s*[{[]/.test(text)) {
    try {
      return { value: JSON.parse(text) };
    } catch (error) {
      const message = (error as Error).message;
      const at = /at position (\d+)/.exec(message);
      return { offset: at ? Number(at[1]) : 0, message: `Not valid JSON: ${message.replace(/ at position \d+.*$/, '')}` };
    }
  }
  const read = readYaml(text, 0, MAX_ALIAS_REPEATS);
  const [problem] = read.problems;
  return problem ? { offset: problem.offset, message: `Not valid YAML: ${problem.message}` } : { value: read.value };
}

/** The version a document says it is written in (`openapi`, or `swagger` for 2.0), or undefined. */
export function versionOf(value: unknown): string | undefined {
  const doc = value as Record<string, unknown> | null;
  if (typeof doc !== 'object' || doc === null) return undefined;
  return typeof doc.openapi === 'string' ? doc.openapi : typeof doc.swagger === 'string' ? doc.swagger : undefined;
}

/**
 * `value`, a document written in `version`, as the stages read it: Swagger
 * 2.0 and OpenAPI 3.0 upgraded to 3.1; 3.1 and 3.2 as written (3.2 only adds
 * to 3.1: the stages read what it adds where they read an operation or a tag).
 */
export function upgradeDocument(value: Record<string, unknown>, version: string): OpenApi {
  return (/^3\.[12]/.test(version) ? value : upgrade(value, '3.1')) as unknown as OpenApi;
}

/** A document read and parsed, not yet checked. */
export interface SpecText {
  /** Absolute path of the file. */
  abs: string;
  /** Display path of the file. */
  file: string;
  text: string;
  /** Its parsed value. */
  value: Record<string, unknown>;
  /** The version it was written in, e.g. `2.0`, `3.0.3`, `3.1.0`, `3.2.0`. */
  version: string;
  /**
   * Where the parts of {@link value} are written, when {@link text} is not
   * where (OAI overlays applied: `text` is then the overlaid value as JSON,
   * and a part an overlay wrote is located in the overlay's file,
   * `./oai-overlays/overlaid.ts`).
   */
  located?: { positions: YamlLocator; lines: Pick<LineIndex, 'position'> };
}

/**
 * The value of `read` parsed from its text again: a copy the upgrade may
 * change in place while the checks read the first (a JSON parse is cheaper
 * than a deep copy; YAML is copied).
 */
export function reparsed(read: SpecText): Record<string, unknown> {
  if (/^\s*[{[]/.test(read.text)) return JSON.parse(read.text.replace(/^\uFEFF/, '')) as Record<string, unknown>;
  return structuredClone(read.value);
}
