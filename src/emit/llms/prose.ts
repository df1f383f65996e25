/**
 * A body's Markdown as a twin shows it: the text the writer wrote (or the
 * description of an OpenAPI document), with what only the site can read
 * made readable anywhere. Its links are found where the render found them
 * (the document's `links`, by offset): nothing is parsed again.
 *
 * - Links into the site (`#/cart?scroll=add-item`) lead to the twin of the
 *   page they name (`cart.md#add-item`), or to the page itself when it has
 *   no twin (`../index.html#/errors`); links to content files (images) to
 *   the file in the built site; both relative to the twin.
 * - Headings move down as the site moves them (`src/parse/markdown/shift-headings.ts`).
 * - The lines that open and close the landing's blocks (`::::cards`) are
 *   dropped, their content kept, a block's label (`:::chips{label="Audience"}`)
 *   kept as a line of its own; `::entities` becomes a link to the entities.
 * - Count placeholders (`{{endpoints}}`) are filled.
 */
import type { DocumentBody } from '../../parse/documents.js';
import { isLocalFile, resolveAsset } from '../../parse/markdown/local-urls.js';
import { fillPlaceholders } from '../../parse/placeholders.js';
import type { SiteStats } from '../../shared/site-model.js';
import { link, type UrlOf } from './markdown.js';

/** A place a link of a twin leads to: a site file (a path from the site root), and a fragment (URL text) or none. */
export interface LinkTarget {
  file: string;
  fragment?: string;
}

/** Where the links of a twin lead. */
export interface TwinLinks {
  /** The twin that shows the site route `route` (`/cart?scroll=x`, as written after `#`), or undefined when none does. */
  route(route: string): LinkTarget | undefined;
  /** The path in the built site of a content file (content-relative), '' when there is none. */
  asset(rel: string): string;
  /** The path from the site root of the entities' twin, '' when the site has no entities. */
  entities: string;
  stats: SiteStats;
}

/** How a body's headings move: down `shift` levels, or so that its highest is level `top`. */
export type HeadingMove = { shift: number } | { top: number };

/** An ATX heading: its hashes (group 2), after up to three spaces (group 1). */
const HEADING = /^( {0,3})(#{1,6})(?=[ \t]|$)/;
/** The line of a fenced code block's fence: its run of backticks or tildes. */
const FENCE = /^\s*(`{3,}|~{3,})/;
/** A line the line pass may change or must know of: a heading, a fence, a directive. */
const LINE_TRIGGER = /^\s*(?:#|```|~~~|::)/m;
/** A line that opens or closes a block directive (`:::chips{label="…"}`, `::::`), or is a leaf one (`::entities`): its colons, name and attributes. */
const DIRECTIVE = /^ {0,3}(:{2,})([a-zA-Z][\w-]*)?(?:\[[^\]\n]*\])?(\{[^}\n]*\})?\s*$/;
/** The `label` attribute of a directive's attributes (`{label="Audience"}`): its value, quoted or not (group 1 or 2). */
const LABEL = /\blabel=(?:"([^"]*)"|([^\s}]+))/;

/** The body of `doc` as a twin shows it, trimmed, its links' URLs written by `url`. */
export function twinProse(doc: Pick<DocumentBody, 'markdown' | 'links' | 'rel'>, url: UrlOf, links: TwinLinks, move: HeadingMove): string {
  const withLinks = rewriteLinks(doc, url, (written) => {
    if (written.startsWith('#/')) return links.route(written.slice(1)) ?? { file: 'index.html', fragment: written.slice(1) };
    if (!isLocalFile(written)) return undefined;
    try {
      const file = links.asset(resolveAsset(doc.rel, decodeURI(written)));
      return file ? { file } : undefined;
    } catch {
      return undefined;
    }
  });
  const entities = () => (links.entities ? link('The entities', url(links.entities)) : '');
  return fillPlaceholders(proseLines(withLinks, move, entities), links.stats).trim();
}

/**
 * Where the destination `url` of the link at `offset` of `text` is written:
 * its first occurrence after `offset` that follows `](` or `]:` (spaces,
 * one line break and a `<` between) and ends the destination; -1 when it
 * is written otherwise (escaped, or with a character reference).
 */
function destinationAt(text: string, url: string, offset: number): number {
  for (let at = text.indexOf(url, offset); at >= 0; at = text.indexOf(url, at + 1)) {
    const after = text[at + url.length];
    if (after !== undefined && !/[>)\s"']/.test(after)) continue;
    let i = at - 1;
    if (text[i] === '<') i--;
    while (i > offset && /\s/.test(text[i]!)) i--;
    if ((text[i] === '(' || text[i] === ':') && text[i - 1] === ']') return at;
  }
  return -1;
}

/**
 * `doc.markdown` with each link destination that `target` maps to a site
 * file replaced by its URL as `url` writes it (see {@link destinationAt}
 * for where it is found).
 */
function rewriteLinks(
  doc: Pick<DocumentBody, 'markdown' | 'links'>,
  url: UrlOf,
  target: (written: string) => LinkTarget | undefined,
): string {
  const text = doc.markdown;
  if (doc.links.length === 0) return text;
  const edits: { start: number; end: number; url: string }[] = [];
  for (const ref of doc.links) {
    const to = ref.url === '' ? undefined : target(ref.url);
    const start = to === undefined ? -1 : destinationAt(text, ref.url, ref.offset);
    if (start >= 0) edits.push({ start, end: start + ref.url.length, url: url(to!.file, to!.fragment) });
  }
  edits.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const edit of edits) {
    if (edit.start < at) continue;
    out += text.slice(at, edit.start) + edit.url;
    at = edit.end;
  }
  return out + text.slice(at);
}

/** For each of `lines`, whether it is prose: outside fenced code blocks, fences included. */
function proseFlags(lines: readonly string[]): boolean[] {
  let fence = '';
  return lines.map((line) => {
    const f = FENCE.exec(line)?.[1];
    if (fence) {
      if (f && f[0] === fence[0] && f.length >= fence.length && line.trim() === f) fence = '';
      return false;
    }
    if (f) fence = f;
    return !f;
  });
}

/**
 * `markdown` with, outside fenced code, its ATX headings moved and its
 * block lines dropped (a label kept as `<label>:`, a `::entities` line
 * replaced by what `entities` gives, or dropped when that is '').
 */
function proseLines(markdown: string, move: HeadingMove, entities: () => string): string {
  if (!LINE_TRIGGER.test(markdown)) return markdown;
  const lines = markdown.split(/\r?\n/);
  const prose = proseFlags(lines);
  // Without a heading, the highest is 7: the move then moves nothing.
  const highest = Math.min(7, ...lines.map((line, i) => (prose[i] ? (HEADING.exec(line)?.[2]?.length ?? 7) : 7)));
  const shift = 'shift' in move ? move.shift : move.top - highest;
  return lines
    .flatMap((line, i) => {
      if (!prose[i]) return [line];
      const directive = DIRECTIVE.exec(line);
      if (directive) {
        if (directive[1] === '::' && directive[2] === 'entities') return [entities()].filter(Boolean);
        const label = LABEL.exec(directive[3] ?? '');
        return label ? [`${(label[1] ?? label[2] ?? '').trim()}:`] : [];
      }
      return [
        line.replace(
          HEADING,
          (_m, indent: string, hashes: string) => `${indent}${'#'.repeat(Math.max(1, Math.min(6, hashes.length + shift)))}`,
        ),
      ];
    })
    .join('\n');
}
