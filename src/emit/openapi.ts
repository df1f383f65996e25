/**
 * OpenAPI 3.1 of the content (3.2 when it holds what only 3.2 writes: a
 * `QUERY` operation, another method, a `querystring` parameter): what
 * `build` writes as `openapi.json`, and what `pamdocs diff` compares a
 * content folder as. The site model gives
 * the structure (groups as tags, operations in order, ids, security
 * requirements), `./openapi-operation.ts` each operation; each entity is a
 * component schema.
 *
 * A site of several APIs (`openapi:` as a list) gets a document per API,
 * `openapi-<api>.json`, each with its own `info`, `servers`, operations,
 * schemas and security schemes (under its document's names): one document
 * cannot hold them, as two APIs (two versions of one, always) may have the
 * same operation, and its `info` and `servers` would name one API for all.
 * `openapi.json` is then the first API's, the one the landing's button
 * opens; the groups and entities of no API (written in Markdown) join it,
 * each operation whose group calls another base URL with `servers` on its
 * path item (docs/guides/site.md, For machine readers).
 */
import type { EndpointDocument, EntityDocument } from '../parse/documents.js';
import type { ApiIndex } from '../parse/api-index.js';
import type { LoadedContent } from '../parse/load.js';
import { child } from '../openapi/pointer.js';
import type { EndpointFrontmatter } from '../parse/shapes.js';
import { schemesOf } from '../parse/security.js';
import { schemaOfFields } from '../parse/fields.js';
import { apiDocumentFile, OPENAPI_FILE } from '../shared/page-protocol.js';
import { operationKey, pathSkeleton } from '../shared/operation-key.js';
import type { ApiServer, Entity, Group, SiteModel } from '../shared/site-model.js';
import { standardSchema, type RefTarget, type Schema } from '../parse/standard-schema.js';
import { operation } from './openapi-operation.js';
import { needs32, tagsOf } from './openapi-outline.js';
import { itemTokens } from '../openapi/openapi-types.js';

/** Names of the `{…}` parameters of a path template, in order. */
function templateNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}

/**
 * The endpoint as it must appear in OpenAPI, where paths that differ only in
 * parameter names are one path: the first template seen wins, and a later
 * operation's path parameters take its names (the description keeps the
 * name the platform uses; e.g. PAM's `payment-information/{membershipId}` and `{id}`).
 */
function canonical(path: string, data: EndpointFrontmatter, templates: Map<string, string>): { path: string; data: EndpointFrontmatter } {
  const skeleton = pathSkeleton(path);
  const first = templates.get(skeleton) ?? path;
  templates.set(skeleton, first);
  if (first === path) return { path, data };
  const ours = templateNames(path);
  const theirs = templateNames(first);
  const parameters = data.parameters.map((p) => {
    const i = p.in === 'path' ? ours.indexOf(p.name) : -1;
    return i >= 0 && theirs[i]
      ? { ...p, name: theirs[i], description: `${p.description ?? ''} (The platform names this parameter \`${p.name}\`.)`.trim() }
      : p;
  });
  return { path: first, data: { ...data, parameters } };
}

/** The name of each of `entities` under `components.schemas`, by entity id: its class name, else its name without spaces; unique. */
function componentNames(entities: readonly Entity[]): Map<string, string> {
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const entity of entities) {
    const base = (entity.className || entity.name).replace(/[^A-Za-z0-9._-]/g, '') || entity.id;
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
    taken.add(name);
    names.set(entity.id, name);
  }
  return names;
}

/** The OpenAPI document of a site (or of one of its APIs), and the document each of its operations and schemas was made from (for diagnostics about them). */
export interface OpenApiExport {
  document: Record<string, unknown>;
  /** The endpoint document of each operation, by JSON pointer (`#/paths/~1pets/get`). */
  operations: Map<string, EndpointDocument>;
  /** The entity document of each component schema, by JSON pointer (`#/components/schemas/Pet`). */
  schemas: Map<string, EntityDocument>;
}

/** What one exported document holds and says of its API. */
interface Scope {
  /** The model's groups whose operations it holds, each a tag. */
  groups: readonly Group[];
  /** The entities it holds as component schemas. */
  entities: readonly Entity[];
  info: Record<string, unknown>;
  servers: Record<string, unknown>[];
  /** The base URL its operations call: one whose group calls another gets that one as the `servers` of its path item. */
  baseUrl: string;
  /** The site id of each security scheme it declares, by its name in the document. */
  schemes: ReadonlyMap<string, string>;
}

