/**
 * Holding imported frontmatter to the content shapes before it is written:
 * a value a shape refuses (an empty `enum`, a negative length, a keyword
 * in the wrong place) is left out, and an element of a list that lacks a
 * required key (a parameter without a name) with it, so the written content
 * checks clean, and each removal is counted for the import's report.
 */
import type { z } from 'zod';

/** Rounds of removal at most: each removes every value refused in the round before. */
const MAX_ROUNDS = 8;

/** Removes the value at `path` of `root` (an array element is spliced out); false when there is none. */
function removeAt(root: unknown, path: readonly PropertyKey[]): boolean {
  if (path.length === 0) return false;
  let parent = root as Record<PropertyKey, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = parent?.[key];
    if (typeof next !== 'object' || next === null) return false;
    parent = next as Record<PropertyKey, unknown>;
  }
  const last = path.at(-1)!;
  // A missing required key has nothing to remove: the checker reports it.
  if (!Object.hasOwn(parent, last)) return false;
  if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
  else delete parent[last];
  return true;
}

/** Deepest first, then the last index first, so an element removed from a list does not shift the paths of the others. */
const byDepth = (a: readonly PropertyKey[], b: readonly PropertyKey[]) =>
  b.length - a.length || Number(b.at(-1) ?? 0) - Number(a.at(-1) ?? 0);

/** The path of the deepest list element that holds `path`, or undefined when no list does. */
function elementOf(path: readonly PropertyKey[]): PropertyKey[] | undefined {
  for (let n = path.length - 2; n >= 0; n--) if (typeof path[n] === 'number') return path.slice(0, n + 1);
  return undefined;
}

/**
 * `value` (changed in place) with what `shape` refuses left out: the
 * number of values removed, and what the shape makes of the value then
 * (defaults filled), or undefined when it still refuses it. A required key
 * that is missing takes the list element that holds it along (in a round
 * of its own, after every other removal); one outside any list stays, and
 * the checker reports it.
 */
export function repairTo<S extends z.ZodType>(shape: S, value: Record<string, unknown>): { removed: number; data?: z.output<S> } {
  let removed = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const result = shape.safeParse(value);
    if (result.success) return { removed, data: result.data };
    let changed = false;
    const issues = [...result.error.issues].sort((a, b) => byDepth(a.path, b.path));
    const elements = new Map<string, PropertyKey[]>();
    for (const issue of issues) {
      const targets = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
      for (const target of targets) {
        if (removeAt(value, target)) {
          removed++;
          changed = true;
        } else {
          const element = elementOf(target);
          if (element) elements.set(JSON.stringify(element), element);
        }
      }
    }
    if (!changed) {
      for (const element of [...elements.values()].sort(byDepth)) {
        if (removeAt(value, element)) {
          removed++;
          changed = true;
        }
      }
    }
    if (!changed) break;
  }
  return { removed };
}
