/**
 * Reading a content file as text: UTF-8 only, at most 1 MiB. A file that
 * cannot be read as content text is reported by the rules `content/not-utf8`
 * and `content/file-too-large` (`src/check/rules/content.ts`).
 */
import { readFileSync } from 'node:fs';
import { LineIndex } from '../shared/positions.js';
import type { Source, TextSource } from './discover.js';

/** Largest content file pamdocs reads, in bytes (1 MiB): anything bigger is a mistake or an attack. */
export const MAX_FILE_BYTES = 1024 * 1024;

/** Why a file could not be read as content text, and where (1-based). */
export class UnreadableFile extends Error {
  override name = 'UnreadableFile';
  constructor(
    message: string,
    readonly rule: 'content/file-too-large' | 'content/not-utf8',
    readonly line = 1,
    readonly column = 1,
  ) {
    super(message);
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const lenientUtf8 = new TextDecoder('utf-8');

/**
 * Reads a source as UTF-8 text (a leading byte-order mark is dropped).
 * @throws UnreadableFile when it is over {@link MAX_FILE_BYTES} or not valid UTF-8
 */
export function readSource(source: Source): TextSource {
  const bytes = readFileSync(source.path);
  if (bytes.length > MAX_FILE_BYTES) {
    throw new UnreadableFile(
      `\`${source.rel}\` is ${bytes.length} bytes; content files may be at most ${MAX_FILE_BYTES} bytes (1 MiB)`,
      'content/file-too-large',
    );
  }
  try {
    return { ...source, text: strictUtf8.decode(bytes) };
  } catch {
    const text = lenientUtf8.decode(bytes);
    const { line, column } = new LineIndex(text).position(Math.max(0, text.indexOf('\uFFFD')));
    throw new UnreadableFile(`\`${source.rel}\` is not valid UTF-8 text; save it as UTF-8`, 'content/not-utf8', line, column);
  }
}
