/**
 * The security an operation requires, compared alternative by alternative.
 * An operation's `security` lists alternatives (OpenAPI's Security
 * Requirement Objects): a client is let through when it meets any one, and
 * meets one with credentials of every scheme it names, granted every scope
 * it lists. Order carries no meaning: of the alternatives, of the schemes of
 * one, of the scopes of a scheme. Many alternatives may name the same
 * schemes with other scopes (Google's APIs list one per scope), so an
 * alternative is matched by all it asks, not by its schemes' names.
 */
import { child } from '../../openapi/pointer.js';
import type { SecurityRequirement } from '../../openapi/openapi-types.js';
import type { Alternative, AlternativePair, Located } from './diff-pairs.js';

/** Whether a `security` list lets a call through without credentials: none listed, or an empty alternative among them. */
export const isOpen = (requirements: readonly SecurityRequirement[]): boolean =>
  requirements.length === 0 || requirements.some((r) => typeof r === 'object' && r !== null && Object.keys(r).length === 0);

/** The alternatives of a `security` list (entries that are no object are left out), each at its index in the list. */
function alternatives(list: Located<readonly SecurityRequirement[]>): Alternative[] {
  return list.value.flatMap((requirement, i) => {
    if (typeof requirement !== 'object' || requirement === null || Array.isArray(requirement)) return [];
    const schemes = new Map(
      Object.entries(requirement).map(([scheme, scopes]): [string, Set<string>] => [
        scheme,
        new Set(Array.isArray(scopes) ? scopes.filter((s) => typeof s === 'string') : []),
      ]),
    );
    return [{ schemes, at: { side: list.side, pointer: child(list.pointer, i) } }];
  });
}

/** An alternative as text whose order is fixed: its schemes sorted, each with its scopes sorted. */
const key = (alternative: Alternative, withScopes = true): string =>
  JSON.stringify([...alternative.schemes].map(([scheme, scopes]) => [scheme, withScopes ? [...scopes].sort() : []]).sort());

/** Whether a client that meets `met` meets `asked` too: every scheme `asked` names, with every scope it asks. */
function satisfies(met: Alternative, asked: Alternative): boolean {
  return [...asked.schemes].every(([scheme, scopes]) => {
    const granted = met.schemes.get(scheme);
    return granted !== undefined && [...scopes].every((scope) => granted.has(scope));
  });
}

/** How many scopes two alternatives share, scheme by scheme. */
const shared = (a: Alternative, b: Alternative): number =>
  [...a.schemes].reduce((n, [scheme, scopes]) => n + [...scopes].filter((s) => b.schemes.get(scheme)?.has(s)).length, 0);

/**
 * Pairs the alternatives of two `security` lists: equal ones first, then
 * those with the same schemes, most shared scopes first (earlier ones in the
 * head, then in the base, on a tie); the rest stand alone. Pairs come in the
 * head's order, the base's unpaired alternatives after. A base alternative
 * whose clients the head lets through by none of its alternatives (and a
 * list of none lets everyone through) is marked `refused`.
 */
export function pairAlternatives(
  base: Located<readonly SecurityRequirement[]>,
  head: Located<readonly SecurityRequirement[]>,
): AlternativePair[] {
  const before = alternatives(base);
  const after = alternatives(head);
  const partner = new Map<Alternative, Alternative>();
  const match = (matches: (b: Alternative, h: Alternative) => boolean, weight: (b: Alternative, h: Alternative) => number) => {
    const candidates = after.flatMap((h, i) =>
      partner.has(h) ? [] : before.flatMap((b, j) => (!partner.has(b) && matches(b, h) ? [{ b, h, i, j, w: weight(b, h) }] : [])),
    );
    candidates.sort((x, y) => y.w - x.w || x.i - y.i || x.j - y.j);
    for (const { b, h } of candidates) {
      if (partner.has(b) || partner.has(h)) continue;
      partner.set(b, h);
      partner.set(h, b);
    }
  };
  const sameSchemes = (b: Alternative, h: Alternative) => key(b, false) === key(h, false);
  match(
    (b, h) => key(b) === key(h),
    () => 0,
  );
  match(sameSchemes, shared);
  const refused = (b: Alternative) => !isOpen(head.value) && !after.some((h) => satisfies(b, h));
  const pairs = after.map((h): AlternativePair => {
    const b = partner.get(h);
    return b ? { base: b, head: h, refused: refused(b) } : { head: h, refused: false };
  });
  for (const b of before) if (!partner.has(b)) pairs.push({ base: b, refused: refused(b) });
  return pairs;
}
