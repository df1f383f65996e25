/**
 * The model stage's job: one endpoint's highlighted examples, on whichever
 * thread (`src/shared/jobs/pool.ts`). highlight.js is imported here, so a
 * build that finds all code cached never loads it.
 */
import type { EndpointFrontmatter } from '../../parse/schemas.js';
import type { RunMemo } from '../../shared/jobs/run-memo.js';
import { renderEndpointCode, type EndpointCode } from './endpoint-code.js';

/** The code of one endpoint (its valid frontmatter); `memo`: the run's on this thread. */
export function run(input: EndpointFrontmatter, memo: RunMemo): EndpointCode {
  return renderEndpointCode(input, memo);
}