/** The security schemes `groups`' operations use, by site id. */
const usedSchemes = (groups: readonly Group[]): Set<string> =>
  new Set(groups.flatMap((g) => g.endpoints.flatMap((e) => e.security.flatMap((r) => r.map((s) => s.scheme)))));

/** The document of `scope`, made from the content the site model was assembled from. */
function exportOf(content: LoadedContent, scope: Scope): OpenApiExport {
  const operations = new Map<string, EndpointDocument>();
  const sources = new Map<string, EntityDocument>();
  const names = componentNames(scope.entities);
  const refTo: RefTarget = (entity) => (names.has(entity) ? `#/components/schemas/${names.get(entity)}` : undefined);
  const schemeNames = new Map([...scope.schemes].map(([name, id]) => [id, name]));
  const schemeName = (id: string) => schemeNames.get(id) ?? id;
  const paths: Record<string, Record<string, unknown>> = {};
  const templates = new Map<string, string>();
  // A skeleton with one method on two of its paths (Google's `{+name}` paths) keeps its paths as written: one template would lose an operation.
  const seen = new Set<string>();
  const asWritten = new Set<string>();
  for (const { method, path } of scope.groups.flatMap((g) => g.endpoints)) {
    const key = operationKey(method, path);
    if (seen.has(key)) asWritten.add(pathSkeleton(path));
    seen.add(key);
  }
  for (const group of scope.groups) {
    for (const endpoint of group.endpoints) {
      const doc = content.index.endpoints.get(group.id)?.get(endpoint.id);
      if (!doc) continue;
      const { path, data } = asWritten.has(pathSkeleton(endpoint.path))
        ? { path: endpoint.path, data: doc.data }
        : canonical(endpoint.path, doc.data, templates);
      const item = (paths[path] ??= {});
      // Path Item Object `servers` (OpenAPI 3.1 §4.8.9): the operation is called elsewhere than the document's first server.
      if (group.baseUrl !== scope.baseUrl) item.servers = [{ url: group.baseUrl }];
      const tokens = itemTokens(endpoint.method);
      const parent = tokens.length > 1 ? ((item.additionalOperations ??= {}) as Record<string, unknown>) : item;
      parent[tokens.at(-1)!] = operation(endpoint, data, doc.markdown, group.title, refTo, schemeName);
      operations.set(child('#/paths', path, ...tokens), doc);
    }
  }
  const schemas: Record<string, Schema> = {};
  for (const entity of scope.entities) {
    const doc = content.index.entities.get(entity.id);
    if (!doc) continue;
    const name = names.get(entity.id)!;
    schemas[name] = {
      ...standardSchema(doc.data.schema ?? schemaOfFields(doc.data.fields), refTo),
      title: entity.name,
      ...(entity.summary ? { description: entity.summary } : {}),
    };
    sources.set(child('#/components/schemas', name), doc);
  }
  const declared = content.config ? schemesOf(content.config.config) : new Map();
  const securitySchemes = Object.fromEntries(
    [...scope.schemes].flatMap(([name, id]) => (declared.has(id) ? [[name, declared.get(id)]] : [])),
  );
  const v32 = needs32(scope.groups);
  const document = {
    openapi: v32 ? '3.2.0' : '3.1.0',
    info: scope.info,
    servers: scope.servers,
    security: [],
    tags: tagsOf(scope.groups, v32),
    paths,
    components: { securitySchemes, schemas },
  };
  return { document, operations, schemas: sources };
}

/** The `info` of `api`'s document (else its version alone) under the API's title. */
const apiInfo = (api: ApiIndex): Record<string, unknown> => ({
  ...((api.spec?.document as { info?: Record<string, unknown> } | undefined)?.info ?? { version: api.infoVersion }),
  title: api.title,
});

/**
 * The scope of a site of one API or none: everything, at `apiBaseUrl`, under
 * the `info` of its document (`api`, its version and license among them) and
 * its servers (when the site calls the first), or under the site's hero on a
 * site written in Markdown alone.
 */
