import { Outlet } from 'react-router-dom';
import { useScrollToAnchor } from './useScrollToAnchor.js';

/** Root route element: handles `?scroll=` on every navigation and renders the page. */
export function App() {
  useScrollToAnchor();
  return <Outlet />;
}
