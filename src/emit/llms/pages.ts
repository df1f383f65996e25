/**
 * The Markdown twins of the site's pages (docs/guides/site.md, For machine
 * readers): the landing, each group page (every endpoint in full), each
 * guide, the entities and the changelog, from the site model and, for the
 * prose, the Markdown of the documents it was assembled from (carried by
 * each document: nothing is read or parsed again).
 */
import type { ContentIndex } from '../../parse/content-index.js';
import type { DocumentBody } from '../../parse/documents.js';
import { entityAnchor, TWINS } from '../../shared/page-protocol.js';
import type { ApiSummary, Group, SiteModel } from '../../shared/site-model.js';
import { endpointSection } from './endpoint.js';
import { code, link, oneLine, type UrlOf } from './markdown.js';
import { twinProse, type HeadingMove, type TwinLinks } from './prose.js';
import { treeText } from './property-tree.js';

/** A page of the site as a twin. */
export interface TwinPage {
  /** Its path from the site root (`md/api/cart.md`). */
  file: string;
  /** Its title, the text of its link in `llms.txt`. */
  title: string;
  /** One line on what it holds, after its link in `llms.txt`. */
  note: string;
  /** The section of `llms.txt` that lists it. */
  section: string;
  /** Its Markdown, its links' URLs written by `url`: each URL `url` gives is in the text once (`./llms.ts` fills them in afterwards). */
  markdown(url: UrlOf): string;
}

/** What every twin is made with. */
interface Site {
  model: SiteModel;
  index: ContentIndex;
  links: TwinLinks;
}

/** `n` and the noun, `plural` unless `n` is 1 (`1 endpoint`, `3 endpoints`). */
export const count = (n: number, noun: string, plural = `${noun}s`): string => `${n} ${n === 1 ? noun : plural}`;

/** A list of names, the first few of them and how many more. */
const someOf = (names: readonly string[], few = 8): string =>
  names.length > few ? `${names.slice(0, few).join(', ')} and ${names.length - few} more` : names.join(', ');

/** The non-empty parts of a twin, each trimmed at its end, with a blank line between each two. */
const blocks = (...parts: string[]): string =>
  parts
    .map((p) => p.trimEnd())
    .filter((p) => p.trim() !== '')
    .join('\n\n');

/** A whole twin: {@link blocks}, ending with a newline. */
const page = (...parts: string[]): string => `${blocks(...parts)}\n`;

/** The prose of `doc` as a twin shows it, its links' URLs written by `url` ('' without a document). */
const prose = (site: Site, doc: DocumentBody | undefined, url: UrlOf, move: HeadingMove): string =>
  doc ? twinProse(doc, url, site.links, move) : '';

/** The note of a group in `llms.txt` and on the landing: its description and its number of endpoints. */
const groupNote = (group: Group): string =>
  `${group.description ? `${oneLine(group.description)} ` : ''}(${count(group.endpoints.length, 'endpoint')})`.trim();

/** An API of a site of several as the landing names it: its title and version (its entry's, else its document's `info.version`). */
export const apiLabel = (api: ApiSummary): string => oneLine(`${api.title} ${api.version ?? api.infoVersion}`);

/** The APIs of a site of several, one line each: its name and version linked to its first group's twin, its base URL and its OpenAPI document. */
function apiList(model: SiteModel, url: UrlOf): string {
  return model.apis
    .map((api) => {
      const first = api.groups[0];
      const name = first === undefined ? apiLabel(api) : link(apiLabel(api), url(TWINS.group(first)));
      return `- ${name}: base URL ${code(api.baseUrl)}; OpenAPI document ${link(api.openapi, url(api.openapi))}`;
    })
    .join('\n');
}

/** The landing's twin: the hero, the base URL (each API's, on a site of several), the security schemes, then its landing pages (or, without, the groups). */
function landingTwin(site: Site): TwinPage {
  const { model } = site;
  const { hero } = model;
  return {
    file: TWINS.landing,
    title: hero.title,
    note: oneLine(hero.tagline),
    section: 'Overview',
    markdown(url) {
      const pages = model.landing.pages.map((p) =>
        blocks(`## ${oneLine(p.title)}`, prose(site, site.index.landing.get(p.id), url, { top: 3 })),
      );
      const groups = () => [
        '## API reference',
        model.groups.map((g) => `- ${link(g.title, url(TWINS.group(g.id)))}: ${groupNote(g)}`).join('\n'),
      ];
      const apis = model.apis.length > 0 ? ['## APIs', apiList(model, url)] : [`Base URL of the API: ${code(model.apiBaseUrl)}`];
      const schemes = model.securitySchemes.map((s) => `- ${s.label} (${code(s.id)}): ${oneLine(`${s.howTo} ${s.description}`)}`);
      const auth = schemes.length ? ['## Authentication', schemes.join('\n')] : [];
      return page(
        `# ${oneLine(hero.title)}`,
        oneLine(hero.tagline),
        hero.badges.join(' · '),
        ...apis,
        ...auth,
        ...(pages.length ? pages : groups()),
      );
    },
  };
}

