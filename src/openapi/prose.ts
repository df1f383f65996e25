/**
 * The Markdown of an imported description, made to pass the content's link
 * and prose rules without losing its text: a link to a page of the API's own
 * site (a relative or root-relative URL, or a fragment, which lead nowhere
 * from the built docs) keeps its text and loses the link; an image from another origin
 * becomes a link to it (the built site loads nothing from elsewhere); an
 * image beside the document becomes its description; a code block fenced as
 * `json` that does not parse is fenced as `jsonc`. Each change is counted.
 * {@link plainLine} gives the one line of plain text a tagline shows.
 */
import type { RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { parseBody } from '../parse/markdown/markdown.js';

/** What {@link importProse} changed, by kind. */
export interface ProseChanges {
  unlinked: number;
  images: number;
  fences: number;
}

/**
 * Whether a URL leads somewhere from any page: absolute (with a scheme) or
 * protocol-relative. A fragment (`#tag/pets`, an anchor of the API's own
 * reference) does not: the site's hash is its route.
 */
const reachable = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');

/** Texts that may hold something to change; others are returned as they are without parsing. */
const CANDIDATE = /\]\(|\]\[|!\[|```\s*json|~~~\s*json|<img/i;

/** `markdown` with the changes of the module comment; `changes` counts them. */
export function importProse(markdown: string, changes: ProseChanges): string {
  if (!CANDIDATE.test(markdown)) return markdown;
  // The tree of GitHub Flavored Markdown, as the content's own parse makes it.
  const { tree } = parseBody(markdown, false);
  // An edit replaces [start, end) by `text`, or, for a link, by what is now between `keep` (its text, edits inside it applied).
  const edits: { start: number; end: number; text?: string; keep?: readonly [number, number] }[] = [];
  const span = (node: { position?: { start: { offset?: number }; end: { offset?: number } } }) => [node.position?.start.offset ?? 0, node.position?.end.offset ?? 0] as const;
  visit(tree, (node) => {
    if (node.type === 'link' && !reachable(node.url)) {
      const [start, end] = span(node);
      const first = node.children[0];
      const last = node.children.at(-1);
      if (first && last) {
        edits.push({ start, end, keep: [span(first)[0], span(last)[1]] });
        changes.unlinked++;
      }
    } else if (node.type === 'image') {
      const [start, end] = span(node);
      const alt = (node.alt ?? '').replace(/[[\]]/g, '');
      edits.push({ start, end, text: reachable(node.url) ? `[${alt || 'Image'}](${node.url})` : alt });
      changes.images++;
    } else if (node.type === 'code' && node.lang?.toLowerCase() === 'json') {
      try {
        JSON.parse(node.value);
      } catch {
        const [start] = span(node);
        const fence = markdown.slice(start).match(/^(\s*(?:`{3,}|~{3,})\s*)json/i);
        if (fence) {
          edits.push({ start: start + fence[1]!.length, end: start + fence[0].length, text: 'jsonc' });
          changes.fences++;
        }
      }
    }
  });
  // From the end, so earlier offsets stay right; an offset after applied edits moves by what they added.
  let out = markdown;
  const applied: { start: number; delta: number }[] = [];
  const moved = (offset: number) => offset + applied.reduce((sum, a) => (a.start < offset ? sum + a.delta : sum), 0);
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    const end = moved(edit.end);
    const text = edit.keep ? out.slice(moved(edit.keep[0]), moved(edit.keep[1])) : edit.text!;
    out = out.slice(0, edit.start) + text + out.slice(end);
    applied.push({ start: edit.start, delta: text.length - (end - edit.start) });
  }
  return out;
}

/** The text of an inline node and its children: code keeps its backticks (the site shows them as code), links their text, images their alt text. */
function inlineText(node: RootContent): string {
  if (node.type === 'inlineCode') return `\`${node.value}\``;
  if (node.type === 'text') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  if (node.type === 'break') return ' ';
  return 'children' in node ? node.children.map((child) => inlineText(child as RootContent)).join('') : '';
}

/**
 * The first paragraph or heading of `markdown` as one line of plain text, for
 * the places of the site that show text, not Markdown (the hero's tagline, a
 * group's description); `fallback` when it has none.
 */
export function plainLine(markdown: string | undefined, fallback: string): string {
  if (!markdown?.trim()) return fallback;
  const first = parseBody(markdown, false).tree.children.find((node) => node.type === 'paragraph' || node.type === 'heading');
  return (first ? inlineText(first) : '').replace(/\s+/g, ' ').trim() || fallback;
}
