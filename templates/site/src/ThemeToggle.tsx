import { useSyncExternalStore } from 'react';
import { chooseTheme, effectiveTheme, subscribeTheme, type Theme } from './theme.js';

/** The theme the pre-rendered landing's toggle is rendered for (Node knows no visitor): hydration starts from it, then shows the one in effect. */
const SERVER_THEME: Theme = 'light';

/** A header button that switches between the light and dark themes and remembers the choice. */
export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribeTheme, effectiveTheme, () => SERVER_THEME);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-btn theme-toggle"
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      onClick={() => chooseTheme(next)}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        {theme === 'dark' ? (
          <path
            d="M8 3V1M8 15v-2M3 8H1m14 0h-2M4.5 4.5 3 3m10 10-1.5-1.5m0-7L13 3M3 13l1.5-1.5M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z"
            stroke="currentColor"
            strokeWidth="1.5"
            fill="none"
            strokeLinecap="round"
          />
        ) : (
          <path d="M13.5 9.5A5.5 5.5 0 0 1 6.5 2.5a5.5 5.5 0 1 0 7 7z" fill="currentColor" />
        )}
      </svg>
    </button>
  );
}
