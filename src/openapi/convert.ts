/**
 * An OpenAPI document in the content model's terms, the one conversion
 * behind both ways pamdocs reads a document: live, as the documents of a
 * project whose `pamdocs.yaml` names it (`./live/`), and `pamdocs import`,
 * as files (`./files.ts`). Groups from tags, one endpoint per operation
 * (frontmatter held to the endpoint shape, body, where each part is
 * written), one entity per component schema, the security schemes, and
 * what had to change on the way, per part.
 */
import { endpointShape, entityShape, type AuthInput } from '../parse/shapes.js';
import { Changes } from './changes.js';
import type { ConvertedApi, ConvertedEndpoint, ConvertedEntity, SiteEndpoint, SiteEntity } from './converted.js';
import { DocumentTags } from './tags.js';
import { linksToHidden, type HiddenLink } from './hidden.js';
import { importEntities, importGroups, type ImportedEntity, type ImportedGroup, type ImportedOperation } from './inventory.js';
import { endpointOf, type Frontmatter, type OperationContext } from './operation.js';
import { markdownRisk } from '../parse/markdown/limits.js';
import { noProseChanges, PROSE_CHANGE_KINDS } from '../parse/markdown/spec-prose.js';
import { importProse, plainLine, type ProseChanges } from './prose.js';
import { repairTo } from './repair.js';
import { ExampleSampler } from './sampler.js';
import { convertSchema } from './schema.js';
import { baseUrlOf, serversOf } from './servers.js';
import type { OpenApi } from './openapi-types.js';
import { authOf, importSchemes } from './security.js';
import type { LoadedSpec } from './spec.js';

/** Adds what the prose policy changed at `pointer` to `changes`. */
export function proseChanges(counts: ProseChanges, changes: Changes, pointer: string): void {
  for (const kind of PROSE_CHANGE_KINDS) changes.add(kind, pointer, counts[kind]);
}

/** A path with white space (apisetu.gov.in's placeholders, `/Your Pull URI Request API Path`): outside its `{name}`s, percent-encoded as a request sends it. */
function encodePath(frontmatter: Frontmatter, changes: Changes, pointer: string): void {
  const path = String(frontmatter.path);
  const encoded = path.replace(/(\{[^}]*\})|\s/g, (match, parameter: string | undefined) => parameter ?? encodeURIComponent(match));
  if (encoded === path) return;
  frontmatter.path = encoded;
  changes.add('path-encoded', pointer, 1);
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

/** Leaves out a request body the content cannot hold: one on GET or HEAD (`operation/body-on-get`). */
function dropImpossibleBody(frontmatter: Frontmatter, changes: Changes, pointer: string): void {
  if (frontmatter.requestBody === undefined) return;
  if (frontmatter.method === 'GET' || frontmatter.method === 'HEAD') {
    delete frontmatter.requestBody;
    changes.add('body', pointer, 1);
  }
}

/** The schema keywords `ctx` left out since it was last emptied, as changes at `pointer`. */
function droppedKeywords(ctx: OperationContext, changes: Changes, pointer: string): void {
  for (const [keyword, n] of ctx.dropped) changes.add(`keyword:${keyword}`, pointer, n);
  ctx.dropped.clear();
}

/** Options of {@link convertApi}. */
export interface ConvertOptions {
  /** What the ids of its groups and entities begin with (a site of several APIs keeps them apart). Default: ''. */
  prefix?: string;
  /**
   * Whether to apply the prose policy (`src/parse/markdown/spec-prose.ts`)
   * to the bodies as text, as files are written (`pamdocs import`). Read
   * live, the bodies stay as written and their render applies it. Default: true.
   */
  proseAsText?: boolean;
  /** Whether to generate the examples the document lacks (the site shows them; a check has no use for them). Default: true. */
  examples?: boolean;
}

/**
 * One conversion of a document: what converting its parts reads (the
 * entity of each component schema, the security schemes, the example
 * generator and its cache), made once per document, and the parts
 * converted one at a time, each with its changes. A job thread makes one
 * of its own from the same document (`./jobs.ts`): the same parts come out.
 */
export class Conversion {
  /** The groups with their operations, and the entities, as the site has them. */
  readonly groups: ImportedGroup[];
  readonly entities: ImportedEntity[];
  private readonly schemes: ReturnType<typeof importSchemes>;
  private readonly ctx: OperationContext;
  /** Security requirements left out since the count was last emptied. */
  private readonly undeclared = { count: 0 };
  private readonly auth: (requirements: Parameters<typeof authOf>[0]) => AuthInput;
  private readonly tags: DocumentTags;

  /** @param version the version the document was written in (`2.0`, `3.0.3`…): where its schemas are */
  constructor(
    readonly document: OpenApi,
    private readonly version: string,
    private readonly options: ConvertOptions = {},
  ) {
    const prefix = options.prefix ?? '';
    this.tags = new DocumentTags(document);
    this.groups = importGroups(document, prefix, this.tags);
    this.entities = importEntities(document, prefix);
    this.schemes = importSchemes(document);
    const declared = new Set(Object.keys(this.schemes.schemes));
    this.auth = (requirements) => authOf(requirements, declared, this.undeclared);
    const sampler = options.examples === false ? {} : { sampler: new ExampleSampler(document) };
    this.ctx = {
      document,
      entities: new Map(this.entities.map((e) => [e.name, e.id])),
      used: new Set(),
      dropped: new Map(),
      defaultAuth: this.auth(document.security ?? []),
      generated: [],
      ...sampler,
    };
  }

