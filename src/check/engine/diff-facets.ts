/**
 * The diff rules about what a schema allows, made once for each subject
 * they apply to (a request parameter, a request property, a response
 * property): its type and format, its enum, its limits. A request that
 * allows less breaks the clients that sent what it allowed before; a
 * response that may hold more (another type, another enum value) breaks
 * the clients that read it.
 */
import type { Severity } from '../../shared/diagnostics.js';
import type { Rule } from './rule.js';
import { child } from '../../openapi/pointer.js';
import { diffRule } from './diff-rule.js';
import type { DiffChecks, DiffReport, Located, Schema } from './diff-pairs.js';
import { enumOf, formatOf, limitsOf, typesOf, typesWithin, typeText, valuesMissing, valueText, type Limits } from './diff-schemas.js';

/** The schemas a facet rule compares, and how the message names what they describe. */
export interface Subject {
  /** Compared when both schemas are there. */
  base: Located<Schema>;
  head: Located<Schema>;
  /** `the request parameter \`limit\` (query)`. */
  label: string;
}

/** Finds the {@link Subject} of a pair, and hands it to `compare`: the diff checks of a rule of one subject. */
export type SubjectChecks = (compare: (subject: Subject, report: DiffReport) => void) => DiffChecks;

/** A facet: one way a schema may change, and its rule's metadata but the id's prefix. */
interface Facet {
  name: string;
  severity: Severity;
  /** What the rule reports, given the subject (`a request parameter`). */
  summary: (noun: string) => string;
  why: string;
  compare(subject: Subject, report: DiffReport): void;
}

/** The type of a schema changed so that, for a request, a value sent before may be refused; for a response, a value may come that was not expected. */
function typeChanged(narrowing: 'request' | 'response'): Facet['compare'] {
  return ({ base, head, label }, report) => {
    const [bt, ht] = [typesOf(base.value), typesOf(head.value)];
    // A schema without a type is mostly a composition (`allOf`, `oneOf`) whose members say it: only written types are compared.
    if (bt.length === 0 || ht.length === 0) return;
    const [bf, hf] = [formatOf(base.value), formatOf(head.value)];
    const typesHold = narrowing === 'request' ? typesWithin(bt, ht) : typesWithin(ht, bt);
    const formatHolds = narrowing === 'request' ? hf === undefined || hf === bf : bf === undefined || hf === bf;
    if (typesHold && formatHolds) return;
    report(head, `the type of ${label} changed from ${typeText(bt, bf)} to ${typeText(ht, hf)}`);
  };
}

/** The values of an enum that `head` lacks (`removed`) or adds. */
function enumValues(removed: boolean): Facet['compare'] {
  return ({ base, head, label }, report) => {
    const [before, after] = [enumOf(base.value), enumOf(head.value)];
    if (!before || !after) return;
    for (const value of removed ? valuesMissing(before, after) : valuesMissing(after, before))
      report(
        { side: 'head', pointer: child(head.pointer, 'enum') },
        `the value ${valueText(value)} was ${removed ? 'removed from' : 'added to'} the enum of ${label}`,
      );
  };
}

/** How a limit reads in a message. */
const LIMIT_NAMES: Record<keyof Limits, string> = {
  max: 'maximum',
  min: 'minimum',
  maxLength: 'maximum length',
  minLength: 'minimum length',
  maxItems: 'maximum number of items',
  minItems: 'minimum number of items',
  pattern: 'pattern',
};
/** The keyword of a limit, where a report points. */
const LIMIT_KEYWORDS: Record<keyof Limits, string> = {
  max: 'maximum',
  min: 'minimum',
  maxLength: 'maxLength',
  minLength: 'minLength',
  maxItems: 'maxItems',
  minItems: 'minItems',
  pattern: 'pattern',
};

/** A numeric limit made tighter (`tighter`) or looser: an upper limit (`upper`) lowered or set, a lower one raised or set, or the other way. */
function limitMoved(limit: Exclude<keyof Limits, 'pattern'>, upper: boolean, tighter: boolean): Facet['compare'] {
  return ({ base, head, label }, report) => {
    const before = limitsOf(base.value)[limit];
    const after = limitsOf(head.value)[limit];
    const beyond = (a: number, b: number) => (upper ? a < b : a > b);
    const tightened = after !== undefined && (before === undefined || beyond(after, before));
    const loosened = before !== undefined && (after === undefined || beyond(before, after));
    if (!(tighter ? tightened : loosened)) return;
    const text = (n: number | undefined) => (n === undefined ? 'none' : String(n));
    report(
      { side: 'head', pointer: child(head.pointer, LIMIT_KEYWORDS[limit]) },
      `the ${LIMIT_NAMES[limit]} of ${label} changed from ${text(before)} to ${text(after)}`,
    );
  };
}

/** A pattern set where there was none (`added`), or changed. */
function patternChanged(added: boolean): Facet['compare'] {
  return ({ base, head, label }, report) => {
    const [before, after] = [limitsOf(base.value).pattern, limitsOf(head.value).pattern];
    if (after === undefined || before === after || (before === undefined) !== added) return;
    report(
      { side: 'head', pointer: child(head.pointer, 'pattern') },
      added ? `${label} must now match the pattern \`${after}\`` : `the pattern of ${label} changed from \`${before}\` to \`${after}\``,
    );
  };
}

