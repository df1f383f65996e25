/**
 * The page protocol: what the built site's scripts deliver to the React
 * template and how (window globals and callbacks), the routes the site
 * itself owns, and the search options both sides share (`./search-protocol.ts`,
 * re-exported here, as the sidebar's groups of `./sidebar-protocol.ts` are). The template and the emit stage (`src/emit/site-files.ts`)
 * both import it; nothing here may import Node or browser APIs.
 */
import type {
  ApiChangelog,
  ApiSummary,
  Branding,
  Endpoint,
  ExternalDocs,
  Entity,
  Guide,
  Guides,
  Hero,
  HttpMethod,
  Landing,
  SecurityScheme,
  SiteStats,
  TryIt,
} from './site-model.js';

export { MAX_HIGHLIGHTED_CHARS, SAMPLES_RUNTIME, type SampleRequest, type SamplesRuntime } from './samples-protocol.js';
export { REDIRECT_PAGE, SIGN_IN_CHANNEL, SIGN_IN_WINDOW, type SignInCallback, type SignInResult } from './sign-in-protocol.js';
export {
  rankHits,
  SEARCH_OPTIONS,
  SEARCH_RUNTIME,
  searchTerm,
  type SearchData,
  type SearchDocument,
  type SearchHit,
  type SearchKind,
  type SearchOptions,
} from './search-protocol.js';
import type { SidebarGroup } from './sidebar-protocol.js';
export type { SidebarEntry, SidebarGroup, SidebarLink } from './sidebar-protocol.js';

/** A guide as the sidebar needs it (its page arrives with its own script). */
export interface SidebarGuide {
  page: string;
  title: string;
  /** `/guides/<page>`. */
  route: string;
  /** Relative URL of the script that delivers its {@link GuidePage} under the key `guide:<page>`. */
  asset: string;
}

/** The guides section of the sidebar. */
export interface SidebarGuides extends Omit<Guides, 'pages'> {
  pages: SidebarGuide[];
}

/** The payload of one guide route. */
export type GuidePage = Omit<Guide, 'file'>;

/** An entity as the index names it (the full {@link Entity} arrives with the entities script). */
export interface EntitySummary {
  id: string;
  name: string;
}

/**
 * Relative URLs of the data scripts a page loads on demand; each calls
 * `window[DATA_CALLBACK](key, payload)` with the key given below.
 */
export interface DataAssets {
  /** Key `entities`, payload `Entity[]`: loaded by the entities block or the schemas route. */
  entities: string;
  /** Key `errors`, payload {@link ErrorCatalogue}: loaded by the error catalogue route. */
  errors: string;
  /** Key `search`, payload {@link SearchData}: loaded when the search dialog first opens. */
  search: string;
  /** Key `changelog`, payload {@link ChangelogPage}: loaded by the changelog route; absent when the site has no changelog. */
  changelog?: string;
  /** The search library (MiniSearch), a template script that sets `window[SEARCH_RUNTIME]`. */
  searchRuntime: string;
  /** The samples runtime, a template script that sets `window[SAMPLES_RUNTIME]` ({@link SamplesRuntime}); loaded when a card's samples first come into view. */
  samplesRuntime: string;
  /** Key {@link TRY_IT_KEY}: the template's Try it console script, loaded when a reader first opens a console; absent when no group has one. */
  tryIt?: string;
  /**
   * Key {@link DOCS_KEY}: the template's docs script, the screens only the API
   * reference needs (group pages, guides, the error catalogue, the entity
   * list, the changelog), split off the app so the landing loads less; loaded when one is
   * first shown, or when the landing is idle.
   */
  docs: string;
}

/** The data key under which the docs script delivers its screens (a template script: its payload is code, not data). */
export const DOCS_KEY = 'docs';

/** The data key under which the Try it console script delivers its component. */
export const TRY_IT_KEY = 'try-it';

/**
 * The page's scripts, which index.html hands its head script (JSON in the
 * {@link PAGE_SCRIPTS} attribute of its tag) rather than listing them as
 * tags: on the landing the head script runs them after the first paint, so
 * they do not compete with it; on a deep link it fetches them, with what the
 * route needs, at once (docs/guides/site.md, The landing page).
 */
