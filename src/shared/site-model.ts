/**
 * The site model: everything the content says, resolved and rendered, as
 * plain data. The model stage assembles it (`src/model/assemble.ts`), the
 * emit stage lays it out as files, and the React template
 * (`templates/site/`) renders the parts the page protocol
 * (`./page-protocol.ts`) delivers. Nothing here may import Node or browser
 * APIs: both sides import these types.
 */
import type { PropertyTree } from './property-tree.js';

import type { ApiChangelog } from './site-changelog.js';
import type { Branding, Guides, Hero, Landing, SiteStats } from './site-pages.js';
import type { ErrorCase, HttpMethod, Parameter, RequestBody, ResponseCase, WrittenSample } from './site-operation.js';
import type { SecurityRequirement, SecurityScheme } from './site-security.js';
import type { TryIt } from './site-servers.js';

export type { JsonValue, PropertyTree } from './property-tree.js';
export type * from './site-changelog.js';
export type * from './site-pages.js';
export type * from './site-security.js';
export { HTTP_METHODS, METHOD_TOKEN, PARAMETER_LOCATIONS, QUERYSTRING_TYPE } from './site-operation.js';
export type * from './site-operation.js';
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
