/**
 * The site model: the single contract between the Node side (`src/`) and the
 * React template (`templates/site/`). Both import these types; nothing here may
 * import Node or browser APIs.
 *
 * Data flows one way (DESIGN.md): sources -> documents -> site model ->
 * diagnostics -> rendered -> output. The types below are the "site model" and
 * the two payloads the built site loads: the {@link SiteIndex} (landing page and
 * sidebar) and one {@link GroupPage} per group, loaded when its route opens.
 */

/** HTTP methods an operation may use (RFC 9110 §9 plus PATCH, RFC 5789). */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
/** One of {@link HTTP_METHODS}. */
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Where a parameter travels. `path`, `query`, `header` and `cookie` are the
 * OpenAPI 3.1 locations; `body` is a named value sent as the request body
 * (the PAM source documents several such parameters).
 */
export const PARAMETER_LOCATIONS = ['path', 'query', 'header', 'cookie', 'body'] as const;
/** One of {@link PARAMETER_LOCATIONS}. */
export type ParameterLocation = (typeof PARAMETER_LOCATIONS)[number];

/** How a caller authenticates: a bearer JWT ('Auth Required', SPEC.md §6) or nothing. */
export const AUTH_SCHEMES = ['bearer', 'none'] as const;
/** One of {@link AUTH_SCHEMES}. */
export type AuthScheme = (typeof AUTH_SCHEMES)[number];

/** A parameter of an operation. */
export interface Parameter {
  name: string;
  in: ParameterLocation;
  /** Type as a writer names it: `string`, `integer`, `boolean`, `File`, `string[]`… */
  type: string;
  required: boolean;
  /** Plain text. */
  description: string;
}

/** A top-level field of a request body. */
export interface BodyField {
  name: string;
  type: string;
  required: boolean;
  /** Plain text. */
  description: string;
}

/** The request body of an operation. */
export interface RequestBody {
  /** MIME type, e.g. `application/json` or `multipart/form-data`. */
  contentType: string;
  /** Plain text. */
  description: string;
  fields: BodyField[];
  /** The example body exactly as written, or null. */
  example: string | null;
  /** The example highlighted at build time when it is JSON, else null (shown as text). */
  exampleHtml: string | null;
}

/** A documented successful response. */
export interface ResponseCase {
  /** HTTP status code, 100-599. */
  status: number;
  /** Plain text. */
  description: string;
  /** MIME type of the example, or null when the body is not typed. */
  contentType: string | null;
  /** The example body exactly as written, or null. */
  example: string | null;
  /** The example highlighted at build time when it is JSON, else null (shown as text). */
  exampleHtml: string | null;
}

/** A documented error (SPEC.md §8). */
export interface ErrorCase {
  /** HTTP status code, 100-599. */
  status: number;
  /** The error string the platform returns, or null when it returns no text. */
  message: string | null;
  /** When it happens, in plain text. */
  description: string;
  /** The example body exactly as written, or null. */
  example: string | null;
  /** The example highlighted at build time when it is JSON, else null (shown as text). */
  exampleHtml: string | null;
}

/** Languages of the code samples, in switcher order (curl, fetch, requests, java.net.http). */
export const SAMPLE_LANGUAGES = ['curl', 'javascript', 'python', 'java'] as const;

export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number];

/** A generated request in one language (see `src/render/samples.ts`). */
export interface CodeSample {
  language: SampleLanguage;
  /** Switcher label, e.g. "Python". */
  label: string;
  /** The code, as copied. */
  code: string;
  /** The code highlighted at build time: escaped text in `hljs-*` spans. */
  html: string;
}

/** One API operation: one Markdown file under `content/endpoints/<group>/`. */
export interface Endpoint {
  /** Anchor id on the group page: the file name without `.md`. */
  id: string;
  /** Id of the group that lists it. */
  groupId: string;
  /** Sidebar label and card title. */
  title: string;
  /** One sentence, plain text. */
  summary: string;
  method: HttpMethod;
  /** Full path with `{name}` placeholders, e.g. `/api/auth/dependent/{membershipId}`. */
  path: string;
  auth: AuthScheme;
  /** Roles the platform requires beyond a valid token (e.g. USER, AGENT); empty when any token will do. */
  roles: string[];
  parameters: Parameter[];
  requestBody: RequestBody | null;
  responses: ResponseCase[];
  errors: ErrorCase[];
  /** Ids of the data-model entities this operation reads or writes. */
  entities: string[];
  /** The request in each of {@link SAMPLE_LANGUAGES}, in that order. */
  samples: CodeSample[];
  /** The Markdown body rendered to sanitized HTML. */
  html: string;
  /** Source file, relative to the content folder, with `/` separators. */
  file: string;
}

