/**
 * Reading a content file as text: UTF-8 only, at most 1 MiB. A file that
 * cannot be read as content text is reported by the rules `content/not-utf8`
 * and `content/file-too-large` (`src/check/rules/content.ts`).
 */
import { readFileSync } from 'node:fs';
import type { Fact } from '../shared/facts.js';
import { LineIndex } from '../shared/positions.js';
import type { Source, TextSource } from './discover.js';

/** Largest content file pamdocs reads, in bytes (1 MiB): anything bigger is a mistake or an attack. */
export const MAX_FILE_BYTES = 1024 * 1024;

/** Why a file could not be read as content text, as a fact. */
export class UnreadableFile extends Error {
  override name = 'UnreadableFile';
  constructor(readonly fact: Fact) {
    super(fact.message);
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
    throw new UnreadableFile({
      kind: 'too-large',
      line: 1,
      column: 1,
      message: `\`${source.rel}\` is ${bytes.length} bytes; content files may be at most ${MAX_FILE_BYTES} bytes (1 MiB)`,
    });
  }
  try {
    return { ...source, text: strictUtf8.decode(bytes) };
  } catch {
    const text = lenientUtf8.decode(bytes);
    const at = new LineIndex(text).position(Math.max(0, text.indexOf('\uFFFD')));
    throw new UnreadableFile({ kind: 'not-utf8', ...at, message: `\`${source.rel}\` is not valid UTF-8 text; save it as UTF-8` });
  }
}
