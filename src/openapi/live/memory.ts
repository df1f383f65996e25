/**
 * What a session keeps of the OpenAPI documents it read: the last read
 * of each (`./source.ts`), apart from the readers, so the dev server can ask
 * what a document's file held without loading them.
 */
import { sessionKey, type Session } from '../../shared/session.js';
import type { ApiSource } from './source.js';

/** The documents a session reads, by entry (`./source.ts`). */
export const READS = sessionKey('openapi/reads', () => new Map<string, ApiSource>());

/**
 * The text the session's last read of an OpenAPI document gave for the
 * file at absolute path `file` (the document or a file its `$ref`s read),
 * or undefined when it read none: the dev server compares it with the file
 * now, to catch a save its watcher dropped.
 */
export function lastSpecText(session: Session, file: string): string | undefined {
  for (const { texts } of session.get(READS).values()) {
    const text = texts.get(file);
    if (text !== undefined) return text;
  }
  return undefined;
}
