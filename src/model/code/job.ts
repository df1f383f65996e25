/**
 * The model stage's job: one endpoint's code samples and highlighted
 * examples, on whichever thread (`src/shared/jobs/pool.ts`). httpsnippet and
 * highlight.js are imported here, so a build that finds all code cached never loads them.
 */
import type { EndpointFrontmatter } from '../../parse/schemas.js';
import { renderEndpointCode, type EndpointCode } from './endpoint-code.js';

/** The code of the endpoint whose frontmatter is `data`. */
export function run(data: EndpointFrontmatter): EndpointCode {
  return renderEndpointCode(data);
}
