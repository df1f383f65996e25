/**
 * Which URLs show the landing that `index.html` holds pre-rendered
 * (src/emit/prerender.ts): the landing route itself, with nothing in its hash
 * query. Any other hash (a group, `?scroll=`, `?tab=`) is a deep link: the
 * head script marks it, `styles/base.css` hides the pre-rendered landing for
 * the mark, and the app renders the route itself, then drops the mark.
 */

/** The attribute of `<html>` that marks a deep link (`styles/base.css` hides `#root` under it). */
const DEEP_LINK = 'data-deep-link';

/** True when `hash` (`location.hash`) opens the landing as it was pre-rendered: '', `#` or `#/`. */
export const opensPrerendered = (hash: string): boolean => /^#?\/?$/.test(hash);

/** Marks `<html>` as opened by a deep link (the head script, before the page paints). */
export function markDeepLink(): void {
  document.documentElement.setAttribute(DEEP_LINK, '');
}

/** Removes the pre-rendered landing from `root` and the deep-link mark with it: the app renders into an empty root. */
export function dropPrerendered(root: HTMLElement): void {
  root.replaceChildren();
  document.documentElement.removeAttribute(DEEP_LINK);
}
