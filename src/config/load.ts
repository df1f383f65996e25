/**
 * `pamdocs.yaml` as the rules and assembly use it: the resolved config and
 * where each of its keys is written.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { TextSource } from '../content/discover.js';
import { LineIndex } from '../content/positions.js';
import type { Config } from '../content/schemas.js';
import type { YamlOrigin } from '../content/validate.js';
import { tableLocator } from '../content/yaml.js';
import type { ConfigRecord } from './process.js';

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
