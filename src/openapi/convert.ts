/**
 * An OpenAPI document in the content model's terms, the one conversion
 * behind both ways pamdocs reads a document: live, as the documents of a
 * project whose `pamdocs.yaml` names it (`./live/`), and `pamdocs import`,
 * as files (`./files.ts`). Groups from tags, one endpoint per operation
 * (frontmatter held to the endpoint schema, body, where each part is
 * written), one entity per component schema, the security schemes, and
 * what had to change on the way, per part.
 */
import { endpointSchema, entitySchema, type AuthInput, type EndpointFrontmatter, type EntityFrontmatter, type SecuritySchemeInput } from '../parse/schemas.js';
import { Changes, type Change } from './changes.js';
import { importEntities, importGroups, type ImportedOperation } from './inventory.js';
import { endpointOf, type Frontmatter, type OperationContext, type Origins } from './operation.js';
import { importProse, plainLine, type ProseChanges } from './prose.js';
import { repairTo } from './repair.js';
import { ExampleSampler } from './sampler.js';
import { convertSchema } from './schema.js';
import type { OpenApi } from './openapi-types.js';
import { authOf, importSchemes } from './security.js';
import type { LoadedSpec } from './spec.js';

/** The URL shape `apiBaseUrl` takes (`src/parse/schemas/config.ts`). */
const BASE_URL = /^https?:\/\/[^\s"'`<>\\{}]+$/;
/** What a relative server URL is put under, like the content's default base URL (a reserved example domain, RFC 2606). */
const EXAMPLE_ORIGIN = 'https://api.example.com';

/** The base URL of the first server, its variables at their defaults; undefined when there is no usable one. */
export function baseUrlOf(servers: OpenApi['servers']): string | undefined {
  const server = servers?.[0];
  if (!server || typeof server.url !== 'string') return undefined;
  let url = server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => server.variables?.[name]?.default ?? whole);
  if (url.startsWith('/')) url = `${EXAMPLE_ORIGIN}${url}`;
  url = url.replace(/\/+$/, '');
  return BASE_URL.test(url) ? url : undefined;
}

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
  /** What the endpoint schema makes of it (defaults filled); undefined when it refuses it still. */
  data?: EndpointFrontmatter;
  /** The Markdown body: the description, its links to the API's own site unlinked. */
  body: string;
  /** JSON pointer of the operation. */
  pointer: string;
  origins: Origins;
  changes: Change[];
}

/** A component schema as an entity. */
export interface ConvertedEntity {
  id: string;
  /** Its name under `components/schemas` (a `schema:` overlay names it). */
  name: string;
  frontmatter: Frontmatter;
  /** What the entity schema makes of it; undefined when it refuses it still. */
  data?: EntityFrontmatter;
  body: string;
  pointer: string;
  changes: Change[];
}

/** A group: a tag, or the untagged operations, or the webhooks. */
export interface ConvertedGroup {
  id: string;
  title: string;
  /** One line of plain text, or ''. */
  description: string;
  /** The tag's name (a `tag:` overlay names it), when it is one. */
  tag?: string;
  pointer: string;
  /** Its endpoint ids in document order. */
  endpoints: string[];
}

/** A whole document in the content model's terms. */
export interface ConvertedApi {
  /** `info.title`, one line. */
  title: string;
  /** One line for the hero: `info.summary`, else the first paragraph of `info.description`, else the version. */
  tagline: string;
  /** `info.description`, its links to the API's own site unlinked, or ''. */
  description: string;
  /** The first absolute server URL, when there is one. */
  baseUrl?: string;
  schemes: Record<string, SecuritySchemeInput>;
  /** The security of the whole document as an `auth`. */
  defaultAuth: AuthInput;
  groups: ConvertedGroup[];
  endpoints: ConvertedEndpoint[];
  entities: ConvertedEntity[];
  /** Changes of the document's own parts (security schemes, `info`). */
  changes: Change[];
}

/** The JSON pointer of a component schema in the document as written. */
export const schemaPointer = (spec: LoadedSpec, name: string) => (spec.version.startsWith('2') ? `#/definitions/${name}` : `#/components/schemas/${name}`);

/** Prose of the document made to pass the content's link rules, its changes added to `changes` at `pointer`. */
function prose(text: string, changes: Changes, pointer: string): string {
  const counts: ProseChanges = { unlinked: 0, images: 0, fences: 0 };
  const out = importProse(text, counts);
  for (const kind of ['unlinked', 'images', 'fences'] as const) changes.add(kind, pointer, counts[kind]);
  return out;
}

