import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { LIVE_UPDATE } from '../../../src/model.js';
import { replaceIndex } from './data.js';
import { App } from './router.js';
import './styles.css';
import { applyTheme, storedTheme } from './theme.js';

applyTheme(storedTheme());
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <HashRouter>
      <App />
    </HashRouter>,
  );
  // Live updates from `pamdocs serve --watch`: new data, same route, same scroll position.
  (window as unknown as Record<string, unknown>)[LIVE_UPDATE] = (
    indexSrc: string,
    groups: Record<string, { id: string; asset: string }> = {},
  ): Promise<void> => {
    const segment = window.location.hash.replace(/^#\/?/, '').split(/[/?]/)[0];
    return replaceIndex(indexSrc, groups[`/${segment ?? ''}`]);
  };
}
