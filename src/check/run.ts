/**
 * The checker: runs every rule of the registry over loaded content, with the
 * severity `pamdocs.yaml` gives it. One checker, three callers: `check`,
 * `build` and `serve --watch`.
 */
import type { ContentDocument } from '../parse/documents.js';
import type { LoadedContent } from '../parse/load.js';
import type { RuleSetting } from '../parse/schemas.js';
import { createHash } from 'node:crypto';
import type { DocumentCache } from '../shared/cache.js';
import { sortDiagnostics, type Diagnostic, type Severity } from '../shared/diagnostics.js';
import { sessionKey, type Session } from '../shared/session.js';
import type { Location, Report, Rule, RuleContext, RuleMeta } from './engine/rule.js';
import { RULE_META, RULES } from './registry.js';

/** What one rule's object check reported for one object, under the key it ran with. */
interface RuleReports {
  key: string;
  reports: [at: Location, message: string, hint?: string][];
}

/** What the object checks of the rules reported for one object (a document, a body, or the config). */
interface ObjectReports {
  /** The ids and keys of the rules that ran, in order: when they are the same, every report is reused as it is. */
  signature: string;
  /** Each rule's reports, by rule id. */
  byRule: Map<string, RuleReports>;
  /** The reports of all of them in rule order, with the index of the rule in the run's list. */
  all: [rule: number, at: Location, message: string, hint?: string][];
}

/**
 * The reports of the document and config checks in an incremental session,
 * by object: loads keep the objects of unchanged files, so a rebuild runs
 * these checks only for the files that changed.
 */
const OBJECT_CHECKS = sessionKey('check/objects', () => new WeakMap<object, ObjectReports>());

/** The severity of a rule under the `rules:` settings of `pamdocs.yaml`; undefined when it is off. Locked rules keep theirs. */
export function severityOf(meta: RuleMeta, settings: Readonly<Record<string, RuleSetting>>): Severity | undefined {
  const setting = meta.locked ? undefined : settings[meta.id];
  if (setting === undefined) return meta.severity;
  return setting === 'off' ? undefined : setting === 'warn' ? 'warning' : setting;
}

/** A rule that checks objects, with the key it runs with in this run and where its reports go. */
interface ObjectRule {
  rule: Rule;
  key: string;
  report: Report;
}

/** The rules of one kind of object check in a run, and their signature (see {@link ObjectReports.signature}). */
interface ObjectRules {
  rules: ObjectRule[];
  signature: string;
}

/** The list of `rules` with its signature. */
function objectRules(rules: ObjectRule[]): ObjectRules {
  return { rules, signature: rules.map(({ rule, key }) => `${rule.meta.id}\u0000${key}`).join('\u0001') };
}

/** Every rule's diagnostics, sorted by file and position. Never throws on bad content. */
export function runChecks(content: LoadedContent, session: Session): Diagnostic[] {
  const settings = content.config?.config.rules ?? {};
  const out: Diagnostic[] = [];
  const made = new Map<unknown, unknown>();
  const ctx: RuleContext = {
    content,
    rules: RULE_META,
    once(make) {
      if (!made.has(make)) made.set(make, make(content, session));
      return made.get(make) as ReturnType<typeof make>;
    },
  };
  const documentRules: ObjectRule[] = [];
  const bodyRules: ObjectRule[] = [];
  const configRules: ObjectRule[] = [];
  for (const rule of RULES as readonly Rule[]) {
    if (rule.checks.diff) continue;
    const severity = severityOf(rule.meta, settings);
    if (severity === undefined) continue;
    const report: Report = (at, message, hint) =>
      void out.push({ file: at.file, line: at.line, column: at.column, severity, rule: rule.meta.id, message, ...(hint ? { hint } : {}) });
    rule.checks.content?.(ctx, report);
    const key = rule.checks.key?.(ctx) ?? '';
    if (rule.checks.document || rule.checks.body) documentRules.push({ rule, key, report });
    if (rule.checks.body) bodyRules.push({ rule, key, report });
    if (rule.checks.config) configRules.push({ rule, key, report });
  }
  const loaded = content.config;
  if (!session.incremental) {
    // One run: what the document and body checks reported for a file comes from the document cache when it has it.
    const stored = session.cache?.section(REPORTS_SECTION);
    for (const { rule, report } of configRules) if (loaded) rule.checks.config!(loaded, report, ctx);
    const forDocuments = storedRules(documentRules);
    for (const doc of content.documents) {
      // A part of an OpenAPI document is reported at its place in the document, which an edit elsewhere in it moves: never kept.
      checkStored(doc.spec ? undefined : stored, doc, forDocuments, (rule, report) => checkDocument(rule, doc, report, ctx));
    }
    const forBodies = storedRules(bodyRules);
    for (const body of content.bodies) checkStored(stored, body, forBodies, (rule, report) => rule.checks.body!(body, report, ctx));
    return sortDiagnostics(out);
  }
  const memo = session.get(OBJECT_CHECKS);
  if (loaded) checkObject(memo, loaded, objectRules(configRules), (rule, report) => rule.checks.config!(loaded, report, ctx));
  const forDocuments = objectRules(documentRules);
  for (const doc of content.documents) checkObject(memo, doc, forDocuments, (rule, report) => checkDocument(rule, doc, report, ctx));
  const forBodies = objectRules(bodyRules);
  for (const body of content.bodies) checkObject(memo, body, forBodies, (rule, report) => rule.checks.body!(body, report, ctx));
  return sortDiagnostics(out);
}

