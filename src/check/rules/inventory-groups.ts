/**
 * The groups of `pamdocs.yaml` as the inventory rules (./inventory.ts) walk
 * them: each group id once, the YAML key a route problem points at, and each
 * endpoint listing with the group that listed its id before.
 */
import { groupScope, type LoadedConfig } from '../../parse/config.js';
import type { LoadedContent } from '../../parse/load.js';
import type { GroupConfig } from '../../parse/shapes.js';

/** The groups of `config` with their index, each id once (the first group with it); a repeated id is `inventory/duplicate-group`. */
export function uniqueGroups(config: LoadedConfig['config']): { group: GroupConfig; g: number }[] {
  const seen = new Set<string>();
  return config.groups.flatMap((group, g) => {
    if (seen.has(group.id)) return [];
    seen.add(group.id);
    return [{ group, g }];
  });
}

/** Runs `check` on each unique group of the config with its index and the config; nothing without a config. */
export function eachGroup(content: LoadedContent, check: (group: GroupConfig, g: number, loaded: LoadedConfig) => void): void {
  const loaded = content.config;
  if (loaded) for (const { group, g } of uniqueGroups(loaded.config)) check(group, g, loaded);
}

/** The YAML key a group's route problem points at: its `route`, or its `id` when the route is the default. */
export const routeKey = (group: GroupConfig) => (group.route === undefined ? 'id' : 'route');

/** Each endpoint listing of the unique groups, with the group that listed its id before, if any; none without a config. */
export function listings({ config: loaded }: LoadedContent) {
  if (!loaded) return [];
  const listedIn = new Map<string, string>();
  return uniqueGroups(loaded.config).flatMap(({ group, g }) =>
    group.endpoints.map((id, e) => {
      // An endpoint id is unique within its API's groups (a site of several APIs shows an operation in each version).
      const key = `${groupScope(loaded, g)}\0${id}`;
      const previous = listedIn.get(key);
      if (previous === undefined) listedIn.set(key, group.id);
      return { group, g, id, e, previous, loaded };
    }),
  );
}
