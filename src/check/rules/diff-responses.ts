/**
 * Diff rules about what an operation answers: its responses by status
 * (a success status removed breaks clients; an error status added does
 * not), their media types and their headers.
 */
import { diffRule } from '../engine/diff-rule.js';
import { mediaTypesOnlyIn, type ResponsePair } from '../engine/diff-pairs.js';

/** Whether a status is a success: `2xx` or `2XX`. */
const success = (status: string) => /^2/.test(status);

/** Whether the response of `pair` is only in the base (`removed`) or only in the head, and of the status class `ok`. */
const only = (pair: ResponsePair, removed: boolean, ok: boolean) =>
  (removed ? pair.base && !pair.head : !pair.base && pair.head) && success(pair.status) === ok;

export const successRemoved = diffRule(
  'response-success-status-removed',
  'error',
  'a success status removed from the responses of an operation',
  'Clients that expect it get a status they were not written for.',
  {
    response: (pair, report) => only(pair, true, true) && report(pair.base!, `the success status ${pair.status} was removed`),
  },
);

export const otherRemoved = diffRule(
  'response-non-success-status-removed',
  'warning',
  'an error status removed from the responses of an operation',
  'Clients that handle it will no longer see it; if the error still happens, it now comes with another status.',
  {
    response: (pair, report) => only(pair, true, false) && report(pair.base!, `the status ${pair.status} was removed`),
  },
);

export const successAdded = diffRule(
  'response-success-status-added',
  'note',
  'a success status added to the responses of an operation',
  'Most clients treat every 2xx as success; check those that match one status exactly.',
  {
    response: (pair, report) => only(pair, false, true) && report(pair.head!, `the success status ${pair.status} was added`),
  },
);

export const otherAdded = diffRule(
  'response-non-success-status-added',
  'note',
  'an error status added to the responses of an operation',
  'It documents an error clients may already meet.',
  {
    response: (pair, report) => only(pair, false, false) && report(pair.head!, `the status ${pair.status} was added`),
  },
);

export const mediaTypeRemoved = diffRule(
  'response-media-type-removed',
  'error',
  'a media type of a response removed',
  'Clients that ask for it (`Accept`) or parse it no longer get it.',
  {
    response: (pair, report) =>
      mediaTypesOnlyIn(pair, 'base').forEach(([media, at]) =>
        report(at, `the response with status ${pair.status} no longer comes as \`${media}\``),
      ),
  },
);

export const mediaTypeAdded = diffRule(
  'response-media-type-added',
  'note',
  'a media type of a response added',
  'Clients may ask for the new format; the old ones still come.',
  {
    response: (pair, report) =>
      mediaTypesOnlyIn(pair, 'head').forEach(([media, at]) =>
        report(at, `the response with status ${pair.status} now also comes as \`${media}\``),
      ),
  },
);

export const requiredHeaderRemoved = diffRule(
  'required-response-header-removed',
  'error',
  'a required header of a response removed',
  'Clients that read it (a rate limit, a location, a cursor) find it missing.',
  {
    header: (pair, report) =>
      pair.base?.value.required === true &&
      !pair.head &&
      report(pair.base, `the required header \`${pair.name}\` of the response with status ${pair.status} was removed`),
  },
);

export const headerBecameOptional = diffRule(
  'response-header-became-optional',
  'error',
  'a required header of a response made optional',
  'Clients that read it may find it missing.',
  {
    header: (pair, report) =>
      pair.base?.value.required === true &&
      pair.head &&
      pair.head.value.required !== true &&
      report(pair.head, `the header \`${pair.name}\` of the response with status ${pair.status} became optional`),
  },
);

/** The rules of this file, in report order. */
export const diffResponseRules = [
  successRemoved,
  otherRemoved,
  successAdded,
  otherAdded,
  mediaTypeRemoved,
  mediaTypeAdded,
  requiredHeaderRemoved,
  headerBecameOptional,
] as const;
