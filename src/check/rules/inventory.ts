/**
 * Inventory rules: `pamdocs.yaml` is the contract between the sidebar and
 * the files. Every listed endpoint and entity has its file, every file is
 * listed, each anchor once per page, each group once, at a route of its own.
 */
import path from 'node:path';
import { groupRoute } from '../../parse/shapes/pages.js';
import { RESERVED_ROUTES } from '../../shared/page-protocol.js';
import { didYouMean } from '../../shared/suggest.js';
import { CONFIG_FILE, displayPath } from '../../source/discover.js';
import { atStart } from '../engine/locate.js';
import { groupScope } from '../../parse/config.js';
import { defineRule } from '../engine/rule.js';
import { eachGroup, listings, routeKey, uniqueGroups } from './inventory-groups.js';
import { invalidParent } from './inventory-nesting.js';

/** A group's hash route: `/` then one kebab-case segment. */
const ROUTE = /^\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const duplicateGroup = defineRule(
  {
    id: 'inventory/duplicate-group',
    severity: 'error',
    summary: 'two groups with the same id',
    docs: [
      'A group id names its folder `endpoints/<id>/` and, by default, its route: it must be unique.',
      'The second group with an id is reported and otherwise ignored.',
    ].join(' '),
    locked: true,
  },
  ({ content }, report) => {
    const loaded = content.config;
    if (!loaded) return;
    const first = new Map<string, number>();
    loaded.config.groups.forEach((group, g) => {
      const at = first.get(group.id);
      if (at === undefined) first.set(group.id, g);
      else report(loaded.at(['groups', g, 'id']), `Group id "${group.id}" is used twice (first by groups[${at}])`);
    });
  },
);

export const invalidRoute = defineRule(
  {
    id: 'inventory/invalid-route',
    severity: 'error',
    summary: 'a route that is not a valid hash route',
    docs: [
      'A group route is `/` followed by one lower-case kebab-case segment, e.g. `/primary-user`.',
      'The site owns `/` (the landing page), `/errors` (the error catalogue), `/schemas` (the entity list,',
      "when no landing page shows the entities) and `/changelog` (the changelog of an API's versions): no group may take them.",
    ].join(' '),
    locked: true,
  },
  ({ content }, report) =>
    eachGroup(content, (group, g, loaded) => {
      const route = groupRoute(group);
      if (!ROUTE.test(route)) {
        report(
          loaded.at(['groups', g, routeKey(group)]),
          `Route "${route}" is not a valid hash route`,
          'A route is `/` followed by one lower-case kebab-case segment, e.g. `/primary-user`.',
        );
      } else if (RESERVED_ROUTES.has(route)) {
        report(
          loaded.at(['groups', g, routeKey(group)]),
          `Route "${route}" belongs to ${RESERVED_ROUTES.get(route)}`,
          route === '/' ? undefined : 'Give the group another id, or a `route:` of its own.',
        );
      }
    }),
);

export const duplicateRoute = defineRule(
  {
    id: 'inventory/duplicate-route',
    severity: 'error',
    summary: 'two groups with the same route',
    docs: 'Each group is one page of the site at its route; two groups at one route would hide one of them.',
    locked: true,
  },
  ({ content }, report) => {
    const seen = new Map<string, number>();
    eachGroup(content, (group, g, loaded) => {
      const route = groupRoute(group);
      const first = seen.get(route);
      if (first === undefined) seen.set(route, g);
      else report(loaded.at(['groups', g, routeKey(group)]), `Route "${route}" is used by two groups (first by groups[${first}])`);
    });
  },
);

export const emptyGroup = defineRule(
  {
    id: 'inventory/empty-group',
    severity: 'error',
    summary: 'a group with no endpoints',
    docs: [
      'A group that lists no endpoints, of its own or of other groups (`also`), and has no group nested in it (`parent`),',
      'makes an empty page and sidebar section. List its endpoints, or remove it.',
      "(A document's tag of prose, `x-traitTag`, is a group of its description alone.)",
    ].join(' '),
  },
  ({ content }, report) => {
    const parents = new Set(content.config?.config.groups.map((group) => group.parent));
    eachGroup(content, (group, g, loaded) => {
      // The documents' groups without endpoints are the ones kept for their prose or nested groups (src/openapi/live/load.ts).
      if (g < loaded.fromSpec.groups || parents.has(group.id)) return;
      if (group.endpoints.length === 0 && (group.also ?? []).length === 0)
        report(loaded.at(['groups', g, 'endpoints']), `Group "${group.id}" lists no endpoints`);
    });
  },
);

export const duplicateAnchor = defineRule(
  {
    id: 'anchors/duplicate-anchor',
    severity: 'error',
    summary: 'two elements with the same anchor on one page',
    docs: [
      'An endpoint id is its anchor on its group page (`#/<group>?scroll=<id>`);',
      'listed twice in one group, the page would hold two elements with one id and links would reach only the first.',
    ].join(' '),
    locked: true,
  },
  ({ memo }, report) => {
    for (const { group, g, id, e, previous, loaded } of memo(listings)) {
      if (previous === group.id)
        report(
          loaded.at(['groups', g, 'endpoints', e]),
          `Anchor "${id}" appears twice on \`#${groupRoute(group)}\``,
          'List each endpoint once.',
        );
    }
  },
);