/** Runs the document check and the body check of `rule` on `doc`. */
function checkDocument(rule: Rule, doc: ContentDocument, report: Report, ctx: RuleContext): void {
  rule.checks.document?.(doc, report, ctx);
  rule.checks.body?.(doc, report, ctx);
}

/** Runs `check` of each of `rules` on `object`, or reports again what it reported before under the same key. */
function checkObject(
  memo: WeakMap<object, ObjectReports>,
  object: object,
  { rules, signature }: ObjectRules,
  check: (rule: Rule, report: Report) => void,
): void {
  let reported = memo.get(object);
  if (reported?.signature !== signature) {
    const byRule = new Map<string, RuleReports>();
    const all: ObjectReports['all'] = [];
    rules.forEach(({ rule, key }, i) => {
      let known = reported?.byRule.get(rule.meta.id);
      if (known?.key !== key) {
        const reports: RuleReports['reports'] = [];
        check(rule, (...args) => void reports.push(args));
        known = { key, reports };
      }
      byRule.set(rule.meta.id, known);
      for (const args of known.reports) all.push([i, ...args]);
    });
    memo.set(object, (reported = { signature, byRule, all }));
  }
  for (const [i, at, message, hint] of reported.all) rules[i]!.report(at, message, hint);
}

/**
 * The section of the document cache that keeps, across runs, what the
 * document and body checks reported for each file: a file's reports depend
 * only on its text (its cache key), where it is shown (its path), and the
 * rules that ran with their keys (`RuleChecks.key`), so a run with the
 * same three reports them again without running the checks.
 */
const REPORTS_SECTION = 'checks';

/** A report kept in {@link REPORTS_SECTION}: the rule's id, where, the message and the hint. */
type StoredReport = [rule: string, at: Location, message: string, hint?: string];

/** Object rules by id, and a digest of their ids and keys (SHA-256, hex) for the keys of {@link REPORTS_SECTION}. */
interface StoredRules {
  rules: ObjectRule[];
  byId: Map<string, ObjectRule>;
  digest: string;
}

function storedRules(rules: ObjectRule[]): StoredRules {
  const digest = createHash('sha256').update(objectRules(rules).signature).digest('hex');
  return { rules, byId: new Map(rules.map((r) => [r.rule.meta.id, r])), digest };
}

/** Reports what `rules` report for the file of `object`: kept in `stored` under its key, else checked (and kept). */
function checkStored(
  stored: DocumentCache | undefined,
  object: { key: string; file: string },
  { rules, byId, digest }: StoredRules,
  check: (rule: Rule, report: Report) => void,
): void {
  const key = `${object.key}\u0000${object.file}\u0000${digest}`;
  let reports = stored?.get(key) as StoredReport[] | undefined;
  if (!Array.isArray(reports)) {
    const made: StoredReport[] = [];
    for (const { rule } of rules)
      check(rule, (at, message, hint) => void made.push(hint ? [rule.meta.id, at, message, hint] : [rule.meta.id, at, message]));
    stored?.set(key, made);
    reports = made;
  }
  for (const [id, at, message, hint] of reports) byId.get(id)?.report(at, message, hint);
}
