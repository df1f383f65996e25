/**
 * rehype plugin: rewrites references to files of the content folder (`src` of
 * images, `href` of links) to their content-hashed URL in the built site.
 * Site routes (`#/…`), other origins and unknown files are left as written
 * (the checker reports unknown files as `links/missing-asset`).
 */
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** Per-document data the renderer passes on the VFile. */
export interface LocalUrlData {
  /** The Markdown file, relative to the content folder. */
  rel: string;
  /** Built-site URL of a content-relative asset, or '' when it does not exist. */
  assetUrl: (rel: string) => string;
}

/** Whether a URL points at a file of the content folder. */
export function isLocalFile(url: string): boolean {
  return url !== '' && !url.startsWith('#') && !url.startsWith('/') && !/^[a-z][a-z0-9+.-]*:/i.test(url);
}

/**
 * Content-relative path of `ref` as seen from the document at `rel`
 * (`landing/architecture.md` + `architecture.svg` -> `landing/architecture.svg`).
 */
export function resolveAsset(rel: string, ref: string): string {
  const parts = rel.split('/').slice(0, -1);
  for (const seg of (ref.split(/[?#]/)[0] ?? '').split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.' && seg !== '') parts.push(seg);
  }
  return parts.join('/');
}

export function rehypeLocalUrls() {
  return (tree: Root, file: VFile) => {
    const data = file.data as Partial<LocalUrlData>;
    if (!data.rel || !data.assetUrl) return;
    const { rel, assetUrl } = data;
    visit(tree, 'element', (node: Element) => {
      const key = node.tagName === 'img' ? 'src' : node.tagName === 'a' ? 'href' : undefined;
      const url = key ? node.properties[key] : undefined;
      if (!key || typeof url !== 'string' || !isLocalFile(url)) return;
      let target: string;
      try {
        target = decodeURI(url);
      } catch {
        return;
      }
      const built = assetUrl(resolveAsset(rel, target));
      if (built) node.properties[key] = built;
    });
  };
}
