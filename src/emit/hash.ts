/**
 * Content hashes for cache keys and asset file names.
 */
import { createHash } from 'node:crypto';

/** First 10 hex digits of the SHA-256 of `content`: enough to tell versions of one file apart. */
export function contentHash(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 10);
}

/** `assets/<name>-<hash>.<ext>` for `content`. */
export function hashedAssetPath(name: string, ext: string, content: string | Uint8Array): string {
  return `assets/${name}-${contentHash(content)}.${ext}`;
}
