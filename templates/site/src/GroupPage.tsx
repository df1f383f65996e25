import { useMemo } from 'react';
import type { GroupPage as GroupPageData } from '../../../src/model.js';
import { useIndex } from './data.js';
import { EndpointCard } from './EndpointCard.js';
import { Text } from './Text.js';
import { useDocumentTitle } from './useDocumentTitle.js';

/** A group route: heading, description, base path and one card per endpoint, in order. */
export function GroupPage({ page }: { page: GroupPageData }) {
  const index = useIndex();
  const entityNames = useMemo(() => new Map(index.entities.map((e) => [e.id, e.name])), [index]);
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
      {page.endpoints.map((ep) => (
        <EndpointCard key={ep.id} endpoint={ep} entityNames={entityNames} />
      ))}
    </>
  );
}
