/**
 * The checker: runs every rule of the registry over loaded content, with the
 * severity `pamdocs.yaml` gives it, capped at warning at a place in a live
 * OpenAPI document for what does not break the document ({@link severityInDocument}).
 * One checker, three callers: `check`, `build` and `serve --watch`.
 */
import type { ContentDocument, SpecPlaces } from '../parse/documents.js';
import type { LoadedContent } from '../parse/load.js';
import type { RuleSetting } from '../parse/shapes.js';
import { sortDiagnostics, type Diagnostic, type Severity } from '../shared/diagnostics.js';
import { displayPath } from '../source/discover.js';
import { cacheSection, contentKey, type CacheEntries, type Session } from '../shared/session.js';
import type { Location, Report, Rule, RuleContext, RuleMeta } from './engine/rule.js';
import { RULE_META, RULES } from './registry.js';

/** A report kept for an object: the rule's id, where, the message and the hint. */
type KeptReport = [rule: string, at: Location, message: string, hint?: string];

/**
 * What the object checks of a run reported for one object, as the checks
 * section of the session's cache keeps it across runs (JSON), under the
 * object's key: what was checked (its kind and display path), the digest of
 * the rules that ran with their keys, and their reports, in rule order;
 * for a document made from an OpenAPI document, the key of the places
 * they are at (`SpecPlaces`).
 */
interface ObjectReports {
  kind: ObjectRules['kind'];
  file: string;
  digest: string;
  places?: string;
  reports: KeptReport[];
}

/** An object the checks run on: its key, its display path, and for a document made from an OpenAPI document, its places now. */
interface CheckedObject {
  key: string;
  file: string;
  places?: SpecPlaces;
}

/** The severity of a rule under the `rules:` settings of `pamdocs.yaml`; undefined when it is off. Locked rules keep theirs. */
export function severityOf(meta: RuleMeta, settings: Readonly<Record<string, RuleSetting>>): Severity | undefined {
  const setting = meta.locked ? undefined : settings[meta.id];
  if (setting === undefined) return meta.severity;
  return setting === 'off' ? undefined : setting === 'warn' ? 'warning' : setting;
}

/**
 * The severity of a rule's reports at a place in a live OpenAPI document
 * (`openapi:` of pamdocs.yaml): a third party's document is not pamdocs'
 * to judge harshly, so an error there is a warning, unless the rule reports
 * what breaks the document itself ({@link RuleMeta.breaksDocument}) or
 * `rules:` of pamdocs.yaml sets the rule's severity (the writer's own choice).
 */
function severityInDocument(meta: RuleMeta, settings: Readonly<Record<string, RuleSetting>>): Severity | undefined {
  const severity = severityOf(meta, settings);
  const chosen = !meta.locked && settings[meta.id] !== undefined;
  return severity === 'error' && !meta.breaksDocument && !chosen ? 'warning' : severity;
}

/** The display paths of the live OpenAPI documents of `content` and of the files their `$ref`s read. */
function documentFiles(content: LoadedContent): ReadonlySet<string> {
  const files = new Set(content.apis.map((api) => api.file));
  for (const { file, scope } of content.facts) if (scope === 'spec') files.add(file);
  for (const abs of content.watched) files.add(displayPath(abs, content.cwd));
  return files;
}

/** A rule that checks objects, with the key it runs with in this run and where its reports go. */
interface ObjectRule {
  rule: Rule;
  key: string;
  report: Report;
}

/**
 * The rules of one kind of object check in a run, and a digest of their ids
 * and keys (SHA-256, hex), under which the checks section keeps the list of
 * ids and keys, so that a later run can tell which rules ran with the same key.
 */
interface ObjectRules {
  /** What the rules check: a document (its document and body checks), a body (its body checks), or `pamdocs.yaml` (its config checks). */
  kind: 'document' | 'body' | 'config';
  rules: ObjectRule[];
  /** The same rules by id. */
  byId: Map<string, ObjectRule>;
  digest: string;
}

/** The list of `rules` of `kind` with its digest, kept in `kept`. */
function objectRules(kind: ObjectRules['kind'], rules: ObjectRule[], kept: CacheEntries): ObjectRules {
  const ran: [id: string, key: string][] = rules.map(({ rule, key }) => [rule.meta.id, key]);
  const digest = contentKey(JSON.stringify(ran));
  // Written once: a run whose rules are a past run's leaves the section as it was (nothing to save).
  if (kept.get(`rules\u0000${digest}`) === undefined) kept.set(`rules\u0000${digest}`, ran);
  return { kind, rules, byId: new Map(rules.map((r) => [r.rule.meta.id, r])), digest };
}

