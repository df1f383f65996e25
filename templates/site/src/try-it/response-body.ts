/**
 * A response body as the console shows it (docs/guides/site.md, The Try it console):
 * read from the response's Blob a chunk at a time, so a body of megabytes
 * shows its start at once and more on demand; JSON indented as it is read,
 * whether or not a chunk ends where a value does.
 */

/** The bytes of a body the console shows at first, and adds each time the reader asks for more (32 KB). */
export const CHUNK_BYTES = 32_000;

/** The bytes of a body the console shows at most (512 KB: laying out more text takes the page longer than a frame budget allows); the rest is a download. */
export const MAX_SHOWN_BYTES = 512_000;

/** `bytes` in words: `512 bytes`, `64 KB`, `5.0 MB` (decimal units). */
export function sizeText(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** A body read a chunk at a time, as UTF-8 (a character split between two chunks is decoded whole, with the second). */
export class BodyChunks {
  private readonly decoder = new TextDecoder();
  private at = 0;

  constructor(readonly blob: Blob) {}

  /** The bytes read so far. */
  get read(): number {
    return this.at;
  }

  /** Whether the whole body has been read. */
  get done(): boolean {
    return this.at >= this.blob.size;
  }

  /** The text of the next `bytes` bytes (the rest, at the end); '' when all is read. */
  async next(bytes = CHUNK_BYTES): Promise<string> {
    const end = Math.min(this.blob.size, this.at + bytes);
    const chunk = await this.blob.slice(this.at, end).arrayBuffer();
    this.at = end;
    return this.decoder.decode(chunk, { stream: end < this.blob.size });
  }
}

/**
 * JSON indented as it is read, a chunk at a time: two spaces per level, a
 * member's value after `": "`, the whitespace between tokens replaced and
 * strings kept as they are (all of a document pushed gives what
 * `JSON.stringify(value, null, 2)` gives). Each chunk is indented once, with
 * the state the last one left, so a body shown in chunks costs its length.
 * Text that is no JSON comes out with its whitespace rearranged, never a
 * character lost.
 */
export class JsonIndenter {
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** Whether the last token written opened an object or array: an empty one closes on the same line, a value goes on the next. */
  private opened = false;

  /** The indented text of `chunk`, the next part of the document. */
  push(chunk: string): string {
    // Pieces joined once at the end: a string grown by `+=` and read back is copied whole at each read.
    const out: string[] = [];
    const newline = () => `\n${'  '.repeat(this.depth)}`;
    for (const c of chunk) {
      if (this.inString) {
        out.push(c);
        if (this.escaped) this.escaped = false;
        else if (c === '\\') this.escaped = true;
        else if (c === '"') this.inString = false;
        continue;
      }
      if (c === ' ' || c === '\n' || c === '\r' || c === '\t') continue;
      const empty = this.opened && (c === '}' || c === ']');
      if (this.opened && !empty) out.push(newline());
      this.opened = false;
      if (c === '{' || c === '[') {
        this.depth++;
        this.opened = true;
        out.push(c);
      } else if (c === '}' || c === ']') {
        this.depth = Math.max(0, this.depth - 1);
        out.push(empty ? c : `${newline()}${c}`);
      } else if (c === ',') out.push(`,${newline()}`);
      else if (c === ':') out.push(': ');
      else {
        if (c === '"') this.inString = true;
        out.push(c);
      }
    }
    return out.join('');
  }
}
