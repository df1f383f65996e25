/**
 * The YAML an import writes (frontmatter and `pamdocs.yaml`), by js-yaml:
 * about twice as fast as the `yaml` package's node tree on a large document
 * (GitHub's REST API, 2,463 frontmatters: 914 -> 406 ms). Plain data only:
 * keys in insertion order, no anchors for repeated objects, no folded lines,
 * undefined values left out. A string is quoted whenever a YAML 1.2 reader
 * would take it for anything else, so `check` reads every value back as written.
 */
import { DEFAULT_SCALAR_STYLE_RULES, dump, SCALAR_STYLE, type ScalarStyleRule } from 'js-yaml';

/**
 * A plain scalar that the YAML 1.2 core schema reads as a number (YAML 1.2.2,
 * 10.3.2 Tag Resolution). js-yaml writes some of them unquoted because it reads
 * them as text itself: `3463754e3540884` (an example in a real document) has an
 * exponent past the float range, so a core reader (the `yaml` package) reads Infinity.
 */
const CORE_NUMBER =
  /^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;

/** Quotes a string that reads as a number to a YAML 1.2 core reader. */
const quoteCoreNumbers: ScalarStyleRule = (layout) => {
  if (layout.style === SCALAR_STYLE.PLAIN && layout.node.tag === 'tag:yaml.org,2002:str' && CORE_NUMBER.test(layout.node.value))
    layout.style = SCALAR_STYLE.SINGLE_QUOTED;
};

/** js-yaml's rules for choosing how a string is written, after {@link quoteCoreNumbers}. */
const SCALAR_STYLE_RULES = [quoteCoreNumbers, ...Object.values(DEFAULT_SCALAR_STYLE_RULES)];

/** `value` as a YAML document (ends with a newline). */
export function yamlText(value: Record<string, unknown>): string {
  return dump(value, { lineWidth: -1, noRefs: true, skipInvalid: true, scalarStyleRules: SCALAR_STYLE_RULES });
}
