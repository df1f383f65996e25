/**
 * The head script: the one script index.html runs before the page paints
 * (render-blocking, so it stays tiny). It applies the remembered theme, so
 * the pre-rendered landing paints in it, and marks a deep link (any URL but
 * the pre-rendered landing's) so the stylesheet hides that landing until the
 * app renders the route (docs/site.md, The landing page).
 */
import { markDeepLink } from './prerendered.js';
import { applyTheme, storedTheme } from './theme.js';

applyTheme(storedTheme());
markDeepLink(window.location.hash);
