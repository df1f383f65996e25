/**
 * Random edits of a project (./cache-projects.ts) as a writer makes them: a
 * title or summary, a parameter, an example, a Markdown body, a link, an
 * endpoint added, deleted or renamed, pamdocs.yaml (the site title, a group's
 * title, apiBaseUrl), an asset, an entity, the OpenAPI document (a summary, a
 * parameter, an operation removed), and a file saved again unchanged. Like a
 * writer, each keeps the content valid (./cache-follow.ts): the inventory
 * lists what was added or renamed, links follow what moved or went, stated
 * counts stay true, an overlay describes an operation no other does; the
 * error, and its fix, are ./cache-errors.ts. Each says what it did and which
 * files it touched, as the dev server's watcher would report them.
 */
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  abs,
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
import { dropOverlays, endpointCount, operations, overlays, relink, restate, statedCount } from './cache-follow.js';
import type { Project } from './cache-projects.js';

export type { Change, FileEvent } from './cache-edit-tools.js';

const int = (random: Random, n: number) => Math.floor(random() * n);
/** A name not taken yet. */
const fresh = (random: Random) => `n${int(random, 1e6)}`;
/** Routes of endpoints a link may lead to (the live project's: its operations and their groups' pages). */
async function targets(p: Project): Promise<string[]> {
  if (p.inventory) return inventory(await read(p, 'pamdocs.yaml')).map((e) => `${e.group}?scroll=${e.id}`);
  const ops = await operations(p);
  return [...ops.map((o) => `${o.group}?scroll=${o.anchor}`), ...new Set(ops.map((o) => o.group))];
}

/** The events of `changes`, each file once (its first event). */
function merged(...changes: FileEvent[][]): FileEvent[] {
  const seen = new Map<string, FileEvent>();
  for (const e of changes.flat()) if (!seen.has(e.file)) seen.set(e.file, e);
  return [...seen.values()];
}

/** `change` with the events of what followed it, and `also` said when it did anything. */
const followed = (change: Change, also: string, events: FileEvent[]): Change =>
  events.length === 0 ? change : { what: `${change.what}, ${also}`, events: merged(change.events, events) };

const titleOrSummary: Edit = (p, r) =>
  editMarkdown(p, r, ['endpoints'], /^(title|summary): (.*)$/, (m) => `${m[1]}: ${sentence(r, 3)}`, 'endpoint title or summary');

