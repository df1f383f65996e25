/**
 * Every timing and limit the site uses, in one place. Values marked
 * "Timings" are those of docs/guides/site.md, section Timings.
 */

/** Timings: the docs copy action shows its feedback ("Copied") for 2 seconds. */
export const COPY_FEEDBACK_MS = 2000;

/** Timings: a scrolled-to endpoint stays highlighted for 2 seconds. */
export const HIGHLIGHT_MS = 2000;

/** Timings: look for the scroll target up to 20 times ("up to 20 attempts")… */
export const SCROLL_MAX_ATTEMPTS = 20;

/** Timings: …100 ms apart. */
export const SCROLL_RETRY_INTERVAL_MS = 100;

/** Timings: a tooltip opens 700 ms after the pointer starts hovering its trigger. */
export const TOOLTIP_DELAY_MS = 700;

/** Timings: if another tooltip closed less than 300 ms ago, the next one opens at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Not a site timing of docs/guides/site.md: grace period so the pointer can move from a trigger onto its tooltip (WCAG 1.4.13). */
export const TOOLTIP_CLOSE_GRACE_MS = 100;

/** Below this width the sidebar is a drawer (must match styles/screens.css). */
export const DRAWER_MEDIA_QUERY = '(max-width: 767.98px)';

/** Class added to the scroll target while it is highlighted. */
export const HIGHLIGHT_CLASS = 'is-highlighted';
