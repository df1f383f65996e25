/**
 * `pamdocs.yaml`: processing its text (the YAML's plain value and schema
 * validation) into a serializable record cached like the documents, and that
 * record as the rules and assembly use it: the resolved config and where each
 * of its keys is written (parsed with positions when a rule asks).
 */
import type { Fact, FileFacts } from '../shared/facts.js';
import { LineIndex } from '../shared/positions.js';
import type { TextSource } from '../source/discover.js';
import { configSchema, type Config } from './schemas.js';
import { validate, type YamlOrigin } from './validate.js';
import { readYaml } from './yaml-fast.js';
import { lazyLocator, parseYaml } from './yaml.js';

/** The processed config; JSON-serializable. */
export interface ConfigRecord {
  /** The validated config (defaults filled), absent when it has errors. */
  data?: Config;
  /** What is wrong with it. */
  facts: Fact[];
}

/**
 * Parses and validates the text of `pamdocs.yaml`. Never throws.
 * Rule ids: `config/yaml-syntax` and the `config/…` forms of the schema rules.
 */
export function processConfig(text: string): ConfigRecord {
  const lines = new LineIndex(text);
  const yaml = readYaml(text);
  if (yaml.problems.length > 0) {
    return { facts: yaml.problems.map((p) => ({ kind: 'yaml-syntax', ...lines.position(p.offset), message: `YAML syntax error: ${p.message}` })) };
  }
  const v = validate(configSchema, yaml.value ?? {}, { yaml, lines });
  return v.ok ? { data: v.data, facts: [] } : { facts: v.facts };
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
  const origin: YamlOrigin = { file: source.file, yaml: lazyLocator(() => parseYaml(source.text)), lines: LineIndex.lazy(source.text) };
  return { loaded: { config: record.data, origin }, facts };
}
