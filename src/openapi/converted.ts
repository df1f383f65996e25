/**
 * What converting an OpenAPI document gives (`./convert.ts`): its operations
 * as endpoints, its component schemas as entities, its tags as groups, and
 * the whole document in the content model's terms, as files hold its parts
 * (`pamdocs import`) or as the live site reads them (`./live/`).
 */
import type { AuthInput, EndpointFrontmatter, EntityFrontmatter, SecuritySchemeInput } from '../parse/shapes.js';
import type { ApiServer } from '../shared/site-model.js';
import type { Change } from './changes.js';
import type { Frontmatter, Origins } from './operation.js';

/** An operation as an endpoint. */
export interface ConvertedEndpoint {
  /** Its endpoint id: its anchor, unique in the document. */
  id: string;
  /** The id of its group. */
  group: string;
  /** Its `operationId` as the document writes it, when it has one (an overlay may name it). */
  operationId?: string;
  /** The frontmatter as a file would hold it (no defaults). */
  frontmatter: Frontmatter;
  /** What the endpoint shape makes of it (defaults filled); undefined when it refuses it still. */
  data?: EndpointFrontmatter;
  /** The Markdown body: the description, its links to the API's own site unlinked. */
  body: string;
  /** JSON pointer of the operation. */
  pointer: string;
  origins: Origins;
  /** The frontmatter paths of the bodies whose example pamdocs generated from the schema (`/requestBody`, `/responses/0`): valid by construction. */
  generated?: string[];
  changes: Change[];
}

/** A component schema as an entity. */
export interface ConvertedEntity {
  id: string;
  /** Its name under `components/schemas` (a `schema:` overlay names it). */
  name: string;
  frontmatter: Frontmatter;
  /** What the entity shape makes of it; undefined when it refuses it still. */
  data?: EntityFrontmatter;
  body: string;
  pointer: string;
  changes: Change[];
}

/** A group: a tag, or the untagged operations, or the webhooks. */
export interface ConvertedGroup {
  id: string;
  title: string;
  /** One line of plain text, or '' (a prose group's: its whole text). */
  description: string;
  /** The tag's name (a `tag:` overlay names it), when it is one. */
  tag?: string;
  pointer: string;
  /** Its endpoint ids in document order. */
  endpoints: string[];
  /** The ids of endpoints of other groups it lists too (operations whose other tags include its tag), in document order. */
  also: string[];
  /** The id of the group it is nested in; undefined at the top level. */
  parent?: string;
  /** Whether it is prose (`x-traitTag`): its description is its page, and it lists no endpoints. */
  prose?: true;
  /** A link shown under its heading (its tag's `externalDocs`). */
  externalDocs?: { url: string; description?: string };
}

/** An operation as the live site reads it: its data, without the frontmatter a file would hold. */
export type SiteEndpoint = Omit<ConvertedEndpoint, 'frontmatter'>;
/** A component schema as the live site reads it. */
export type SiteEntity = Omit<ConvertedEntity, 'frontmatter'>;

/** A whole document as the live site reads it. */
export type LiveApi = ConvertedApi<SiteEndpoint, SiteEntity>;

/** A whole document in the content model's terms: its parts as files hold them (`E`, `N`), or as the live site reads them. */
export interface ConvertedApi<E extends SiteEndpoint = ConvertedEndpoint, N extends SiteEntity = ConvertedEntity> {
  /** `info.title`, one line. */
  title: string;
  /** One line for the hero: `info.summary`, else the first paragraph of `info.description`, else the version. */
  tagline: string;
  /** `info.description`, its links to the API's own site unlinked, or ''. */
  description: string;
  /** The first absolute server URL, when there is one. */
  baseUrl?: string;
  /** The servers a Try it console may send to: those of `servers` with an absolute http(s) URL (`./servers.ts`). */
  servers: ApiServer[];
  schemes: Record<string, SecuritySchemeInput>;
  /** The security of the whole document as an `auth`. */
  defaultAuth: AuthInput;
  groups: ConvertedGroup[];
  endpoints: E[];
  entities: N[];
  /** Changes of the document's own parts (security schemes, `info`). */
  changes: Change[];
}
