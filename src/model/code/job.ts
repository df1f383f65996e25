/**
 * The model stage's job: one endpoint's code samples and highlighted
 * examples, on whichever thread (`src/shared/jobs/pool.ts`). httpsnippet and
 * highlight.js are imported here, so a build that finds all code cached never loads them.
 */
import type { RunMemo } from '../../shared/jobs/run-memo.js';
import { renderEndpointCode, type CodeInput, type EndpointCode } from './endpoint-code.js';

/** The code of one endpoint; `memo`: the run's on this thread. */
export function run(input: CodeInput, memo: RunMemo): EndpointCode {
  return renderEndpointCode(input, memo);
}
