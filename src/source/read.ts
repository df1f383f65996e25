/**
 * Reading a content file as text: UTF-8 only, at most 1 MiB (pamdocs.yaml:
 * 16 MiB). A file that
 * cannot be read as content text is reported by the rules `content/not-utf8`
 * and `content/file-too-large` (`src/check/rules/content.ts`).
 */
import { readFileSync } from 'node:fs';
import type { Fact } from '../shared/facts.js';
import { LineIndex } from '../shared/line-index.js';
import { CONFIG_FILE, type Source, type TextSource } from './discover.js';

/** Largest content file pamdocs reads, in bytes (1 MiB): anything bigger is a mistake or an attack. */
export const MAX_FILE_BYTES = 1024 * 1024;

/**
 * Largest `pamdocs.yaml` pamdocs reads, in bytes (16 MiB): it lists every
 * endpoint and entity, and the import of an API of 20,000 operations
 * (Microsoft Graph's beta) writes 1.7 MB of them.
 */
export const MAX_CONFIG_BYTES = 16 * 1024 * 1024;

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
 * @throws UnreadableFile when it is over {@link MAX_FILE_BYTES} ({@link MAX_CONFIG_BYTES} for pamdocs.yaml) or not valid UTF-8
 */
export function readSource(source: Source): TextSource {
  const bytes = readFileSync(source.path);
  const [limit, what] = source.rel === CONFIG_FILE ? [MAX_CONFIG_BYTES, 'pamdocs.yaml'] : [MAX_FILE_BYTES, 'content files'];
  if (bytes.length > limit) {
    throw new UnreadableFile({
      kind: 'too-large',
      line: 1,
      column: 1,
      message: `\`${source.rel}\` is ${bytes.length} bytes; ${what} may be at most ${limit} bytes (${limit / 1024 / 1024} MiB)`,
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
