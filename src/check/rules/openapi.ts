/**
 * Rules about the OpenAPI documents `openapi:` of pamdocs.yaml names: each
 * is read on every run (`src/openapi/live/`), and what is wrong with it is
 * reported at its place in the document, as `pamdocs import` reports it.
 */
import { reportFacts } from '../engine/facts.js';
import { defineRule } from '../engine/rule.js';

export const missingSpec = defineRule(
  {
    id: 'openapi/missing-file',
    severity: 'error',
    summary: 'an OpenAPI document that `openapi:` of pamdocs.yaml names cannot be read',
    docs: [
      'Each path under `openapi:` is relative to pamdocs.yaml.',
      'The site is made of the document on every run, so without it there is nothing to build:',
      'fix the path, or generate the document before pamdocs runs.',
    ].join(' '),
    locked: true,
  },
  reportFacts('spec-missing', ['config']),
);

export const specSyntax = defineRule(
  {
    id: 'openapi/syntax',
    severity: 'error',
    summary: 'an OpenAPI document that is not valid JSON or YAML',
    docs: 'The document could not be parsed; the position is where the parser stopped.',
    locked: true,
    breaksDocument: true,
  },
  reportFacts('spec-syntax', ['spec']),
);

export const invalidDocument = defineRule(
  {
    id: 'openapi/invalid-document',
    severity: 'error',
    summary: "an OpenAPI document that breaks the OpenAPI structure (checked by Redocly's `struct` rule)",
    docs: [
      'pamdocs reads Swagger 2.0 and OpenAPI 3.0, 3.1 and 3.2; a document of another version, or one whose paths, operations,',
      'parameters or responses break the structure the specification gives them, cannot be shown as it is.',
      'An operation or schema whose content pamdocs refuses even after the changes `openapi/changed` counts',
      'is left out of the site and reported at the refused key.',
      "Fix the place the message names (Redocly's `redocly lint` says more).",
    ].join(' '),
    locked: true,
    breaksDocument: true,
  },
  reportFacts('spec-invalid', ['spec']),
);

export const invalidSchema = defineRule(
  {
    id: 'openapi/invalid-schema',
    severity: 'warning',
    summary: 'a schema, example or `x-` extension of an OpenAPI document that breaks the OpenAPI structure',
    docs: [
      'Real documents often carry OpenAPI 3.0 keywords in a 3.1 document, or a misplaced `examples`, inside their schemas;',
      "pamdocs reads what it can of them, as Redocly's recommended rules warn about them.",
      'Fix the place the message names.',
    ].join(' '),
  },
  reportFacts('spec-invalid-schema', ['spec']),
);

export const unresolvedRef = defineRule(
  {
    id: 'openapi/unresolved-ref',
    severity: 'error',
    summary: 'a `$ref` of an OpenAPI document to nothing, to a URL, or to a file outside its folder',
    docs: [
      "pamdocs never fetches a reference and never reads a file outside the document's folder,",
      'so a build reads only what is in the repository.',
      'Point the reference at a part that exists, in the document or in a file beside it.',
    ].join(' '),
    locked: true,
    breaksDocument: true,
  },
  reportFacts('spec-unresolved-ref', ['spec']),
);

export const specChanged = defineRule(
  {
    id: 'openapi/changed',
    severity: 'warning',
    summary: 'what pamdocs had to change to show an OpenAPI document (counted by kind, at the first place)',
    docs: [
      'The site shows the document as it is where it can; what it cannot show as written',
      "(links into the API's own site, which lead nowhere from the docs; images from other origins, which the site never loads;",
      'an `operationId` used twice; path parameters the path does not name; keywords JSON Schema does not define) is changed,',
      'and each kind of change is counted once, at its first place.',
      'Fix the document, or turn the rule off when the changes are expected.',
    ].join(' '),
  },
  reportFacts('spec-changed', ['spec']),
);

export const linkToHidden = defineRule(
  {
    id: 'openapi/link-to-hidden',
    severity: 'warning',
    summary: 'an operation the site shows links to one it leaves out (`x-internal`, `x-hidden`)',
    docs: [
      'An operation, path item or tag marked `x-internal: true` or `x-hidden: true` is left out of the site, its twins,',
      '`openapi.json` and search. A link to one from an operation that is shown, in its description (by `operationId`:',
      "`#operation/<id>`, or its anchor) or in a response's `links` (`operationId` or `operationRef`), names what readers cannot see.",
      'Remove the link, or show the operation.',
    ].join(' '),
  },
  reportFacts('spec-link-to-hidden', ['spec']),
);

/** The rules of this file, in report order. */
export const openapiRules = [missingSpec, specSyntax, invalidDocument, invalidSchema, unresolvedRef, specChanged, linkToHidden] as const;
