/**
 * How a diff rule is written: an id from oasdiff's list of checks (the
 * best-known names for API changes, github.com/oasdiff/oasdiff) under
 * `diff/`, a severity (errors for changes that break a client written
 * against the base, warnings for those that may, notes for the rest), and
 * checks of the pairs it looks at.
 */
import type { Severity } from '../../shared/diagnostics.js';
import { defineRule, type Rule } from './rule.js';
import type { DiffChecks } from './diff-pairs.js';

/** What a change of each severity means for clients, said once in every diff rule's docs. */
const CONSEQUENCE: Record<Severity, string> = {
  error: [
    'It breaks clients written against the base: `pamdocs diff` fails on it (`--fail-on breaking`, the default).',
    'Keep the old behaviour beside the new one, or ship it as a new version of the API.',
  ].join(' '),
  warning: 'It may break some clients: `pamdocs diff` reports it, and fails on it only with `--fail-on any`.',
  note: "It breaks no client: `pamdocs diff` lists it (and the site's changelog shows it), and fails on it only with `--fail-on any`.",
};

/** A diff rule `diff/<id>`: `summary` says what it reports, `why` why that matters; its docs add what its severity means. */
export function diffRule<const Id extends string>(
  id: Id,
  severity: Severity,
  summary: string,
  why: string,
  checks: DiffChecks,
): Rule<`diff/${Id}`> {
  return defineRule({ id: `diff/${id}` as const, severity, summary, docs: `${why} ${CONSEQUENCE[severity]}` }, { diff: checks });
}
