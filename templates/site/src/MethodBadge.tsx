import type { HttpMethod } from '../../../src/shared/site-model.js';
import { Tooltip } from './Tooltip.js';

const MEANING: Record<HttpMethod, string> = {
  GET: 'GET reads data and changes nothing.',
  POST: 'POST creates a record or submits data.',
  PUT: 'PUT updates an existing record.',
  PATCH: 'PATCH changes part of an existing record.',
  DELETE: 'DELETE removes a record.',
  HEAD: 'HEAD returns the headers of a GET, without a body.',
  OPTIONS: 'OPTIONS lists what the resource allows.',
  TRACE: 'TRACE echoes the request back as the server received it.',
};

/** The coloured HTTP method badge; with `tooltip`, a focusable badge that explains the method. */
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
    <Tooltip className={className} text={MEANING[method] ?? method}>
      {method}
    </Tooltip>
  );
}
