import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { useDocumentTitle } from './useDocumentTitle.js';

/** The router's error screen (SPEC.md §2): 'Unexpected Application Error!' and the status text or message. */
export function ErrorScreen() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
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
