/**
 * The YAML an import writes (frontmatter and `pamdocs.yaml`), by js-yaml:
 * about twice as fast as the `yaml` package's node tree on a large document
 * (GitHub's REST API, 2,463 frontmatters: 914 -> 406 ms) and read back to
 * the same values by both. Plain data only: keys in insertion order, no
 * anchors for repeated objects, no folded lines, undefined values left out.
 */
import { dump } from 'js-yaml';

/** `value` as a YAML document (ends with a newline). */
export function yamlText(value: Record<string, unknown>): string {
  return dump(value, { lineWidth: -1, noRefs: true, skipInvalid: true });
}
