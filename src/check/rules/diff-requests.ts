/**
 * Diff rules about what an operation takes: its parameters (added,
 * removed, made required or optional) and its request body (added,
 * removed, made required or optional, a media type added or removed).
 */
import { diffRule } from '../engine/diff-rule.js';
import { mediaTypesOnlyIn, parameterLabel, type ParameterPair, type RequestBodyPair } from '../engine/diff-pairs.js';

/** Whether a parameter must be sent: a path parameter always must. */
const required = (part: ParameterPair['base']) => part !== undefined && (part.value.in === 'path' || part.value.required === true);

const MORE = 'A client written against the base does not send it, so its requests are refused.';

export const newRequiredParameter = diffRule('new-required-request-parameter', 'error', 'a required request parameter added', MORE, {
  parameter: (pair, report) => !pair.base && required(pair.head) && report(pair.head!, `${parameterLabel(pair)} was added as required`),
});

export const newOptionalParameter = diffRule(
  'new-optional-request-parameter',
  'note',
  'an optional request parameter added',
  'Clients may send it; those that do not are served as before.',
  {
    parameter: (pair, report) => !pair.base && pair.head && !required(pair.head) && report(pair.head, `${parameterLabel(pair)} was added`),
  },
);

export const parameterRemoved = diffRule(
  'request-parameter-removed',
  'warning',
  'a request parameter removed',
  'Clients that send it may be refused, or find it ignored.',
  {
    parameter: (pair, report) => pair.base && !pair.head && report(pair.base, `${parameterLabel(pair)} was removed`),
  },
);

export const parameterBecameRequired = diffRule('request-parameter-became-required', 'error', 'a request parameter made required', MORE, {
  parameter: (pair, report) =>
    pair.base && pair.head && !required(pair.base) && required(pair.head) && report(pair.head, `${parameterLabel(pair)} became required`),
});

export const parameterBecameOptional = diffRule(
  'request-parameter-became-optional',
  'note',
  'a request parameter made optional',
  'Clients that send it are served as before.',
  {
    parameter: (pair, report) =>
      pair.base && pair.head && required(pair.base) && !required(pair.head) && report(pair.head, `${parameterLabel(pair)} became optional`),
  },
);

/** Whether a request body must be sent. */
const bodyRequired = (part: RequestBodyPair['base']) => part?.value.required === true;

export const requiredBodyAdded = diffRule(
  'request-body-added-required',
  'error',
  'a required request body added to an operation that took none',
  MORE,
  {
    requestBody: (pair, report) => !pair.base && bodyRequired(pair.head) && report(pair.head!, 'a required request body was added'),
  },
);

export const optionalBodyAdded = diffRule(
  'request-body-added-optional',
  'note',
  'an optional request body added to an operation that took none',
  'Clients that send no body are served as before.',
  {
    requestBody: (pair, report) =>
      !pair.base && pair.head && !bodyRequired(pair.head) && report(pair.head, 'an optional request body was added'),
  },
);

export const bodyRemoved = diffRule(
  'request-body-removed',
  'error',
  'the request body of an operation removed',
  'Clients that send one may be refused, and what they send is no longer read.',
  {
    requestBody: (pair, report) => pair.base && !pair.head && report(pair.base, 'the request body was removed'),
  },
);

export const bodyBecameRequired = diffRule('request-body-became-required', 'error', 'a request body made required', MORE, {
  requestBody: (pair, report) =>
    pair.base && pair.head && !bodyRequired(pair.base) && bodyRequired(pair.head) && report(pair.head, 'the request body became required'),
});

export const bodyBecameOptional = diffRule(
  'request-body-became-optional',
  'note',
  'a request body made optional',
  'Clients that send it are served as before.',
  {
    requestBody: (pair, report) =>
      pair.base &&
      pair.head &&
      bodyRequired(pair.base) &&
      !bodyRequired(pair.head) &&
      report(pair.head, 'the request body became optional'),
  },
);

export const bodyMediaTypeRemoved = diffRule(
  'request-body-media-type-removed',
  'error',
  'a media type of a request body removed',
  'Clients that send the body in that format are refused.',
  {
    requestBody: (pair, report) =>
      mediaTypesOnlyIn(pair, 'base').forEach(([media, pointer]) => report(pointer, `the request body no longer takes \`${media}\``)),
  },
);

export const bodyMediaTypeAdded = diffRule(
  'request-body-media-type-added',
  'note',
  'a media type of a request body added',
  'Clients may send the body in the new format; the old ones still work.',
  {
    requestBody: (pair, report) =>
      mediaTypesOnlyIn(pair, 'head').forEach(([media, pointer]) => report(pointer, `the request body now also takes \`${media}\``)),
  },
);

/** The rules of this file, in report order. */
export const diffRequestRules = [
  newRequiredParameter,
  newOptionalParameter,
  parameterRemoved,
  parameterBecameRequired,
  parameterBecameOptional,
  requiredBodyAdded,
  optionalBodyAdded,
  bodyRemoved,
  bodyBecameRequired,
  bodyBecameOptional,
  bodyMediaTypeRemoved,
  bodyMediaTypeAdded,
] as const;
