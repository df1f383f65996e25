import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router.js';
import './styles.css';

const root = document.getElementById('root');
if (root) createRoot(root).render(<RouterProvider router={createAppRouter()} />);