const parameter: Edit = async (p, r) => {
  const rel = await endpointFile(p, r);
  if (!rel) return undefined;
  const which = int(r, 3);
  if (which === 0) {
    let names: [string, string] | undefined;
    const rename = (m: RegExpExecArray) => {
      names = [m[2]!, `${m[2]}${fresh(r)}`];
      return `${m[1]}${names[1]}`;
    };
    const renamed = await editLine(p, r, rel, /^( {2}- name: )(\w+)$/, rename, 'parameter renamed', /^parameters:/);
    // A path parameter is renamed in the path too.
    const text = await read(p, rel);
    if (!renamed || !names || !text.includes(`{${names[0]}}`)) return renamed;
    const [from, to] = names;
    await writeFile(
      abs(p, rel),
      text.replace(/^path: .*$/m, (line) => line.replace(`{${from}}`, `{${to}}`)),
    );
    return { ...renamed, what: `${renamed.what}, in the path too` };
  }
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

const body: Edit = async (p, r) => {
  const texts = [
    sentence(r, 9),
    `This reference has {{endpoints}} endpoints and ${sentence(r, 3).toLowerCase()}`,
    statedCount(r() < 0.5 ? '{{endpoints}}' : await endpointCount(p)),
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
    // An overlay of an operation no overlay describes yet.
    const overlaid = new Set((await overlays(p)).values());
    const operation = pick(
      r,
      (await operations(p)).filter((o) => !overlaid.has(o.id)),
    );
    if (!operation) return undefined;
    const text = `---\noperation: ${operation.id}\ntitle: ${sentence(r, 3)}\n---\n\n${sentence(r, 8)}\n`;
    return write(p, `endpoints/${fresh(r)}.md`, text, 'overlay added');
  }
  const rel = await endpointFile(p, r);
  if (!rel) return undefined;
  const id = path.basename(rel, '.md');
  const copy = `${id}-${fresh(r)}`;
  const text = (await read(p, rel))
    .replace(/^title: .*$/m, `title: ${sentence(r, 3)}`)
    .replace(/^path: (.*)$/m, `path: $1/${copy}`)
    .replace(/^operationId: (\w+)$/m, (_m, op: string) => `operationId: ${op}${copy.slice(id.length + 1).toUpperCase()}`);
  const added = await write(p, `${path.dirname(rel)}/${copy}.md`, text, 'endpoint added');
  const listed = await relist(p, id, copy, true);
  return followed(added, 'listed', merged(listed ? [listed] : [], await restate(p)));
};

/** An endpoint file whose group has others (a group left empty is an error), with its inventory entry. */
async function groupedEndpoint(p: Project, r: Random): Promise<{ rel: string; id: string; group?: string } | undefined> {
  const listed = inventory(await read(p, 'pamdocs.yaml'));
  const rels = (await files(p, 'endpoints')).filter((f) => f.endsWith('.md'));
  const rel = pick(
    r,
    p.inventory
      ? rels.filter((f) => listed.filter((e) => e.group === listed.find((l) => l.id === path.basename(f, '.md'))?.group).length > 1)
      : rels,
  );
  if (!rel) return undefined;
  const id = path.basename(rel, '.md');
  return { rel, id, group: listed.find((e) => e.id === id)?.group };
}

const deleteEndpoint: Edit = async (p, r) => {
  const found = await groupedEndpoint(p, r);
  if (!found) return undefined;
  const { rel, id, group } = found;
  await rm(abs(p, rel));
  const deleted: Change = { what: `endpoint deleted (${rel})`, events: [{ file: abs(p, rel), type: 'unlink' }] };
  if (!p.inventory) return deleted;
  const unlisted = await relist(p, id, undefined);
  // Links to it lead to its group's page instead.
  const relinked = group ? await relink(p, `${group}?scroll=${id}`, group) : [];
  return followed(deleted, 'unlisted (links to it lead to its group)', merged(unlisted ? [unlisted] : [], relinked, await restate(p)));
};

const renameEndpoint: Edit = async (p, r) => {
  const found = await groupedEndpoint(p, r);
  if (!found) return undefined;
  const { rel, id, group } = found;
  const to = `${path.dirname(rel)}/${id}-${fresh(r)}.md`;
  const next = path.basename(to, '.md');
  await rename(abs(p, rel), abs(p, to));
  const renamed: Change = {
    what: `endpoint renamed (${rel} -> ${to})`,
    events: [
      { file: abs(p, rel), type: 'unlink' },
      { file: abs(p, to), type: 'add' },
    ],
  };
  if (!p.inventory) return renamed;
  const relisted = await relist(p, id, next);
  const relinked = group ? await relink(p, `${group}?scroll=${id}`, `${group}?scroll=${next}`) : [];
  return followed(renamed, 'in the inventory and links too', merged(relisted ? [relisted] : [], relinked));
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
  // An operation whose group keeps others; its overlays go with it, links to it lead to its group's page.
  const ops = await operations(p);
  const op = pick(
    r,
    ops.filter((o) => ops.filter((other) => other.group === o.group).length > 1),
  );
  if (!op) return undefined;
  const lines = (await read(p, 'api.yaml')).split('\n');
  lines.splice(op.start, op.end - op.start);
  const removed = await write(p, 'api.yaml', lines.join('\n'), `operation removed (${op.id})`);
  const follow = merged(await dropOverlays(p, op.id), await relink(p, `${op.group}?scroll=${op.anchor}`, op.group), await restate(p));
  return followed(removed, 'its overlays, links and counts followed', follow);
};

const resave: Edit = async (p, r) => {
  const rel = pick(r, [...(await files(p)), ...(p.spec ? ['api.yaml'] : [])])!;
  await writeFile(abs(p, rel), await readFile(abs(p, rel)));
  return { what: `saved again unchanged (${rel})`, events: [{ file: abs(p, rel), type: 'change' }] };
};

/** The edits by name; an error (./cache-errors.ts) is drawn beside them. */
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
