/**
 * The code samples an operation of an OpenAPI document gives, as an
 * endpoint's `codeSamples`: the extensions of Redocly and ReadMe read as one.
 */
import type { Operation } from './openapi-types.js';
import { child } from './pointer.js';

/**
 * The operation's written code samples as frontmatter, their origins
 * recorded: Redocly's `x-codeSamples` (`lang`, `label`, `source`; its older
 * name `x-code-samples`), else ReadMe's `x-readme.code-samples` (`language`,
 * `name`, `code`, a form ReadMe also reads in `x-code-samples`); each
 * entry checked by the endpoint shape like any; `origins` (frontmatter
 * path -> JSON pointer, `Origins` of ./operation.ts) gets where each is
 * written. An entry without its language or its code has nothing to show:
 * it is left out, counted in `left`. Undefined when none is left.
 */
export function codeSamplesOf(op: Operation, pointer: string, origins: Record<string, string>, left: { samples: number }): unknown {
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
  const samples: unknown[] = [];
  written.forEach((sample: unknown, i) => {
    const entry = sample !== null && typeof sample === 'object' ? (sample as Record<string, unknown>) : {};
    const lang = entry.lang ?? entry.language;
    const source = entry.source ?? entry.code;
    if (lang === undefined || lang === '' || source === undefined || source === '') {
      left.samples++;
      return;
    }
    origins[`/codeSamples/${samples.length}`] = child(at, String(i));
    const label = entry.label ?? entry.name;
    samples.push({ lang, ...(label !== undefined ? { label } : {}), source });
  });
  return samples.length > 0 ? samples : undefined;
}
