/**
 * The changelog of a site whose pamdocs.yaml lists versions of one API
 * (entries of `openapi:` with one `id` and a `version` each): what changed
 * from each version to the next, as `pamdocs diff` classifies it (the diff
 * rules of `src/check/rules/diff-*.ts`). Plain data, imported by both the
 * pipeline and the template through `./site-model.ts`, which re-exports it.
 */

/** How a change affects clients written against the earlier version: `error` breaks them, `warning` may, `note` does not. */
export type ChangeSeverity = 'error' | 'warning' | 'note';

/** One change of an operation between two versions. */
export interface ChangelogChange {
  severity: ChangeSeverity;
  /** The diff rule that classified it, e.g. `diff/api-removed-without-deprecation`. */
  rule: string;
  /** What changed, in plain text; code in backticks. */
  message: string;
}

/** An operation that changed between two versions, with its changes. */
export interface ChangedOperation {
  /** Upper case, e.g. `GET` or `PURGE` (an `HttpMethod`). */
  method: string;
  /** As the later version writes it (as the earlier one does for an operation it removed). */
  path: string;
  /**
   * In-site location of the operation's card, e.g.
   * `/shop-2-pets?scroll=list-pets`: in the later version, or in the earlier
   * one when the later has no such operation (a removal); null when that
   * version does not show it (an overlay hides it).
   */
  href: string | null;
  /** The version whose card {@link href} leads to. */
  version: string;
  /** At least one, in the order `pamdocs diff` reports them. */
  changes: ChangelogChange[];
}

/** What changed from one version of an API to the next. */
export interface ChangelogStep {
  /** The earlier version, as `openapi:` names it. */
  from: string;
  /** The later version. */
  to: string;
  /** How many of its changes break clients (severity `error`). */
  breaking: number;
  /** The operations that changed, in the order `pamdocs diff` reports them (by the later version's paths, then the paths it removed); empty when none did. */
  operations: ChangedOperation[];
}

/** The changelog of one API of several versions. */
export interface ApiChangelog {
  /** The API's id (`id` of its `openapi:` entries). */
  api: string;
  title: string;
  /** One per pair of consecutive versions in `openapi:` order (listed oldest first), the newest pair first. */
  steps: ChangelogStep[];
}
