/**
 * Diff rules about operations and the security they require: an operation
 * removed (with its path, or alone; deprecated first or not), added or
 * deprecated; security required where none was, or a scope added.
 */
import type { Operation, SecurityRequirement } from '../../openapi/openapi-types.js';
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

/** Whether a list of security requirements lets a call through without credentials: none listed, or an empty one among them. */
const open = (requirements: readonly SecurityRequirement[]) =>
  requirements.length === 0 || requirements.some((r) => Object.keys(r ?? {}).length === 0);

/** The schemes of a requirement as one key (`api_key+oauth`). */
const schemesKey = (requirement: SecurityRequirement) => Object.keys(requirement).sort().join('+');

/** For each requirement of `head` that `base` has too (the same schemes), the scopes one has and the other lacks, by scheme. */
function scopeChanges(
  base: readonly SecurityRequirement[],
  head: readonly SecurityRequirement[],
  added: boolean,
): [scheme: string, scope: string][] {
  const before = new Map(base.filter((r) => r && typeof r === 'object').map((r) => [schemesKey(r), r]));
  return head.flatMap((after) => {
    const match = after && typeof after === 'object' ? before.get(schemesKey(after)) : undefined;
    if (!match) return [];
    return Object.entries(after).flatMap(([scheme, scopes]) => {
      const [from, to] = added ? [match[scheme] ?? [], scopes ?? []] : [scopes ?? [], match[scheme] ?? []];
      return Array.isArray(to) && Array.isArray(from) ? to.filter((s) => !from.includes(s)).map((s): [string, string] => [scheme, s]) : [];
    });
  });
}

const schemeNames = (requirements: readonly SecurityRequirement[]) =>
  [...new Set(requirements.flatMap((r) => Object.keys(r ?? {})))].map((s) => `\`${s}\``).join(', ');

export const securityAdded = diffRule(
  'api-security-added',
  'error',
  'security required by an operation that required none',
  'Clients that call it without credentials are now refused.',
  {
    security: ({ base, head }, report) =>
      open(base.value) &&
      !open(head.value) &&
      report(head, `the operation now requires security (${schemeNames(head.value)}) where it required none`),
  },
);

export const securityRemoved = diffRule(
  'api-security-removed',
  'note',
  'security no longer required by an operation',
  'Calls without credentials are now let through; calls with them still work.',
  {
    security: ({ base, head }, report) =>
      !open(base.value) &&
      open(head.value) &&
      report(head, `the operation no longer requires security (it required ${schemeNames(base.value)})`),
  },
);

export const scopeAdded = diffRule(
  'api-security-scope-added',
  'error',
  'a scope added to a security requirement of an operation',
  'Tokens granted the old scopes are now refused.',
  {
    security: ({ base, head }, report) =>
      scopeChanges(base.value, head.value, true).forEach(([scheme, scope]) =>
        report(head, `the operation now requires the scope \`${scope}\` of \`${scheme}\``),
      ),
  },
);

export const scopeRemoved = diffRule(
  'api-security-scope-removed',
  'note',
  'a scope removed from a security requirement of an operation',
  'Tokens with fewer scopes are now accepted; tokens with the old ones still are.',
  {
    security: ({ base, head }, report) =>
      scopeChanges(base.value, head.value, false).forEach(([scheme, scope]) =>
        report(head, `the operation no longer requires the scope \`${scope}\` of \`${scheme}\``),
      ),
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
  securityAdded,
  securityRemoved,
  scopeAdded,
  scopeRemoved,
] as const;
