/**
 * Maps character offsets of a source text to 1-based line and column.
 */

/** Offset-to-position lookup over one text; built once per file in O(n), queried in O(log n). */
export class LineIndex {
  private readonly starts: number[] = [0];

  /** @param text the whole file text; `\n`, `\r\n` and lone `\r` all end a line. */
  constructor(text: string) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) this.starts.push(i + 1);
    }
  }

  /** A position lookup that builds its index on first use: most files never report anything. */
  static lazy(text: string): Pick<LineIndex, 'position'> {
    let index: LineIndex | undefined;
    return { position: (offset) => (index ??= new LineIndex(text)).position(offset) };
  }

  /** 1-based line and column of a 0-based offset (clamped to the text). */
  position(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.starts.length - 1;
    const at = Math.max(0, offset);
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= at) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: at - (this.starts[lo] ?? 0) + 1 };
  }
}
