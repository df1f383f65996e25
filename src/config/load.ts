/**
 * `pamdocs.yaml`: parse with positions and validate into the resolved config.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { TextSource } from '../content/discover.js';
import { LineIndex } from '../content/positions.js';
import { configSchema, type Config } from '../content/schemas.js';
import { validate, type YamlOrigin } from '../content/validate.js';
import { parseYaml } from '../content/yaml.js';

/** A loaded config with the origin needed to point diagnostics at its keys. */
export interface LoadedConfig {
  config: Config;
  origin: YamlOrigin;
}

/**
 * Parses and validates the config source. Never throws.
 * @returns the config (undefined when invalid) and its diagnostics
 *   (`config/yaml-syntax` and the schema rules of `validate`).
 */
export function loadConfig(source: TextSource): { loaded?: LoadedConfig; diagnostics: Diagnostic[] } {
  const lines = new LineIndex(source.text);
  const yaml = parseYaml(source.text);
  if (yaml.problems.length > 0) {
    return {
      diagnostics: yaml.problems.map((p) => ({
        file: source.file,
        ...lines.position(p.offset),
        severity: 'error' as const,
        rule: 'config/yaml-syntax',
        message: `YAML syntax error: ${p.message}`,
      })),
    };
  }
  const origin = { file: source.file, yaml, lines };
  const v = validate(configSchema, yaml.value ?? {}, origin);
  if (!v.ok) return { diagnostics: v.diagnostics.map((d) => ({ ...d, rule: d.rule.replace(/^frontmatter\//, 'config/') })) };
  return { loaded: { config: v.data, origin }, diagnostics: [] };
}
