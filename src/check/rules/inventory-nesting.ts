/**
 * The nesting of the groups of `pamdocs.yaml` (a group's `parent`): each
 * names a group, and no group is nested in itself. A document's groups are
 * nested as its tags say (`src/openapi/tags.ts`), so only the written ones
 * can be wrong.
 */
import { didYouMean } from '../../shared/suggest.js';
import { defineRule } from '../engine/rule.js';
import { eachGroup } from './inventory-groups.js';

export const invalidParent = defineRule(
  {
    id: 'inventory/invalid-parent',
    severity: 'error',
    summary: "a group's `parent` that names no group, or nests the group in itself",
    docs: [
      "A group's `parent` is the id of the group it is nested in: its sidebar section is inside that group's, and that group's page lists it.",
      'Name a group of `groups` (or of an OpenAPI document), and nest no group in itself, directly or through others.',
    ].join(' '),
  },
  ({ content }, report) => {
    const groups = content.config?.config.groups ?? [];
    const parents = new Map(groups.map((g) => [g.id, g.parent]));
    eachGroup(content, (group, g, loaded) => {
      if (group.parent === undefined || g < loaded.fromSpec.groups) return;
      const at = loaded.at(['groups', g, 'parent']);
      if (!parents.has(group.parent)) {
        report(at, `Cannot find group "${group.parent}" for \`parent\`${didYouMean(group.parent, [...parents.keys()])}`);
        return;
      }
      // Up its parents: back at the group is a cycle through it; at another group already passed, a cycle above it (reported there).
      const line = [group.id];
      for (let next: string | undefined = group.parent; next !== undefined; next = parents.get(next)) {
        if (next === group.id) report(at, `Group "${group.id}" is nested in itself (${[...line, group.id].join(' > ')})`);
        if (line.includes(next)) break;
        line.push(next);
      }
    });
  },
);
