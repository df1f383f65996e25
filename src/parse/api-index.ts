/**
 * The OpenAPI documents of a site as the later stages see them in the loaded
 * content (`LoadedContent.apis` of ./load.ts): each one's endpoint and entity
 * documents by the names overlays and checks use, its groups and servers,
 * and the document itself with where each of its parts is written; and
 * which APIs have several versions (entries of `openapi:` with one `id` and
 * a `version` each), whose changelog the site shows (docs/guides/site.md,
 * The changelog).
 */
import type { ApiServer } from '../shared/site-model.js';
import type { EndpointDocument, EntityDocument } from './documents.js';
import type { TryItConfig } from './shapes/try-it.js';

/** An OpenAPI document of the site, as its overlays and the checks name its parts. */
export interface ApiIndex {
  /** Its id: the `id` of its `openapi:` entry, else made from its title. */
  id: string;
  /** What the ids of its groups and entities begin with on a site of several APIs (`petstore-2-`: its id, and its version's); '' on a site of one. */
  prefix: string;
  title: string;
  /** The `version` of its entry, when it is one version of an API. */
  version?: string;
  /** `info.version` of its document ('' when it gives none). */
  infoVersion: string;
  /** Display path of the document. */
  file: string;
  /** Its endpoint documents by `operationId` and by `METHOD /path`. */
  operations: ReadonlyMap<string, EndpointDocument>;
  /** The group of each of its tags, by the tag's name. */
  tags: ReadonlyMap<string, string>;
  /** The ids of its groups as the site shows them, in order. */
  groups: string[];
  /** Its entity documents by component schema name. */
  schemas: ReadonlyMap<string, EntityDocument>;
  /** The document itself, when it was read (what the site's changelog compares versions of). */
  spec?: ApiSpec;
  /** The servers its Try it console may send to (the document's absolute ones); empty when it declares none. */
  servers: ApiServer[];
  /**
   * The base URL its request samples call: its first server's (absolute
   * http(s), no trailing slash); without a usable one, `apiBaseUrl` as
   * pamdocs.yaml writes it, else the default (never another API's server).
   */
  baseUrl: string;
  /** The id in the site of each of its security schemes, by its name in the document: the same, unless another API of the site has a different scheme of that name (`../openapi/live/schemes.ts`). */
  schemeIds: ReadonlyMap<string, string>;
  /** `tryIt` of its `openapi:` entry, when written (else the site's applies). */
  tryIt?: TryItConfig;
}

/**
 * An OpenAPI document as read and upgraded to 3.1 (an `OpenApi` of
 * `src/openapi/openapi-types.ts`, the same object while its files are
 * unchanged in a session), and where each of its parts is written.
 */
export interface ApiSpec {
  document: object;
  /** The file, 1-based line and column of the part at a JSON pointer of {@link document} (its nearest written parent when the file has no such part). */
  locate(pointer: string): { file: string; line: number; column: number };
}

/**
 * The APIs of `apis` with several versions, each as its versions in
 * `openapi:` order (an entry without `version` is no version of any);
 * empty when none has.
 */
export function versionedApis<T extends Pick<ApiIndex, 'id' | 'version'>>(apis: readonly T[]): T[][] {
  const byId = new Map<string, T[]>();
  for (const api of apis) if (api.version !== undefined) byId.set(api.id, [...(byId.get(api.id) ?? []), api]);
  return [...byId.values()].filter((versions) => versions.length > 1);
}
