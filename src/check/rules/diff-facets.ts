/**
 * Diff rules about what the schema of a request parameter, a request body
 * property or a response body property allows (its type, enum and limits):
 * the facet rules of `../engine/diff-facets.ts`, one set per subject.
 */
import { schemaFacetRules, type SubjectChecks } from '../engine/diff-facets.js';
import { parameterLabel, propertyLabel, type PropertyPair } from '../engine/diff-pairs.js';

/** The checks of a facet of the body properties of `direction` that both documents have. */
const bodyProperty =
  (direction: PropertyPair['direction']): SubjectChecks =>
  (compare) => ({
    property: (pair, report) => {
      if (pair.direction === direction && pair.base && pair.head)
        compare({ base: pair.base, head: pair.head, label: propertyLabel(pair) }, report);
    },
  });

/** The rules of this file, in report order. */
export const diffFacetRules = schemaFacetRules({
  parameter: (compare) => ({
    parameter: (pair, report) => {
      const { base, head } = pair.schema;
      if (base && head) compare({ base, head, label: parameterLabel(pair) }, report);
    },
  }),
  requestProperty: bodyProperty('request'),
  responseProperty: bodyProperty('response'),
});