/** A sidebar group: one route of the site. */
export interface Group {
  /** Stable id; also the route without its leading `/`. */
  id: string;
  title: string;
  /** Hash route, e.g. `/primary-user` (SPEC.md §2). */
  route: string;
  /** Page heading, e.g. "Primary User Controller". */
  heading: string;
  /** Base path of its operations, e.g. `/api/auth`. */
  basePath: string;
  /** Plain-text description shown under the heading. */
  description: string;
  /** Whether its sidebar section starts open (SPEC.md §2: only Primary User). */
  open: boolean;
  endpoints: Endpoint[];
}

/** A field of a data-model entity. */
export interface EntityField {
  name: string;
  /** Type as a writer names it, e.g. `string`, `number`, `string[]`, `Drug`. */
  type: string;
  /** Plain text. */
  description: string;
}

/** An entity of the data model (SPEC.md §3): one file under `content/entities/`. */
export interface Entity {
  /** The file name without `.md`; what endpoints reference. */
  id: string;
  /** Display name, e.g. "Pharmacy store". */
  name: string;
  /** Class name in the platform's code, e.g. `PharmaStores`. */
  className: string;
  /** Plain text. */
  summary: string;
  fields: EntityField[];
  /** Ids of related entities. */
  relationships: string[];
  /** The Markdown body rendered to sanitized HTML. */
  html: string;
  file: string;
}

/** A named item with points, used across the landing tabs. */
export interface PointList {
  name: string;
  points: string[];
}

/** A core feature on the Features tab. */
export interface Feature {
  title: string;
  /** Who uses it, e.g. ["patients", "admins"]. */
  audience: string[];
  points: string[];
}

/** A data flow on the Architecture tab (SPEC.md §2). */
export interface DataFlow {
  name: string;
  /** Plain text. */
  description: string;
  /** Ordered hops, e.g. ["User", "Frontend (Signup Form)", …]. */
  steps: string[];
}

/** A row of the layer table on the Architecture tab. */
export interface Layer {
  layer: string;
  technology: string;
  responsibilities: string[];
}

/** A role flow on the UI Overview tab (SPEC.md §2, platform pages). */
export interface RoleFlow {
  role: string;
  pages: string[];
  capabilities: string[];
  journey: string[];
}

/** A titled section of items, used by the Data Model and UI Overview tabs. */
export interface Section {
  title: string;
  items: PointList[];
}

/** The Features tab. */
export interface FeaturesTab {
  title: string;
  html: string;
  features: Feature[];
}

/** The Architecture tab. */
export interface ArchitectureTab {
  title: string;
  html: string;
  /** Relative URL of the diagram asset in the built site, with its alt text. */
  diagram: { src: string; alt: string };
  principles: PointList[];
  flows: DataFlow[];
  layers: Layer[];
}

/** The Data Model tab; its entities are {@link SiteModel.entities}. */
export interface DataModelTab {
  title: string;
  html: string;
  sections: Section[];
}

/** The UI Overview tab. */
export interface UiOverviewTab {
  title: string;
  html: string;
  /** Header links of the platform (SPEC.md §2). */
  headerLinks: string[];
  sections: Section[];
  roles: RoleFlow[];
}

/** The four landing tabs, in display order. */
export interface Landing {
  features: FeaturesTab;
  architecture: ArchitectureTab;
  dataModel: DataModelTab;
  uiOverview: UiOverviewTab;
}

/** Counts the site states, always computed from the content (DESIGN.md, Content model). */
export interface SiteStats {
  endpoints: number;
  entities: number;
  features: number;
  groups: number;
}

/** The landing header and hero. */
export interface Hero {
  /** Site title in the header, e.g. "Developer & Platform Docs". */
  siteTitle: string;
  title: string;
  /** Plain text. */
  tagline: string;
  /** Short badges after the counts, e.g. "HIPAA Compliant". */
  badges: string[];
}

/** Everything the content says, resolved and rendered. */
export interface SiteModel {
  hero: Hero;
  /** Base URL of the documented API (`apiBaseUrl` in pamdocs.yaml): what code samples and openapi.json's server name. */
  apiBaseUrl: string;
  groups: Group[];
  entities: Entity[];
  landing: Landing;
  stats: SiteStats;
}

