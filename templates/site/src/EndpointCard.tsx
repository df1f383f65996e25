import type { Endpoint, MediaType, SecurityRequirement, SecurityScheme, TryIt as TryItServers } from '../../../src/shared/site-model.js';
import { memo, useMemo } from 'react';
import { BodyTree } from './BodyTree.js';
import { ExampleBlock } from './CodeBlock.js';
import { CodeSamples } from './CodeSamples.js';
import { CopyButton } from './CopyButton.js';
import { MethodBadge } from './MethodBadge.js';
import { Examples, Outcomes } from './Outcomes.js';
import { Description, Prose } from './Prose.js';
import { ParameterList } from './ParameterList.js';
import { Text, Token } from './Text.js';
import { Tooltip } from './Tooltip.js';
import { environmentSample } from './request.js';
import { useEnvironment } from './try-it/environment.js';
import { TryIt } from './try-it/TryIt.js';
import { useTwoPanes } from './useTwoPanes.js';

/** A body in each of its media types: the content type, its schema as a tree, its example (unless `examples` is false: the other pane shows them). */
function Bodies({ content, title, what, examples = true }: { content: MediaType[]; title: string; what: string; examples?: boolean }) {
  return (
    <>
      {content.map((m, i) => (
        <div key={i} className="media">
          {m.contentType && (
            <p className="muted">
              {content.length > 1 && 'As '}
              <code>{m.contentType}</code>
            </p>
          )}
          {m.schema && (
            <BodyTree
              schema={m.schema}
              stream={m.stream}
              example={m.example}
              label={`${what} of ${title}${m.contentType ? ` (${m.contentType})` : ''}`}
            />
          )}
          {examples && m.example !== null && <ExampleBlock example={m.example} label={`Example · ${m.contentType || 'body'}`} />}
        </div>
      ))}
    </>
  );
}

/**
 * The tags of the ways to be authorized: 'Auth Required' with how to send the
 * credentials, or 'Public'. The ways are named (unless the one way is an HTTP
 * scheme): any one of them will do, each needing all of its schemes.
 */
function AuthTags({ security, schemes }: { security: SecurityRequirement[]; schemes: SecurityScheme[] }) {
  const byId = new Map(schemes.map((s) => [s.id, s]));
  const used = [...new Set(security.flatMap((r) => r.map((s) => s.scheme)))].flatMap((id) => byId.get(id) ?? []);
  if (security.length === 0 || (security.some((r) => r.length === 0) && used.length === 0)) return <span className="tag">Public</span>;
  const scopes = [...new Set(security.flatMap((r) => r.flatMap((s) => s.scopes)))];
  const howTo = [...new Set(used.map((s) => s.howTo))];
  const tip = [howTo.join(' Or: '), scopes.length ? `Scopes: ${scopes.join(', ')}.` : ''].filter(Boolean).join(' ');
  const ways = security.map((r) => r.flatMap((s) => byId.get(s.scheme)?.label ?? []).join(' and ')).filter(Boolean);
  const named = used.length > 1 || (used[0] && used[0].type !== 'http');
  return (
    <Tooltip className="tag tag-auth" text={tip}>
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
        <path d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 1 0-4 0v2z" fill="currentColor" />
      </svg>
      Auth Required{named ? ` · ${[...new Set(ways)].join(' or ')}` : ''}
    </Tooltip>
  );
}

/**
 * One endpoint, wrapped in the element whose id is its anchor (the `?scroll=`
 * target). Memoized: a live update re-renders only the endpoints that changed.
 */
