/**
 * What a rule is: one unit with its metadata (id, default severity, a
 * one-line summary for the README table, the longer docs `pamdocs rules`
 * prints) and a check that reports through one `report(at, message, hint?)`.
 * The runner (`../run.ts`) attaches the id and the severity, which
 * `pamdocs.yaml` may change per rule (`rules: { <id>: off|warn|error }`)
 * unless the rule is locked.
 */
import type { LoadedContent } from '../../parse/load.js';
import type { Severity } from '../../shared/diagnostics.js';
import { sessionKey, type Session, type SessionKey } from '../../shared/session.js';

/** What a rule is about. */
export interface RuleMeta<Id extends string = string> {
  /** Stable kebab-case id, `<area>/<name>`: CI filters and `pamdocs.yaml` may name it. */
  id: Id;
  /** Its severity unless `pamdocs.yaml` changes it. */
  severity: Severity;
  /** One line: what it reports (the README's rule table). */
  summary: string;
  /** What it guards and how to fix what it reports (`pamdocs rules <id>`). */
  docs: string;
  /**
   * True when its severity cannot be changed: what it reports stops a file
   * or the site from being built, so turning it down would lose content
   * without a word.
   */
  locked?: boolean;
}

/** Where a problem is: a display path and a 1-based line and column. */
export interface Location {
  file: string;
  line: number;
  column: number;
}

/** Reports one problem of the rule that received it. */
export type Report = (at: Location, message: string, hint?: string) => void;

/** What every rule's check receives. */
export interface RuleContext {
  /** The loaded content: config, documents with positions, facts, lookups. */
  content: LoadedContent;
  /** Every rule of the registry by id (a rule about `pamdocs.yaml`'s `rules` reads them). */
  rules: ReadonlyMap<string, RuleMeta>;
  /**
   * Runs `check` for `object` (a document, or the config) unless it ran for
   * the same object and `key` earlier in the session; then replays what it
   * reported. Loads keep the objects of unchanged files, so a rebuild checks
   * only what changed, or everything when `key` (what the check reads
   * besides the object, e.g. the site's counts) changed.
   */
  once(object: object, key: string, check: (report: Report) => void): void;
}

/** A rule: its metadata, its check, and the session key of its memo. */
export interface Rule<Id extends string = string> {
  readonly meta: RuleMeta<Id>;
  check(ctx: RuleContext, report: Report): void;
  /** Where the session keeps what {@link RuleContext.once} recorded. */
  readonly memo: SessionKey<RuleMemo>;
}

/** What a rule reported for each object, under the key it was checked with. */
export type RuleMemo = WeakMap<object, { key: string; reports: Parameters<Report>[] }>;

/** Defines a rule. Its id's literal type goes into the registry's `RuleId` union. */
export function defineRule<const Id extends string>(meta: RuleMeta<Id>, check: (ctx: RuleContext, report: Report) => void): Rule<Id> {
  return { meta, check, memo: sessionKey(`check/${meta.id}`, () => new WeakMap()) };
}

/** The context of `rule` in `session`. */
export function contextOf(rule: Rule, content: LoadedContent, rules: ReadonlyMap<string, RuleMeta>, session: Session, report: Report): RuleContext {
  const memo = session.get(rule.memo);
  return {
    content,
    rules,
    once(object, key, check) {
      let known = memo.get(object);
      if (known?.key !== key) {
        const reports: Parameters<Report>[] = [];
        check((...args) => reports.push(args));
        memo.set(object, (known = { key, reports }));
      }
      for (const args of known.reports) report(...args);
    },
  };
}
