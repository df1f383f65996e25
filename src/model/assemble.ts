/**
 * Assembles the site model from the config and the documents: the inventory
 * decides which endpoints appear, in which group and order. Anything the
 * inventory names but the content lacks is left out here and reported by the
 * inventory rules.
 */
import type { ApiSummary, Endpoint, Entity, Group, PropertyTree, SiteModel, TryIt } from '../shared/site-model.js';
import { apiDocumentFile } from '../shared/page-protocol.js';
import { brandingOf, guidesOf, landingOf } from './pages.js';
import { resolveAsset, resolveMarks } from '../parse/markdown/local-urls.js';
import { markdownRisk } from '../parse/markdown/limits.js';
import { renderMarkdown } from '../parse/markdown/markdown.js';
import { fillPlaceholders } from '../parse/placeholders.js';
import { toEndpoint } from './endpoint.js';
import { schemaOfFields } from '../parse/fields.js';
import { toTree, type TreeContext } from './property-tree.js';
import { resolveAuth, schemesOf } from '../parse/security.js';
import { schemeViews } from './security.js';
import { tryItOf } from './try-it.js';
import { groupRoute } from '../parse/shapes/pages.js';
import type { Config } from '../parse/shapes.js';
import type { ContentIndex } from '../parse/content-index.js';
import type { ApiIndex } from '../parse/api-index.js';
import type { ContentDocument, DocumentBody, EndpointDocument, EntityDocument } from '../parse/documents.js';
import { cacheSection, contentKey, joinedKey, type Session } from '../shared/session.js';

/** What the caller supplies: where assets end up. */
export interface AssembleHooks {
  /** URL in the built site of an asset, given its content-relative path (e.g. `landing/architecture.svg`); '' when there is no such file. */
  assetUrl(rel: string): string;
}

/**
 * Endpoints assembled in earlier runs of a session that runs follow, by
 * endpoint key, with the key of their group and the URLs of the assets their
 * body references: reused while those are the same, so a rebuild assembles
 * only what changed.
 */
const ENDPOINTS = cacheSection('model/endpoints', 'memory');

/** An endpoint kept in {@link ENDPOINTS}. */
interface KeptEndpoint {
  group: string;
  endpoint: Endpoint;
  assets: [rel: string, url: string][];
}

/**
 * The content keys of a site model's groups and endpoints, in the model's
 * order: `groups[g]` covers what every endpoint of `groups[g]` reads besides
 * its document (the group, the API base URL, the counts, the auth settings,
 * the entities), and `endpoints[g][e]` the document of
 * `groups[g].endpoints[e]` and its overlay. Equal keys, equal endpoints:
 * later stages key what they make of them on these.
 */
export interface ModelKeys {
  groups: string[];
  endpoints: string[][];
}

/** A site model and its {@link ModelKeys}. */
export interface Assembled {
  model: SiteModel;
  keys: ModelKeys;
}

/** An API of a site of several as the switcher, the landing and the twins name it. */
/**
 * The prose of a group made from an OpenAPI document's tag of prose
 * (`x-traitTag`) as sanitized HTML, rendered as the document's prose is
 * (its highest heading an `<h2>`, under the page's heading); '' for text
 * the Markdown parser refuses (`markdownRisk`).
 */
const proseHtml = (markdown: string): string =>
  markdown && !markdownRisk(markdown) ? renderMarkdown(markdown, { spec: true, anchors: true }).html : '';

const apiSummary = (api: ApiIndex): ApiSummary => ({
  id: api.id,
  title: api.title,
  version: api.version ?? null,
  infoVersion: api.infoVersion,
  baseUrl: api.baseUrl,
  openapi: apiDocumentFile(api.prefix),
  groups: api.groups,
});

/**
 * Builds the {@link SiteModel} from the config and the lookups of a load,
 * with the APIs of `openapi:` (`apis`) for the switcher of a site of several.
 * Pure apart from the hooks and the session's cache; never throws. Counts in
 * `stats` are what the model holds: computed, never typed.
 */
