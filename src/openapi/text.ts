/**
 * The text of an OpenAPI document as a value: JSON or YAML parsed (YAML
 * aliases bounded), its version, and the value upgraded to OpenAPI 3.1 by
 * Scalar's upgrader (a small pure function, so 2.0 and 3.0 are read as one).
 * Apart from the checks (`./spec.ts`, with Redocly), so a job thread that
 * converts a document's parts (`./jobs.ts`) loads only this.
 */
import { upgrade } from '@scalar/openapi-upgrader';
import { parse as parseYamlText } from 'yaml';
import type { OpenApi } from './openapi-types.js';

/** YAML aliases a document may use at most: more is a bomb, not a document. */
const MAX_ALIASES = 1000;

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
  try {
    return { value: parseYamlText(text, { maxAliasCount: MAX_ALIASES, prettyErrors: false }) };
  } catch (error) {
    const e = error as Error & { pos?: [number, number] };
    return { offset: e.pos?.[0] ?? 0, message: `Not valid YAML: ${e.message.split('\n')[0]}` };
  }
}

/** The version a document says it is written in (`openapi`, or `swagger` for 2.0), or undefined. */
export function versionOf(value: unknown): string | undefined {
  const doc = value as Record<string, unknown> | null;
  if (typeof doc !== 'object' || doc === null) return undefined;
  return typeof doc.openapi === 'string' ? doc.openapi : typeof doc.swagger === 'string' ? doc.swagger : undefined;
}

/** `value`, a document written in `version`, as OpenAPI 3.1. */
export function upgradeTo31(value: Record<string, unknown>, version: string): OpenApi {
  return (version.startsWith('3.1') ? value : upgrade(value, '3.1')) as unknown as OpenApi;
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
  /** The version it was written in, e.g. `2.0`, `3.0.3`, `3.1.0`. */
  version: string;
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
