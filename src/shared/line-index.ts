/**
 * Maps character offsets of a source text to 1-based line and column.
 */

/**
 * A 1-based line and column. `file`: the display path of the file the
 * position is in, when it is another than the one asked about (a value an
 * OAI overlay wrote into an OpenAPI document: `src/openapi/oai-overlays/`);
 * a caller spreads a position after its own `file`, so this one wins.
 */
export interface TextPosition {
  line: number;
  column: number;
  file?: string;
}

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
  position(offset: number): TextPosition {
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
