/**
 * What a Try it request brought back: the status, the time taken, the
 * response headers and the body (`./ResponseBody.tsx`); or, when the
 * browser gave none, what the API must allow, in words.
 */
import type { SamplesRuntime } from '../../../../src/shared/page-protocol.js';
import { Table } from '../Table.js';
import { Text } from '../Text.js';
import { ResponseBody } from './ResponseBody.js';
import type { Outcome } from './send.js';

/** One line a screen reader announces when the outcome arrives. */
export function outcomeLine(outcome: Outcome): string {
  if (outcome.kind === 'blocked') return `No response after ${outcome.ms} ms.`;
  return `Response ${outcome.status}${outcome.statusText ? ` ${outcome.statusText}` : ''} in ${outcome.ms} ms.`;
}

/** The outcome of the last request; `runtime` highlights a JSON body once loaded. */
export function ResponseView({ outcome, runtime, label }: { outcome: Outcome; runtime: SamplesRuntime | undefined; label: string }) {
  if (outcome.kind === 'blocked') {
    return (
      <div className="try-blocked" role="group" aria-label={label}>
        <p>
          <Text>{outcome.summary}</Text>
        </p>
        {outcome.steps.length > 0 && (
          <ul>
            {outcome.steps.map((step) => (
              <li key={step}>
                <Text>{step}</Text>
              </li>
            ))}
          </ul>
        )}
        {outcome.steps.length > 0 && <p className="try-note">The browser's developer console names the exact reason.</p>}
      </div>
    );
  }
  const klass = `status status-${String(outcome.status)[0]}xx`;
  return (
    <div className="try-response" role="group" aria-label={label}>
      <p className="try-status">
        <span className={klass}>{outcome.status}</span> {outcome.statusText} <span className="muted">· {outcome.ms} ms</span>
      </p>
      {outcome.headers.length > 0 && (
        // biome-ignore-start lint/correctness/useJsxKeyInIterable: the cells of a row, which Table keys by position
        <Table
          caption="Response headers"
          head={['Header', 'Value']}
          rows={outcome.headers.map(([name, value]) => [<code>{name}</code>, value])}
        />
        // biome-ignore-end lint/correctness/useJsxKeyInIterable: the cells of a row
      )}
      <p className="try-note">
        This page sees the headers every site may read and those the API lists in <code>Access-Control-Expose-Headers</code>.
      </p>
      <ResponseBody outcome={outcome} runtime={runtime} />
    </div>
  );
}
