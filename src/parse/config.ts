/**
 * `pamdocs.yaml`: processing its text (YAML with positions and schema
 * validation) into a serializable record cached like the documents, and that
 * record as the rules and assembly use it: the resolved config and where each
 * of its keys is written.
 */
import type { Diagnostic } from '../shared/diagnostics.js';
import { LineIndex } from '../shared/positions.js';
import type { TextSource } from '../source/discover.js';
import { configSchema, type Config } from './schemas.js';
import { validate, type YamlOrigin } from './validate.js';
import { parseYaml, tableLocator, type PositionTable } from './yaml.js';

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

/** A loaded config with the origin needed to point diagnostics at its keys. */
export interface LoadedConfig {
  config: Config;
  origin: YamlOrigin;
}

/** Turns a processed config of `source` into the loaded config (when valid) and its diagnostics. */
export function fromConfigRecord(record: ConfigRecord, source: TextSource): { loaded?: LoadedConfig; diagnostics: Diagnostic[] } {
  const diagnostics = record.diagnostics.map((d) => ({ file: source.file, ...d }));
  if (!record.data) return { diagnostics };
  const origin: YamlOrigin = { file: source.file, yaml: tableLocator(record.positions), lines: LineIndex.lazy(source.text) };
  return { loaded: { config: record.data, origin }, diagnostics };
}
