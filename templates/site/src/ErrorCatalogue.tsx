import { useMemo } from 'react';
import { Link, useLocation } from './routing.js';
import type { CatalogueError, ErrorCatalogue as ErrorCatalogueData } from '../../../src/shared/page-protocol.js';
import { useData, useIndex } from './data.js';
import { ErrorScreen } from './ErrorScreen.js';
import { Loading } from './Loading.js';
import { MethodBadge } from './MethodBadge.js';
import { Table } from './Table.js';
import { Text } from './Text.js';
import { useBatches } from './useBatches.js';
import { useDocumentTitle } from './useDocumentTitle.js';

/** The errors of `list` grouped by status, in order. */
function byStatus(list: CatalogueError[]): CatalogueError[][] {
  const groups: CatalogueError[][] = [];
  for (const error of list) {
    const last = groups.at(-1);
    if (last && last[0]!.status === error.status) last.push(error);
    else groups.push([error]);
  }
  return groups;
}

/** Status sections per commit (see {@link useBatches}). */
const SECTIONS_PER_COMMIT = 2;

/**
 * The error catalogue route: every documented error of every endpoint, by
 * status, each linking to its endpoint; sections are added a few per frame,
 * those up to a `?scroll=` target (an entry's first row, `anchor`) in the first.
 */
export function ErrorCatalogue() {
  const index = useIndex();
  const data = useData<ErrorCatalogueData>('errors', index.assets.errors, true);
  useDocumentTitle(`Error catalogue · ${index.hero.siteTitle}`);
  const target = new URLSearchParams(useLocation().search).get('scroll');
  const sections = useMemo(() => byStatus(data.value?.errors ?? []), [data.value]);
  const needed = sections.findIndex((list) => list.some((e) => e.anchor === target)) + 1;
  const count = useBatches('errors', sections.length, SECTIONS_PER_COMMIT, needed);
  if (data.error) return <ErrorScreen error={data.error} />;
  if (!data.value) return <Loading />;
  const { errors } = data.value;
  return (
    <>
      <header className="page-head">
        <h1>Error catalogue</h1>
        <p className="lead">
          Every error the endpoints document: {errors.length} {errors.length === 1 ? 'error' : 'errors'}, by status code.
        </p>
      </header>
      {sections.slice(0, count).map((list) => {
        const { status, statusText } = list[0]!;
        return (
          <section key={status} className="catalogue-status" aria-labelledby={`status-${status}`}>
            <h2 id={`status-${status}`}>
              <span className={`status status-${Math.floor(status / 100)}xx`}>{status}</span> {statusText}
            </h2>
            <Table
              caption={`Errors with status ${status}`}
              head={['Message', 'When', 'Endpoint']}
              rowIds={list.map((e) => e.anchor)}
              // biome-ignore-start lint/correctness/useJsxKeyInIterable: the cells of a row, which Table keys by position
              rows={list.map((e) => [
                e.message ? <code className="err-text">{e.message}</code> : <span className="muted">No message</span>,
                <Text>{e.description}</Text>,
                <Link to={e.to} className="catalogue-endpoint">
                  <MethodBadge method={e.method} />
                  <span>{e.title}</span>
                  <span className="sr-only">
                    {' '}
                    ({e.method} {e.path})
                  </span>
                </Link>,
              ])}
              // biome-ignore-end lint/correctness/useJsxKeyInIterable: the cells of a row
            />
          </section>
        );
      })}
    </>
  );
}