export interface PageScripts {
  /** The scripts to run, in order, once the page is parsed: the index data, the app, and the dev server's live reload. */
  run: string[];
  /** The docs script ({@link DataAssets.docs}): a deep link fetches it at once. */
  docs: string;
  /** The data script of each route that has one, by route (`/cart`, `/guides/setup`, `/errors`): a deep link to it fetches it at once. */
  routes: Record<string, string>;
}

/** The attribute of the head script's tag that holds the {@link PageScripts}. */
export const PAGE_SCRIPTS = 'data-scripts';

/** The payload every page loads first: header, landing pages, sidebar. */
export interface SiteIndex {
  hero: Hero;
  branding: Branding;
  stats: SiteStats;
  /** The security schemes the endpoints use (their cards name them). */
  securitySchemes: SecurityScheme[];
  groups: SidebarGroup[];
  /** The APIs of a site that shows several (the sidebar switches between them); empty otherwise. */
  apis: ApiSummary[];
  guides: SidebarGuides;
  /** How the sidebar follows the reader (`SiteModel.sidebar`). */
  sidebar: { openCurrent: boolean };
  entities: EntitySummary[];
  landing: Landing;
  assets: DataAssets;
}

/** One documented error of one endpoint, as the error catalogue lists it. */
export interface CatalogueError {
  status: number;
  message: string;
  description: string;
  /** Reason phrase of the status (RFC 9110), e.g. "Not Found"; '' when it has none. */
  statusText: string;
  /** In-site location of the endpoint, e.g. `/cart?scroll=get-user-cart`. */
  to: string;
  /** The endpoint's title. */
  title: string;
  method: HttpMethod;
  path: string;
  /**
   * The id of its row when it is the first of its entry (the rows of one
   * status, message and description, adjacent), which `/errors?scroll=<anchor>`
   * and the search's result lead to; absent on the entry's other rows.
   */
  anchor?: string;
}

/** The error catalogue route: every documented error of every endpoint, by status then message. */
export interface ErrorCatalogue {
  errors: CatalogueError[];
}

/** The payload of one group route, loaded when the route opens. */
export interface GroupPage {
  id: string;
  heading: string;
  description: string;
  /** Prose under the heading, sanitized HTML; empty when none. */
  html: string;
  basePath: string;
  /** A link under the heading (`Group.externalDocs`); absent when none. */
  externalDocs?: ExternalDocs;
  /** The base URL the request samples call (`apiBaseUrl`: absolute http(s), no trailing slash). */
  baseUrl: string;
  /** The group's Try it console and the servers it sends to; absent when it has none. */
  tryIt?: TryIt;
  /** The first endpoints, or all of them. */
  endpoints: Endpoint[];
  /**
   * A big group's other endpoints, in order: paths of data scripts, the n-th
   * (from 1) delivering a {@link GroupChunk} under {@link groupChunkKey}; absent when
   * `endpoints` holds them all (src/emit/group-script.ts).
   */
  more?: string[];
}

/** Endpoints of a big group beyond those of its {@link GroupPage}. */
export interface GroupChunk {
  endpoints: Endpoint[];
}

/** The data key of the n-th (from 1) further script of group `id`. */
export const groupChunkKey = (id: string, n: number): string => `group:${id}:${n}`;

/**
 * Global the index script assigns (`window[INDEX_GLOBAL] = SiteIndex`).
 * Scripts, not JSON fetches, carry the data so the site works over `file://`.
 */
export const INDEX_GLOBAL = '__PAMDOCS_INDEX__';

/**
 * Function every on-demand data script calls: `window[DATA_CALLBACK](key, payload)`.
 * Keys: `group:<id>` ({@link GroupPage}), `group:<id>:<n>` ({@link GroupChunk}), `guide:<page>` ({@link GuidePage}) and those of {@link DataAssets}.
 */
export const DATA_CALLBACK = '__pamdocsData';

