/**
 * Random edits of a project (./cache-projects.ts) as a writer makes them: a
 * title or summary, a parameter, an example, a Markdown body, a link, an
 * endpoint added (and listed in the inventory), deleted or renamed,
 * pamdocs.yaml (the site title, a group's title, apiBaseUrl), an asset, an
 * entity, the OpenAPI document (a summary, a parameter, an operation
 * removed), an error that the next edit fixes, and a file saved again
 * unchanged. Each says what it did and which files it touched, as the dev
 * server's watcher would report them.
 */
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  abs,
  block,
  blockEnd,
  editLine,
  editMarkdown,
  endpointFile,
  files,
  inventory,
  pick,
  read,
  relist,
  sentence,
  words,
  write,
  type Change,
  type Edit,
  type FileEvent,
  type Random,
} from './cache-edit-tools.js';
import type { Project } from './cache-projects.js';

export type { Change, FileEvent } from './cache-edit-tools.js';

const int = (random: Random, n: number) => Math.floor(random() * n);
/** A name not taken yet. */
const fresh = (random: Random) => `n${int(random, 1e6)}`;
/** Where the live project's links may lead: Galaxy's groups and operations. */
const GALAXY_TARGETS = ['planets?scroll=get-planet', 'planets?scroll=delete-planet', 'authentication?scroll=get-me', 'planets'];
const OPERATIONS = [
  'getAllData',
  'createPlanet',
  'getPlanet',
  'updatePlanet',
  'deletePlanet',
  'uploadImage',
  'createUser',
  'getToken',
  'getMe',
];

/** Routes of endpoints a link may lead to (and one that leads nowhere). */
async function targets(p: Project): Promise<string[]> {
  if (!p.inventory) return [...GALAXY_TARGETS, 'planets?scroll=no-such-planet'];
  const listed = inventory(await read(p, 'pamdocs.yaml')).map((e) => `${e.group}?scroll=${e.id}`);
  return [...listed, 'nowhere?scroll=nothing'];
}

const titleOrSummary: Edit = (p, r) =>
  editMarkdown(p, r, ['endpoints'], /^(title|summary): (.*)$/, (m) => `${m[1]}: ${sentence(r, 3)}`, 'endpoint title or summary');

const parameter: Edit = async (p, r) => {
  const rel = await endpointFile(p, r);
  if (!rel) return undefined;
  const which = int(r, 3);
  if (which === 0)
    return editLine(p, r, rel, /^( {2}- name: )(\w+)$/, (m) => `${m[1]}${m[2]}${fresh(r)}`, 'parameter renamed', /^parameters:/);
  if (which === 1)
    return editLine(p, r, rel, /^( {4}in: )(query|header)$/, (m) => `${m[1]}${m[2] === 'query' ? 'header' : 'query'}`, 'parameter moved');
  return editLine(p, r, rel, /^( {4}description: )(.*)$/, (m) => `${m[1]}${sentence(r, 5)}`, 'parameter described', /^parameters:/);
};

const example: Edit = (p, r) =>
  editMarkdown(
    p,
    r,
    ['endpoints'],
    /^(\s+"\w+": )(-?\d+(?:\.\d+)?|"[^"]*")(,?)$/,
    (m) => `${m[1]}${r() < 0.5 ? int(r, 1000) : JSON.stringify(words(r, 2))}${m[3]}`,
    'example value',
  );

/** Appends `text` to the body of a Markdown file of `folders`. */
async function appendBody(p: Project, r: Random, folders: string[], text: string, what: string): Promise<Change | undefined> {
  const rel = pick(
    r,
    (await Promise.all(folders.map((f) => files(p, f)))).flat().filter((f) => f.endsWith('.md')),
  );
  if (!rel) return undefined;
  return write(p, rel, `${(await read(p, rel)).trimEnd()}\n\n${text}\n`, what);
}

const body: Edit = (p, r) => {
  const texts = [
    sentence(r, 9),
    `This reference has {{endpoints}} endpoints and ${sentence(r, 3).toLowerCase()}`,
    `This API has ${1 + int(r, 60)} endpoints.`,
    `## ${sentence(r, 2).slice(0, -1)}\n\n- ${sentence(r, 4)}\n- \`${words(r, 1)}\` ${words(r, 3)}`,
    `> **Note:** ${sentence(r, 6)}`,
  ];
  return appendBody(p, r, ['endpoints', 'entities', 'guides', 'landing'], pick(r, texts)!, 'Markdown body');
};

