/**
 * The YAML an import writes (frontmatter and `pamdocs.yaml`), by js-yaml,
 * the library that reads it back (`src/parse/yaml-read.ts`). Plain data only:
 * keys in insertion order, no anchors for repeated objects, no folded lines,
 * undefined values left out. A string is quoted whenever a YAML 1.2 reader
 * would take it for anything else, so `check` reads every value back as written.
 */
import { DEFAULT_SCHEMA, dump, Type } from 'js-yaml';

/**
 * A plain scalar that the YAML 1.2 core schema reads as a number (YAML 1.2.2,
 * 10.3.2 Tag Resolution). js-yaml writes some of them unquoted because it reads
 * them as text itself: `3463754e3540884` (an example in a real document) has an
 * exponent past the float range, so a core reader (the `yaml` package) reads Infinity.
 */
const CORE_NUMBER =
  /^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;

/**
 * js-yaml's schema for writing, with a resolver of {@link CORE_NUMBER}: js-yaml
 * quotes a string whenever a resolver of its schema would read it as another
 * type. The resolver represents no value (it has no predicate), so only
 * strings are affected.
 */
const WRITE_SCHEMA = DEFAULT_SCHEMA.extend({
  implicit: [new Type('tag:pamdocs,2026:core-number', { kind: 'scalar', resolve: (text: string) => CORE_NUMBER.test(text) })],
});

/** `value` as a YAML document (ends with a newline). */
export function yamlText(value: Record<string, unknown>): string {
  return dump(value, { lineWidth: -1, noRefs: true, skipInvalid: true, schema: WRITE_SCHEMA });
}
