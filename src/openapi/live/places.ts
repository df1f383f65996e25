/**
 * Where an edit of an OpenAPI document moved the places of its parts. An
 * edit is taken as one stretch of text replaced (between the texts' common
 * beginning and common end): a place before it stays, a place after it
 * moves with the text that follows the stretch (by lines, and by columns
 * on the stretch's last line), and a place inside it is gone. So what was
 * reported at the parts an edit left alone is moved, not made again,
 * whether the document is pretty-printed or written on one line
 * (`./source.ts`, `./recheck.ts`, and the check runner's reports of a
 * document made from it: `SpecPlaces` of `src/parse/documents.ts`).
 */
import { LineIndex } from '../../shared/line-index.js';

/** A 1-based line and column, as a diagnostic gives them. */
export interface Place {
  line: number;
  column: number;
}

/** Where a place of the text before an edit is after it; undefined for a place inside the edited stretch. */
export type Move = (at: Place) => Place | undefined;

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

/** Whether `a` comes before `b` in a text. */
const earlier = (a: Place, b: Place) => a.line < b.line || (a.line === b.line && a.column < b.column);

/**
 * The place of `offset` of `text`, given the place `at` of an offset `from`
 * before it: lines counted as `LineIndex` counts them (a character more is
 * read, so that a `\r\n` at `offset` stays one line end).
 */
function placeOf(text: string, from: number, at: Place, offset: number): Place {
  const local = new LineIndex(text.slice(from, offset + 1)).position(offset - from);
  return local.line === 1
    ? { line: at.line, column: at.column + local.column - 1 }
    : { line: at.line + local.line - 1, column: local.column };
}

/**
 * How the edit of `before` into `after` moved their places; `lines`: the
 * positions of the offsets of `before` (its `LineIndex`, whose lines and
 * columns the diagnostics give). The edited stretch is found on the first
 * question, so an edit that nothing asks about costs nothing.
 */
export function moveOf(before: string, after: string, lines: Pick<LineIndex, 'position'>): Move {
  let stretch: { start: Place; endBefore: Place; endAfter: Place } | undefined;
  const find = () => {
    let start = commonStart(before, after);
    // A \r the texts share ends a line in one and not in the other when a \n follows it in that one only.
    if (start > 0 && before.charCodeAt(start - 1) === 13) start--;
    const end = commonEnd(before, after, start);
    const at = lines.position(start);
    return { start: at, endBefore: lines.position(before.length - end), endAfter: placeOf(after, start, at, after.length - end) };
  };
  return (at) => {
    const { start, endBefore, endAfter } = (stretch ??= find());
    if (earlier(at, start)) return at;
    if (earlier(at, endBefore)) return undefined;
    return at.line === endBefore.line
      ? { line: endAfter.line, column: at.column - endBefore.column + endAfter.column }
      : { line: at.line - endBefore.line + endAfter.line, column: at.column };
  };
}
