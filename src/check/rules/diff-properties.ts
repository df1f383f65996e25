/**
 * Diff rules about the properties of request and response bodies, at any
 * depth: added, removed, made required or optional, made nullable. A
 * request may not ask for more than it did; a response may not promise
 * less. Read-only properties are left out of requests and write-only
 * ones out of responses, as clients never send or receive them.
 */
import { diffRule } from '../engine/diff-rule.js';
import { propertyLabel, type PropertyPair } from '../engine/diff-pairs.js';
import { admitsNull } from '../engine/diff-schemas.js';

/** Whether `pair` is of a body of `direction`, and added (`head` only), removed (`base` only) or in both (`both`). */
function is(pair: PropertyPair, direction: PropertyPair['direction'], presence: 'added' | 'removed' | 'both'): boolean {
  if (pair.direction !== direction) return false;
  return presence === 'added'
    ? !pair.base && pair.head !== undefined
    : presence === 'removed'
      ? pair.base !== undefined && !pair.head
      : pair.base !== undefined && pair.head !== undefined;
}

export const newRequiredProperty = diffRule(
  'new-required-request-property',
  'error',
  'a required property added to a request body',
  'A client written against the base does not send it, so its requests are refused.',
  {
    property: (pair, report) =>
      is(pair, 'request', 'added') && pair.required.head && report(pair.head!, `${propertyLabel(pair)} was added as required`),
  },
);

export const newOptionalProperty = diffRule(
  'new-optional-request-property',
  'note',
  'an optional property added to a request body',
  'Clients may send it; those that do not are served as before.',
  {
    property: (pair, report) =>
      is(pair, 'request', 'added') && !pair.required.head && report(pair.head!, `${propertyLabel(pair)} was added`),
  },
);

export const requestPropertyRemoved = diffRule(
  'request-property-removed',
  'warning',
  'a property removed from a request body',
  'Clients that send it may be refused, or find it ignored.',
  {
    property: (pair, report) => is(pair, 'request', 'removed') && report(pair.base!, `${propertyLabel(pair)} was removed`),
  },
);

export const requestPropertyBecameRequired = diffRule(
  'request-property-became-required',
  'error',
  'a property of a request body made required',
  'Clients that leave it out are refused.',
  {
    property: (pair, report) =>
      is(pair, 'request', 'both') &&
      !pair.required.base &&
      pair.required.head &&
      report(pair.head!, `${propertyLabel(pair)} became required`),
  },
);

export const requestPropertyBecameOptional = diffRule(
  'request-property-became-optional',
  'note',
  'a property of a request body made optional',
  'Clients that send it are served as before.',
  {
    property: (pair, report) =>
      is(pair, 'request', 'both') &&
      pair.required.base &&
      !pair.required.head &&
      report(pair.head!, `${propertyLabel(pair)} became optional`),
  },
);

export const requiredResponsePropertyRemoved = diffRule(
  'response-required-property-removed',
  'error',
  'a required property removed from a response body',
  'Clients that read it find it missing.',
  {
    property: (pair, report) =>
      is(pair, 'response', 'removed') && pair.required.base && report(pair.base!, `${propertyLabel(pair)} was removed`),
  },
);

export const optionalResponsePropertyRemoved = diffRule(
  'response-optional-property-removed',
  'error',
  'an optional property removed from a response body',
  'Clients that read it when it is there will never find it again.',
  {
    property: (pair, report) =>
      is(pair, 'response', 'removed') && !pair.required.base && report(pair.base!, `${propertyLabel(pair)} was removed`),
  },
);

export const responsePropertyBecameOptional = diffRule(
  'response-property-became-optional',
  'error',
  'a required property of a response body made optional',
  'Clients that read it may find it missing.',
  {
    property: (pair, report) =>
      is(pair, 'response', 'both') &&
      pair.required.base &&
      !pair.required.head &&
      report(pair.head!, `${propertyLabel(pair)} became optional`),
  },
);

export const responsePropertyBecameNullable = diffRule(
  'response-property-became-nullable',
  'error',
  'a property of a response body made nullable',
  'Clients that read its value may get `null`.',
  {
    property: (pair, report) =>
      is(pair, 'response', 'both') &&
      !admitsNull(pair.base!.value) &&
      admitsNull(pair.head!.value) &&
      report(pair.head!, `${propertyLabel(pair)} became nullable`),
  },
);

export const requiredResponsePropertyAdded = diffRule(
  'response-required-property-added',
  'note',
  'a required property added to a response body',
  'Clients that do not know it pass it by.',
  {
    property: (pair, report) =>
      is(pair, 'response', 'added') && pair.required.head && report(pair.head!, `${propertyLabel(pair)} was added as required`),
  },
);

export const optionalResponsePropertyAdded = diffRule(
  'response-optional-property-added',
  'note',
  'an optional property added to a response body',
  'Clients that do not know it pass it by.',
  {
    property: (pair, report) =>
      is(pair, 'response', 'added') && !pair.required.head && report(pair.head!, `${propertyLabel(pair)} was added`),
  },
);

/** The rules of this file, in report order. */
export const diffPropertyRules = [
  newRequiredProperty,
  newOptionalProperty,
  requestPropertyRemoved,
  requestPropertyBecameRequired,
  requestPropertyBecameOptional,
  requiredResponsePropertyRemoved,
  optionalResponsePropertyRemoved,
  responsePropertyBecameOptional,
  responsePropertyBecameNullable,
  requiredResponsePropertyAdded,
  optionalResponsePropertyAdded,
] as const;
