/**
 * What the last good check of a single-file OpenAPI document leaves for
 * the next run, kept in the document cache: the text it checked, the key of
 * its places, its written fingerprints and what the checks found. A run in
 * a new process (a writer's `pamdocs build`, a CI job that restores the
 * cache) then takes the same path as a rebuild of the dev server, whose
 * {@link ApiSource} holds it in memory: after an edit of some path items,
 * only they are linted (`./recheck.ts`), and the reports of the others are
 * moved to where the edit put them (`./places.ts`), not made again.
 */
import { LineIndex } from '../../shared/line-index.js';
import { cacheSection, contentKey, type Session } from '../../shared/session.js';
import type { LocatedProblem } from '../lint.js';
import type { CheckedState, WrittenPrints } from './recheck.js';

/** The section of the document cache that keeps the last check of each document, by {@link lastCheckKey}. */
const LAST_CHECKS = cacheSection('openapi-last-check', 'disk');

/** A last check as the cache keeps it (JSON). */
interface KeptCheck {
  text: string;
  places: string;
  frame: string;
  items: [key: string, print: string][];
  problems: LocatedProblem[];
}

/** The last check of a document, as the next read of it takes it. */
export interface LastCheck {
  /** The text it checked. */
  text: string;
  /** The positions of that text's offsets, for moving its places. */
  lines: Pick<LineIndex, 'position'>;
  /** The key of its places (`SpecPlaces.key`): what the checks' reports of its parts were kept at. */
  places: string;
  /** What the recheck needs of it; without the upgraded document, which a recheck then makes whole. */
  checked: CheckedState;
}

/** The key of the last check of the document at absolute path `file` read for the API `api` (its `SpecOrigin.api`). */
export const lastCheckKey = (file: string, api: string): string => contentKey('last check', file, api);

/** The last check `session`'s cache keeps under `key`, if any. */
export function lastCheck(session: Session, key: string): LastCheck | undefined {
  const kept = session.section(LAST_CHECKS).get(key) as KeptCheck | undefined;
  if (!kept) return undefined;
  const prints: WrittenPrints = { frame: kept.frame, items: new Map(kept.items) };
  return { text: kept.text, lines: LineIndex.lazy(kept.text), places: kept.places, checked: { prints, problems: kept.problems } };
}

/** Keeps, under `key`, the check of `text` (whose places are at `places`) that left `checked`. */
export function keepLastCheck(session: Session, key: string, text: string, places: string, checked: CheckedState): void {
  const { prints, problems } = checked;
  const kept: KeptCheck = { text, places, frame: prints.frame, items: [...prints.items], problems };
  session.section(LAST_CHECKS).set(key, kept);
}
