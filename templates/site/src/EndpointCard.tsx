import type { Endpoint } from '../../../src/shared/site-model.js';
import { memo } from 'react';
import { CodeBlock } from './CodeBlock.js';
import { CodeSamples } from './CodeSamples.js';
import { CopyButton } from './CopyButton.js';
import { MethodBadge } from './MethodBadge.js';
import { Outcomes } from './Outcomes.js';
import { Prose } from './Prose.js';
import { Table } from './Table.js';
import { Text } from './Text.js';
import { Tooltip } from './Tooltip.js';

const AUTH_TIP =
  'Send a bearer JWT in the Authorization header (Authorization: Bearer <token>). A missing or invalid token gets 401 Unauthorized.';

const yesNo = (required: boolean) => (required ? <span className="req">Yes</span> : 'No');

/**
 * One endpoint, wrapped in the element whose id is its anchor (the `?scroll=`
 * target). Memoized: a live update re-renders only the endpoints that changed.
 */
export const EndpointCard = memo(function EndpointCard({
  endpoint: ep,
  route,
  entityNames,
}: {
  endpoint: Endpoint;
  /** The group's hash route, for the permalink. */
  route: string;
  entityNames: Map<string, string>;
}) {
  const titleId = `${ep.id}--title`;
  const body = ep.requestBody;
  const permalink = `${window.location.href.split('#')[0]}#${route}?scroll=${encodeURIComponent(ep.id)}`;
  return (
    <article id={ep.id} className="endpoint" data-testid="endpoint-card" tabIndex={-1} aria-labelledby={titleId}>
      <div className="ep-line">
        <MethodBadge method={ep.method} tooltip />
        <code className="ep-path">{ep.path}</code>
      </div>
      <div className="ep-title">
        <h2 id={titleId}>{ep.title}</h2>
        <CopyButton text={permalink} label="Copy link" description={`Copy link to ${ep.title}`} />
      </div>
      <div className="tags">
        {ep.auth === 'bearer' ? (
          <Tooltip className="tag tag-auth" text={AUTH_TIP}>
            <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
              <path d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 1 0-4 0v2z" fill="currentColor" />
            </svg>
            Auth Required
          </Tooltip>
        ) : (
          <span className="tag">Public</span>
        )}
        {ep.roles.length > 0 && <span className="tag">Roles: {ep.roles.join(', ')}</span>}
      </div>
      <p className="summary">
        <Text>{ep.summary}</Text>
      </p>
      <Prose html={ep.html} />
      {ep.parameters.length > 0 && (
        <section>
          <h3>Parameters</h3>
          <Table
            caption={`Parameters of ${ep.title}`}
            head={['Name', 'In', 'Type', 'Required', 'Description']}
            rows={ep.parameters.map((p) => [<code>{p.name}</code>, p.in, <code>{p.type}</code>, yesNo(p.required), <Text>{p.description}</Text>])}
          />
        </section>
      )}
      {body && (
        <section>
          <h3>Request body</h3>
          <p className="muted">
            <code>{body.contentType}</code> <Text>{body.description}</Text>
          </p>
          {body.fields.length > 0 && (
            <Table
              caption={`Request body fields of ${ep.title}`}
              head={['Field', 'Type', 'Required', 'Description']}
              rows={body.fields.map((f) => [<code>{f.name}</code>, <code>{f.type}</code>, yesNo(f.required), <Text>{f.description}</Text>])}
            />
          )}
          {body.example !== null && <CodeBlock code={body.example} html={body.exampleHtml} label={`Example · ${body.contentType}`} />}
        </section>
      )}
      <CodeSamples samples={ep.samples} endpointId={ep.id} />
      <Outcomes responses={ep.responses} errors={ep.errors} />
      {ep.entities.length > 0 && (
        <p className="muted ep-entities">
          Data entities: {ep.entities.map((id) => entityNames.get(id) ?? id).join(', ')}
        </p>
      )}
    </article>
  );
});
