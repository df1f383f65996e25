/**
 * `pamdocs.yaml` as the rules and assembly use it: its processed record
 * (`./process-config.ts`, cached like the documents), the resolved config and
 * where each of its keys is written (parsed with positions when a rule asks).
 */
import type { Fact, FileFacts } from '../shared/facts.js';
import { LineIndex } from '../shared/positions.js';
import type { TextSource } from '../source/discover.js';
import type { Config } from './schemas.js';
import type { YamlOrigin } from './validate.js';
import { locatorOf } from './yaml-events.js';
import { lazyLocator } from './yaml.js';

/** The processed config; JSON-serializable. */
export interface ConfigRecord {
  /** The validated config (defaults filled), absent when it has errors. */
  data?: Config;
  /** What is wrong with it. */
  facts: Fact[];
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
  const origin: YamlOrigin = { file: source.file, yaml: lazyLocator(() => locatorOf(source.text)), lines: LineIndex.lazy(source.text) };
  return { loaded: { config: record.data, origin }, facts };
}
