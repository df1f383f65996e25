import type { ErrorCase, ResponseCase } from '../../../src/shared/site-model.js';
import { CodeBlock } from './CodeBlock.js';
import { Text } from './Text.js';

const statusClass = (status: number) => `status status-${Math.floor(status / 100)}xx`;

/** The documented responses and errors of an endpoint, each with its example and copy button. */
export function Outcomes({ responses, errors }: { responses: ResponseCase[]; errors: ErrorCase[] }) {
  return (
    <>
      {responses.length > 0 && (
        <section>
          <h3>Responses</h3>
          {responses.map((r, i) => (
            <div className="outcome" key={i}>
              <p className="outcome-head">
                <span className={statusClass(r.status)}>{r.status}</span>
                <span>
                  <Text>{r.description}</Text>
                </span>
                {r.contentType && <code className="ctype">{r.contentType}</code>}
              </p>
              {r.example !== null && <CodeBlock code={r.example} html={r.exampleHtml} label={r.contentType ?? "Example"} />}
            </div>
          ))}
        </section>
      )}
      {errors.length > 0 && (
        <section>
          <h3>Errors</h3>
          {errors.map((e, i) => (
            <div className="outcome" key={i}>
              <p className="outcome-head">
                <span className={statusClass(e.status)}>{e.status}</span>
                {e.message !== null && <code className="err-text">{e.message}</code>}
              </p>
              <p className="outcome-desc">
                <Text>{e.description}</Text>
              </p>
              {e.example !== null && <CodeBlock code={e.example} html={e.exampleHtml} label="Example" />}
            </div>
          ))}
        </section>
      )}
    </>
  );
}