/** Path parameters held to the path: undeclared ones added, ones the path does not name left out. */
function matchPathParameters(frontmatter: Frontmatter, changes: Changes, pointer: string): void {
  const names = [...String(frontmatter.path).matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const params = (frontmatter.parameters as Frontmatter[] | undefined) ?? [];
  const kept = params.filter((p) => p.in !== 'path' || names.includes(String(p.name)));
  changes.add('path-unused', pointer, params.length - kept.length);
  const added = names.filter((name) => !kept.some((p) => p.in === 'path' && p.name === name)).map((name) => ({ name, in: 'path' }));
  changes.add('path-undeclared', pointer, added.length);
  if (kept.length + added.length > 0) frontmatter.parameters = [...kept, ...added];
  else delete frontmatter.parameters;
}

/** Leaves out a request body the content cannot hold: one on GET or HEAD, or one without a media type. */
function dropImpossibleBody(frontmatter: Frontmatter, changes: Changes, pointer: string): void {
  const body = frontmatter.requestBody as Frontmatter | undefined;
  if (!body) return;
  if (body.contentType === undefined || frontmatter.method === 'GET' || frontmatter.method === 'HEAD') {
    delete frontmatter.requestBody;
    changes.add('body', pointer, 1);
  }
}

/** The schema keywords `ctx` left out since it was last emptied, as changes at `pointer`. */
function droppedKeywords(ctx: OperationContext, changes: Changes, pointer: string): void {
  for (const [keyword, n] of ctx.dropped) changes.add(`keyword:${keyword}`, pointer, n);
  ctx.dropped.clear();
}

/**
 * The document `spec` in the content model's terms, the ids of its groups
 * and entities beginning with `prefix` (a site of several APIs keeps them
 * apart). Never throws on a document `loadSpec` accepted.
 */
export function convertApi(spec: LoadedSpec, prefix = ''): ConvertedApi {
  const { document } = spec;
  const own = new Changes();
  const groups = importGroups(document, prefix);
  const entities = importEntities(document, prefix);
  const { schemes, unsupported } = importSchemes(document);
  own.add('schemes', '#/components/securitySchemes', unsupported.length);
  const declared = new Set(Object.keys(schemes));
  const undeclared = { count: 0 };
  const auth = (requirements: Parameters<typeof authOf>[0]) => authOf(requirements, declared, undeclared);
  const ctx: OperationContext = { document, entities: new Map(entities.map((e) => [e.name, e.id])), used: new Set(), dropped: new Map(), defaultAuth: auth(document.security ?? []), sampler: new ExampleSampler(document) };
  own.add('undeclared', '#/security', undeclared.count);

  const endpoint = (operation: ImportedOperation, group: string): ConvertedEndpoint => {
    const { id, pointer, webhook, dropOperationId } = operation;
    const changes = new Changes();
    ctx.used = new Set();
    undeclared.count = 0;
    const { frontmatter, body: description, origins } = endpointOf(operation, ctx, auth);
    changes.add('undeclared', pointer, undeclared.count);
    if (dropOperationId) {
      delete frontmatter.operationId;
      changes.add('operation-id', pointer, 1);
    }
    const body = webhook === undefined ? description : `A webhook (\`${webhook}\`): the API sends this request to the URL a caller subscribes.\n\n${description}`;
    matchPathParameters(frontmatter, changes, pointer);
    dropImpossibleBody(frontmatter, changes, pointer);
    droppedKeywords(ctx, changes, pointer);
    if (ctx.used.size > 0) frontmatter.entities = [...ctx.used];
    const { removed, data } = repairTo(endpointSchema, frontmatter);
    changes.add('repaired', pointer, removed);
    const operationId = typeof operation.op.operationId === 'string' ? { operationId: operation.op.operationId } : {};
    return { id, group, ...operationId, frontmatter, ...(data ? { data } : {}), body: prose(body, changes, pointer), pointer, origins, changes: changes.list };
  };

  const entity = ({ id, name, schema: written }: (typeof entities)[number]): ConvertedEntity => {
    const pointer = schemaPointer(spec, name);
    const changes = new Changes();
    ctx.used = new Set();
    const schema = convertSchema(written, ctx);
    droppedKeywords(ctx, changes, pointer);
    const description = typeof schema.description === 'string' ? schema.description.trim() : '';
    const summary = description.split(/(?<=[.!?])\s|\n/)[0]?.trim() ?? '';
    const frontmatter: Frontmatter = {
      name: schema.title?.trim() || name,
      className: name,
      ...(summary && summary.length <= 200 && !summary.includes('\n') ? { summary } : {}),
      schema,
      ...(ctx.used.size > 0 ? { relationships: [...ctx.used].filter((e) => e !== id) } : {}),
    };
    const { removed, data } = repairTo(entitySchema, frontmatter);
    changes.add('repaired', pointer, removed);
    const body = description && description !== summary ? prose(description, changes, pointer) : '';
    return { id, name, frontmatter, ...(data ? { data } : {}), body, pointer, changes: changes.list };
  };

  const { info } = document;
  const title = info?.title?.trim().split('\n')[0]?.trim() || 'API Reference';
  const description = info?.description?.trim() ? prose(info.description.trim(), own, '#/info/description') : '';
  const baseUrl = baseUrlOf(document.servers);
  return {
    title,
    tagline: plainLine(info?.summary ?? info?.description, info?.version ? `Version ${info.version}` : title),
    description,
    ...(baseUrl ? { baseUrl } : {}),
    schemes,
    defaultAuth: ctx.defaultAuth,
    groups: groups.map(({ operations, ...g }) => ({ ...g, description: g.description ? plainLine(g.description, g.title) : '', endpoints: operations.map((o) => o.id) })),
    endpoints: groups.flatMap((g) => g.operations.map((o) => endpoint(o, g.id))),
    entities: entities.map(entity),
    changes: own.list,
  };
}
