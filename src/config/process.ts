/**
 * Processing `pamdocs.yaml`: YAML with positions and schema validation, into
 * a serializable record (cached like the documents).
 */
import type { Diagnostic } from '../diagnostics.js';
import { LineIndex } from '../content/positions.js';
import { configSchema, type Config } from '../content/schemas.js';
import { validate } from '../content/validate.js';
import { parseYaml, type PositionTable } from '../content/yaml.js';

/** The processed config; JSON-serializable. */
export interface ConfigRecord {
  /** The validated config (defaults filled), absent when it has errors. */
  data?: Config;
  /** `file` is filled in when loaded. */
  diagnostics: Omit<Diagnostic, 'file'>[];
  positions: PositionTable;
}

/**
 * Parses and validates the text of `pamdocs.yaml`. Never throws.
 * Rule ids: `config/yaml-syntax` and the `config/…` forms of the schema rules.
 */
export function processConfig(text: string): ConfigRecord {
  const lines = new LineIndex(text);
  const yaml = parseYaml(text);
  if (yaml.problems.length > 0) {
    return {
      diagnostics: yaml.problems.map((p) => ({
        ...lines.position(p.offset),
        severity: 'error' as const,
        rule: 'config/yaml-syntax',
        message: `YAML syntax error: ${p.message}`,
      })),
      positions: {},
    };
  }
  const v = validate(configSchema, yaml.value ?? {}, { file: '', yaml, lines });
  if (!v.ok) {
    return { diagnostics: v.diagnostics.map(({ file: _file, ...d }) => ({ ...d, rule: d.rule.replace(/^frontmatter\//, 'config/') })), positions: {} };
  }
  return { data: v.data, diagnostics: [], positions: yaml.table() };
}
