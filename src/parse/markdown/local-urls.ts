/**
 * References to files of the content folder (`src` of images, `href` of
 * links). Rendering marks them; assembly swaps each mark for the file's
 * content-hashed URL in the built site, so a cached rendering stays valid
 * when only asset names change. Site routes (`#/…`) and other origins are
 * left as written; unknown files too (the checker reports them as
 * `links/missing-asset`).
 */
import type { Element } from 'hast';

/** Prefix of a marked reference in rendered HTML; a writer cannot produce it (the sanitizer drops unknown schemes). */
export const ASSET_MARK = 'pamdocs-asset:';

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

/** Marks the reference of `node` (after sanitizing: the `src` of an image, the `href` of a link) with {@link ASSET_MARK} when it is a local file. */
export function markLocalUrl(node: Element): void {
  const key = node.tagName === 'img' ? 'src' : node.tagName === 'a' ? 'href' : undefined;
  const url = key ? node.properties[key] : undefined;
  if (key && typeof url === 'string' && isLocalFile(url)) node.properties[key] = `${ASSET_MARK}${encodeURIComponent(url)}`;
}

/**
 * Swaps every mark in `html` for `urlOf(reference as written)`, or for the
 * reference itself when `urlOf` returns ''.
 */
export function resolveMarks(html: string, urlOf: (written: string) => string): string {
  if (!html.includes(ASSET_MARK)) return html;
  return html.replace(/pamdocs-asset:([^"'\s>]*)/g, (_m, encoded: string) => {
    const written = decodeURIComponent(encoded);
    return escapeAttribute(urlOf(written) || written);
  });
}

function escapeAttribute(s: string): string {
  return s.replace(/&/g, '&#x26;').replace(/"/g, '&#x22;');
}
