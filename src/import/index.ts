/**
 * An OpenAPI document as a content folder (README, Import): `pamdocs.yaml`
 * with the groups, entities and security schemes; one endpoint file per
 * operation; one entity file per component schema; the API's description as
 * a landing page. What had to change on the way is reported as warnings at
 * the place in the document it came from.
 */
import { endpointSchema, entitySchema } from '../parse/schemas.js';
import type { Diagnostic } from '../shared/diagnostics.js';
import { configText } from './config.js';
import { importEntities, importGroups, type ImportedOperation } from './inventory.js';
import { endpointOf, type Frontmatter, type OperationContext } from './operation.js';
import { importProse, type ProseChanges } from './prose.js';
import { repairTo } from './repair.js';
import { ExampleSampler } from './sampler.js';
import { convertSchema } from './schema.js';
import { authOf, importSchemes } from './security.js';
import type { LoadedSpec } from './spec.js';
import { yamlText } from './yaml-out.js';

/** The content an import writes, by content-relative path, and what it had to change. */
export interface ImportOutput {
  files: Map<string, string>;
  /** Warnings: what changed on the way, each counted once at its first place. */
  notes: Diagnostic[];
  stats: { operations: number; groups: number; entities: number };
}

/** The largest content file pamdocs reads (`src/source/read.ts`); an endpoint over it loses its biggest examples. */
const MAX_FILE_BYTES = 1024 * 1024;

/** A Markdown file with YAML frontmatter. */
const markdownFile = (frontmatter: Frontmatter, body: string) => `---\n${yamlText(frontmatter)}---\n${body.trim() ? `\n${body.trim()}\n` : ''}`;

/** Counts changes by kind, each with the pointer of its first place. */
class Changes {
  private readonly kinds = new Map<string, { count: number; pointer: string; message: (n: number) => string }>();
  add(kind: string, pointer: string, count: number, message: (n: number) => string): void {
    if (count === 0) return;
    const known = this.kinds.get(kind);
    if (known) known.count += count;
    else this.kinds.set(kind, { count, pointer, message });
  }
  notes(spec: LoadedSpec): Diagnostic[] {
    return [...this.kinds.values()].map(({ count, pointer, message }) => ({ ...spec.locate(pointer), severity: 'warning', rule: 'import/changed', message: `${message(count)} (the first here)` }));
  }
}

