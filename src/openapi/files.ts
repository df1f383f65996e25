/**
 * An OpenAPI document as a content folder (`pamdocs import`, `init --from`
 * with `--markdown`): `pamdocs.yaml` with comments (the site named after
 * `info`, the API base URL from `servers`, the security schemes, the groups
 * and entities of the inventory, and the rules that do not fit an imported
 * API turned off); one endpoint file per operation; one entity file per component
 * schema; the API's description as a landing page. From then on the files
 * are the source. What had to change on the way is reported as warnings at
 * the place in the document it came from.
 */
import type { Diagnostic } from '../shared/diagnostics.js';
import { MAX_FILE_BYTES } from '../source/read.js';
import { changeMessage, Changes, summarize } from './changes.js';
import { convertApi } from './convert.js';
import type { ConvertedApi } from './converted.js';
import type { Frontmatter } from './operation.js';
import type { LoadedSpec } from './spec.js';
import { firstOpen, keepNested } from './nesting.js';
import { yamlText } from './yaml-out.js';

/** The content an import writes, by content-relative path, and what it had to change. */
export interface ImportOutput {
  files: Map<string, string>;
  /** Warnings: what changed on the way, each kind counted once at its first place. */
  notes: Diagnostic[];
  stats: { operations: number; groups: number; entities: number };
}

/** A Markdown file with YAML frontmatter. */
const markdownFile = (frontmatter: Frontmatter, body: string) =>
  `---\n${yamlText(frontmatter)}---\n${body.trim() ? `\n${body.trim()}\n` : ''}`;

/** Removes examples, biggest first, until the file fits the size limit of a content file (an endpoint over it loses its biggest examples). */
function fitSize(frontmatter: Frontmatter, body: string, changes: Changes, pointer: string): string {
  let text = markdownFile(frontmatter, body);
  const holders = () =>
    [frontmatter.requestBody, ...((frontmatter.responses as Frontmatter[]) ?? []), ...((frontmatter.errors as Frontmatter[]) ?? [])].filter(
      (h): h is Frontmatter => typeof (h as Frontmatter | undefined)?.example === 'string',
    );
  while (Buffer.byteLength(text) > MAX_FILE_BYTES && holders().length > 0) {
    const biggest = holders().sort((a, b) => String(b.example).length - String(a.example).length)[0]!;
    delete biggest.example;
    changes.add('size', pointer, 1);
    text = markdownFile(frontmatter, body);
  }
  return text;
}

/** The groups of `api` that pamdocs.yaml lists: a tag of prose is a guide (see filesOf), and a section left with no group nested in it is no group. */
const writtenGroups = (api: ConvertedApi) =>
  keepNested(
    api.groups.filter((g) => !g.prose),
    (g) => g.endpoints.length > 0 || g.also.length > 0,
  );

/**
 * The text of the `pamdocs.yaml` an import writes for `api`, the conversion
 * of `spec`: commented, with the groups and entities of the inventory.
 */
function configText(spec: LoadedSpec, api: ConvertedApi): string {
  const groups = writtenGroups(api);
  const opened = firstOpen(groups);
  const sections = [
    `# Imported from ${spec.file} (${spec.version.startsWith('2') ? 'Swagger' : 'OpenAPI'} ${spec.version}) by \`pamdocs import\`.\n# Edit these files from now on, or import again with --force to replace them all.\n`,
    yamlText({ siteTitle: api.title, hero: { title: api.title, tagline: api.tagline, badges: ['{{endpoints}} Endpoints'] } }),
    api.baseUrl
      ? yamlText({ apiBaseUrl: api.baseUrl })
      : '# The document names no absolute server URL: code samples call the default base URL.\n',
    `# How callers authenticate: the document's security schemes; an endpoint's \`auth\` names the ones it requires.\n${yamlText({ auth: { default: api.defaultAuth, schemes: api.schemes } })}`,
    `# One group per tag, in the document's order; each lists its endpoint files (endpoints/<group>/<id>.md).\n${yamlText({
      groups: groups.map((g) => ({
        id: g.id,
        title: g.title,
        ...(g.parent !== undefined ? { parent: g.parent } : {}),
        ...(g.description ? { description: g.description } : {}),
        ...(g.externalDocs ? { externalDocs: g.externalDocs } : {}),
        ...(opened.has(g.id) ? { open: true } : {}),
        endpoints: g.endpoints,
        ...(g.also.length > 0 ? { also: g.also } : {}),
      })),
    })}`,
    `# The component schemas (entities/<id>.md).\n${yamlText({ entities: api.entities.map((e) => e.id) })}`,
    api.description ? yamlText({ landing: { layout: 'sections', pages: ['landing/overview.md'] } }) : '',
    '# The API\'s own descriptions state numbers of their own ("up to 100 items") and may hold `{{…}}`:\n# the checks of stated counts and placeholders are for prose about this site.\n',
    yamlText({ rules: { 'facts/stated-count': 'off', 'facts/unknown-placeholder': 'off' } }),
  ];
  return sections.filter(Boolean).join('\n');
}

/** The files of a converted document. */
function filesOf(api: ConvertedApi, spec: LoadedSpec, sized: Changes): Map<string, string> {
  const files = new Map<string, string>();
  for (const e of api.endpoints) files.set(`endpoints/${e.group}/${e.id}.md`, fitSize(e.frontmatter, e.body, sized, e.pointer));
  for (const e of api.entities) files.set(`entities/${e.id}.md`, markdownFile(e.frontmatter, e.body));
  if (api.description) files.set('landing/overview.md', markdownFile({ title: 'Overview' }, api.description));
  // A tag of prose (`x-traitTag`) is a guide: a page of its own.
  for (const g of api.groups) if (g.prose) files.set(`guides/${g.id}.md`, markdownFile({ title: g.title }, g.description));
  files.set('pamdocs.yaml', configText(spec, api));
  return files;
}

/** The content folder of `spec`. */
export function importContent(spec: LoadedSpec): ImportOutput {
  const api = convertApi(spec);
  const sized = new Changes();
  const files = filesOf(api, spec, sized);
  const changes = summarize([...api.endpoints.map((e) => e.changes), ...api.entities.map((e) => e.changes), api.changes, sized.list]);
  return {
    files,
    notes: changes.map(({ kind, pointer, count }) => ({
      ...spec.locate(pointer),
      severity: 'warning',
      rule: 'openapi/changed',
      message: `${changeMessage(kind, count)} (the first here)`,
    })),
    stats: { operations: api.endpoints.length, groups: writtenGroups(api).length, entities: api.entities.length },
  };
}
