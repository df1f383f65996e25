/**
 * Whether an edit of an OpenAPI document moved its parts: a session keeps
 * what the checks reported of the parts an edit left alone only while
 * every part is where it was (./source.ts).
 */

/** Newlines in `text` from `start` to `end`, counted up to `most`. */
function newlines(text: string, start: number, end: number, most = Infinity): number {
  let n = 0;
  for (let i = text.indexOf('\n', start); i >= 0 && i < end && n < most; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** Characters compared at once while looking for where two texts start to differ (a native comparison of slices). */
const STRIDE = 4096;

/** The length of the common beginning of `a` and `b`. */
function commonStart(a: string, b: string): number {
  const shorter = Math.min(a.length, b.length);
  let i = 0;
  while (i + STRIDE <= shorter && a.slice(i, i + STRIDE) === b.slice(i, i + STRIDE)) i += STRIDE;
  while (i < shorter && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** The length of the common end of `a` and `b`, not reaching into their first `start` characters. */
function commonEnd(a: string, b: string, start: number): number {
  const room = Math.min(a.length, b.length) - start;
  let n = 0;
  while (n + STRIDE <= room && a.slice(a.length - n - STRIDE, a.length - n) === b.slice(b.length - n - STRIDE, b.length - n)) n += STRIDE;
  while (n < room && a.charCodeAt(a.length - 1 - n) === b.charCodeAt(b.length - 1 - n)) n++;
  return n;
}

/** Lines a document has at least for {@link samePlaces} to hold: fewer is a minified document, whose parts share lines. */
const MIN_LINES = 1000;

/**
 * Whether every part of `before` that an edit into `after` did not touch
 * is at the same lines and columns in `after`: the edited stretch (between
 * the common beginning and end) is within one line, before and after, and
 * the text is not on so few lines that parts share them (a minified document).
 */
export function samePlaces(before: string, after: string): boolean {
  if (newlines(before, 0, before.length, MIN_LINES) < MIN_LINES) return false;
  const start = commonStart(before, after);
  const end = commonEnd(before, after, start);
  return newlines(before, start, before.length - end, 1) === 0 && newlines(after, start, after.length - end, 1) === 0;
}
