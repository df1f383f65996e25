/**
 * The site model: everything the content says, resolved and rendered, as
 * plain data. The model stage assembles it (`src/model/assemble.ts`), the
 * emit stage lays it out as files, and the React template
 * (`templates/site/`) renders the parts the page protocol
 * (`./page-protocol.ts`) delivers. Nothing here may import Node or browser
 * APIs: both sides import these types.
 */
import type { JsonValue, PropertyTree } from './property-tree.js';

import type { ApiChangelog } from './site-changelog.js';
import type { Branding, Guides, Hero, Landing, SiteStats } from './site-pages.js';
import type { SecurityRequirement, SecurityScheme } from './site-security.js';
import type { TryIt } from './site-servers.js';

export type { JsonValue, PropertyTree } from './property-tree.js';
export type * from './site-changelog.js';
export type * from './site-pages.js';
export type * from './site-security.js';
export {
  allowedOrigins,
  apiOriginsOf,
  connectOriginsOf,
  originOf,
  redirectsToSignIn,
  signInOriginsOf,
  serverOrigins,
  serverUrl,
  MAX_SERVER_ORIGINS,
  type ApiServer,
  type ServerVariable,
  type SignIn,
  type SignInFlow,
  type TryIt,
  type TryItEnvironment,
} from './site-servers.js';

/**
 * The HTTP methods of OpenAPI 3.2's Path Item Object fields: RFC 9110 §9's,
 * PATCH (RFC 5789) and QUERY (draft-ietf-httpbis-safe-method-w-body). An
 * operation may use any other method too ({@link HttpMethod}).
 */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE', 'QUERY'] as const;
/** One of {@link HTTP_METHODS}. */
export type StandardMethod = (typeof HTTP_METHODS)[number];
/**
 * The method of an operation, upper case: one of {@link HTTP_METHODS} or any
 * other name that matches {@link METHOD_TOKEN} (OpenAPI 3.2's
 * `additionalOperations`: `LINK`, `PURGE`…).
 */
