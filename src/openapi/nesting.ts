/**
 * Nested groups (a group's `parent`, pamdocs.yaml's or a document's) as the
 * live site and an import keep them: a section stays while a group nested
 * in it stays.
 */

/** A group that may be nested in another. */
interface Nestable {
  id: string;
  parent?: string;
}

/**
 * `groups`, in order, with those `shown` keeps and every group a kept one is
 * nested in (at any depth); a group whose parent is gone moves to the top
 * level. A cycle of parents ends where it closes.
 */
export function keepNested<G extends Nestable>(groups: readonly G[], shown: (group: G) => boolean): G[] {
  const byId = new Map(groups.map((g) => [g.id, g]));
  const kept = new Set<string>();
  for (const group of groups) {
    if (!shown(group)) continue;
    for (let at: G | undefined = group; at && !kept.has(at.id); at = at.parent === undefined ? undefined : byId.get(at.parent))
      kept.add(at.id);
  }
  return groups.flatMap((g) => {
    if (!kept.has(g.id)) return [];
    if (g.parent === undefined || kept.has(g.parent)) return [g];
    const { parent: _parent, ...top } = g;
    return [top as G];
  });
}

/** The ids of the group a site opens first and of the groups it is nested in: the first group no other is nested in. */
export function firstOpen(groups: readonly Nestable[]): Set<string> {
  const parents = new Set(groups.flatMap((g) => (g.parent === undefined ? [] : [g.parent])));
  const byId = new Map(groups.map((g) => [g.id, g]));
  const open = new Set<string>();
  for (
    let at = groups.find((g) => !parents.has(g.id));
    at && !open.has(at.id);
    at = at.parent === undefined ? undefined : byId.get(at.parent)
  )
    open.add(at.id);
  return open;
}
