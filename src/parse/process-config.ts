/**
 * Processing the text of `pamdocs.yaml` (the YAML's plain value, held to its
 * shape) into its serializable {@link ConfigRecord}, in the job module
 * (`./jobs.ts`), so a run that finds it cached never loads the processors.
 */
import { LineIndex } from '../shared/line-index.js';
import type { ConfigRecord } from './config.js';
import { configShape } from './shapes.js';
import { validate } from './validate.js';
import { readYaml } from './yaml-read.js';

/**
 * Parses and validates the text of `pamdocs.yaml`. Never throws.
 * Rule ids: `config/yaml-syntax` and the `config/…` forms of the shape rules (`src/check/engine/shape-rules.ts`).
 */
export function processConfig(text: string): ConfigRecord {
  const lines = new LineIndex(text);
  const yaml = readYaml(text);
  if (yaml.problems.length > 0) {
    return {
      facts: yaml.problems.map((p) => ({ kind: 'yaml-syntax', ...lines.position(p.offset), message: `YAML syntax error: ${p.message}` })),
    };
  }
  const v = validate(configShape, yaml.value ?? {}, { yaml, lines });
  return v.ok ? { data: v.data, facts: [] } : { facts: v.facts };
}