/** Hash route of the error catalogue; no group may use it (rule `inventory/invalid-route`). */
export const ERRORS_ROUTE = '/errors';

/** The changelog route's payload: what changed between the versions of each API of several (docs/guides/site.md, The changelog). */
export interface ChangelogPage {
  apis: ApiChangelog[];
}

/** Hash route of the changelog, on a site whose pamdocs.yaml lists versions of one API. */
export const CHANGELOG_ROUTE = '/changelog';

/** Hash route of the entity list, shown when no landing page holds the entities block. */
export const SCHEMAS_ROUTE = '/schemas';

/** Hash route under which the guides live: `#/guides/<page>`. */
export const GUIDES_ROUTE = '/guides';

/** Routes the site itself owns, with what each shows: no group may take one (rule `inventory/invalid-route`). */
export const RESERVED_ROUTES: ReadonlyMap<string, string> = new Map([
  ['/', 'the landing page'],
  [ERRORS_ROUTE, 'the error catalogue'],
  [SCHEMAS_ROUTE, 'the entity list'],
  [GUIDES_ROUTE, 'the guides'],
  [CHANGELOG_ROUTE, 'the changelog'],
]);

/** The anchor of an entity's card, e.g. `entity-drug`. */
export const entityAnchor = (entityId: string): string => `entity-${entityId}`;

/**
 * Where the site shows the entities: the landing page holding the entities
 * block (its tab, under `layout: tabs`), else {@link SCHEMAS_ROUTE}. `to` is
 * a route with a query, without the scroll target; `title` names the page.
 */
export function entityPage(landing: Landing): { to: string; title: string } {
  const page = landing.pages.find((p) => p.id === landing.entitiesPage);
  if (!page) return { to: SCHEMAS_ROUTE, title: 'Schemas' };
  return { to: landing.layout === 'tabs' ? `/?tab=${encodeURIComponent(page.id)}` : '/', title: page.title };
}

/** The in-site location of an entity's card: {@link entityPage} with `scroll=<anchor>`. */
export function entityLocation(landing: Landing, entityId: string): string {
  const { to } = entityPage(landing);
  return `${to}${to.includes('?') ? '&' : '?'}scroll=${encodeURIComponent(entityAnchor(entityId))}`;
}

/**
 * Function the site exposes for `pamdocs serve --watch`: `window[LIVE_UPDATE](indexScriptUrl, groupsByRoute, payloadsByScriptUrl)`
 * loads the new index and re-renders the open page in place (same route, same scroll).
 */
export const LIVE_UPDATE = '__pamdocsLiveUpdate';

/**
 * The OpenAPI 3.1 document `build` writes at the root of the site, linked
 * from the landing header: the site's operations, or on a site of several
 * APIs the first API's (also at {@link apiDocumentFile}).
 */
export const OPENAPI_FILE = 'openapi.json';

/**
 * The OpenAPI 3.1 document of one API of a site of several, at the root of
 * the site: `openapi-<prefix>.json`, its group prefix without the last dash
 * (`openapi-billing.json`, `openapi-petstore-2.json`), unique as the prefixes are.
 */
export const apiDocumentFile = (prefix: string): string => `openapi-${prefix.replace(/-$/, '')}.json`;

/**
 * The Markdown twins of the site's pages (docs/guides/site.md, For machine
 * readers), by path relative to the site root: written by
 * `src/emit/llms/`, fetched by the page's "Copy page as Markdown" button.
 * Group pages sit in a folder of their own, so no group id can take the
 * name of another twin.
 */
export const TWINS = {
  /** The landing page (hero, landing pages, or the groups). */
  landing: 'md/index.md',
  /** The entities: the data model. */
  entities: 'md/entities.md',
  /** The changelog, on a site that has one. */
  changelog: 'md/changelog.md',
  /** A group's page: its endpoints, each in full. */
  group: (groupId: string): string => `md/api/${groupId}.md`,
  /** A guide, by page (its path under `guides/` without `.md`, `/` kept: `md/guides/auth/tokens.md`). */
  guide: (page: string): string => `md/guides/${page}.md`,
} as const;
