/**
 * The code samples an operation writes, in the content's terms: Redocly's
 * `x-codeSamples` and ReadMe's `x-readme.code-samples`.
 */
import type { Operation } from './openapi-types.js';
import { child } from './pointer.js';

/**
 * The operation's written code samples as frontmatter, their origins
 * recorded: Redocly's `x-codeSamples` (`lang`, `label`, `source`; its older
 * name `x-code-samples`), else ReadMe's `x-readme.code-samples` (`language`,
 * `name`, `code`, a form ReadMe also reads in `x-code-samples`); each
 * entry checked by the endpoint shape like any. Undefined when it has none.
 * `origins`: where each part of the frontmatter is written (`Origins` of
 * `./operation.ts`), filled.
 */
export function codeSamplesOf(op: Operation, pointer: string, origins: Record<string, string>): unknown {
  const readme =
    op['x-readme'] !== null && typeof op['x-readme'] === 'object' ? (op['x-readme'] as Record<string, unknown>)['code-samples'] : undefined;
  const [at, written] =
    op['x-codeSamples'] !== undefined
      ? [child(pointer, 'x-codeSamples'), op['x-codeSamples']]
      : op['x-code-samples'] !== undefined
        ? [child(pointer, 'x-code-samples'), op['x-code-samples']]
        : [child(child(pointer, 'x-readme'), 'code-samples'), readme];
  if (written === undefined) return undefined;
  origins['/codeSamples'] = at;
  // Anything but a list of objects is left as written: the schema reports it at its place.
  if (!Array.isArray(written)) return written;
  return written.map((sample: unknown, i) => {
    origins[`/codeSamples/${i}`] = child(at, String(i));
    if (sample === null || typeof sample !== 'object') return sample;
    const entry = sample as Record<string, unknown>;
    const label = entry.label ?? entry.name;
    return { lang: entry.lang ?? entry.language, ...(label !== undefined ? { label } : {}), source: entry.source ?? entry.code };
  });
}
