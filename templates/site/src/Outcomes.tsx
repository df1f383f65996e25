import type { Endpoint, ErrorCase, ResponseCase, ResponseHeader } from '../../../src/shared/site-model.js';
import { BodyTree } from './BodyTree.js';
import { ExampleBlock } from './CodeBlock.js';
import { SchemaTree } from './SchemaTree.js';
import { Description } from './Prose.js';

/** The colour class of a status: by its class (`2xx`…); `default` and unknown shapes are neutral. */
const statusClass = (status: number | string) => {
  const first = String(status)[0];
  return `status${first && /[1-5]/.test(first) ? ` status-${first}xx` : ''}`;
};

/** The headers of a response or an error as a tree, each with its description; nothing when it has none. */
function Headers({ headers, label }: { headers: ResponseHeader[]; label: string }) {
  if (headers.length === 0) return null;
  const properties = headers.map((h) => ({
    name: h.name,
    required: h.required,
    schema: {
      ...h.schema,
      ...(h.description ? { description: h.description } : {}),
      ...(h.descriptionHtml ? { descriptionHtml: h.descriptionHtml } : {}),
    },
  }));
  return <SchemaTree schema={{ type: 'headers', properties }} label={label} />;
}

/**
 * The documented responses and errors of an endpoint (titled `title`), each
 * with its schema, headers and example (unless `examples` is false: then
 * {@link Examples} shows them in the other pane).
 */
export function Outcomes({
  responses,
  errors,
  title,
  examples = true,
}: {
  responses: ResponseCase[];
  errors: ErrorCase[];
  title: string;
  examples?: boolean;
}) {
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
                  {r.summary ? (
                    <span className="outcome-summary">{r.summary}</span>
                  ) : (
                    <Description text={r.description} html={r.descriptionHtml} />
                  )}
                </span>
                {r.content.length === 1 && r.content[0]!.contentType && <code className="ctype">{r.content[0]!.contentType}</code>}
              </div>
              {r.summary && r.description && (
                <div className="outcome-desc">
                  <Description text={r.description} html={r.descriptionHtml} />
                </div>
              )}
              <Headers headers={r.headers} label={`Headers of the ${r.status} response of ${title}`} />
              {r.content.map((m, j) => (
                <div key={j}>
                  {r.content.length > 1 && <code className="ctype">{m.contentType}</code>}
                  {m.schema && (
                    <BodyTree
                      schema={m.schema}
                      stream={m.stream}
                      example={m.example}
                      label={`Body of the ${r.status} response of ${title}`}
                    />
                  )}
                  {examples && m.example !== null && <ExampleBlock example={m.example} label={m.contentType || 'Example'} />}
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
                {e.summary && <span className="outcome-summary">{e.summary}</span>}
              </div>
              {e.description && (
                <div className="outcome-desc">
                  <Description text={e.description} html={e.descriptionHtml} />
                </div>
              )}
              <Headers headers={e.headers} label={`Headers of the ${e.status} error of ${title}`} />
              {e.schema && (
                <BodyTree schema={e.schema} stream={e.stream} example={e.example} label={`Body of the ${e.status} error of ${title}`} />
              )}
              {examples && e.example !== null && <ExampleBlock example={e.example} label={e.contentType || 'Example'} />}
            </div>
          ))}
        </section>
      )}
    </>
  );
}

/** One example of the examples pane: what it is an example of, and its code. */
interface Shown {
  label: string;
  code: string;
}

/**
 * The examples of an endpoint in the pane beside its text (two panes): the
 * request body's, then each response's and error's, labelled with the status
 * and the media type.
 */
export function Examples({ endpoint: ep }: { endpoint: Endpoint }) {
  const request: Shown[] = (ep.requestBody?.content ?? []).flatMap((m) =>
    m.example === null ? [] : [{ label: `Request · ${m.contentType || 'body'}`, code: m.example }],
  );
  const answers: Shown[] = [
    ...ep.responses.flatMap((r) =>
      r.content.flatMap((m) => (m.example === null ? [] : [{ label: `${r.status} · ${m.contentType || 'body'}`, code: m.example }])),
    ),
    ...ep.errors.flatMap((e) => (e.example === null ? [] : [{ label: `${e.status} · ${e.contentType || 'body'}`, code: e.example }])),
  ];
  const list = (title: string, shown: Shown[]) =>
    shown.length > 0 && (
      <section>
        <h3>{title}</h3>
        {shown.map((s, i) => (
          <ExampleBlock key={i} example={s.code} label={s.label} />
        ))}
      </section>
    );
  return (
    <>
      {list('Request example', request)}
      {list('Response examples', answers)}
    </>
  );
}