/** A schema that lists the values it allows where it listed none. */
const becameEnum: Facet['compare'] = ({ base, head, label }, report) => {
  const after = enumOf(head.value);
  if (after && !enumOf(base.value))
    report({ side: 'head', pointer: child(head.pointer, 'enum') }, `${label} now allows only ${after.map(valueText).join(', ')}`);
};

const NARROWED = 'A request that was valid before may be refused now.';
const WIDENED = 'Every request that was valid before still is.';

/** The facets of what a request accepts (parameters, body properties). */
const REQUEST_FACETS: Facet[] = [
  {
    name: 'type-changed',
    severity: 'error',
    summary: (n) => `the type or format of ${n} changed so that values sent before may be refused`,
    why: NARROWED,
    compare: typeChanged('request'),
  },
  {
    name: 'became-enum',
    severity: 'error',
    summary: (n) => `${n} limited to the values of an enum where it took any`,
    why: NARROWED,
    compare: becameEnum,
  },
  {
    name: 'enum-value-removed',
    severity: 'error',
    summary: (n) => `a value removed from the enum of ${n}`,
    why: NARROWED,
    compare: enumValues(true),
  },
  {
    name: 'enum-value-added',
    severity: 'note',
    summary: (n) => `a value added to the enum of ${n}`,
    why: WIDENED,
    compare: enumValues(false),
  },
  {
    name: 'max-decreased',
    severity: 'error',
    summary: (n) => `the maximum of ${n} lowered, or set where there was none`,
    why: NARROWED,
    compare: limitMoved('max', true, true),
  },
  {
    name: 'max-increased',
    severity: 'note',
    summary: (n) => `the maximum of ${n} raised, or removed`,
    why: WIDENED,
    compare: limitMoved('max', true, false),
  },
  {
    name: 'min-increased',
    severity: 'error',
    summary: (n) => `the minimum of ${n} raised, or set where there was none`,
    why: NARROWED,
    compare: limitMoved('min', false, true),
  },
  {
    name: 'min-decreased',
    severity: 'note',
    summary: (n) => `the minimum of ${n} lowered, or removed`,
    why: WIDENED,
    compare: limitMoved('min', false, false),
  },
  {
    name: 'max-length-decreased',
    severity: 'error',
    summary: (n) => `the maximum length of ${n} lowered, or set where there was none`,
    why: NARROWED,
    compare: limitMoved('maxLength', true, true),
  },
  {
    name: 'max-length-increased',
    severity: 'note',
    summary: (n) => `the maximum length of ${n} raised, or removed`,
    why: WIDENED,
    compare: limitMoved('maxLength', true, false),
  },
  {
    name: 'min-length-increased',
    severity: 'error',
    summary: (n) => `the minimum length of ${n} raised, or set where there was none`,
    why: NARROWED,
    compare: limitMoved('minLength', false, true),
  },
  {
    name: 'min-length-decreased',
    severity: 'note',
    summary: (n) => `the minimum length of ${n} lowered, or removed`,
    why: WIDENED,
    compare: limitMoved('minLength', false, false),
  },
  {
    name: 'max-items-decreased',
    severity: 'error',
    summary: (n) => `the maximum number of items of ${n} lowered, or set where there was none`,
    why: NARROWED,
    compare: limitMoved('maxItems', true, true),
  },
  {
    name: 'min-items-increased',
    severity: 'error',
    summary: (n) => `the minimum number of items of ${n} raised, or set where there was none`,
    why: NARROWED,
    compare: limitMoved('minItems', false, true),
  },
  {
    name: 'pattern-added',
    severity: 'error',
    summary: (n) => `a pattern set on ${n} where there was none`,
    why: NARROWED,
    compare: patternChanged(true),
  },
  {
    name: 'pattern-changed',
    severity: 'warning',
    summary: (n) => `the pattern of ${n} changed`,
    why: 'Values the old pattern matched may not match the new one; check that every value valid before still is.',
    compare: patternChanged(false),
  },
];

/** The facets of what a response may hold. */
const RESPONSE_FACETS: Facet[] = [
  {
    name: 'type-changed',
    severity: 'error',
    summary: (n) => `the type or format of ${n} changed so that it may hold values clients do not expect`,
    why: 'Clients that parse the old type may fail on the new one.',
    compare: typeChanged('response'),
  },
  {
    name: 'enum-value-added',
    severity: 'warning',
    summary: (n) => `a value added to the enum of ${n}`,
    why: 'Clients that handle every value of the enum (a switch over it, a generated type) may fail on the new one.',
    compare: enumValues(false),
  },
];

/**
 * The facet rules of a subject: `diff/<prefix>-<facet>` for each facet,
 * `noun` naming the subject in summaries (`a request parameter`).
 */
function facetRules<const P extends string>(
  prefix: P,
  noun: string,
  facets: Facet[],
  checks: SubjectChecks,
): Rule<`diff/${P}-${string}`>[] {
  return facets.map((facet) =>
    diffRule(`${prefix}-${facet.name}` as `${P}-${string}`, facet.severity, facet.summary(noun), facet.why, checks(facet.compare)),
  );
}

/** The facet rules of request parameters, request body properties and response body properties. */
export function schemaFacetRules(checks: { parameter: SubjectChecks; requestProperty: SubjectChecks; responseProperty: SubjectChecks }) {
  return [
    ...facetRules('request-parameter', 'a request parameter', REQUEST_FACETS, checks.parameter),
    ...facetRules('request-property', 'a request body property', REQUEST_FACETS, checks.requestProperty),
    ...facetRules('response-property', 'a response body property', RESPONSE_FACETS, checks.responseProperty),
  ];
}
