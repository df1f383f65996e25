/**
 * The error of the cache equivalence test (./cache-edits.ts has the other
 * edits): a file broken (its YAML, or the OpenAPI document a live project
 * reads) or a link to nowhere added, and its fix a few edits later, which
 * undoes only what the error wrote (edits made meanwhile stay).
 */
import { endpointFile, files, pick, read, write, type Change, type Random } from './cache-edit-tools.js';
import type { Project } from './cache-projects.js';

/** What an error wrote (`broken`, in `rel` when written) in place of `original`, for {@link fix} to put back. */
export interface Undo {
  rel: string;
  broken: string;
  original: string;
}

/** A link to an anchor no page has. */
const nowhere = (p: Project) => (p.inventory ? 'nowhere?scroll=nothing' : 'planets?scroll=no-such-planet');

/**
 * Breaks a file: its YAML, the document `pamdocs.yaml` names, or a link of a
 * Markdown body (one added that leads nowhere). Undefined when the file drawn
 * has nothing to break.
 */
export async function breakFile(p: Project, r: Random): Promise<{ change: Change; undo: Undo } | undefined> {
  const page = pick(
    r,
    (await files(p)).filter((f) => f.endsWith('.md')),
  );
  const choices = [await endpointFile(p, r), 'pamdocs.yaml', ...(p.spec ? ['api.yaml'] : []), ...(page ? ['link'] : [])];
  const rel = pick(
    r,
    choices.filter((f) => f !== undefined),
  )!;
  if (rel === 'link') {
    const broken = `\n\nSee [the missing page](#/${nowhere(p)}).`;
    const change = await write(p, page!, `${(await read(p, page!)).trimEnd()}${broken}\n`, 'error introduced: a link to nowhere');
    return { change, undo: { rel: page!, broken, original: '' } };
  }
  const text = await read(p, rel);
  const pattern =
    rel === 'api.yaml'
      ? /^( {6}summary: )(.*)$/m
      : rel.endsWith('.md')
        ? /^(title: |method: |name: )(.*)$/m
        : /^(siteTitle: |groups:|openapi: )(.*)$/m;
  const m = pattern.exec(text);
  if (!m) return undefined;
  const broken = `${m[1]}[${m[2]}`;
  const change = await write(
    p,
    rel,
    text.replace(m[0], () => broken),
    'error introduced',
  );
  return { change, undo: { rel, broken, original: m[0] } };
}

/**
 * Puts back what the error replaced, in its file or wherever the file went
 * (renamed meanwhile); nothing when an edit made meanwhile removed it.
 */
export async function fix(p: Project, undo: Undo): Promise<Change> {
  const candidates = [undo.rel, ...(await files(p)), ...(p.spec ? ['api.yaml'] : [])];
  for (const rel of candidates) {
    const text = await read(p, rel).catch(() => '');
    if (text.includes(undo.broken))
      return write(
        p,
        rel,
        text.replace(undo.broken, () => undo.original),
        'error fixed',
      );
  }
  return { what: `error fixed already (gone from ${undo.rel})`, events: [] };
}
