/**
 * The YAML and shape rules of one area (is the YAML valid, and does it fit
 * its kind's zod shape, `src/parse/shapes.ts`): `config/…` for `pamdocs.yaml`,
 * `frontmatter/…` for the frontmatter of content files. Each reports the
 * facts of its kind that the parse stage found in the files of its scope.
 */
import type { FactScope } from '../../shared/facts.js';
import { reportFacts } from './facts.js';
import { defineRule } from './rule.js';

/**
 * The five rules of `area` over the files of `scope`; `what` names the YAML
 * in docs ("pamdocs.yaml", "the frontmatter"). All are locked: a file that
 * breaks one is left out of the build.
 */
export function shapeRules<const A extends string>(area: A, scope: FactScope, what: string) {
  return [
    defineRule(
      {
        id: `${area}/yaml-syntax`,
        severity: 'error',
        summary: `${what} is not valid YAML`,
        docs: [
          `${what} must parse as YAML: the message is the parser's, at the place it stopped.`,
          'Aliases that refer to the value holding them (`a: &x [*x]`), alias bombs and nesting over 64 levels are refused the same way.',
        ].join(' '),
        locked: true,
      },
      reportFacts('yaml-syntax', [scope]),
    ),
    defineRule(
      {
        id: `${area}/unknown-key`,
        severity: 'error',
        summary: `a key ${what} does not know (with "did you mean")`,
        docs: [
          `Every key of ${what} is checked against its schema (\`pamdocs schema\` prints it),`,
          'so a misspelled key is an error rather than silently ignored.',
          'The hint lists the keys allowed at that place.',
        ].join(' '),
        locked: true,
      },
      reportFacts('unknown-key', [scope]),
    ),
    defineRule(
      {
        id: `${area}/missing-key`,
        severity: 'error',
        summary: `a required key of ${what} is missing`,
        docs: `A key the schema requires is absent; the position is that of the mapping that should hold it.`,
        locked: true,
      },
      reportFacts('missing-key', [scope]),
    ),
    defineRule(
      {
        id: `${area}/invalid-type`,
        severity: 'error',
        summary: `a value of ${what} has the wrong type`,
        docs: `A value is of another type than the schema expects (a list where text belongs, a number where a mapping belongs).`,
        locked: true,
      },
      reportFacts('invalid-type', [scope]),
    ),
    defineRule(
      {
        id: `${area}/invalid-value`,
        severity: 'error',
        summary: `a value of ${what} is out of range or not allowed`,
        docs: [
          'A value has the right type but is not allowed: an unknown method, location or auth scheme',
          '(with "did you mean"), a status code outside 100-599, an empty list or text, an id that is not kebab-case.',
        ].join(' '),
        locked: true,
      },
      reportFacts('invalid-value', [scope]),
    ),
  ] as const;
}
