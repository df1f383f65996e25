import type { ErrorCase, ResponseCase } from '../../../src/shared/site-model.js';
import { CodeBlock } from './CodeBlock.js';
import { SchemaTree } from './SchemaTree.js';
import { Description } from './Prose.js';

/** The colour class of a status: by its class (`2xx`…); `default` and unknown shapes are neutral. */
const statusClass = (status: number | string) => {
  const first = String(status)[0];
  return `status${first && /[1-5]/.test(first) ? ` status-${first}xx` : ''}`;
};

/** The documented responses and errors of an endpoint (titled `title`), each with its schema, headers and example. */
export function Outcomes({ responses, errors, title }: { responses: ResponseCase[]; errors: ErrorCase[]; title: string }) {
  return (
    <>
      {responses.length > 0 && (
        <section>
          <h3>Responses</h3>
          {responses.map((r, i) => (
            <div className="outcome" key={i}>
              <div className="outcome-head">
                <span className={statusClass(r.status)}>{r.status}</span>
                <span>
                  <Description text={r.description} html={r.descriptionHtml} />
                </span>
                {r.content.length === 1 && r.content[0]!.contentType && <code className="ctype">{r.content[0]!.contentType}</code>}
              </div>
              {r.headers.length > 0 && (
                <SchemaTree
                  schema={{ type: 'headers', properties: r.headers.map((h) => ({ name: h.name, required: h.required, schema: { ...h.schema, ...(h.description ? { description: h.description } : {}), ...(h.descriptionHtml ? { descriptionHtml: h.descriptionHtml } : {}) } })) }}
                  label={`Headers of the ${r.status} response of ${title}`}
                />
              )}
              {r.content.map((m, j) => (
                <div key={j}>
                  {r.content.length > 1 && <code className="ctype">{m.contentType}</code>}
                  {m.schema && <SchemaTree schema={m.schema} label={`Body of the ${r.status} response of ${title}`} />}
                  {m.example !== null && <CodeBlock code={m.example} html={m.exampleHtml} label={m.contentType || 'Example'} />}
                </div>
              ))}
            </div>
          ))}
        </section>
      )}
      {errors.length > 0 && (
        <section>
          <h3>Errors</h3>
          {errors.map((e, i) => (
            <div className="outcome" key={i}>
              <div className="outcome-head">
                <span className={statusClass(e.status)}>{e.status}</span>
                {e.message !== null && <code className="err-text">{e.message}</code>}
              </div>
              {e.description && (
                <div className="outcome-desc">
                  <Description text={e.description} html={e.descriptionHtml} />
                </div>
              )}
              {e.schema && <SchemaTree schema={e.schema} label={`Body of the ${e.status} error of ${title}`} />}
              {e.example !== null && <CodeBlock code={e.example} html={e.exampleHtml} label={e.contentType || 'Example'} />}
            </div>
          ))}
        </section>
      )}
    </>
  );
}