/** Path parameters held to the path: undeclared ones added, ones the path does not name left out. */
function matchPathParameters(frontmatter: Frontmatter, changes: Changes, pointer: string): void {
  const names = [...String(frontmatter.path).matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const params = (frontmatter.parameters as Frontmatter[] | undefined) ?? [];
  const kept = params.filter((p) => p.in !== 'path' || names.includes(String(p.name)));
  changes.add('path-unused', pointer, params.length - kept.length, (n) => `${n} path parameter(s) that the path does not name were left out`);
  const added = names.filter((name) => !kept.some((p) => p.in === 'path' && p.name === name)).map((name) => ({ name, in: 'path' }));
  changes.add('path-undeclared', pointer, added.length, (n) => `${n} path parameter(s) the document does not declare were added`);
  if (kept.length + added.length > 0) frontmatter.parameters = [...kept, ...added];
  else delete frontmatter.parameters;
}

/** Leaves out a request body the content cannot hold: one on GET or HEAD, or one without a media type. */
function dropImpossibleBody(frontmatter: Frontmatter, changes: Changes, pointer: string): void {
  const body = frontmatter.requestBody as Frontmatter | undefined;
  if (!body) return;
  if (body.contentType === undefined || frontmatter.method === 'GET' || frontmatter.method === 'HEAD') {
    delete frontmatter.requestBody;
    changes.add('body', pointer, 1, (n) => `${n} request bodies on GET or HEAD, or without a media type, were left out`);
  }
}

/** Removes examples, biggest first, until the file fits the size limit. */
function fitSize(frontmatter: Frontmatter, body: string, changes: Changes, pointer: string): string {
  let text = markdownFile(frontmatter, body);
  const holders = () => [frontmatter.requestBody, ...((frontmatter.responses as Frontmatter[]) ?? []), ...((frontmatter.errors as Frontmatter[]) ?? [])].filter((h): h is Frontmatter => typeof (h as Frontmatter | undefined)?.example === 'string');
  while (Buffer.byteLength(text) > MAX_FILE_BYTES && holders().length > 0) {
    const biggest = holders().sort((a, b) => String(b.example).length - String(a.example).length)[0]!;
    delete biggest.example;
    changes.add('size', pointer, 1, (n) => `${n} example(s) were left out to keep endpoint files under 1 MiB`);
    text = markdownFile(frontmatter, body);
  }
  return text;
}

/** The content folder of `spec`. */
export function importContent(spec: LoadedSpec): ImportOutput {
  const { document } = spec;
  const files = new Map<string, string>();
  const changes = new Changes();
  const groups = importGroups(document);
  const entities = importEntities(document);
  const { schemes, unsupported } = importSchemes(document);
  changes.add('schemes', '#/components/securitySchemes', unsupported.length, (n) => `${n} security scheme(s) of a kind pamdocs has no form for (an API key without \`in\`, OpenID Connect without its URL) were left out`);
  const declared = new Set(Object.keys(schemes));
  const undeclared = { count: 0 };
  const auth = (requirements: Parameters<typeof authOf>[0]) => authOf(requirements, declared, undeclared);
  const ctx: OperationContext = { document, entities: new Map(entities.map((e) => [e.name, e.id])), used: new Set(), dropped: new Map(), defaultAuth: auth(document.security ?? []), sampler: new ExampleSampler(document) };
  const prose: ProseChanges = { unlinked: 0, images: 0, fences: 0 };
  const proseAt = (pointer: string, text: string) => {
    const before = { ...prose };
    const out = importProse(text, prose);
    changes.add('unlinked', pointer, prose.unlinked - before.unlinked, (n) => `${n} link(s) to pages of the API's own site kept their text and lost the link`);
    changes.add('images', pointer, prose.images - before.images, (n) => `${n} image(s) became links (the built site loads nothing from other origins)`);
    changes.add('fences', pointer, prose.fences - before.fences, (n) => `${n} code block(s) fenced as json that do not parse are fenced as jsonc`);
    return out;
  };
  const repaired = (pointer: string, removed: number) => changes.add('repaired', pointer, removed, (n) => `${n} value(s) the content schema refuses were left out`);

  const endpoint = ({ path, method, item, op, id, pointer, webhook, dropOperationId }: ImportedOperation, group: string) => {
    ctx.used = new Set();
    const { frontmatter, body: description } = endpointOf(path, method, item, op, ctx, auth);
    if (dropOperationId) {
      delete frontmatter.operationId;
      changes.add('operation-id', pointer, 1, (n) => `${n} operationId(s) that another operation already has were left out (each such endpoint's operation id is its file name)`);
    }
    const body = webhook === undefined ? description : `A webhook (\`${webhook}\`): the API sends this request to the URL a caller subscribes.\n\n${description}`;
    matchPathParameters(frontmatter, changes, pointer);
    dropImpossibleBody(frontmatter, changes, pointer);
    if (ctx.used.size > 0) frontmatter.entities = [...ctx.used];
    repaired(pointer, repairTo(endpointSchema, frontmatter));
    files.set(`endpoints/${group}/${id}.md`, fitSize(frontmatter, proseAt(pointer, body), changes, pointer));
  };
  for (const group of groups) for (const operation of group.operations) endpoint(operation, group.id);
  changes.add('undeclared', '#/paths', undeclared.count, (n) => `${n} security requirement(s) naming a scheme the document does not declare (or pamdocs cannot show) were left out`);

  for (const entity of entities) {
    const pointer = spec.version.startsWith('2') ? `#/definitions/${entity.name}` : `#/components/schemas/${entity.name}`;
    ctx.used = new Set();
    const schema = convertSchema(entity.schema, ctx);
    const description = typeof schema.description === 'string' ? schema.description.trim() : '';
    const summary = description.split(/(?<=[.!?])\s|\n/)[0]?.trim() ?? '';
    const frontmatter: Frontmatter = {
      name: schema.title?.trim() || entity.name,
      className: entity.name,
      ...(summary && summary.length <= 200 && !summary.includes('\n') ? { summary } : {}),
      schema,
      ...(ctx.used.size > 0 ? { relationships: [...ctx.used].filter((e) => e !== entity.id) } : {}),
    };
    repaired(pointer, repairTo(entitySchema, frontmatter));
    files.set(`entities/${entity.id}.md`, markdownFile(frontmatter, description && description !== summary ? proseAt(pointer, description) : ''));
  }
  for (const [keyword, n] of ctx.dropped) changes.add(`keyword:${keyword}`, '#', n, (count) => `${count} schema keyword(s) \`${keyword}\` that JSON Schema does not define were left out`);

  const description = document.info?.description?.trim();
  if (description) files.set('landing/overview.md', markdownFile({ title: 'Overview' }, proseAt('#/info/description', description)));
  files.set('pamdocs.yaml', configText({ spec, groups, entities, schemes, defaultAuth: ctx.defaultAuth, landing: Boolean(description) }));
  return {
    files,
    notes: changes.notes(spec),
    stats: { operations: groups.reduce((n, g) => n + g.operations.length, 0), groups: groups.length, entities: entities.length },
  };
}
