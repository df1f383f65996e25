/**
 * The docs script: the screens only the API reference needs, split off the
 * app so the landing loads less (docs/guides/site.md, The landing page). The app
 * loads it when such a screen is first shown, or when the landing is idle
 * (lazy-docs.tsx); it uses the app's own modules (React, the data, the
 * router), which `src/emit/split-bundle.ts` links it to, and delivers its
 * screens through `window[DATA_CALLBACK]` like a data script.
 */
import { useMemo, useRef } from 'react';
import type { GroupPage as GroupPageData, GuidePage as GuidePageData } from '../../../src/shared/page-protocol.js';
import { DATA_CALLBACK, DOCS_KEY } from '../../../src/shared/page-protocol.js';
import { findGroup, groupKey, useData, useIndex } from './data.js';
import { Changelog } from './Changelog.js';
import { DocLayout } from './DocLayout.js';
import { ErrorCatalogue } from './ErrorCatalogue.js';
import { ErrorScreen } from './ErrorScreen.js';
import { GroupPage } from './GroupPage.js';
import { GuidePage } from './GuidePage.js';
import { EntityList } from './landing/EntityList.js';
import { Loading } from './Loading.js';
import { NotFound } from './NotFound.js';
import { useLocation, useParams } from './routing.js';
import { SchemasPage } from './SchemasPage.js';

/**
 * `page` with the endpoint objects of the previous version of the same page
 * wherever an endpoint is unchanged (same JSON), so the memoized cards of a
 * live update re-render only what changed.
 */
function useSharedEndpoints(page: GroupPageData | undefined): GroupPageData | undefined {
  const previous = useRef<GroupPageData | undefined>(undefined);
  return useMemo(() => {
    const before = previous.current;
    previous.current = page;
    if (!page || !before || before.id !== page.id || before === page) return page;
    const old = new Map(before.endpoints.map((ep) => [ep.id, ep]));
    const endpoints = page.endpoints.map((ep) => {
      const kept = old.get(ep.id);
      return kept && JSON.stringify(kept) === JSON.stringify(ep) ? kept : ep;
    });
    return (previous.current = { ...page, endpoints });
  }, [page]);
}

/** Whether the route waits for a `?scroll=` target: then its page renders at once, else as a transition (in slices). */
const useWaiting = (): boolean => new URLSearchParams(useLocation().search).has('scroll');

/** A group route `/<group>/…`: the doc layout with the group's page (loaded on demand), or the 404 page when no group has this route. */
function GroupRoute() {
  const index = useIndex();
  const group = findGroup(index, useParams().group);
  const state = useData<GroupPageData>(group ? groupKey(group) : '', group?.asset ?? null, !useWaiting());
  const page = useSharedEndpoints(state.value);
  if (!group) return <NotFound />;
  return (
    <DocLayout loading={state.pending}>
      {state.error ? <ErrorScreen error={state.error} /> : page ? <GroupPage page={page} route={group.route} /> : <Loading />}
    </DocLayout>
  );
}

/** A guide route `/guides/<page>`: the doc layout with the guide (loaded on demand), or the 404 page when there is no such guide. */
function GuideRoute() {
  const { guides } = useIndex();
  const page = useParams()['*']?.replace(/\/+$/, '');
  const guide = guides.pages.find((g) => g.page === page);
  const state = useData<GuidePageData>(guide ? `guide:${guide.page}` : '', guide?.asset ?? null, !useWaiting());
  if (!guide) return <NotFound />;
  return (
    <DocLayout loading={state.pending}>
      {state.error ? <ErrorScreen error={state.error} /> : state.value ? <GuidePage page={state.value} /> : <Loading />}
    </DocLayout>
  );
}

/** The schemas route, when no landing page shows the entities; else the 404 page. */
function SchemasRoute() {
  const { landing, entities } = useIndex();
  if (landing.entitiesPage || entities.length === 0) return <NotFound />;
  return (
    <DocLayout>
      <SchemasPage />
    </DocLayout>
  );
}

/** The error catalogue route. */
function ErrorsRoute() {
  return (
    <DocLayout>
      <ErrorCatalogue />
    </DocLayout>
  );
}

/** The changelog route, on a site that lists versions of an API; else the 404 page. */
function ChangelogRoute() {
  const { assets } = useIndex();
  if (!assets.changelog) return <NotFound />;
  return (
    <DocLayout>
      <Changelog />
    </DocLayout>
  );
}

/** What the docs script delivers. */
export const docs = { GroupRoute, GuideRoute, SchemasRoute, ErrorsRoute, ChangelogRoute, EntityList };

/** The docs script's screens, by name. */
export type Docs = typeof docs;

(window as unknown as Record<string, (key: string, payload: unknown) => void>)[DATA_CALLBACK]!(DOCS_KEY, docs);
