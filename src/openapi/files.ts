/**
 * An OpenAPI document as a content folder (`pamdocs import`, `init --from`
 * with `--markdown`): `pamdocs.yaml` with the groups, entities and security
 * schemes; one endpoint file per operation; one entity file per component
 * schema; the API's description as a landing page. From then on the files
 * are the source. What had to change on the way is reported as warnings at
 * the place in the document it came from.
 */
import type { Diagnostic } from '../shared/diagnostics.js';
import { MAX_FILE_BYTES } from '../source/read.js';
import { changeMessage, Changes, summarize } from './changes.js';
import { configText } from './config.js';
import { convertApi } from './convert.js';
import type { ConvertedApi } from './converted.js';
import type { Frontmatter } from './operation.js';
import type { LoadedSpec } from './spec.js';
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

/** The files of a converted document. */
function filesOf(api: ConvertedApi, spec: LoadedSpec, sized: Changes): Map<string, string> {
  const files = new Map<string, string>();
  for (const e of api.endpoints) files.set(`endpoints/${e.group}/${e.id}.md`, fitSize(e.frontmatter, e.body, sized, e.pointer));
  for (const e of api.entities) files.set(`entities/${e.id}.md`, markdownFile(e.frontmatter, e.body));
  if (api.description) files.set('landing/overview.md', markdownFile({ title: 'Overview' }, api.description));
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
    stats: { operations: api.endpoints.length, groups: api.groups.length, entities: api.entities.length },
  };
}
