/**
 * The stamps of files on disk: what build tools take for an unchanged file
 * without reading it (size, modification and change times, inode).
 */
import { statSync } from 'node:fs';

/**
 * A file whose modification time is this close to when it was read may be
 * modified again within the same timestamp tick (coarse clocks, FAT's 2 s),
 * so its stamp is not trusted: it is read again next time. In ms.
 */
const RACY_MS = 3000;

/** Size, modification and change times (ns) and inode of a file when it may be trusted (see {@link RACY_MS}), else undefined. */
export function trustedStamp(file: string, now: number): string | undefined {
  try {
    const s = statSync(file, { bigint: true });
    return Number(s.mtimeMs) < now - RACY_MS ? `${s.size}:${s.mtimeNs}:${s.ctimeNs}:${s.ino}` : undefined;
  } catch {
    return undefined;
  }
}
