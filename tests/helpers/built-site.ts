/**
 * What a built site shows of its API, read from its files as a reader's
 * browser and a machine reader get them: the endpoints and entities its
 * data scripts deliver (src/shared/page-protocol.ts), and the Markdown twins
 * (`md/`, src/emit/llms/) cut into their parts: per endpoint its parameter
 * rows, and per body, response or error the rows of its tables by field.
 */
import type { Endpoint, Entity } from '../../src/shared/site-model.js';

/** A file of a built site: its text or bytes. */
export type SiteFile = string | Uint8Array;

/** The parts of one twin section (an endpoint's or an entity's). */
export interface TwinSection {
  /** The whole section. */
  text: string;
  /** Prose by part: `''` (before any part), `request`, `response 200`, `error 404`. */
  prose: Map<string, string>;
  /**
   * Table rows by key, each row's text: `parameter query:limit`, `header 200 X-Rate`,
   * `error 404` (the errors table), and a body's fields as `<part>|<media type>|<path>`
   * (`response 200|application/json|items[].id`; path `''`: the `Schema:` line of a body); a key may have several
   * rows (the fields of alternatives).
   */
  rows: Map<string, string[]>;
}

/** The API of a built site. */
export interface BuiltSite {
  endpoints: Endpoint[];
  entities: Entity[];
  /** Twin sections of the endpoints, by `METHOD /path`. */
  endpointTwins: Map<string, TwinSection>;
  /** Twin sections of the entities, by class name. */
  entityTwins: Map<string, TwinSection>;
}

const textOf = (file: SiteFile): string => (typeof file === 'string' ? file : Buffer.from(file).toString('utf8'));

/** The key and payload of a data script (`window["…"]("key",payload);`). */
function dataOf(script: string): { key: string; payload: unknown } | undefined {
  const head = /^window\[[^\]]+\]\(("(?:[^"\\]|\\.)*"),/.exec(script);
  if (!head?.[1]) return undefined;
  return { key: JSON.parse(head[1]) as string, payload: JSON.parse(script.slice(head[0].length, script.lastIndexOf(')'))) };
}

/** The text of a code span (`` `a` ``, ``` `` a`b `` ```). */
const unCode = (span: string): string => /^(`+) ?(.*?) ?\1$/.exec(span.trim())?.[2] ?? span.trim();

/** The cells of a table row, their escaped pipes kept as text. */
const cellsOf = (row: string): string[] =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replace(/\\\|/g, '|'));

/** The parts of one twin section (see {@link TwinSection}). */
export function sectionOf(text: string): TwinSection {
  const prose = new Map<string, string>();
  const rows = new Map<string, string[]>();
  let part = '';
  let media = '';
  const say = (words: string) => prose.set(part, `${prose.get(part) ?? ''}\n${words}`);
  const add = (key: string, row: string) => rows.set(key, [...(rows.get(key) ?? []), row]);
  for (const block of text.split(/\n\n+/)) {
    // Headings of the prose (shifted under the section's) are prose: only the twin's own start a part.
    const status = /^#### (\d{3}|\dXX|default)\b/.exec(block)?.[1] ?? /^(?:The body|Headers) of the (\S+) error/.exec(block)?.[1];
    const heading = /^### (Parameters|Request body|Responses|Errors)$/.exec(block)?.[1];
    if (heading !== undefined) [part, media] = [{ 'Request body': 'request', Errors: 'errors' }[heading] ?? heading.toLowerCase(), ''];
    else if (status !== undefined) [part, media] = [`${block.startsWith('####') ? 'response' : 'error'} ${status}`, ''];
    else if (/^Fields of the `.*` \S+ parameter:$/.test(block)) {
      const [, name = '', where = ''] = /^Fields of the (`.*`) (\S+) parameter:$/.exec(block) ?? [];
      [part, media] = [`parameter ${where}:${unCode(name)}`, ''];
    } else if (/^Content type: `/.test(block)) media = unCode(block.slice('Content type: '.length));
    else if (block.startsWith('Schema: ')) add(`${part}|${media}|`, block.replace(/\\\|/g, '|'));
    else if (block.startsWith('|')) {
      const [head = '', , ...lines] = block.split('\n');
      const first = cellsOf(head)[0];
      for (const line of lines) {
        const cells = cellsOf(line);
        const row = cells.join(' | ');
        const name = unCode(cells[0] ?? '');
        if (first === 'Name') add(`parameter ${cells[1]}:${name}`, row);
        else if (first === 'Header') add(`header ${part.replace(/^(response|error) /, '')} ${name}`, row);
        else if (first === 'Status') add(`error ${name.split(' ')[0]}`, row);
        else add(`${part}|${media}|${name}`, row);
      }
    } else say(block);
  }
  return { text, prose, rows };
}

/** Splits a twin into its `## ` sections. */
const sections = (markdown: string): string[] => markdown.split(/\n(?=## )/).filter((s) => s.startsWith('## '));

/** The API a built site shows, from its files by path (`assets/…`, `md/…`). */
export function builtSite(files: ReadonlyMap<string, SiteFile>): BuiltSite {
  const site: BuiltSite = { endpoints: [], entities: [], endpointTwins: new Map(), entityTwins: new Map() };
  for (const [file, content] of files) {
    if (/^assets\/(group|entities)-.*\.js$/.test(file)) {
      const data = dataOf(textOf(content));
      if (data?.key === 'entities') site.entities.push(...(data.payload as Entity[]));
      else if (data?.key.startsWith('group:')) site.endpoints.push(...(data.payload as { endpoints: Endpoint[] }).endpoints);
    } else if (/^md\/.*\.md$/.test(file)) {
      for (const text of sections(textOf(content))) {
        const [, second = ''] = text.split(/\n\n/);
        const className = /class name: `([^`]*)`/.exec(second)?.[1];
        if (className !== undefined && second.startsWith('Id: ')) site.entityTwins.set(className, sectionOf(text));
        else if (/^`[^`]/.test(second)) site.endpointTwins.set(unCode(second), sectionOf(text));
      }
    }
  }
  return site;
}
