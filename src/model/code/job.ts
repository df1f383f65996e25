/**
 * The model stage's job: one endpoint's code samples and highlighted
 * examples, on whichever thread (`src/shared/jobs/pool.ts`). httpsnippet and
 * highlight.js are imported here, so a build that finds all code cached never loads them.
 */
import { renderEndpointCode, type CodeInput, type EndpointCode } from './endpoint-code.js';

/** The code of one endpoint. */
export function run(input: CodeInput): EndpointCode {
  return renderEndpointCode(input);
}
