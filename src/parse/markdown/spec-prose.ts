/**
 * Prose of an OpenAPI document (descriptions), made to pass the content's
 * link and prose rules without losing its text: a link to a page of the
 * API's own site (a relative or root-relative URL, or a fragment, which
 * lead nowhere from the built docs) keeps its text and loses the link; an
 * image from another origin becomes a link to it (the built site loads
 * nothing from elsewhere); an image beside the document becomes its
 * description; a code block fenced as `json` that does not parse is
 * treated as `jsonc`; a directive that is no block is its text, as in any
 * Markdown, without a word (`content/unknown-block` is for pamdocs' own). A reference (`[text][1]`, `![alt][1]`) is a link or an
 * image of its definition's URL, and a definition whose URL leads nowhere
 * (`[1]: assets/key.png`) is left out with the links. One policy, applied two ways: to the tree of a body
 * rendered live ({@link specProse}), and as text edits by `pamdocs import`
 * (`src/openapi/prose.ts`). Each change is counted.
 */
import type { Image, Link, Nodes, Parent, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';

/**
 * What the policy changes, by kind: links unlinked, images made links or
 * text, `json` fences made `jsonc`, and directives that are no block of
 * pamdocs (Docusaurus' `:::note`), shown as their text (`./blocks.ts`).
 */
export const PROSE_CHANGE_KINDS = ['unlinked', 'images', 'fences', 'blocks'] as const;

/** What the policy changed, by kind ({@link PROSE_CHANGE_KINDS}). */
export type ProseChanges = Record<(typeof PROSE_CHANGE_KINDS)[number], number>;

/** No changes yet. */
export const noProseChanges = (): ProseChanges => ({ unlinked: 0, images: 0, fences: 0, blocks: 0 });

/** The changes of `a` and `b` together. */
export const sumProseChanges = (a: ProseChanges, b: ProseChanges): ProseChanges =>
  Object.fromEntries(PROSE_CHANGE_KINDS.map((kind) => [kind, a[kind] + b[kind]])) as ProseChanges;

/**
 * Whether a URL leads somewhere from any page: absolute (with a scheme) or
 * protocol-relative. A fragment (`#tag/pets`, an anchor of the API's own
 * reference) does not: the site's hash is its route.
 */
export const reachable = (url: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');

/** Whether a code block fenced as `json` with text `value` does not parse, and so is treated as `jsonc`. */
export function brokenJson(value: string): boolean {
  try {
    JSON.parse(value);
    return false;
  } catch {
    return true;
  }
}

/** What an image becomes: a link to it when it is reachable (its alt text, else "Image"), else its alt text alone. */
export function imageReplacement(image: Pick<Image, 'url' | 'alt'>): { link?: string; text: string } {
  const alt = (image.alt ?? '').replace(/[[\]]/g, '');
  return reachable(image.url) ? { link: image.url, text: alt || 'Image' } : { text: alt };
}

/** The URL of each definition of `tree` (`[1]: https://…`), by its identifier, as its references name it. */
export function definitionUrls(tree: Root | Nodes): Map<string, string> {
  const urls = new Map<string, string>();
  visit(tree, 'definition', (node) => {
    if (!urls.has(node.identifier)) urls.set(node.identifier, node.url);
  });
  return urls;
}

/** The children of `parent` with the policy applied, counting into `changes`; `urls`: {@link definitionUrls} of the whole tree. */
function apply(parent: Parent, changes: ProseChanges, urls: ReadonlyMap<string, string>): void {
  const out: RootContent[] = [];
  for (const child of parent.children as RootContent[]) {
    const url = child.type === 'linkReference' || child.type === 'imageReference' ? urls.get(child.identifier) : undefined;
    if (child.type === 'definition' && !reachable(child.url)) {
      changes.unlinked++;
      continue;
    }
    if ((child.type === 'link' && !reachable(child.url)) || (child.type === 'linkReference' && !reachable(url ?? ''))) {
      if (child.type === 'link') changes.unlinked++;
      apply(child as Parent, changes, urls);
      out.push(...(child as Link).children);
      continue;
    }
    if (child.type === 'image' || child.type === 'imageReference') {
      changes.images++;
      const { link, text } = imageReplacement(child.type === 'image' ? child : { url: url ?? '', alt: child.alt ?? null });
      out.push(link === undefined ? { type: 'text', value: text } : { type: 'link', url: link, children: [{ type: 'text', value: text }] });
      continue;
    }
    if (child.type === 'code' && child.lang?.toLowerCase() === 'json' && brokenJson(child.value)) {
      changes.fences++;
      child.lang = 'jsonc';
    }
    if ('children' in child) apply(child as Parent, changes, urls);
    out.push(child);
  }
  parent.children = out as Parent['children'];
}

/** Applies the policy to `tree` (changed in place); what it changed. */
export function specProse(tree: Root | Nodes): ProseChanges {
  const changes = noProseChanges();
  if ('children' in tree) apply(tree as Parent, changes, definitionUrls(tree));
  return changes;
}