/** A sidebar entry: one endpoint of a group. */
export interface SidebarEntry {
  /** Anchor id; the entry links to `#<route>?scroll=<anchor>`. */
  anchor: string;
  title: string;
  method: HttpMethod;
}

/** A sidebar group as the landing page and sidebar need it (no endpoint bodies). */
export interface SidebarGroup {
  id: string;
  title: string;
  route: string;
  open: boolean;
  entries: SidebarEntry[];
  /** Relative URL of the script that delivers this group's {@link GroupPage}. */
  asset: string;
}

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
  /** Key `entities`, payload `Entity[]`: loaded by the Data Model tab. */
  entities: string;
  /** Key `errors`, payload {@link ErrorCatalogue}: loaded by the error catalogue route. */
  errors: string;
  /** Key `search`, payload {@link SearchData}: loaded when the search dialog first opens. */
  search: string;
  /** The search library (MiniSearch), a template script that sets `window[SEARCH_RUNTIME]`. */
  searchRuntime: string;
}

/** The payload every page loads first: header, landing tabs, sidebar. */
export interface SiteIndex {
  hero: Hero;
  stats: SiteStats;
  groups: SidebarGroup[];
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
}

/** The error catalogue route: every documented error of every endpoint, by status then message. */
export interface ErrorCatalogue {
  errors: CatalogueError[];
}

/** Kinds of search documents. */
export type SearchKind = 'endpoint' | 'entity';

/** What a search result shows and where it leads (stored with the index, so no other lookup is needed). */
export interface SearchHit {
  kind: SearchKind;
  title: string;
  /** The method of an endpoint; null for an entity. */
  method: HttpMethod | null;
  /** The path of an endpoint; the class name of an entity. */
  detail: string;
  /** The group title for an endpoint; "Data model" for an entity. */
  section: string;
  /** In-site location with the scroll target, e.g. `/cart?scroll=get-user-cart` or `/?tab=data-model&scroll=entity-drug`. */
  to: string;
}

/** The search script's payload: a MiniSearch index serialized at build time (`MiniSearch.toJSON()`). */
export interface SearchData {
  /** The JSON of the MiniSearch index; its stored fields are those of {@link SearchHit}. */
  index: string;
}

/** The payload of one group route, loaded when the route opens. */
export interface GroupPage {
  id: string;
  heading: string;
  description: string;
  basePath: string;
  endpoints: Endpoint[];
}

/**
 * Global the index script assigns (`window[INDEX_GLOBAL] = SiteIndex`).
 * Scripts, not JSON fetches, carry the data so the site works over `file://`.
 */
export const INDEX_GLOBAL = '__PAMDOCS_INDEX__';

/**
 * Function every on-demand data script calls: `window[DATA_CALLBACK](key, payload)`.
 * Keys: `group:<id>` ({@link GroupPage}) and those of {@link DataAssets}.
 */
export const DATA_CALLBACK = '__pamdocsData';

/** Global the search runtime script sets to the MiniSearch class. */
export const SEARCH_RUNTIME = '__pamdocsMiniSearch';

/** Hash route of the error catalogue; no group may use it (rule `inventory/invalid-route`). */
export const ERRORS_ROUTE = '/errors';

/** The MiniSearch options of {@link SEARCH_OPTIONS}. */
export interface SearchOptions {
  /** Fields indexed. */
  fields: string[];
  /** Fields stored with each document: those of {@link SearchHit}. */
  storeFields: string[];
  /** Query defaults: prefix matches, typo tolerance (edit distance up to 20 % of a term), titles weigh most. */
  searchOptions: { prefix: boolean; fuzzy: number; boost: Record<string, number> };
}

/** One set of MiniSearch options for the index built at build time and the dialog that loads and queries it. */
export const SEARCH_OPTIONS: SearchOptions = {
  fields: ['title', 'method', 'detail', 'params', 'text'],
  storeFields: ['kind', 'title', 'method', 'detail', 'section', 'to'],
  searchOptions: { prefix: true, fuzzy: 0.2, boost: { title: 3, detail: 2, params: 1.5 } },
};

/**
 * Function the site exposes for `pamdocs serve --watch`: `window[LIVE_UPDATE](indexScriptUrl, groupsByRoute, payloadsByScriptUrl)`
 * loads the new index and re-renders the open page in place (same route, same scroll).
 */
export const LIVE_UPDATE = '__pamdocsLiveUpdate';

/** The OpenAPI 3.1 document `build` writes at the root of the site, linked from the landing header. */
export const OPENAPI_FILE = 'openapi.json';
