/**
 * Groups nested in groups (`SidebarGroup.parent`: an OpenAPI 3.2 tag's
 * `parent`, an `x-tagGroups` section, `parent:` of pamdocs.yaml), as the
 * sidebar, the landing and a group's page walk them.
 */
import type { SidebarGroup } from '../../../src/shared/page-protocol.js';

/**
 * The groups of `groups` by the id of the group they are nested in, in
 * order; under '' the top-level ones, and those whose parent is not among
 * `groups` or is nested in them (a cycle).
 */
export function nestedGroups(groups: readonly SidebarGroup[]): Map<string, SidebarGroup[]> {
  const byId = new Map(groups.map((g) => [g.id, g]));
  const byParent = new Map<string, SidebarGroup[]>();
  for (const g of groups) {
    const parent = g.parent !== undefined && byId.has(g.parent) && !ancestors(byId, g).includes(g.id) ? g.parent : '';
    const list = byParent.get(parent) ?? [];
    list.push(g);
    byParent.set(parent, list);
  }
  return byParent;
}

/** The ids of the groups `group` is nested in, nearest first, the groups found by id in `byId` (a cycle ends where it closes). */
function ancestors(byId: ReadonlyMap<string, SidebarGroup>, group: SidebarGroup): string[] {
  const line: string[] = [];
  for (let at = group.parent === undefined ? undefined : byId.get(group.parent); at && !line.includes(at.id); ) {
    line.push(at.id);
    at = at.parent === undefined ? undefined : byId.get(at.parent);
  }
  return line;
}

/** The ids of the groups `group` is nested in, nearest first (a cycle ends where it closes). */
export const ancestorIds = (groups: readonly SidebarGroup[], group: SidebarGroup): string[] =>
  ancestors(new Map(groups.map((g) => [g.id, g])), group);

/** The endpoints of `group` and of the groups nested in it, at any depth. */
export function endpointCount(group: SidebarGroup, nested: ReadonlyMap<string, SidebarGroup[]>, seen = new Set<string>()): number {
  seen.add(group.id);
  const kids = (nested.get(group.id) ?? []).filter((g) => !seen.has(g.id));
  return group.entries.length + kids.reduce((sum, g) => sum + endpointCount(g, nested, seen), 0);
}
