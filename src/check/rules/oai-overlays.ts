/**
 * Rules about the OAI overlays `overlays:` of pamdocs.yaml names (Overlay
 * Specification 1.0 and 1.1: `src/openapi/oai-overlays/`), applied to an
 * OpenAPI document before anything reads it. What is wrong with one is
 * reported at its line in the overlay file; a problem of a value an overlay
 * wrote into the document is reported by the document's rules, there too.
 */
import { reportFacts } from '../engine/facts.js';
import { defineRule } from '../engine/rule.js';

export const invalidOaiOverlay = defineRule(
  {
    id: 'oai-overlay/invalid',
    severity: 'error',
    summary: 'an OAI overlay that is malformed, or whose action cannot be applied',
    docs: [
      'An OAI overlay is a JSON or YAML file with `overlay: 1.0.0` (or `1.1.0`), `info` (a `title` and a `version`) and `actions`:',
      'each a `target` (an RFC 9535 JSONPath) and one of `update`, `remove: true` or (1.1) `copy`.',
      'An `update` must fit what it selects: an object merged into an object, a primitive replacing a primitive.',
      'Nothing is built of the document while one of its overlays is malformed; the message names what is wrong at its line.',
    ].join(' '),
    locked: true,
    breaksDocument: true,
  },
  reportFacts('oai-overlay-invalid', ['spec']),
);

export const unmatchedOaiOverlay = defineRule(
  {
    id: 'oai-overlay/no-match',
    severity: 'warning',
    summary: 'an action of an OAI overlay whose `target` matches nothing in the document',
    docs: [
      'The Overlay Specification lets such an action change nothing, so the overlay still applies;',
      'but an action that matched once and matches nothing now usually means the document changed under it',
      '(an operation renamed or removed). Fix the `target`, or remove the action.',
    ].join(' '),
  },
  reportFacts('oai-overlay-no-match', ['spec']),
);

/** The rules of this file, in report order. */
export const oaiOverlayRules = [invalidOaiOverlay, unmatchedOaiOverlay] as const;
