import { Link } from './hash-router.js';
import { useDocumentTitle } from './useDocumentTitle.js';

/** The router error screen (docs/site.md, Error screens): 'Unexpected Application Error!' and the error's message (e.g. "404 Not Found"). */
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