/** A group page's twin: its heading, description and prose, the groups nested in it, then each endpoint in full. */
function groupTwin(site: Site, group: Group, section: string): TwinPage {
  const file = TWINS.group(group.id);
  const { model, index } = site;
  return {
    file,
    title: group.title,
    note: groupNote(group),
    section,
    markdown(url) {
      const facts = [
        `Base URL ${code(group.baseUrl)}`,
        group.basePath ? `base path ${code(group.basePath)}` : '',
        count(group.endpoints.length, 'endpoint'),
      ];
      // The groups nested in it (a section's), each linked to its twin.
      const nested = model.groups.filter((g) => g.parent === group.id);
      const groups = nested.length
        ? ['## Groups', nested.map((g) => `- ${link(g.title, url(TWINS.group(g.id)))}: ${groupNote(g)}`).join('\n')]
        : [];
      const docs = index.endpoints.get(group.id);
      const endpoints = group.endpoints.map((ep) =>
        endpointSection(ep, docs?.get(ep.id), { url, links: site.links, schemes: model.securitySchemes }),
      );
      return page(
        `# ${oneLine(group.heading)}`,
        group.description.trim(),
        index.groupProse.get(group.id) ?? '',
        prose(site, index.groupOverlays.get(group.id), url, { shift: 2 }),
        `${facts.filter(Boolean).join(' · ')}.`,
        ...groups,
        ...endpoints,
      );
    },
  };
}

/** The entities' twin: each entity with its prose, relationships and fields. */
function entitiesTwin(site: Site): TwinPage {
  const { model } = site;
  const names = model.entities.map((e) => e.name);
  const entities = count(names.length, 'entity', 'entities');
  return {
    file: TWINS.entities,
    title: 'Data model',
    note: `${entities}: ${someOf(names)}.`,
    section: 'Data model',
    markdown(url) {
      const entity = (id: string) => model.entities.find((e) => e.id === id);
      const sections = model.entities.map((e) => {
        const doc = site.index.entities.get(e.id);
        const related = e.relationships.flatMap((id) => {
          const other = entity(id);
          return other ? [link(other.name, url(TWINS.entities, entityAnchor(id)))] : [];
        });
        return blocks(
          `## ${oneLine(e.name)}`,
          `Id: ${code(e.id)}${e.className ? ` · class name: ${code(e.className)}` : ''}`,
          e.summary.trim(),
          prose(site, doc, url, { shift: 2 }),
          prose(site, doc?.overlay, url, { shift: 2 }),
          related.length ? `Related: ${related.join(', ')}.` : '',
          treeText(e.schema, { entities: TWINS.entities, url }),
        );
      });
      return page('# Data model', `The ${entities} of the API, each with its fields.`, ...sections);
    },
  };
}

/** The changelog's twin: for each API, what changed from each version to the next, newest first. */
function changelogTwin(site: Site): TwinPage | undefined {
  const apis = site.model.changelog;
  if (!apis) return undefined;
  const severity = { error: '**Breaking:** ', warning: '**May break:** ', note: '' } as const;
  return {
    file: TWINS.changelog,
    title: 'Changelog',
    note: `What changed from each version to the next of ${apis.map((a) => a.title).join(', ')}.`,
    section: 'Changelog',
    markdown(url) {
      const steps = apis.flatMap((api) => [
        `## ${oneLine(api.title)}`,
        ...api.steps.map((step) => {
          const changes = step.operations.reduce((n, op) => n + op.changes.length, 0);
          const ops = step.operations.map((op) => {
            const target = op.href === null ? undefined : site.links.route(op.href);
            const name = code(`${op.method} ${op.path}`);
            const head = target ? link(`${op.method} ${op.path}`, url(target.file, target.fragment)) : name;
            return [`- ${head}`, ...op.changes.map((c) => `  - ${severity[c.severity]}${oneLine(c.message)} (${code(c.rule)})`)].join('\n');
          });
          return blocks(
            `### ${oneLine(step.from)} → ${oneLine(step.to)}`,
            `${count(changes, 'change')}, ${step.breaking} breaking.`,
            ops.join('\n'),
          );
        }),
      ]);
      return page('# Changelog', ...steps);
    },
  };
}

/**
 * The twins of `model`'s pages, in the order `llms.txt` lists them: the
 * landing, the guides and the groups (in the sidebar's order; the groups of
 * each API of a site of several under its name), the entities, the
 * changelog.
 */
export function twinPages(model: SiteModel, index: ContentIndex, links: TwinLinks): TwinPage[] {
  const site: Site = { model, index, links };
  const apis = new Map(
    model.apis.flatMap((api) => api.groups.map((id) => [id, `${api.title}${api.version === null ? '' : ` ${api.version}`}`])),
  );
  const groups = model.groups.map((g) => groupTwin(site, g, apis.get(g.id) ?? 'API reference'));
  const guides = model.guides.pages.map(
    (g): TwinPage => ({
      file: TWINS.guide(g.page),
      title: g.title,
      note: oneLine(g.summary),
      section: model.guides.title,
      markdown: (url) => page(`# ${oneLine(g.title)}`, g.summary.trim(), prose(site, index.guides.get(g.page), url, { top: 2 })),
    }),
  );
  const changelog = changelogTwin(site);
  return [
    landingTwin(site),
    ...(model.guides.position === 'above' ? [...guides, ...groups] : [...groups, ...guides]),
    ...(model.entities.length > 0 ? [entitiesTwin(site)] : []),
    ...(changelog ? [changelog] : []),
  ];
}
