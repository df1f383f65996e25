/**
 * "Did you mean" suggestions by edit distance, for messages a writer can act on.
 */
import { closest, distance } from 'fastest-levenshtein';

/**
 * The candidate nearest to `input`, if it is close enough to be a likely typo:
 * at most 2 edits, and fewer edits than a third of the longer word plus one.
 * Case differences count as no edit.
 */
export function suggest(input: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0) return undefined;
  const lower = input.toLowerCase();
  const exact = candidates.find((c) => c.toLowerCase() === lower);
  if (exact) return exact;
  const best = closest(
    lower,
    candidates.map((c) => c.toLowerCase()),
  );
  const edits = distance(lower, best);
  const limit = Math.min(2, Math.floor(Math.max(lower.length, best.length) / 3) + 1);
  if (edits > limit) return undefined;
  return candidates.find((c) => c.toLowerCase() === best);
}

/** `; did you mean "x"?` when there is a suggestion, else an empty string. */
export function didYouMean(input: string, candidates: readonly string[]): string {
  const s = suggest(input, candidates);
  return s === undefined ? '' : `; did you mean \`${s}\`?`;
}
