/**
 * What a rule is: one unit with its metadata (id, default severity, a
 * one-line summary for the rule table of docs/guides/checks.md, the longer docs `pamdocs rules`
 * prints) and its checks, which report through one `report(at, message, hint?)`
 * (a diff rule's, through one `report(place, message)`).
 * A rule checks the whole content, or one document at a time, or both; the
 * runner (`../run.ts`) walks the documents once for every rule, checks a
 * document again only when it or what a rule reads besides it changed, and
 * attaches the id and the severity, which `pamdocs.yaml` may change per rule
 * (`rules: { <id>: off|warn|error }`) unless the rule is locked.
 */
import type { WrittenConfigFile } from '../../parse/config.js';
import type { ContentDocument, DocumentBody } from '../../parse/documents.js';
import type { LoadedContent } from '../../parse/load.js';
import type { Severity } from '../../shared/diagnostics.js';
import type { Session } from '../../shared/session.js';
import type { DiffChecks } from './diff-pairs.js';

/** What a rule is about. */
export interface RuleMeta<Id extends string = string> {
  /** Stable kebab-case id, `<area>/<name>`: CI filters and `pamdocs.yaml` may name it. */
  id: Id;
  /** Its severity unless `pamdocs.yaml` changes it. */
  severity: Severity;
  /** One line: what it reports (the rule table of docs/guides/checks.md). */
  summary: string;
  /** What it guards and how to fix what it reports (`pamdocs rules <id>`). */
  docs: string;
  /**
   * True when its severity cannot be changed: what it reports stops a file
   * or the site from being built, so turning it down would lose content
   * without a word.
   */
  locked?: boolean;
  /**
   * True when what it reports breaks an OpenAPI document itself (its
   * syntax, its structure, a `$ref` to nothing). At a place in a live
   * OpenAPI document (`openapi:` of pamdocs.yaml), a third party's, only
   * these rules report errors: any other rule's error is a warning there
   * unless `rules:` of pamdocs.yaml sets its severity (`../run.ts`).
   */
  breaksDocument?: boolean;
}

/** Where a problem is: a display path and a 1-based line and column. */
export interface Location {
  file: string;
  line: number;
  column: number;
}

/** Reports one problem of the rule that received it. */
export type Report = (at: Location, message: string, hint?: string) => void;

/** What every check receives. */
export interface RuleContext {
  /** The loaded content: config, documents with positions, facts, lookups. */
  content: LoadedContent;
  /** Every rule of the registry by id (a rule about `pamdocs.yaml`'s `rules` reads them). */
  rules: ReadonlyMap<string, RuleMeta>;
  /**
   * The run's memo of what `make` makes of the content, keyed by `make`:
   * made on the first ask in a run of the checker and shared by the checks
   * that ask with the same function (the site's pages for the link rules,
   * say). Lives only as long as the run.
   */
  memo<T>(make: (content: LoadedContent, session: Session) => T): T;
}

/** The checks of a rule; at least one. */
export interface RuleChecks {
  /** Checks the content as a whole (the inventory, say); runs on every run. */
  content?(ctx: RuleContext, report: Report): void;
  /**
   * Checks one document on its own. Within a session it runs for a document
   * only when the document is new (an edited file is a new object) or
   * {@link key} changed; otherwise what it reported before is reported again.
   */
  document?(doc: ContentDocument, report: Report, ctx: RuleContext): void;
  /**
   * Checks the Markdown body of one file: of every document, and of every
   * file whose frontmatter is invalid (one mistyped key hides none of its
   * links). Re-run like a document check.
   */
  body?(body: DocumentBody, report: Report, ctx: RuleContext): void;
  /**
   * Checks `pamdocs.yaml` as written, when it is valid and the config the
   * stages use could be made of it (`ctx.content.config`); re-run like a
   * document check, when its text changed or {@link key} did. What it reads
   * of the config the stages use (which OpenAPI documents add to) belongs in {@link key}.
   */
  config?(written: WrittenConfigFile, report: Report, ctx: RuleContext): void;
  /** What the document, body and config checks read besides their object (the site's counts, its pages). Default: nothing. */
  key?(ctx: RuleContext): string;
  /** Compares two OpenAPI documents (`pamdocs diff`, the site's changelog), pair by pair (`./diff-pairs.ts`); the checker of content never runs it. */
  diff?: DiffChecks;
}

/** A rule: its metadata and its checks. */
export interface Rule<Id extends string = string> {
  readonly meta: RuleMeta<Id>;
  readonly checks: RuleChecks;
}

/**
 * Defines a rule: its metadata, and its checks, or one function that checks
 * the content as a whole. Its id's literal type goes into the registry's `RuleId` union.
 */
export function defineRule<const Id extends string>(meta: RuleMeta<Id>, checks: RuleChecks | NonNullable<RuleChecks['content']>): Rule<Id> {
  return { meta, checks: typeof checks === 'function' ? { content: checks } : checks };
}