export type HttpMethod = StandardMethod | (string & {});
/** An upper-case HTTP method name: an RFC 9110 §5.6.2 token without lower-case letters. */
export const METHOD_TOKEN = /^[A-Z0-9!#$%&'*+.^_`|~-]+$/;

/**
 * Where a parameter travels. `path`, `query`, `header` and `cookie` are the
 * OpenAPI 3.1 locations; `querystring` is OpenAPI 3.2's whole query string
 * as one value (in the media type of the parameter's `contentType`); `body`
 * is a named value sent as the request body (the PAM source documents
 * several such parameters).
 */
export const PARAMETER_LOCATIONS = ['path', 'query', 'querystring', 'header', 'cookie', 'body'] as const;
/** The media type of a `querystring` parameter that names none: an HTML form's, the one OpenAPI 3.2's examples of `querystring` use. */
export const QUERYSTRING_TYPE = 'application/x-www-form-urlencoded';
/** One of {@link PARAMETER_LOCATIONS}. */
export type ParameterLocation = (typeof PARAMETER_LOCATIONS)[number];

/** A parameter of an operation. */
export interface Parameter {
  name: string;
  in: ParameterLocation;
  /** Its schema as a property tree; `schema.type` is the type its row shows after its name. */
  schema: PropertyTree;
  required: boolean;
  deprecated: boolean;
  /** Plain text; empty when none. */
  description: string;
  /** The description as sanitized HTML, when it holds Markdown (rendered at build time): shown instead of the text. */
  descriptionHtml?: string;
  /** An example value, or null. */
  example: JsonValue | null;
  /** The media type the value is serialized in: set for a `querystring` parameter (the whole query string) only. */
  contentType?: string;
}

/** A body in one media type. */
export interface MediaType {
  /** MIME type, e.g. `application/json` or `multipart/form-data`. */
  contentType: string;
  /** The schema of the body as a property tree (of each item, for a stream), or null when none is documented. */
  schema: PropertyTree | null;
  /**
   * For a body that is a stream of items (an item schema, OpenAPI 3.2's sequential media types), what the card says
   * above the item's tree, e.g. "Stream of events (server-sent events). Each event:"; absent for any other body.
   */
  stream?: string;
  /** The example body exactly as written, or null (the page highlights a JSON one). */
  example: string | null;
}

/** The request body of an operation. */
export interface RequestBody {
  /** Plain text; empty when none. */
  description: string;
  /** The description as sanitized HTML, when it holds Markdown (rendered at build time): shown instead of the text. */
  descriptionHtml?: string;
  required: boolean;
  /** The body in each media type it may take, the first the main one; none when it says no media type, schema or example. */
  content: MediaType[];
}

/** A header of a documented response. */
export interface ResponseHeader {
  name: string;
  /** Plain text; empty when none. */
  description: string;
  /** The description as sanitized HTML, when it holds Markdown (rendered at build time): shown instead of the text. */
  descriptionHtml?: string;
  required: boolean;
  schema: PropertyTree;
}

/** A documented response. */
export interface ResponseCase {
  /** HTTP status code (100-599), a class such as `4XX`, or `default`. */
  status: number | string;
  /** Its short line (OpenAPI 3.2 `summary`), shown before the description; empty when none. */
  summary: string;
  /** Plain text; empty when none. */
  description: string;
  /** The description as sanitized HTML, when it holds Markdown (rendered at build time): shown instead of the text. */
  descriptionHtml?: string;
  /** The body in each media type it may come in; empty when it has none documented. */
  content: MediaType[];
  headers: ResponseHeader[];
}

/** A documented error of an operation. */
export interface ErrorCase {
  /** HTTP status code, 100-599. */
  status: number;
  /** The error string the platform returns, or null when it returns no text. */
  message: string | null;
  /** Its short line (OpenAPI 3.2 `summary`), shown before the description; empty when none. */
  summary: string;
  /** When it happens, in plain text; empty when not said. */
  description: string;
  /** The description as sanitized HTML, when it holds Markdown (rendered at build time): shown instead of the text. */
  descriptionHtml?: string;
  /** MIME type of its body, or '' when not said. */
  contentType: string;
  /** The schema of its body as a property tree (of each item, for a stream), or null when not documented. */
  schema: PropertyTree | null;
  /** What the card says above the item's tree of a body that is a stream (see {@link MediaType.stream}). */
  stream?: string;
  /** The example body exactly as written, or null (the page highlights a JSON one). */
  example: string | null;
  /** Headers of the error response. */
  headers: ResponseHeader[];
}

/**
 * A code sample written in the content (`codeSamples` in frontmatter, an
 * operation's `x-codeSamples` or `x-code-samples` in an OpenAPI document),
 * shown before the samples the page generates; its source is text, shown as
 * text (highlighted in the page).
 */
export interface WrittenSample {
  /** Its language as written, e.g. `Python`, `cURL`, `javascript`: the page highlights the ones it knows. */
  lang: string;
  /** Its tab's label: `label` as written, else `lang`. */
  label: string;
  /** The code. */
  source: string;
}

/** One API operation: one Markdown file under `content/endpoints/<group>/`. */
export interface Endpoint {
  /** Anchor id on the group page: the file name without `.md`. */
  id: string;
  /** Id of the group that lists it. */
  groupId: string;
  /** Sidebar label and card title. */
  title: string;
  /** One sentence, plain text; empty when none. */
  summary: string;
  method: HttpMethod;
  /** Full path with `{name}` placeholders, e.g. `/api/auth/dependent/{membershipId}`. */
  path: string;
  /** Its id in `openapi.json`: the `operationId` of the frontmatter, else the file name. */
  operationId: string;
  deprecated: boolean;
  /** The ways to be authorized, any one of which will do; empty when the call is public. */
  security: SecurityRequirement[];
  /** Roles the platform requires beyond valid credentials (e.g. USER, AGENT); empty when any will do. */
  roles: string[];
  parameters: Parameter[];
  requestBody: RequestBody | null;
  responses: ResponseCase[];
  errors: ErrorCase[];
  /** Ids of the data-model entities this operation reads or writes. */
  entities: string[];
  /** Labels shown on its card (a badge, an audience: OpenAPI 3.2 tags of another kind than `nav`); absent when none. */
  labels?: EndpointLabel[];
  /**
   * Code samples written in the content, shown first. The page makes the
   * request samples of every language itself, in the browser, from the
   * endpoint's method, path, parameters, body and security
   * (`templates/site/src/request.ts`), so no build makes or ships them.
   */
  codeSamples: WrittenSample[];
  /** The Markdown body rendered to sanitized HTML. */
  html: string;
  /** Source file, relative to the content folder, with `/` separators. */
  file: string;
}

/** A label of an endpoint: `kind` `badge` shows `title` alone, any other kind (`audience`…) its kind and title. */
export interface EndpointLabel {
  kind: string;
  title: string;
}

/** A link to more about a group, shown under its heading (its tag's `externalDocs`). */
export interface ExternalDocs {
  url: string;
  /** Its text; absent: the address. */
  description?: string;
}

/** An endpoint of another group that a group lists too (`also` of the group in pamdocs.yaml: an operation's other tags). */
export interface EndpointLink {
  /** The endpoint's anchor id in its own group. */
  id: string;
  /** The id of the group whose page has its card. */
  groupId: string;
  title: string;
  method: HttpMethod;
  path: string;
}

/** A sidebar group: one route of the site. */
export interface Group {
  /** Stable id; also the route without its leading `/`. */
  id: string;
  title: string;
  /** Hash route, e.g. `/primary-user` (docs/guides/site.md, Routes). */
  route: string;
  /** The id of the group it is nested in (its sidebar section is inside that group's); absent at the top level. */
  parent?: string;
  /** A link shown under its heading; absent when none. */
  externalDocs?: ExternalDocs;
  /** Page heading, e.g. "Primary User Controller". */
  heading: string;
  /** Base path of its operations, e.g. `/api/auth`; empty when none. */
  basePath: string;
  /** Plain-text description shown under the heading; empty when none. */
  description: string;
  /** Prose shown under the heading, sanitized HTML (an overlay of its tag adds it); empty when none. */
  html: string;
  /** Whether its sidebar section starts open (docs/guides/site.md, Group pages and the sidebar). */
  open: boolean;
  /** The base URL its request samples call (absolute http(s), no trailing slash): its API's first server on a site of several APIs, else `apiBaseUrl`. */
  baseUrl: string;
  endpoints: Endpoint[];
  /** Endpoints of other groups it lists too, after its own, each linking to its card; empty when none. */
  links: EndpointLink[];
  /** Its endpoints' Try it console and the servers it sends to (pamdocs.yaml `tryIt`); absent when off. */
  tryIt?: TryIt;
}

/** An entity of the data model: one file under `content/entities/`. */
export interface Entity {
  /** The file name without `.md`; what endpoints reference. */
  id: string;
  /** Display name, e.g. "Pharmacy store". */
  name: string;
  /** Class name in the platform's code, e.g. `PharmaStores`; empty when none. */
  className: string;
  /** Plain text; empty when none. */
  summary: string;
  /** The schema of its data, as a property tree. */
  schema: PropertyTree;
  /** Ids of related entities. */
  relationships: string[];
  /** The Markdown body rendered to sanitized HTML. */
  html: string;
  file: string;
}

/**
 * One API of a site that shows several (entries of `openapi:` in
 * pamdocs.yaml): the sidebar shows the groups of one API at a time, with a
 * switcher between APIs, and between versions of one API.
 */
export interface ApiSummary {
  /** The API's id; versions of one API share it. */
  id: string;
  /** Its name in the switcher. */
  title: string;
  /** This version's name, or null when the API has one version. */
  version: string | null;
  /** `info.version` of its document ('' when it gives none). */
  infoVersion: string;
  /** The base URL its request samples call (its first server's). */
  baseUrl: string;
  /** Its OpenAPI document in the built site (`openapi-<id>.json`, `apiDocumentFile` of the page protocol). */
  openapi: string;
  /** The ids of its groups, in order. */
  groups: string[];
}

/** Everything the content says, resolved and rendered. */
export interface SiteModel {
  /** The APIs when the site shows several, in `openapi:` order; empty otherwise (one API, or Markdown only). */
  apis: ApiSummary[];
  hero: Hero;
  /** Base URL of the documented API (`apiBaseUrl` in pamdocs.yaml): what code samples and openapi.json's server name. */
  apiBaseUrl: string;
  /** The security schemes endpoints use, by id. */
  securitySchemes: SecurityScheme[];
  groups: Group[];
  entities: Entity[];
  landing: Landing;
  guides: Guides;
  /** How the sidebar follows the reader: `openCurrent`, whether the group of the page being read opens (pamdocs.yaml `sidebar`). */
  sidebar: { openCurrent: boolean };
  branding: Branding;
  stats: SiteStats;
  /** What changed between consecutive versions of each API that has several (docs/guides/site.md, The changelog); absent when none has. */
  changelog?: ApiChangelog[];
}