/** Every rule's diagnostics, sorted by file and position. Never throws on bad content. */
export function runChecks(content: LoadedContent, session: Session): Diagnostic[] {
  const settings = content.config?.config.rules ?? {};
  const out: Diagnostic[] = [];
  const made = new Map<unknown, unknown>();
  const ctx: RuleContext = {
    content,
    rules: RULE_META,
    memo(make) {
      if (!made.has(make)) made.set(make, make(content, session));
      return made.get(make) as ReturnType<typeof make>;
    },
  };
  const documentRules: ObjectRule[] = [];
  const bodyRules: ObjectRule[] = [];
  const configRules: ObjectRule[] = [];
  const inDocument = documentFiles(content);
  for (const rule of RULES as readonly Rule[]) {
    if (rule.checks.diff) continue;
    const severity = severityOf(rule.meta, settings);
    if (severity === undefined) continue;
    const capped = severityInDocument(rule.meta, settings)!;
    const report: Report = (at, message, hint) =>
      void out.push({
        file: at.file,
        line: at.line,
        column: at.column,
        severity: inDocument.has(at.file) ? capped : severity,
        rule: rule.meta.id,
        message,
        ...(hint ? { hint } : {}),
      });
    rule.checks.content?.(ctx, report);
    const key = rule.checks.key?.(ctx) ?? '';
    if (rule.checks.document || rule.checks.body) documentRules.push({ rule, key, report });
    if (rule.checks.body) bodyRules.push({ rule, key, report });
    if (rule.checks.config) configRules.push({ rule, key, report });
  }
  // pamdocs.yaml, documents and bodies are checked when their text or a rule's key changed.
  const kept = new KeptReports(session.section(REPORTS_SECTION));
  const written = content.written;
  if (written && content.config) {
    const forConfig = objectRules('config', configRules, kept.section);
    kept.check({ key: written.key, file: written.origin.file }, forConfig, (rule, report) => rule.checks.config!(written, report, ctx));
  }
  const forDocuments = objectRules('document', documentRules, kept.section);
  for (const doc of content.documents) {
    const object = doc.spec ? { key: doc.key, file: doc.file, places: doc.spec.places() } : doc;
    kept.check(object, forDocuments, (rule, report) => checkDocument(rule, doc, report, ctx));
  }
  const forBodies = objectRules('body', bodyRules, kept.section);
  for (const body of content.bodies) kept.check(body, forBodies, (rule, report) => rule.checks.body!(body, report, ctx));
  return sortDiagnostics(out);
}

/** Runs the document check and the body check of `rule` on `doc`. */
function checkDocument(rule: Rule, doc: ContentDocument, report: Report, ctx: RuleContext): void {
  rule.checks.document?.(doc, report, ctx);
  rule.checks.body?.(doc, report, ctx);
}

/**
 * The section of the session's cache that keeps what the document and body
 * checks reported for each object ({@link ObjectReports}), under the
 * object's cache key: an object's reports depend only on
 * its text (its key), where it is shown (its path), the rules that ran with
 * their keys (`RuleChecks.key`), and for a part of an OpenAPI document, the
 * places of the document's parts (kept beside the reports, which are moved
 * when an edit moved them).
 */
const REPORTS_SECTION = cacheSection('checks', 'disk');

/** The reports of one run's object checks, kept in the checks section of the session's cache. */
class KeptReports {
  /** The rules that ran under each digest seen in this run, by rule id: their keys. */
  private readonly ran = new Map<string, Map<string, string> | undefined>();

  constructor(readonly section: CacheEntries) {}

  /** Runs `check` of each of `rules` on `object`, or reports again what a rule reported before with the same key (and keeps what was reported). */
  check(object: CheckedObject, { kind, rules, byId, digest }: ObjectRules, check: (rule: Rule, report: Report) => void): void {
    const found = this.section.get(object.key) as ObjectReports | undefined;
    let reported = found?.kind === kind && found.file === object.file ? this.placed(found, object) : undefined;
    if (reported?.digest !== digest) {
      const before = reported && this.rulesOf(reported.digest);
      const reports: KeptReport[] = [];
      for (const { rule, key } of rules) {
        const id = rule.meta.id;
        if (before?.get(id) === key) reports.push(...reported!.reports.filter((kept) => kept[0] === id));
        else check(rule, (at, message, hint) => void reports.push(hint ? [id, at, message, hint] : [id, at, message]));
      }
      const places = object.places ? { places: object.places.key } : {};
      this.section.set(object.key, (reported = { kind, file: object.file, digest, ...places, reports }));
    }
    for (const [id, at, message, hint] of reported.reports) byId.get(id)!.report(at, message, hint);
  }

  /**
   * `found` at the places of `object` now: as kept when they are the same,
   * moved (and kept so) when they are the places an edit moved, else
   * undefined (a report inside the edited text cannot be moved).
   */
  private placed(found: ObjectReports, object: CheckedObject): ObjectReports | undefined {
    if (found.places === object.places?.key) return found;
    const from = object.places?.from;
    if (!from || found.places !== from.key) return undefined;
    const reports: KeptReport[] = [];
    for (const [id, at, message, hint] of found.reports) {
      // A report in another file stays where it is.
      const moved = at.file === object.file ? from.move(at) : at;
      if (!moved) return undefined;
      const place = { file: at.file, line: moved.line, column: moved.column };
      reports.push(hint ? [id, place, message, hint] : [id, place, message]);
    }
    const placed = { ...found, places: object.places!.key, reports };
    this.section.set(object.key, placed);
    return placed;
  }

  /** The keys of the rules that ran under `digest`, by rule id; undefined when the section no longer knows. */
  private rulesOf(digest: string): Map<string, string> | undefined {
    if (!this.ran.has(digest)) {
      const ran = this.section.get(`rules\u0000${digest}`) as [string, string][] | undefined;
      this.ran.set(digest, Array.isArray(ran) ? new Map(ran) : undefined);
    }
    return this.ran.get(digest);
  }
}
