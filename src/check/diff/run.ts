/**
 * The diff checker: walks two OpenAPI documents (`./walk.ts`) and runs
 * every diff rule of the registry on each pair, with the severity
 * `pamdocs.yaml` gives it, as the content checker runs the other rules.
 */
import type { OpenApi } from '../../openapi/openapi-types.js';
import type { RuleSetting } from '../../parse/shapes.js';
import type { Diagnostic, Severity } from '../../shared/diagnostics.js';
import type { Location, Rule } from '../engine/rule.js';
import { RULES } from '../registry.js';
import { severityOf } from '../run.js';
import { operationOf, type DiffChecks, type DiffReport, type EndpointPair, type PairKind, type Place } from '../engine/diff-pairs.js';
import { DocumentWalk, type Visit } from './walk.js';

/** One side of a comparison: an OpenAPI document (as 3.1), and where each of its parts is written. */
export interface DiffDocument {
  document: OpenApi;
  /** The file, line and column of the part at a JSON pointer of {@link document} (its nearest written parent when the file has no such part). */
  locate(pointer: string): Location;
}

/** A change between two documents: a diagnostic, with the operation it concerns as `METHOD /path`. */
export interface ApiChange extends Diagnostic {
  operation: string;
}

/** A diff rule that is on, with its checks and how its changes are reported. */
interface ActiveRule {
  checks: DiffChecks;
  report: DiffReport;
}

/**
 * The changes from `base` to `head`, in the head's order of operations,
 * each change once per operation. `settings`: `rules:` of pamdocs.yaml.
 */
export function compareDocuments(
  base: DiffDocument,
  head: DiffDocument,
  settings: Readonly<Record<string, RuleSetting>> = {},
): ApiChange[] {
  const changes: ApiChange[] = [];
  const seen = new Set<string>();
  let operation = '';
  const locate = (at: Place) => (at.side === 'base' ? base : head).locate(at.pointer);
  const reporter =
    (rule: string, severity: Severity): DiffReport =>
    (at, message) => {
      const key = `${rule}\0${operation}\0${message}`;
      if (seen.has(key)) return;
      seen.add(key);
      const { file, line, column } = locate(at);
      changes.push({ file, line, column, severity, rule, message, operation });
    };
  const byKind = new Map<PairKind, ActiveRule[]>();
  for (const rule of RULES as readonly Rule[]) {
    const checks = rule.checks.diff;
    const severity = checks && severityOf(rule.meta, settings);
    if (!checks || !severity) continue;
    const active = { checks, report: reporter(rule.meta.id, severity) };
    for (const kind of Object.keys(checks) as PairKind[]) byKind.set(kind, [...(byKind.get(kind) ?? []), active]);
  }
  const visit: Visit = (kind, pair) => {
    operation = operationOf(kind === 'endpoint' ? (pair as EndpointPair) : (pair as { endpoint: EndpointPair }).endpoint);
    for (const { checks, report } of byKind.get(kind) ?? []) (checks[kind] as (p: typeof pair, r: DiffReport) => void)(pair, report);
  };
  new DocumentWalk(base.document, head.document, visit).run();
  return changes;
}
