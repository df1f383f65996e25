/**
 * Branding rules: the accent colour of `pamdocs.yaml` is readable in both
 * themes, and the logo and favicon are files of the content folder.
 */
import { contrast, MIN_CONTRAST, onAccent, THEME_BACKGROUND } from '../../shared/theme.js';
import { atKey } from '../engine/locate.js';
import { defineRule } from '../engine/rule.js';

export const accentContrast = defineRule(
  {
    id: 'config/accent-contrast',
    severity: 'error',
    summary: "an accent colour that is not readable on a theme's background (WCAG AA)",
    docs: [
      'The accent colours links and buttons, so it must reach a contrast of 4.5:1 with the page background of each theme',
      "(white in light, near-black in dark), and a button's text on it must too.",
      'One colour rarely does both: give `accentColor: { light: …, dark: … }`.',
    ].join(' '),
  },
  {
    config: ({ config, origin }, report) => {
      const accent = config.accentColor;
      if (accent === undefined) return;
      const byTheme = typeof accent === 'string' ? { light: accent, dark: accent } : accent;
      for (const theme of ['light', 'dark'] as const) {
        const color = byTheme[theme];
        const path = typeof accent === 'string' ? ['accentColor'] : ['accentColor', theme];
        const onPage = contrast(color, THEME_BACKGROUND[theme]);
        const onButton = contrast(onAccent(color), color);
        if (onPage < MIN_CONTRAST) {
          report(
            atKey(origin, path),
            `The accent ${color} has a contrast of ${onPage.toFixed(2)}:1 on the ${theme} theme's background ${THEME_BACKGROUND[theme]}; links need at least ${MIN_CONTRAST}:1`,
            typeof accent === 'string'
              ? 'Give a colour for each theme: `accentColor: { light: …, dark: … }`.'
              : `Use a ${theme === 'light' ? 'darker' : 'lighter'} colour.`,
          );
        } else if (onButton < MIN_CONTRAST) {
          report(
            atKey(origin, path),
            `No text colour reaches ${MIN_CONTRAST}:1 on the accent ${color} (best ${onButton.toFixed(2)}:1), so buttons would be hard to read`,
            'Use a darker or lighter colour.',
          );
        }
      }
    },
  },
);

export const missingBrandingFile = defineRule(
  {
    id: 'config/missing-file',
    severity: 'error',
    summary: 'a logo or favicon that is no file of the content folder',
    docs: [
      '`logo` and `favicon` in pamdocs.yaml name image files of the content folder, e.g. `landing/logo.svg`;',
      'the build copies them under content-hashed names.',
    ].join(' '),
  },
  ({ content }, report) => {
    const loaded = content.config;
    if (!loaded) return;
    for (const key of ['logo', 'favicon'] as const) {
      const rel = loaded.config[key];
      if (rel !== undefined && !content.assets.has(rel))
        report(
          atKey(loaded.origin, [key]),
          `Cannot find the file \`${rel}\` for \`${key}\``,
          'Name it by its path from the content folder, e.g. `landing/logo.svg`.',
        );
    }
  },
);

/** The rules of this file, in report order. */
export const brandingRules = [accentContrast, missingBrandingFile] as const;