  /**
   * Prose of the document, with the policy applied as text when files are
   * written ({@link ConvertOptions.proseAsText}); its changes added to
   * `changes` at `pointer`. Prose the Markdown parser refuses (`markdownRisk`)
   * is left out of a file, as the site read live leaves it out.
   */
  private prose(text: string, changes: Changes, pointer: string): string {
    if (this.options.proseAsText === false) return text;
    if (markdownRisk(text)) {
      changes.add('refused-prose', pointer, 1);
      return '';
    }
    const counts = noProseChanges();
    const out = importProse(text, counts);
    proseChanges(counts, changes, pointer);
    return out;
  }

  /** The operation `operation` of the group `group` as an endpoint. */
  endpoint(operation: ImportedOperation, group: string): ConvertedEndpoint {
    const { ctx } = this;
    const { id, pointer, webhook, dropOperationId } = operation;
    const changes = new Changes();
    ctx.used = new Set();
    ctx.generated = [];
    this.undeclared.count = 0;
    const { frontmatter, body: description, origins, left } = endpointOf(operation, ctx, this.auth);
    changes.add('undeclared', pointer, this.undeclared.count);
    changes.add('samples', pointer, left.samples);
    if (dropOperationId) {
      delete frontmatter.operationId;
      changes.add('operation-id', pointer, 1);
    }
    const body =
      webhook === undefined
        ? description
        : `A webhook (\`${webhook}\`): the API sends this request to the URL a caller subscribes.\n\n${description}`;
    encodePath(frontmatter, changes, pointer);
    matchPathParameters(frontmatter, changes, pointer);
    dropImpossibleBody(frontmatter, changes, pointer);
    droppedKeywords(ctx, changes, pointer);
    if (ctx.used.size > 0) frontmatter.entities = [...ctx.used];
    const labels = this.tags.labels(operation.op);
    if (labels.length > 0) frontmatter.labels = labels;
    const { removed, data } = repairTo(endpointShape, frontmatter);
    changes.add('repaired', pointer, removed);
    const operationId = typeof operation.op.operationId === 'string' ? { operationId: operation.op.operationId } : {};
    const generated = ctx.generated.length > 0 ? { generated: ctx.generated } : {};
    return {
      id,
      group,
      ...operationId,
      frontmatter,
      ...(data ? { data } : {}),
      body: this.prose(body, changes, pointer),
      pointer,
      origins,
      ...generated,
      changes: changes.list,
    };
  }

  /** The links of the operations the site shows to those it leaves out (`./hidden.ts`). */
  hiddenLinks(): HiddenLink[] {
    return linksToHidden(this.document, this.tags);
  }

  /** The JSON pointer of the component schema `name` in the document as written. */
  entityPointer(name: string): string {
    return this.version.startsWith('2') ? `#/definitions/${name}` : `#/components/schemas/${name}`;
  }

  /** The component schema `entity` as an entity. */
  entity({ id, name, schema: written }: ImportedEntity): ConvertedEntity {
    const { ctx } = this;
    const pointer = this.entityPointer(name);
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
    const { removed, data } = repairTo(entityShape, frontmatter);
    changes.add('repaired', pointer, removed);
    const body = description && description !== summary ? this.prose(description, changes, pointer) : '';
    return { id, name, frontmatter, ...(data ? { data } : {}), body, pointer, changes: changes.list };
  }

  /** The whole document in the content model's terms, given its converted parts (in the order of {@link groups} and {@link entities}). */
  api<E extends SiteEndpoint, N extends SiteEntity>(endpoints: E[], entities: N[]): ConvertedApi<E, N> {
    const own = new Changes();
    own.add('schemes', '#/components/securitySchemes', this.schemes.unsupported.length);
    this.undeclared.count = 0;
    this.auth(this.document.security ?? []);
    own.add('undeclared', '#/security', this.undeclared.count);
    const { info } = this.document;
    const title = info?.title?.trim().split('\n')[0]?.trim() || 'API Reference';
    const description = info?.description?.trim() ? this.prose(info.description.trim(), own, '#/info/description') : '';
    const baseUrl = baseUrlOf(this.document.servers);
    return {
      title,
      tagline: plainLine(info?.summary ?? info?.description, info?.version ? `Version ${info.version}` : title),
      description,
      ...(baseUrl ? { baseUrl } : {}),
      servers: serversOf(this.document.servers),
      schemes: this.schemes.schemes,
      defaultAuth: this.ctx.defaultAuth,
      groups: this.groups.map(({ operations, ...g }) => ({
        ...g,
        // A tag of prose keeps its Markdown, with the prose policy applied when files are written.
        description: !g.description
          ? ''
          : g.prose
            ? this.prose(g.description, own, `${g.pointer}/description`)
            : plainLine(g.description, g.title),
        endpoints: operations.map((o) => o.id),
      })),
      endpoints,
      entities,
      changes: own.list,
    };
  }
}

/**
 * The document `spec` in the content model's terms, converted on this
 * thread. Never throws on a document `loadSpec` accepted.
 */
export function convertApi(spec: LoadedSpec, options: ConvertOptions = {}): ConvertedApi {
  const conversion = new Conversion(spec.document, spec.version, options);
  const endpoints = conversion.groups.flatMap((g) => g.operations.map((o) => conversion.endpoint(o, g.id)));
  return conversion.api(
    endpoints,
    conversion.entities.map((e) => conversion.entity(e)),
  );
}