export function assemble(
  config: Config,
  index: ContentIndex,
  session: Session,
  hooks: AssembleHooks,
  apis: readonly ApiIndex[] = [],
): Assembled {
  const kept = session.section(ENDPOINTS);
  const listed = config.groups.map((g) => {
    const folder = index.endpoints.get(g.id);
    return { group: g, docs: folder ? g.endpoints.flatMap((id) => folder.get(id) ?? []) : [] };
  });
  const entityList = config.entities.flatMap((id) => index.entities.get(id) ?? []);
  const stats = index.stats;
  /** Each listed entity's written schema (its `schema`, else its fields). */
  const entitySchemas = new Map(entityList.map((doc) => [doc.id, doc.data.schema ?? schemaOfFields(doc.data.fields)]));
  /** The HTML of a document's descriptions (and its overlay's) that hold Markdown, by text; undefined when it has none. */
  const renderedIn = (doc: ContentDocument & { overlay?: DocumentBody | undefined }) => {
    const rendered = [doc.descriptions, doc.overlay?.descriptions].filter((m): m is Record<string, string> => m !== undefined);
    return rendered.length === 0 ? undefined : (text: string) => rendered.find((m) => Object.hasOwn(m, text))?.[text];
  };
  const tree: TreeContext = {
    schemaOf: (id) => entitySchemas.get(id),
    nameOf: (id) => index.entities.get(id)?.data.name,
    inside: [],
    describeIn: (id) => {
      const doc = index.entities.get(id);
      return doc && renderedIn(doc);
    },
  };
  /** The tree context of a document's schemas: its descriptions that hold Markdown, rendered. */
  const describing = (doc: ContentDocument & { overlay?: DocumentBody | undefined }): TreeContext => {
    const describe = renderedIn(doc);
    return describe ? { ...tree, describe } : tree;
  };
  const schemes = schemesOf(config);
  const html = (doc: ContentDocument, assetUrl = hooks.assetUrl) =>
    fillPlaceholders(
      resolveMarks(doc.html, (written) => {
        try {
          return assetUrl(resolveAsset(doc.rel, decodeURI(written)));
        } catch {
          return '';
        }
      }),
      stats,
    );

  // What endpoints read besides their documents: the base URL, the counts, the auth settings and the entities (names and schemas).
  const siteKey = contentKey(
    config.apiBaseUrl,
    JSON.stringify(stats),
    JSON.stringify(config.auth),
    ...[...index.entities].flatMap(([id, doc]) => [id, doc.key]),
    ...entityList.map((doc) => doc.id),
  );
  /** The key of the endpoint of `doc` (see {@link ModelKeys}): its document's key, joined with its overlay's when it has one. */
  const keyOf = (doc: EndpointDocument) => (doc.overlay ? joinedKey(doc.key, doc.overlay.key) : doc.key);
  /** The endpoint of `doc` in group `groupId`, whose keys are `key` and `group`. */
  const endpointOf = (doc: EndpointDocument, groupId: string, key: string, group: string): Endpoint => {
    const known = kept.get(key) as KeptEndpoint | undefined;
    // Asking for the URLs again also adds the assets to the output, as a fresh assembly would.
    if (known?.group === group && known.assets.every(([rel, url]) => hooks.assetUrl(rel) === url)) return known.endpoint;
    const assets: [string, string][] = [];
    const track = (rel: string) => {
      const url = hooks.assetUrl(rel);
      assets.push([rel, url]);
      return url;
    };
    // An overlay's prose follows the description of the operation it adds to.
    const body = html(doc, track) + (doc.overlay ? html(doc.overlay, track) : '');
    const security = resolveAuth(doc.data.auth, config).requirements;
    const endpoint = toEndpoint(doc, { groupId, html: body, security, tree: describing(doc) });
    kept.set(key, { group, endpoint, assets } satisfies KeptEndpoint);
    return endpoint;
  };
  const keys: ModelKeys = { groups: [], endpoints: [] };
  /** The API of group `id` on a site of several APIs; none on a site of one (whose `apiBaseUrl` pamdocs.yaml may set). */
  const apiOf = (id: string): ApiIndex | undefined => (apis.length > 1 ? apis.find((a) => a.groups.includes(id)) : undefined);
  /** The base URL the request samples of group `id` call: its API's own on a site of several, else `apiBaseUrl`. */
  const baseUrlOf = (id: string): string => apiOf(id)?.baseUrl ?? config.apiBaseUrl;
  /** The Try it console of group `id` (its API's `tryIt`, else the site's) whose endpoints are `endpoints`; undefined when off. */
  const consoleOf = (id: string, endpoints: readonly Endpoint[]): TryIt | undefined => {
    const api = apis.find((a) => a.groups.includes(id));
    const used = new Set(endpoints.flatMap((e) => e.security.flatMap((r) => r.map((s) => s.scheme))));
    return tryItOf({
      config: api?.tryIt ?? config.tryIt,
      servers: api && api.servers.length > 0 ? api.servers : [{ url: baseUrlOf(id), description: '', variables: [] }],
      schemes: new Map([...schemes].filter(([scheme]) => used.has(scheme))),
      site: config.siteTitle,
      api: api?.id ?? '',
    });
  };
  const groups: Group[] = listed.map(({ group, docs }) => {
    const groupKey = contentKey(group.id, siteKey);
    const endpointKeys = docs.map(keyOf);
    keys.groups.push(groupKey);
    keys.endpoints.push(endpointKeys);
    const endpoints = docs.map((doc, i) => endpointOf(doc, group.id, endpointKeys[i]!, groupKey));
    const tryIt = consoleOf(group.id, endpoints);
    return {
      id: group.id,
      title: group.title,
      route: groupRoute(group),
      ...(group.parent !== undefined ? { parent: group.parent } : {}),
      ...(group.externalDocs ? { externalDocs: group.externalDocs } : {}),
      heading: group.heading ?? group.title,
      basePath: group.basePath ?? '',
      // A group of prose (an OpenAPI document's x-traitTag) shows its Markdown rendered instead of its description.
      description: index.groupProse.has(group.id) ? '' : (group.description ?? ''),
      html: index.groupOverlays.has(group.id) ? html(index.groupOverlays.get(group.id)!) : proseHtml(index.groupProse.get(group.id) ?? ''),
      open: group.open,
      baseUrl: baseUrlOf(group.id),
      endpoints,
      links: [],
      ...(tryIt ? { tryIt } : {}),
    };
  });
  // A group's `also` lists endpoints of the other groups of its API (ids repeat across the versions of an API);
  // an id none of them has is left out.
  listed.forEach(({ group }, g) => {
    const mates = apis.find((api) => api.groups.includes(group.id))?.groups;
    const others = groups.filter((h) => h.id !== group.id && (!mates || mates.includes(h.id)));
    groups[g]!.links = (group.also ?? []).flatMap((id) => {
      const ep = others.flatMap((h) => h.endpoints).find((e) => e.id === id);
      return ep ? [{ id, groupId: ep.groupId, title: ep.title, method: ep.method, path: ep.path }] : [];
    });
  });

  /**
   * The tree of an entity's schema, its description left out when the entity's text says it (a component schema's
   * description is its entity's summary and body, unless the body renders to nothing: raw HTML is dropped).
   */
  const entityTree = (doc: EntityDocument): PropertyTree => {
    const tree = toTree(entitySchemas.get(doc.id)!, { ...describing(doc), inside: [doc.id] });
    const text = tree.description?.trim();
    const said = text !== undefined && (doc.data.summary?.trim() === text || (doc.markdown.trim() === text && doc.html.trim() !== ''));
    if (!said) return tree;
    const { description: _description, descriptionHtml: _html, ...rest } = tree;
    return rest;
  };
  const used = new Set(groups.flatMap((g) => g.endpoints.flatMap((e) => e.security.flatMap((r) => r.map((s) => s.scheme)))));
  const entities: Entity[] = entityList.map((doc) => ({
    id: doc.id,
    name: doc.data.name,
    className: doc.data.className ?? '',
    summary: doc.data.summary ?? '',
    schema: entityTree(doc),
    relationships: doc.data.relationships,
    html: html(doc) + (doc.overlay ? html(doc.overlay) : ''),
    file: doc.rel,
  }));

  const asset = (rel: string | undefined) => (rel === undefined ? '' : hooks.assetUrl(rel));
  const model: SiteModel = {
    // A site of one API needs no switcher.
    apis: apis.length > 1 ? apis.map(apiSummary) : [],
    hero: {
      siteTitle: config.siteTitle,
      title: config.hero.title,
      tagline: config.hero.tagline,
      badges: config.hero.badges.map((b) => fillPlaceholders(b, stats)),
      button: { label: config.hero.button.label, to: config.hero.button.to ?? groups[0]?.route ?? '/' },
      logo: asset(config.logo),
    },
    apiBaseUrl: config.apiBaseUrl,
    securitySchemes: schemeViews([...schemes].filter(([id]) => used.has(id))),
    groups,
    entities,
    landing: landingOf(config, index, html),
    guides: guidesOf(config, index, html),
    sidebar: { openCurrent: config.sidebar.openCurrent },
    branding: brandingOf(config, hooks.assetUrl),
    stats,
  };
  return { model, keys };
}
