/**
 * Diff rules about the security an operation requires, judged by who gets
 * through (`../engine/diff-security.ts`): security required where none was,
 * or in place of an alternative clients used; a scope added to an
 * alternative those clients can no longer do without; and, as notes, the
 * same loosened. Reordering alternatives, schemes or scopes changes nothing,
 * and neither does a new alternative or one removed whose clients another
 * still lets through.
 */
import type { SecurityRequirement } from '../../openapi/openapi-types.js';
import { diffRule } from '../engine/diff-rule.js';
import { operationOf, type Alternative } from '../engine/diff-pairs.js';
import { isOpen } from '../engine/diff-security.js';

/** The schemes a list names, once each: `` `api_key`, `oauth` ``. */
const schemeNames = (requirements: readonly SecurityRequirement[]) =>
  [...new Set(requirements.flatMap((r) => Object.keys(r ?? {})))].map((s) => `\`${s}\``).join(', ');

/** An alternative as a message names it: `` `oauth` (`read`, `write`) and `api_key` ``. */
const alternativeText = (alternative: Alternative) =>
  [...alternative.schemes]
    .map(([scheme, scopes]) => `\`${scheme}\`${scopes.size ? ` (${[...scopes].map((s) => `\`${s}\``).join(', ')})` : ''}`)
    .join(' and ');

/** The scopes `asked` asks of each of its schemes that `from` lacks: `[scheme, scope]` each. */
const scopesLacking = (asked: Alternative, from: Alternative): [scheme: string, scope: string][] =>
  [...asked.schemes].flatMap(([scheme, scopes]) =>
    [...scopes].filter((scope) => !from.schemes.get(scheme)?.has(scope)).map((scope): [string, string] => [scheme, scope]),
  );

export const securityAdded = diffRule(
  'api-security-added',
  'error',
  'security required by an operation that required none, or in place of an alternative it accepted',
  [
    'Clients that call it without credentials, or with those of the alternative it no longer accepts, are now refused.',
    'A new alternative refuses no one.',
  ].join(' '),
  {
    security: ({ endpoint, base, head, alternatives }, report) => {
      const operation = operationOf(endpoint);
      if (isOpen(base.value)) {
        if (!isOpen(head.value))
          report(head, `the operation ${operation} now requires security (${schemeNames(head.value)}) where it required none`);
        return;
      }
      for (const pair of alternatives)
        if (pair.base && !pair.head && pair.refused)
          report(head, `the operation ${operation} no longer accepts ${alternativeText(pair.base)}`);
    },
  },
);

export const securityRemoved = diffRule(
  'api-security-removed',
  'note',
  'security no longer required by an operation',
  'Calls without credentials are now let through; calls with them still work.',
  {
    security: ({ endpoint, base, head }, report) =>
      !isOpen(base.value) &&
      isOpen(head.value) &&
      report(head, `the operation ${operationOf(endpoint)} no longer requires security (it required ${schemeNames(base.value)})`),
  },
);

export const scopeAdded = diffRule(
  'api-security-scope-added',
  'error',
  'a scope added to a security requirement of an operation',
  [
    'Tokens granted the old scopes are now refused.',
    'A scope added to one of several alternatives is reported only when no other alternative still lets those tokens through.',
  ].join(' '),
  {
    security: ({ endpoint, alternatives }, report) => {
      for (const { base, head, refused } of alternatives)
        if (base && head && refused)
          for (const [scheme, scope] of scopesLacking(head, base))
            report(head.at, `the operation ${operationOf(endpoint)} now requires the scope \`${scope}\` of \`${scheme}\``);
    },
  },
);

export const scopeRemoved = diffRule(
  'api-security-scope-removed',
  'note',
  'a scope removed from a security requirement of an operation',
  'Tokens with fewer scopes are now accepted; tokens with the old ones still are.',
  {
    security: ({ endpoint, alternatives }, report) => {
      for (const { base, head } of alternatives)
        if (base && head)
          for (const [scheme, scope] of scopesLacking(base, head))
            report(head.at, `the operation ${operationOf(endpoint)} no longer requires the scope \`${scope}\` of \`${scheme}\``);
    },
  },
);

/** The rules of this file, in report order. */
export const diffSecurityRules = [securityAdded, securityRemoved, scopeAdded, scopeRemoved] as const;
