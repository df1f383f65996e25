/**
 * The stylesheet of a site's accent colour (`accentColor` in `pamdocs.yaml`):
 * it overrides the accent variables of the template's `styles/base.css`, which it
 * follows in the page, deriving the stronger, softer and line tints from the
 * accent with `color-mix()` against each theme's background.
 */
import { onAccent, THEME_BACKGROUND } from '../shared/theme.js';
import type { Branding } from '../shared/site-model.js';

/** The CSS of `accent` (`#rrggbb` per theme): custom properties on `:root`, for both themes through `light-dark()`. */
export function accentCss(accent: NonNullable<Branding['accent']>): string {
  const { light, dark } = accent;
  const pair = (l: string, d: string) => `light-dark(${l}, ${d})`;
  const mix = (colour: string, percent: number, other: string) => `color-mix(in srgb, ${colour} ${percent}%, ${other})`;
  const strong = pair(mix(light, 75, '#000'), mix(dark, 70, '#fff'));
  return `:root {
  --accent: ${pair(light, dark)};
  --accent-strong: ${strong};
  --accent-hover: ${strong};
  --accent-soft: ${pair(mix(light, 8, THEME_BACKGROUND.light), mix(dark, 18, THEME_BACKGROUND.dark))};
  --accent-line: ${pair(mix(light, 35, THEME_BACKGROUND.light), mix(dark, 45, THEME_BACKGROUND.dark))};
  --on-accent: ${pair(onAccent(light), onAccent(dark))};
  --ring: ${pair(mix(light, 40, 'transparent'), mix(dark, 45, 'transparent'))};
  --highlight-bg: ${pair(mix(light, 4, THEME_BACKGROUND.light), mix(dark, 12, THEME_BACKGROUND.dark))};
}
`;
}
