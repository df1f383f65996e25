import { Link } from './routing.js';
import { useDocumentTitle } from './useDocumentTitle.js';

/** The 404 page for any unknown path (docs/guides/site.md, Error screens). */
export function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <main className="center-screen">
      <p className="big-code">404</p>
      <h1>Oops! Page not found</h1>
      <p className="muted">The page you asked for does not exist.</p>
      <Link className="btn btn-primary" to="/">
        Return to Home
      </Link>
    </main>
  );
}