export const EndpointCard = memo(function EndpointCard({
  endpoint: ep,
  route,
  entityNames,
  schemes,
  baseUrl,
  tryIt,
}: {
  endpoint: Endpoint;
  /** The group's hash route, for the permalink. */
  route: string;
  entityNames: Map<string, string>;
  /** The site's security schemes, for the auth tag and the samples' credentials. */
  schemes: SecurityScheme[];
  /** The base URL the samples call. */
  baseUrl: string;
  /** The group's Try it servers, when its endpoints have a console. */
  tryIt?: TryItServers | undefined;
}) {
  const titleId = `${ep.id}--title`;
  const body = ep.requestBody;
  const permalink = `${window.location.href.split('#')[0]}#${route}?scroll=${encodeURIComponent(ep.id)}`;
  // From about 1200 px the samples and examples sit in a pane of their own beside the text, kept in view.
  const twoPanes = useTwoPanes();
  // The samples follow the environment the reader chose in a console: its server and its parameter values.
  const [environment, chooseEnvironment] = useEnvironment(tryIt);
  const sample = useMemo(() => (tryIt && environment ? environmentSample(ep, tryIt, environment) : undefined), [ep, tryIt, environment]);
  const samples = <CodeSamples endpoint={ep} baseUrl={sample?.baseUrl ?? baseUrl} schemes={schemes} values={sample?.values} />;
  // The console sits with the samples: above them beside the text, after them in one column.
  const consoleBlock = tryIt && (
    <TryIt endpoint={ep} tryIt={tryIt} schemes={schemes} environment={environment} chooseEnvironment={chooseEnvironment} />
  );
  const text = (
    <>
      <div className="ep-line">
        <MethodBadge method={ep.method} tooltip />
        <code className="ep-path">
          <Token>{ep.path}</Token>
        </code>
      </div>
      <div className="ep-title">
        <h2 id={titleId}>{ep.title}</h2>
        <CopyButton text={permalink} label="Copy link" description={`Copy link to ${ep.title}`} />
      </div>
      <div className="tags">
        <AuthTags security={ep.security} schemes={schemes} />
        {ep.roles.length > 0 && <span className="tag">Roles: {ep.roles.join(', ')}</span>}
        {/* An OpenAPI 3.2 tag of another kind than `nav`: a badge shows its title, any other kind its kind and title. */}
        {ep.labels?.map((label) => (
          <span key={`${label.kind}:${label.title}`} className={`tag tag-${label.kind === 'badge' ? 'badge' : 'label'}`}>
            {label.kind === 'badge' ? label.title : `${label.kind.charAt(0).toUpperCase()}${label.kind.slice(1)}: ${label.title}`}
          </span>
        ))}
        {ep.deprecated && <span className="tag tag-deprecated">Deprecated</span>}
      </div>
      {ep.summary && (
        <p className="summary">
          <Text>{ep.summary}</Text>
        </p>
      )}
      <Prose html={ep.html} />
      {ep.parameters.length > 0 && (
        <section>
          <h3>Parameters</h3>
          <ParameterList parameters={ep.parameters} label={`Parameters of ${ep.title}`} />
        </section>
      )}
      {body && (
        <section>
          <h3>Request body{body.required ? '' : ' (optional)'}</h3>
          {body.description && (
            <div className="muted body-desc">
              <Description text={body.description} html={body.descriptionHtml} />
            </div>
          )}
          <Bodies content={body.content} title={ep.title} what="Request body" examples={!twoPanes} />
        </section>
      )}
      {!twoPanes && samples}
      {!twoPanes && consoleBlock}
      <Outcomes responses={ep.responses} errors={ep.errors} title={ep.title} examples={!twoPanes} />
      {ep.entities.length > 0 && (
        <p className="muted ep-entities">Data entities: {ep.entities.map((id) => entityNames.get(id) ?? id).join(', ')}</p>
      )}
    </>
  );
  return (
    <article
      id={ep.id}
      className={twoPanes ? 'endpoint endpoint-panes' : 'endpoint'}
      data-testid="endpoint-card"
      tabIndex={-1}
      aria-labelledby={titleId}
    >
      {twoPanes ? (
        <>
          <div className="ep-text">{text}</div>
          <div className="ep-aside">
            <div className="ep-aside-inner">
              {consoleBlock}
              {samples}
              <Examples endpoint={ep} />
            </div>
          </div>
        </>
      ) : (
        text
      )}
    </article>
  );
});
