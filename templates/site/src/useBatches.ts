import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items a long page shows now: `perCommit` at first,
 * `perCommit` more after each frame (as a transition), so the top paints
 * first and no commit blocks input for long. At least `minimum` are shown at
 * once (e.g. up to a `?scroll=` target). A new `key` (another page) starts over.
 */
export function useBatches(key: string, total: number, perCommit: number, minimum = 0): number {
  const [shown, setShown] = useState({ key, count: perCommit });
  const count = Math.max(shown.key === key ? shown.count : perCommit, minimum);
  useEffect(() => {
    if (count >= total) return;
    const next = requestAnimationFrame(() => startTransition(() => setShown({ key, count: count + perCommit })));
    return () => cancelAnimationFrame(next);
  }, [key, count, total, perCommit]);
  return count;
}
