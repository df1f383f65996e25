import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { LIVE_UPDATE } from '../../../src/model.js';
import { replaceIndex } from './data.js';
import { createAppRouter } from './router.js';
import './styles.css';

const root = document.getElementById('root');
if (root) {
  const router = createAppRouter();
  createRoot(root).render(<RouterProvider router={router} />);
  // Live updates from `pamdocs serve --watch`: new data, same route, same scroll position.
  (window as unknown as Record<string, unknown>)[LIVE_UPDATE] = (
    indexSrc: string,
    groups: Record<string, { id: string; asset: string }> = {},
  ): Promise<void> => {
    const open = groups[`/${router.state.location.pathname.split('/')[1] ?? ''}`];
    return replaceIndex(indexSrc, open).then(() => router.revalidate());
  };
}
