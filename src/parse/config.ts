/**
 * `pamdocs.yaml`: processing its text (YAML with positions and schema
 * validation) into a serializable record cached like the documents, and that
 * record as the rules and assembly use it: the resolved config and where each
 * of its keys is written.
 */
import type { Fact, FileFacts } from '../shared/facts.js';
import { LineIndex } from '../shared/positions.js';
import type { TextSource } from '../source/discover.js';
import { configSchema, type Config } from './schemas.js';
import { validate, type YamlOrigin } from './validate.js';
import { parseYaml, tableLocator, type PositionTable } from './yaml.js';

/** The processed config; JSON-serializable. */
export interface ConfigRecord {
  /** The validated config (defaults filled), absent when it has errors. */
  data?: Config;
  /** What is wrong with it. */
  facts: Fact[];
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
    return { facts: yaml.problems.map((p) => ({ kind: 'yaml-syntax', ...lines.position(p.offset), message: `YAML syntax error: ${p.message}` })), positions: {} };
  }
  const v = validate(configSchema, yaml.value ?? {}, { yaml, lines });
  if (!v.ok) return { facts: v.facts, positions: {} };
  return { data: v.data, facts: [], positions: yaml.table() };
}

/** A loaded config with the origin needed to point diagnostics at its keys. */
export interface LoadedConfig {
  config: Config;
  origin: YamlOrigin;
}

/** Turns a processed config of `source` into the loaded config (when valid) and its facts. */
export function fromConfigRecord(record: ConfigRecord, source: TextSource): { loaded?: LoadedConfig; facts: FileFacts } {
  const facts: FileFacts = { file: source.file, scope: 'config', facts: record.facts };
  if (!record.data) return { facts };
  const origin: YamlOrigin = { file: source.file, yaml: tableLocator(record.positions), lines: LineIndex.lazy(source.text) };
  return { loaded: { config: record.data, origin }, facts };
}
