import { startTransition, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { GroupPage as GroupPageData } from '../../../src/model.js';
import { useIndex } from './data.js';
import { EndpointCard } from './EndpointCard.js';
import { Text } from './Text.js';
import { useDocumentTitle } from './useDocumentTitle.js';

/** Cards per commit: the top of the page paints first, and no commit of a big group blocks input for long. */
const CARDS_PER_COMMIT = 2;

/**
 * A group route: heading, description, base path and one card per endpoint,
 * in order. Cards are added {@link CARDS_PER_COMMIT} at a time, each batch a
 * transition after the last one painted; the `?scroll=` target and the cards
 * above it come in the first commit, so the scroll never waits for a batch.
 */
export function GroupPage({ page, route }: { page: GroupPageData; route: string }) {
  const index = useIndex();
  const target = new URLSearchParams(useLocation().search).get('scroll');
  const needed = page.endpoints.findIndex((ep) => ep.id === target) + 1;
  const [shown, setShown] = useState({ id: page.id, count: CARDS_PER_COMMIT });
  const count = Math.max(shown.id === page.id ? shown.count : CARDS_PER_COMMIT, needed);
  useEffect(() => {
    if (count >= page.endpoints.length) return;
    const next = requestAnimationFrame(() => startTransition(() => setShown({ id: page.id, count: count + CARDS_PER_COMMIT })));
    return () => cancelAnimationFrame(next);
  }, [count, page.id, page.endpoints.length]);
  // Keyed by the names themselves, so a live update that leaves them alone keeps the cards memoized.
  const namesKey = JSON.stringify(index.entities);
  const entityNames = useMemo(() => new Map((JSON.parse(namesKey) as { id: string; name: string }[]).map((e) => [e.id, e.name])), [namesKey]);
  useDocumentTitle(`${page.heading} · ${index.hero.siteTitle}`);
  return (
    <>
      <header className="page-head">
        <h1>{page.heading}</h1>
        {page.description && <p className="lead">
            <Text>{page.description}</Text>
          </p>}
        <p className="muted">
          Base path <code>{page.basePath}</code> · {page.endpoints.length}{' '}
          {page.endpoints.length === 1 ? 'endpoint' : 'endpoints'}
        </p>
      </header>
      {page.endpoints.slice(0, count).map((ep) => (
        <EndpointCard key={ep.id} endpoint={ep} route={route} entityNames={entityNames} />
      ))}
    </>
  );
}
