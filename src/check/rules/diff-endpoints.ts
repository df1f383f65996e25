/**
 * Diff rules about operations: an operation removed (with its path, or
 * alone; deprecated first or not), added or deprecated.
 */
import type { Operation } from '../../openapi/openapi-types.js';
import { diffRule } from '../engine/diff-rule.js';
import type { EndpointPair, Located } from '../engine/diff-pairs.js';

const deprecated = (op: Located<Operation> | undefined) => op?.value.deprecated === true;

/** Whether an operation was removed (`withPath`: with every other operation of its path), deprecated before or not. */
const removed = (pair: EndpointPair, withPath: boolean, wasDeprecated: boolean) =>
  pair.base !== undefined && !pair.head && pair.pathRemoved === withPath && deprecated(pair.base) === wasDeprecated;

export const pathRemoved = diffRule(
  'api-path-removed-without-deprecation',
  'error',
  'a path removed, with operations that were not deprecated first',
  [
    'Every call to the path now fails.',
    'Deprecate its operations in one release (`deprecated: true`) and remove them in a later one, so clients hear of it first.',
  ].join(' '),
  {
    endpoint: (pair, report) =>
      removed(pair, true, false) &&
      report(pair.base!, `the path \`${pair.path}\` was removed, and its ${pair.method} operation was not deprecated first`),
  },
);

export const deprecatedPathRemoved = diffRule(
  'api-path-removed-with-deprecation',
  'warning',
  'a path removed after its operations were deprecated',
  'The path was deprecated before it went, as it should be; clients that still call it fail now.',
  {
    endpoint: (pair, report) =>
      removed(pair, true, true) && report(pair.base!, `the deprecated path \`${pair.path}\` was removed with its ${pair.method} operation`),
  },
);

export const operationRemoved = diffRule(
  'api-removed-without-deprecation',
  'error',
  'an operation removed that was not deprecated first',
  'Every call to it now fails. Deprecate it in one release (`deprecated: true`) and remove it in a later one, so clients hear of it first.',
  {
    endpoint: (pair, report) =>
      removed(pair, false, false) &&
      report(pair.base!, `the operation ${pair.method} ${pair.path} was removed without being deprecated first`),
  },
);

export const deprecatedOperationRemoved = diffRule(
  'api-removed-with-deprecation',
  'warning',
  'an operation removed after it was deprecated',
  'The operation was deprecated before it went, as it should be; clients that still call it fail now.',
  {
    endpoint: (pair, report) =>
      removed(pair, false, true) && report(pair.base!, `the deprecated operation ${pair.method} ${pair.path} was removed`),
  },
);

export const operationAdded = diffRule(
  'endpoint-added',
  'note',
  'an operation added',
  'A new operation gives clients something new and takes nothing away.',
  {
    endpoint: (pair, report) =>
      !pair.base && pair.head !== undefined && report(pair.head, `the operation ${pair.method} ${pair.path} was added`),
  },
);

export const operationDeprecated = diffRule(
  'endpoint-deprecated',
  'note',
  'an operation deprecated',
  'Deprecation warns clients that the operation will go; it still works.',
  {
    endpoint: (pair, report) =>
      pair.base &&
      pair.head &&
      !deprecated(pair.base) &&
      deprecated(pair.head) &&
      report(pair.head, `the operation ${pair.method} ${pair.path} was deprecated`),
  },
);

/** The rules of this file, in report order. */
export const diffEndpointRules = [
  pathRemoved,
  deprecatedPathRemoved,
  operationRemoved,
  deprecatedOperationRemoved,
  operationAdded,
  operationDeprecated,
] as const;