export const duplicateEndpoint = defineRule(
  {
    id: 'inventory/duplicate-endpoint',
    severity: 'error',
    summary: 'an endpoint listed in two groups',
    docs: [
      'An endpoint id is its anchor and its file name, unique across the site:',
      'an endpoint belongs to one group, the folder its file is in.',
    ].join(' '),
    locked: true,
  },
  ({ memo }, report) => {
    for (const { group, g, id, e, previous, loaded } of memo(listings)) {
      if (previous !== undefined && previous !== group.id) {
        report(
          loaded.at(['groups', g, 'endpoints', e]),
          `Endpoint "${id}" is listed twice (also in group "${previous}")`,
          'An endpoint id is its anchor and must be unique across the site.',
        );
      }
    }
  },
);

export const missingEndpoint = defineRule(
  {
    id: 'inventory/missing-endpoint',
    severity: 'error',
    summary: 'an endpoint listed in pamdocs.yaml has no file',
    docs: [
      'Each id a group lists is the file `endpoints/<group>/<id>.md`.',
      "The message says when the file is in another group's folder, or suggests a near name.",
      'Each id of its `also` is an endpoint another group of its API lists.',
    ].join(' '),
  },
  ({ content }, report) => {
    const folders = content.index.paths.endpoints;
    const listed = listings(content);
    const listedBy = new Map(listed.map(({ g, id, loaded }) => [`${groupScope(loaded, g)}\0${id}`, g]));
    eachGroup(content, (group, g, loaded) => {
      // The ids the other groups of its API list: only for a message, so made only for one.
      const mates = () => listed.flatMap((l) => (l.g !== g && groupScope(loaded, l.g) === groupScope(loaded, g) ? [l.id] : []));
      (group.also ?? []).forEach((id, e) => {
        const home = listedBy.get(`${groupScope(loaded, g)}\0${id}`);
        if (home !== undefined && home !== g) return;
        report(
          loaded.at(['groups', g, 'also', e]),
          `Group "${group.id}" lists "${id}" in \`also\`, but no other group lists an endpoint "${id}"${didYouMean(id, mates())}`,
        );
      });
    });
    eachGroup(content, (group, g, loaded) => {
      // A group of an OpenAPI document lists what the document has.
      if (g < loaded.fromSpec.groups) return;
      const files = folders.get(group.id) ?? [];
      const present = new Set(files);
      group.endpoints.forEach((id, e) => {
        if (present.has(id)) return;
        const elsewhere = [...folders].find(([, ids]) => ids.includes(id))?.[0];
        const where = elsewhere ? `; it is in \`endpoints/${elsewhere}/\`` : didYouMean(id, files);
        report(
          loaded.at(['groups', g, 'endpoints', e]),
          `Cannot find \`endpoints/${group.id}/${id}.md\` for endpoint "${id}" of group "${group.id}"${where}`,
        );
      });
    });
  },
);

/** `pamdocs.yaml` of the content, as printed in messages. */
export const configName = (root: string, cwd: string) => `\`${displayPath(path.join(root, CONFIG_FILE), cwd)}\``;

export const unlistedFile = defineRule(
  {
    id: 'inventory/unlisted-file',
    severity: 'error',
    summary: 'an endpoint file that pamdocs.yaml does not list',
    docs: [
      'An endpoint file appears on the site only when its group lists its id; a file nobody lists would be left out without a word.',
      'List it, or delete the file.',
    ].join(' '),
  },
  ({ content }, report) => {
    const loaded = content.config;
    if (!loaded) return;
    const groups = new Map(uniqueGroups(loaded.config).map(({ group }) => [group.id, group]));
    for (const [folder, docs] of content.index.endpoints) {
      const group = groups.get(folder);
      const listed = new Set(group?.endpoints);
      for (const doc of docs.values()) {
        if (!group) {
          report(
            atStart(doc.file),
            `Folder \`endpoints/${folder}/\` is not a group of ${configName(content.root, content.cwd)}${didYouMean(folder, [...groups.keys()])}`,
          );
        } else if (!listed.has(doc.id)) {
          report(
            atStart(doc.file),
            `Endpoint "${doc.id}" is not listed in group "${folder}" of ${configName(content.root, content.cwd)}`,
            "Add its id to the group's `endpoints` list, or delete the file.",
          );
        }
      }
    }
  },
);

export const missingEntity = defineRule(
  {
    id: 'inventory/missing-entity',
    severity: 'error',
    summary: 'an entity listed in pamdocs.yaml has no file',
    docs: 'Each id under `entities` is the file `entities/<id>.md`.',
  },
  ({ content }, report) => {
    const loaded = content.config;
    if (!loaded) return;
    const ids = content.index.paths.entities;
    loaded.config.entities.forEach((id, i) => {
      if (i >= loaded.fromSpec.entities && !ids.includes(id))
        report(loaded.at(['entities', i]), `Cannot find \`entities/${id}.md\` for entity "${id}"${didYouMean(id, ids)}`);
    });
  },
);

export const unlistedEntity = defineRule(
  {
    id: 'inventory/unlisted-entity',
    severity: 'error',
    summary: 'an entity file that pamdocs.yaml does not list',
    docs: 'An entity appears in the data model only when `entities` in pamdocs.yaml lists its id, in display order.',
  },
  ({ content }, report) => {
    const loaded = content.config;
    if (!loaded) return;
    const listed = new Set(loaded.config.entities);
    for (const doc of content.index.entities.values()) {
      if (!listed.has(doc.id))
        report(atStart(doc.file), `Entity "${doc.id}" is not listed under \`entities\` of ${configName(content.root, content.cwd)}`);
    }
  },
);

/** The rules of this file (and of the groups' nesting, `./inventory-nesting.ts`), in report order. */
export const inventoryRules = [
  missingEndpoint,
  unlistedFile,
  duplicateEndpoint,
  emptyGroup,
  invalidParent,
  duplicateGroup,
  duplicateRoute,
  invalidRoute,
  missingEntity,
  unlistedEntity,
  duplicateAnchor,
] as const;
