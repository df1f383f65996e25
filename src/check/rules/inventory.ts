/**
 * Inventory rules: `pamdocs.yaml` is the contract between the sidebar and the
 * files (DESIGN.md). Rule ids: `inventory/missing-endpoint`,
 * `inventory/unlisted-file`, `inventory/duplicate-endpoint`,
 * `inventory/empty-group`, `inventory/duplicate-group`,
 * `inventory/duplicate-route`, `inventory/invalid-route`,
 * `inventory/missing-entity`, `inventory/unlisted-entity`,
 * `inventory/missing-landing-tab`, and `anchors/duplicate-anchor` (an
 * endpoint listed twice in one group: two elements with one id on its page).
 */
import path from 'node:path';
import { LANDING_TABS } from '../../source/classify.js';
import { displayPath } from '../../source/discover.js';
import { groupRoute } from '../../parse/schemas.js';
import type { Diagnostic } from '../../shared/diagnostics.js';
import { ERRORS_ROUTE } from '../../shared/page-protocol.js';
import { didYouMean } from '../../shared/suggest.js';
import { atYaml, type Rules } from '../engine/context.js';

/** A group's hash route: `/` then one kebab-case segment, as every route of SPEC.md §2. */
const ROUTE = /^\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const inventoryRules: Rules = ({ content }) => {
  const loaded = content.config;
  if (!loaded) return [];
  const { config, origin } = loaded;
  const out: Diagnostic[] = [];
  const { endpoints: endpointFiles, entities: entityIds, tabs } = content.index.paths;
  const seenGroup = new Map<string, number>();
  const seenRoute = new Map<string, number>();
  const listedIn = new Map<string, string>();
  config.groups.forEach((group, g) => {
    const route = groupRoute(group);
    if (seenGroup.has(group.id)) {
      out.push(atYaml(origin, ['groups', g, 'id'], 'inventory/duplicate-group', `Group id "${group.id}" is used twice (first by groups[${seenGroup.get(group.id)}])`));
      return;
    }
    seenGroup.set(group.id, g);
    if (!ROUTE.test(route)) {
      out.push(
        atYaml(origin, ['groups', g, group.route === undefined ? 'id' : 'route'], 'inventory/invalid-route', `Route "${route}" is not a valid hash route`, {
          hint: 'A route is `/` followed by one lower-case kebab-case segment, e.g. `/primary-user`.',
        }),
      );
    } else if (route === '/') {
      out.push(atYaml(origin, ['groups', g, 'route'], 'inventory/invalid-route', 'Route "/" belongs to the landing page'));
    } else if (route === ERRORS_ROUTE) {
      out.push(
        atYaml(origin, ['groups', g, group.route === undefined ? 'id' : 'route'], 'inventory/invalid-route', `Route "${route}" belongs to the error catalogue`, {
          hint: 'Give the group another id, or a `route:` of its own.',
        }),
      );
    }
    if (seenRoute.has(route)) {
      out.push(atYaml(origin, ['groups', g, group.route === undefined ? 'id' : 'route'], 'inventory/duplicate-route', `Route "${route}" is used by two groups (first by groups[${seenRoute.get(route)}])`));
    } else seenRoute.set(route, g);
    if (group.endpoints.length === 0) {
      out.push(atYaml(origin, ['groups', g, 'endpoints'], 'inventory/empty-group', `Group "${group.id}" lists no endpoints`));
    }
    const files = endpointFiles.get(group.id) ?? [];
    const present = new Set(files);
    group.endpoints.forEach((id, e) => {
      const previous = listedIn.get(id);
      if (previous === group.id) {
        out.push(atYaml(origin, ['groups', g, 'endpoints', e], 'anchors/duplicate-anchor', `Anchor "${id}" appears twice on \`#${route}\``, { hint: 'List each endpoint once.' }));
      } else if (previous !== undefined) {
        out.push(
          atYaml(origin, ['groups', g, 'endpoints', e], 'inventory/duplicate-endpoint', `Endpoint "${id}" is listed twice (also in group "${previous}")`, {
            hint: 'An endpoint id is its anchor and must be unique across the site.',
          }),
        );
      } else listedIn.set(id, group.id);
      if (!present.has(id)) {
        const elsewhere = [...endpointFiles].find(([, ids]) => ids.includes(id))?.[0];
        out.push(
          atYaml(origin, ['groups', g, 'endpoints', e], 'inventory/missing-endpoint', `Cannot find \`endpoints/${group.id}/${id}.md\` for endpoint "${id}" of group "${group.id}"${elsewhere ? `; it is in \`endpoints/${elsewhere}/\`` : didYouMean(id, files)}`),
        );
      }
    });
  });
  const groups = new Map<string, { id: string; listed: Set<string> }>();
  for (const g of config.groups) if (!groups.has(g.id)) groups.set(g.id, { id: g.id, listed: new Set(g.endpoints) });
  const listedEntities = new Set(config.entities);
  for (const doc of content.documents) {
    if (doc.kind === 'entity') {
      if (!listedEntities.has(doc.id)) {
        out.push(fileDiagnostic(doc.file, 'inventory/unlisted-entity', `Entity "${doc.id}" is not listed under \`entities\` of ${configName(content.root, content.cwd)}`));
      }
      continue;
    }
    if (doc.kind !== 'endpoint') continue;
    const group = groups.get(doc.folder);
    if (!group) {
      out.push(fileDiagnostic(doc.file, 'inventory/unlisted-file', `Folder \`endpoints/${doc.folder}/\` is not a group of ${configName(content.root, content.cwd)}${didYouMean(doc.folder, config.groups.map((g) => g.id))}`));
    } else if (!group.listed.has(doc.id)) {
      out.push(fileDiagnostic(doc.file, 'inventory/unlisted-file', `Endpoint "${doc.id}" is not listed in group "${group.id}" of ${configName(content.root, content.cwd)}`, 'Add its id to the group\'s `endpoints` list, or delete the file.'));
    }
  }
  const entities = new Set(entityIds);
  config.entities.forEach((id, i) => {
    if (!entities.has(id)) {
      out.push(atYaml(origin, ['entities', i], 'inventory/missing-entity', `Cannot find \`entities/${id}.md\` for entity "${id}"${didYouMean(id, entityIds)}`));
    }
  });
  for (const tab of LANDING_TABS) {
    if (!tabs.has(tab)) {
      out.push(fileDiagnostic(displayPath(path.join(content.root, 'landing', `${tab}.md`), content.cwd), 'inventory/missing-landing-tab', `Cannot find the landing tab \`landing/${tab}.md\``));
    }
  }
  return out;
};

function configName(root: string, cwd: string): string {
  return `\`${displayPath(path.join(root, 'pamdocs.yaml'), cwd)}\``;
}

function fileDiagnostic(file: string, rule: string, message: string, hint?: string): Diagnostic {
  return { file, line: 1, column: 1, severity: 'error', rule, message, ...(hint ? { hint } : {}) };
}
