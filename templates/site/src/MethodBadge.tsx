import type { HttpMethod, StandardMethod } from '../../../src/shared/site-model.js';
import { Tooltip } from './Tooltip.js';

/** What each standard method does, for the badge's tooltip; another method's says it is the API's own. */
const MEANING: Record<StandardMethod, string> = {
  GET: 'GET reads data and changes nothing.',
  POST: 'POST creates a record or submits data.',
  PUT: 'PUT updates an existing record.',
  PATCH: 'PATCH changes part of an existing record.',
  DELETE: 'DELETE removes a record.',
  HEAD: 'HEAD returns the headers of a GET, without a body.',
  OPTIONS: 'OPTIONS lists what the resource allows.',
  TRACE: 'TRACE echoes the request back as the server received it.',
  QUERY: 'QUERY reads data like GET, with the query sent as the request body; it changes nothing.',
};

/** The tooltip of `method`'s badge. */
const meaning = (method: HttpMethod): string =>
  Object.hasOwn(MEANING, method)
    ? MEANING[method as StandardMethod]
    : `${method} is a method of this API's own (not one of HTTP's standard ones).`;

/** The coloured HTTP method badge (a method of the API's own in a neutral one); with `tooltip`, a focusable badge that explains the method. */
export function MethodBadge({ method, tooltip = false }: { method: HttpMethod; tooltip?: boolean }) {
  const className = `method method-${method.toLowerCase()}`;
  if (!tooltip) {
    return (
      <span className={className} aria-hidden="true">
        {method}
      </span>
    );
  }
  return (
    <Tooltip className={className} text={meaning(method)}>
      {method}
    </Tooltip>
  );
}