function siteScope(model: SiteModel, content: LoadedContent, api: ApiIndex | undefined): Scope {
  const used = new Set(model.securitySchemes.map((s) => s.id));
  const written = content.config?.config.auth.schemes ?? {};
  const declared = content.config ? [...schemesOf(content.config.config).keys()] : [];
  return {
    groups: model.groups,
    entities: model.entities,
    info: api
      ? apiInfo(api)
      : {
          title: model.hero.title,
          version: '1.0.0',
          description: model.hero.tagline,
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        },
    // The document's servers when the site calls its first; else the base URL the site calls.
    servers:
      api && api.servers.length > 0 && api.baseUrl === model.apiBaseUrl
        ? api.servers.map(serverObject)
        : [{ url: model.apiBaseUrl, description: 'The API base URL (`apiBaseUrl` in pamdocs.yaml)' }],
    baseUrl: model.apiBaseUrl,
    schemes: new Map(declared.filter((id) => used.has(id) || written[id] !== undefined).map((id) => [id, id])),
  };
}

/** A server of the site as an OpenAPI Server Object. */
const serverObject = ({ url, description, variables }: ApiServer): Record<string, unknown> => ({
  url,
  ...(description ? { description } : {}),
  ...(variables.length > 0
    ? {
        variables: Object.fromEntries(
          variables.map((v) => [
            v.name,
            {
              default: v.default,
              ...(v.enum.length > 0 ? { enum: v.enum } : {}),
              ...(v.description ? { description: v.description } : {}),
            },
          ]),
        ),
      }
    : {}),
});

/**
 * The scope of `api`, one of a site of several: its groups and entities
 * (with `others`' when it is the first: those of no API), its document's
 * `info` under its title, its servers, its schemes under its document's names.
 */
function apiScope(model: SiteModel, api: ApiIndex, others?: { groups: Set<string>; entities: Set<string> }): Scope {
  const entityIds = new Set([...api.schemas.values()].map((doc) => doc.id));
  const groups = model.groups.filter((g) => api.groups.includes(g.id) || others?.groups.has(g.id));
  const own = new Set(api.schemeIds.values());
  return {
    groups,
    entities: model.entities.filter((e) => entityIds.has(e.id) || others?.entities.has(e.id)),
    info: apiInfo(api),
    servers: api.servers.length > 0 ? api.servers.map(serverObject) : [{ url: api.baseUrl }],
    baseUrl: api.baseUrl,
    // Its own schemes, and those its operations use that no document declares (the built-in bearer scheme).
    schemes: new Map([...api.schemeIds, ...[...usedSchemes(groups)].filter((id) => !own.has(id)).map((id) => [id, id] as const)]),
  };
}

/** An OpenAPI document of a site: the API it is of, the files it is written at, and how to make it. */
export interface SiteDocument {
  /** Its API's `id`, with `@<version>` for a version of one (`petstore@2`); absent on a site of no OpenAPI document. */
  api?: string;
  /** Its paths in the built site: `openapi.json`; on a site of several APIs `openapi-<api>.json`, and `openapi.json` too for the first. */
  files: string[];
  make(): OpenApiExport;
}

/** The OpenAPI documents of the site of `model` and the content it was assembled from (see the head of this file). */
export function siteDocuments(model: SiteModel, content: LoadedContent): SiteDocument[] {
  const apis = content.apis;
  const apiName = (api: ApiIndex) => (api.version === undefined ? api.id : `${api.id}@${api.version}`);
  if (apis.length < 2) {
    const make = () => exportOf(content, siteScope(model, content, apis[0]));
    return [{ ...(apis[0] ? { api: apiName(apis[0]) } : {}), files: [OPENAPI_FILE], make }];
  }
  const inApi = new Set(apis.flatMap((a) => a.groups));
  const apiEntities = new Set(apis.flatMap((a) => [...a.schemas.values()].map((doc) => doc.id)));
  const others = {
    groups: new Set(model.groups.filter((g) => !inApi.has(g.id)).map((g) => g.id)),
    entities: new Set(model.entities.filter((e) => !apiEntities.has(e.id)).map((e) => e.id)),
  };
  return apis.map((api, i) => ({
    api: apiName(api),
    files: [apiDocumentFile(api.prefix), ...(i === 0 ? [OPENAPI_FILE] : [])],
    make: () => exportOf(content, apiScope(model, api, i === 0 ? others : undefined)),
  }));
}
