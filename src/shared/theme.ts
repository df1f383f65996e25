/**
 * The colours of the site's two themes that the accent colour of
 * `pamdocs.yaml` is checked against (`templates/site/src/styles/base.css` holds
 * them as `--bg` and `--on-accent`; a test keeps the two in step).
 */

/** The page background of each theme (`--bg`). */
export const THEME_BACKGROUND = { light: '#ffffff', dark: '#0f1419' } as const;

/** The text colours a button on the accent may take: white, or the dark theme's near-black. */
export const ON_ACCENT = ['#ffffff', '#111827'] as const;

/** WCAG 2.x contrast ratio for normal text, level AA (success criterion 1.4.3). */
export const MIN_CONTRAST = 4.5;

/** The relative luminance of a `#rgb` or `#rrggbb` colour (WCAG 2.x definition). */
export function luminance(hex: string): number {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two colours, from 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The text colour with the best contrast on `accent` (for buttons). */
export function onAccent(accent: string): string {
  return [...ON_ACCENT].sort((a, b) => contrast(b, accent) - contrast(a, accent))[0]!;
}
