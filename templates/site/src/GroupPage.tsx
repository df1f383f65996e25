import { useMemo } from 'react';
import { Link, useLocation } from './routing.js';
import { TWINS, type GroupPage as GroupPageData } from '../../../src/shared/page-protocol.js';
import { CopyMarkdown } from './CopyMarkdown.js';
import { useIndex } from './data.js';
import { EndpointCard } from './EndpointCard.js';
import { GroupCard } from './landing/GroupCards.js';
import { nestedGroups } from './nesting.js';
import { MethodBadge } from './MethodBadge.js';
import { Prose } from './Prose.js';
import { Text } from './Text.js';
import { useBatches } from './useBatches.js';
import { useGroupEndpoints } from './useGroupEndpoints.js';
import { useDocumentTitle } from './useDocumentTitle.js';
import { useFollowScroll } from './useFollowScroll.js';

/** Cards per commit: the top of the page paints first, and no commit of a big group blocks input for long. */
const CARDS_PER_COMMIT = 2;

/**
 * A group route: heading, description, base path, the button that copies
 * its Markdown twin, and one card per endpoint, in order. Cards are added
 * {@link CARDS_PER_COMMIT} at a time ({@link useBatches}); the `?scroll=`
 * target and the cards above it come in the first commit, so the scroll
 * never waits for a batch. A big group's further endpoints come
 * from their own scripts ({@link useGroupEndpoints}). Endpoints of other
 * groups it lists too (an operation's other tags) follow as short cards
 * linking to their card in their own group. As the reader scrolls, the
 * sidebar and the address follow the card at the top ({@link useFollowScroll}).
 */
export function GroupPage({ page, route }: { page: GroupPageData; route: string }) {
  const index = useIndex();
  const target = new URLSearchParams(useLocation().search).get('scroll');
  const { endpoints, failed } = useGroupEndpoints(page, target);
  const group = index.groups.find((g) => g.id === page.id);
  const total = group?.entries.length ?? endpoints.length;
  const nested = useMemo(() => nestedGroups(index.groups), [index.groups]);
  const kids = nested.get(page.id) ?? [];
  const needed = endpoints.findIndex((ep) => ep.id === target) + 1;
  const count = useBatches(page.id, endpoints.length, CARDS_PER_COMMIT, needed);
  // Keyed by the names themselves, so a live update that leaves them alone keeps the cards memoized.
  const namesKey = JSON.stringify(index.entities);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the names, not by the object
  const entityNames = useMemo(() => new Map(index.entities.map((e) => [e.id, e.name])), [namesKey]);
  const schemesKey = JSON.stringify(index.securitySchemes);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the schemes' text, not by the object
  const schemes = useMemo(() => index.securitySchemes, [schemesKey]);
  useDocumentTitle(`${page.heading} · ${index.hero.siteTitle}`);
  useFollowScroll(route);
  return (
    <>
      <header className="page-head">
        <h1>{page.heading}</h1>
        {page.externalDocs && (
          <p className="external-docs">
            <a href={page.externalDocs.url} rel="noopener noreferrer">
              {page.externalDocs.description ?? page.externalDocs.url}
            </a>
          </p>
        )}
        {page.description && (
          <p className="lead">
            <Text>{page.description}</Text>
          </p>
        )}
        {page.html && <Prose html={page.html} />}
        {/* A section (groups nested in it) or a page of prose counts no endpoints. */}
        {(total > 0 || page.basePath || (group?.links.length ?? 0) > 0) && (
          <p className="muted">
            {page.basePath && (
              <>
                Base path <code>{page.basePath}</code> ·{' '}
              </>
            )}
            {total} {total === 1 ? 'endpoint' : 'endpoints'}
          </p>
        )}
        <CopyMarkdown key={page.id} twin={TWINS.group(page.id)} />
      </header>
      {kids.length > 0 && (
        <section className="block" aria-labelledby={`${page.id}-groups`}>
          <h2 id={`${page.id}-groups`}>Groups</h2>
          <ul className="grid">
            {kids.map((g) => (
              <GroupCard key={g.id} group={g} nested={nested} />
            ))}
          </ul>
        </section>
      )}
      {endpoints.slice(0, count).map((ep) => (
        <EndpointCard
          key={ep.id}
          endpoint={ep}
          route={route}
          entityNames={entityNames}
          schemes={schemes}
          baseUrl={page.baseUrl}
          tryIt={page.tryIt}
        />
      ))}
      {group && group.links.length > 0 && count >= endpoints.length && (
        <section className="also-listed" aria-labelledby={`${page.id}-also`}>
          <h2 id={`${page.id}-also`}>Endpoints of other groups</h2>
          {group.links.map((link) => (
            <p key={`${link.route}?${link.anchor}`} className="card link-card" data-testid="endpoint-link">
              <MethodBadge method={link.method} />
              <Link to={{ pathname: link.route, search: `?scroll=${encodeURIComponent(link.anchor)}` }}>{link.title}</Link>
              <span className="muted">
                <code>{link.path}</code> · in {link.group}
              </span>
            </p>
          ))}
        </section>
      )}
      {failed && <p className="muted">Some endpoints of this group could not be loaded; reload the page to try again.</p>}
    </>
  );
}
