/**
 * What every rule receives, and helpers to point a diagnostic at a YAML key.
 */
import type { LoadedContent } from '../content/load.js';
import type { Diagnostic, Severity } from '../diagnostics.js';
import type { YamlOrigin } from '../content/validate.js';

/** The input of every rule: the loaded content (config and documents, with positions). */
export interface CheckContext {
  content: LoadedContent;
}

/** A rule set: returns diagnostics, never throws on bad content. */
export type Rules = (ctx: CheckContext) => Diagnostic[];

/** Makes a diagnostic at the YAML node at `path` (or the key `key` inside it) of `origin`. */
export function atYaml(
  origin: YamlOrigin,
  path: readonly PropertyKey[],
  rule: string,
  message: string,
  options: { key?: string; severity?: Severity; hint?: string } = {},
): Diagnostic {
  const { line, column } = origin.lines.position(origin.yaml.locate(path, options.key));
  return {
    file: origin.file,
    line,
    column,
    severity: options.severity ?? 'error',
    rule,
    message,
    ...(options.hint ? { hint: options.hint } : {}),
  };
}
