import { Link } from './routing.js';
import { useDocumentTitle } from './useDocumentTitle.js';

/**
 * The router error screen (docs/guides/site.md, Error screens): 'Unexpected
 * Application Error!' and the error's message (e.g. "404 Not Found"), the
 * text of React Router's default error element, which only its data router
 * has; the template routes with its component router (router.tsx), so this
 * screen shows it, with a way home.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  useDocumentTitle('Unexpected Application Error!');
  return (
    <div className="center-screen" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p className="error-message">{message}</p>
      <Link className="btn" to="/">
        Return to Home
      </Link>
    </div>
  );
}