const link: Edit = async (p, r) => {
  const to = pick(r, await targets(p))!;
  const changed = await editBodyLink(p, r, to);
  return changed ?? appendBody(p, r, ['endpoints', 'guides', 'landing'], `See [${words(r, 2)}](#/${to}).`, `link to #/${to} added`);
};

/** Points an existing link of a Markdown body at `to`. */
async function editBodyLink(p: Project, r: Random, to: string): Promise<Change | undefined> {
  const linked = [];
  for (const rel of (await files(p)).filter((f) => f.endsWith('.md'))) if (/\]\(#\/[^)]*\)/.test(await read(p, rel))) linked.push(rel);
  const rel = pick(r, linked);
  if (!rel || r() < 0.3) return undefined;
  return write(p, rel, (await read(p, rel)).replace(/\]\(#\/[^)]*\)/, `](#/${to})`), `link pointed at #/${to}`);
}

const addEndpoint: Edit = async (p, r) => {
  if (!p.inventory) {
    const text = `---\noperation: ${pick(r, OPERATIONS)}\ntitle: ${sentence(r, 3)}\n---\n\n${sentence(r, 8)}\n`;
    return write(p, `endpoints/${fresh(r)}.md`, text, 'overlay added');
  }
  const rel = await endpointFile(p, r);
  if (!rel) return undefined;
  const id = path.basename(rel, '.md');
  const copy = `${id}-${fresh(r)}`;
  const text = (await read(p, rel)).replace(/^title: .*$/m, `title: ${sentence(r, 3)}`).replace(/^path: (.*)$/m, `path: $1/${copy}`);
  const added = await write(p, `${path.dirname(rel)}/${copy}.md`, text, 'endpoint added');
  const listed = r() < 0.85 ? await relist(p, id, copy, true) : undefined;
  return { what: `${added.what}${listed ? ' and listed' : ', not listed'}`, events: [...added.events, ...(listed ? [listed] : [])] };
};

const deleteEndpoint: Edit = async (p, r) => {
  const rel = await endpointFile(p, r);
  if (!rel) return undefined;
  await rm(abs(p, rel));
  const unlisted = p.inventory && r() < 0.6 ? await relist(p, path.basename(rel, '.md'), undefined) : undefined;
  const events: FileEvent[] = [{ file: abs(p, rel), type: 'unlink' }, ...(unlisted ? [unlisted] : [])];
  return { what: `endpoint deleted (${rel})${unlisted ? ' and unlisted' : ''}`, events };
};

const renameEndpoint: Edit = async (p, r) => {
  const rel = await endpointFile(p, r);
  if (!rel) return undefined;
  const id = path.basename(rel, '.md');
  const to = `${path.dirname(rel)}/${id}-${fresh(r)}.md`;
  await rename(abs(p, rel), abs(p, to));
  const relisted = p.inventory && r() < 0.7 ? await relist(p, id, path.basename(to, '.md')) : undefined;
  const events: FileEvent[] = [{ file: abs(p, rel), type: 'unlink' }, { file: abs(p, to), type: 'add' }, ...(relisted ? [relisted] : [])];
  return { what: `endpoint renamed (${rel} -> ${to})${relisted ? ' in the inventory too' : ''}`, events };
};

const config: Edit = async (p, r) => {
  const text = await read(p, 'pamdocs.yaml');
  const which = int(r, 3);
  if (which === 0) {
    const title = `siteTitle: ${sentence(r, 2).slice(0, -1)}`;
    const next = /^siteTitle: .*$/m.test(text) ? text.replace(/^siteTitle: .*$/m, title) : `${title}\n${text}`;
    return write(p, 'pamdocs.yaml', next, 'site title');
  }
  if (which === 1)
    return editLine(p, r, 'pamdocs.yaml', /^( {4}title: )(.*)$/, (m) => `${m[1]}${sentence(r, 2).slice(0, -1)}`, 'group title', /^groups:/);
  const url = `apiBaseUrl: https://${words(r, 1)}.example.com/v${int(r, 9)}`;
  const next = /^apiBaseUrl: .*$/m.test(text) ? text.replace(/^apiBaseUrl: .*$/m, url) : `${url}\n${text}`;
  return write(p, 'pamdocs.yaml', next, 'apiBaseUrl');
};

const asset: Edit = async (p, r) => {
  const svg = (await files(p)).find((f) => f.endsWith('.svg'));
  const color = `#${int(r, 0xffffff).toString(16).padStart(6, '0')}`;
  if (svg) return write(p, svg, (await read(p, svg)).replace(/#[0-9a-fA-F]{6}/, color), 'asset edited');
  const page = (await files(p, 'landing')).find((f) => f.endsWith('.md'));
  if (!page) return undefined;
  const figure = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="${color}"/></svg>\n`;
  const added = await write(p, 'landing/figure.svg', figure, 'asset added');
  const used = await write(p, page, `${(await read(p, page)).trimEnd()}\n\n![A figure](figure.svg)\n`, 'and shown');
  return { what: `${added.what} ${used.what}`, events: [...added.events, ...used.events] };
};

const entity: Edit = (p, r) =>
  p.spec
    ? editLine(p, r, 'api.yaml', /^( {6}description: )(.*)$/, (m) => `${m[1]}${sentence(r, 4)}`, 'schema description', /^ {2}schemas:/)
    : editMarkdown(p, r, ['entities'], /^(summary: | {4}description: )(.*)$/, (m) => `${m[1]}${sentence(r, 5)}`, 'entity');

const openapi: Edit = async (p, r) => {
  if (!p.spec) return undefined;
  const which = int(r, 3);
  if (which === 0) return editLine(p, r, 'api.yaml', /^( {6}summary: )(.*)$/, (m) => `${m[1]}${sentence(r, 3)}`, 'operation summary');
  if (which === 1)
    return editLine(
      p,
      r,
      'api.yaml',
      /^( {6}description: | {6}default: )(.*)$/,
      (m) => `${m[1]}${m[1]!.includes('default') ? int(r, 50) : sentence(r, 4)}`,
      'parameter',
      /^ {2}parameters:/,
    );
  const lines = (await read(p, 'api.yaml')).split('\n');
  const [start, end] = block(lines, /^paths:/);
  const at = pick(
    r,
    lines.flatMap((l, i) => (i >= start && i < end && /^ {4}(get|post|put|patch|delete):$/.test(l) ? [i] : [])),
  );
  if (at === undefined) return undefined;
  const removed = lines.splice(at, blockEnd(lines, at) - at);
  return write(p, 'api.yaml', lines.join('\n'), `operation removed (${removed.find((l) => /operationId/.test(l))?.trim() ?? lines[at]})`);
};

/** The text an error replaced, to put back by the next edit. */
export interface Undo {
  rel: string;
  text: string;
}

/** Breaks a file (its YAML, or the document `pamdocs.yaml` names); the original text is put back by {@link fix}. */
export async function breakFile(p: Project, r: Random): Promise<{ change: Change; undo: Undo } | undefined> {
  const choices = [await endpointFile(p, r), 'pamdocs.yaml', ...(p.spec ? ['api.yaml'] : [])].filter((f) => f !== undefined);
  const rel = pick(r, choices)!;
  const text = await read(p, rel);
  const pattern =
    rel === 'api.yaml'
      ? /^( {6}summary: )(.*)$/m
      : rel.endsWith('.md')
        ? /^(title: |method: |name: )(.*)$/m
        : /^(siteTitle: |groups:|openapi: )(.*)$/m;
  if (!pattern.test(text)) return undefined;
  const change = await write(p, rel, text.replace(pattern, '$1[$2'), 'error introduced');
  return { change, undo: { rel, text } };
}

/** Puts back the text an error replaced. */
export async function fix(p: Project, undo: Undo): Promise<Change> {
  return write(p, undo.rel, undo.text, 'error fixed');
}

const resave: Edit = async (p, r) => {
  const rel = pick(r, [...(await files(p)), ...(p.spec ? ['api.yaml'] : [])])!;
  await writeFile(abs(p, rel), await readFile(abs(p, rel)));
  return { what: `saved again unchanged (${rel})`, events: [{ file: abs(p, rel), type: 'change' }] };
};

/** The edits by name; an `error` (see {@link breakFile}) is drawn beside them. */
export const EDITS: Record<string, Edit> = {
  titleOrSummary,
  parameter,
  example,
  body,
  link,
  addEndpoint,
  deleteEndpoint,
  renameEndpoint,
  config,
  asset,
  entity,
  openapi,
  resave,
};
