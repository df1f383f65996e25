/**
 * The Markdown of an imported description, as the import writes it into a
 * file: the policy of `src/parse/markdown/spec-prose.ts` (links to the
 * API's own site unlinked, images from elsewhere made links, broken `json`
 * fences made `jsonc`, references and definitions alike, directives that
 * are no block escaped as the text they show) applied as edits of the text, so the rest of it is
 * written as it was. Each change is counted. {@link plainLine} gives the
 * one line of plain text a tagline shows.
 */
import type { RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { isBlock } from '../parse/markdown/blocks.js';
import { parseBody } from '../parse/markdown/markdown.js';
import { brokenJson, definitionUrls, imageReplacement, reachable, type ProseChanges } from '../parse/markdown/spec-prose.js';

export type { ProseChanges };

/** Texts that may hold something to change; others are returned as they are without parsing. */
const CANDIDATE = /\]\(|\]\[|\]:|!\[|```\s*json|~~~\s*json|<img|^\s{0,3}::/im;
/** Texts that may hold a directive (`:::note`, `::name` at the start of a line). */
const DIRECTIVE = /^\s{0,3}::/m;

/** `markdown` with the changes of the module comment; `changes` counts them. */
export function importProse(markdown: string, changes: ProseChanges): string {
  if (!CANDIDATE.test(markdown)) return markdown;
  // The tree of GitHub Flavored Markdown, as the content's own parse makes it (with directives where it may hold one).
  const { tree } = parseBody(markdown, DIRECTIVE.test(markdown));
  // An edit replaces [start, end) by `text`, or, for a link, by what is now between `keep` (its text, edits inside it applied).
  const edits: { start: number; end: number; text?: string; keep?: readonly [number, number] }[] = [];
  const span = (node: { position?: { start: { offset?: number }; end: { offset?: number } } }) =>
    [node.position?.start.offset ?? 0, node.position?.end.offset ?? 0] as const;
  const urls = definitionUrls(tree);
  visit(tree, (node) => {
    const url = node.type === 'linkReference' || node.type === 'imageReference' ? urls.get(node.identifier) : undefined;
    if (node.type === 'definition' && !reachable(node.url)) {
      // The definition's line goes, when it holds nothing else.
      const [start, end] = span(node);
      const lineStart = markdown.lastIndexOf('\n', start - 1) + 1;
      const lineEnd = markdown.indexOf('\n', end);
      const alone = !markdown.slice(lineStart, start).trim() && !markdown.slice(end, lineEnd === -1 ? undefined : lineEnd).trim();
      edits.push(alone ? { start: lineStart, end: lineEnd === -1 ? markdown.length : lineEnd + 1, text: '' } : { start, end, text: '' });
      changes.unlinked++;
    } else if ((node.type === 'link' && !reachable(node.url)) || (node.type === 'linkReference' && !reachable(url ?? ''))) {
      const [start, end] = span(node);
      const first = node.children[0];
      const last = node.children.at(-1);
      if (first && last) {
        edits.push({ start, end, keep: [span(first)[0], span(last)[1]] });
        if (node.type === 'link') changes.unlinked++;
      }
    } else if (node.type === 'image' || node.type === 'imageReference') {
      const [start, end] = span(node);
      const { link, text } = imageReplacement(node.type === 'image' ? node : { url: url ?? '', alt: node.alt ?? null });
      edits.push({ start, end, text: link === undefined ? text : `[${text}](${link})` });
      changes.images++;
    } else if ((node.type === 'containerDirective' || node.type === 'leafDirective') && !isBlock(node)) {
      // Shown as its text, as read live: its colons escaped, so the file holds no directive.
      const [start] = span(node);
      const colons = /^\s*(:+)/.exec(markdown.slice(start))!;
      const at = start + colons[0].length - colons[1]!.length;
      edits.push({ start: at, end: at + colons[1]!.length, text: colons[1]!.replace(/:/g, '\\:') });
      changes.blocks++;
    } else if (node.type === 'code' && node.lang?.toLowerCase() === 'json' && brokenJson(node.value)) {
      const [start] = span(node);
      const fence = markdown.slice(start).match(/^(\s*(?:`{3,}|~{3,})\s*)json/i);
      if (fence) {
        edits.push({ start: start + fence[1]!.length, end: start + fence[0].length, text: 'jsonc' });
        changes.fences++;
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
