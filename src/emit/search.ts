/**
 * The documents of the search, which the dialog indexes with MiniSearch when
 * it first opens: every endpoint
 * (title, operationId, method, path, parameter and body field names,
 * summary), every group (title, base path, description), every
 * entity (name, class name, field names, summary), every guide (title,
 * summary) and its section headings, and every entry of the error catalogue
 * (its message, else its description's first sentence; its status and
 * reason phrase; the titles of the endpoints that return it). The prose is
 * left out: it
 * would make the index ten times bigger for matches a reader rarely wants.
 * The site loads them, with the MiniSearch runtime, only when the search
 * dialog first opens.
 */
import type { SiteModel } from '../shared/site-model.js';
import { entityLocation, entityPage, ERRORS_ROUTE, type SearchData, type SearchDocument } from '../shared/page-protocol.js';
import type { PropertyTree } from '../shared/property-tree.js';
import { type CatalogueEntry, catalogueEntries } from './error-catalogue.js';

/** The names of the top-level properties of a property tree (the fields of a body or an entity). */
const propertyNames = (tree: PropertyTree | null | undefined): string[] => tree?.properties?.map((p) => p.name) ?? [];

/**
 * The documents of `model`, endpoints first in sidebar order, then groups, then entities, then guides, then the catalogue's
 * entries (`errors`: {@link catalogueEntries} of the model, which a build also makes the catalogue of).
 */
export function searchDocuments(model: SiteModel, errors: CatalogueEntry[] = catalogueEntries(model)): SearchDocument[] {
  // On a site of several APIs a result names its API, and says which it belongs to for the dialog's scope.
  const apiOfGroup = (id: string) => model.apis.find((api) => api.groups.includes(id));
  const apiOf = (id: string): string | undefined => apiOfGroup(id)?.title;
  const apisOf = (ids: readonly string[]): { apis?: string[] } => {
    const apis = [...new Set(ids.flatMap((id) => apiOfGroup(id)?.openapi ?? []))];
    return apis.length > 0 ? { apis } : {};
  };
  const endpoints = model.groups.flatMap((group) =>
    group.endpoints.map((ep) => ({
      id: `${group.route}#${ep.id}`,
      kind: 'endpoint' as const,
      title: ep.title,
      method: ep.method,
      detail: ep.path,
      operationId: ep.operationId,
      section: [apiOf(group.id), group.title].filter(Boolean).join(' · '),
      to: `${group.route}?scroll=${encodeURIComponent(ep.id)}`,
      params: [...ep.parameters.map((p) => p.name), ...propertyNames(ep.requestBody?.content[0]?.schema)].join(' '),
      text: ep.summary,
      ...apisOf([group.id]),
    })),
  );
  const groups = model.groups.map((group) => ({
    id: group.route,
    kind: 'group' as const,
    title: group.title,
    method: null,
    detail: group.basePath,
    section: apiOf(group.id) ?? 'API reference',
    to: group.route,
    params: '',
    text: group.description,
    ...apisOf([group.id]),
  }));
  const section = entityPage(model.landing).title;
  const entities = model.entities.map((entity) => ({
    id: `entity:${entity.id}`,
    kind: 'entity' as const,
    title: entity.name,
    method: null,
    detail: entity.className,
    section,
    to: entityLocation(model.landing, entity.id),
    params: propertyNames(entity.schema).join(' '),
    text: entity.summary,
  }));
  const guides = model.guides.pages.flatMap((guide) => [
    {
      id: guide.route,
      kind: 'guide' as const,
      title: guide.title,
      method: null,
      detail: '',
      section: model.guides.title,
      to: guide.route,
      params: '',
      text: guide.summary,
    },
    // Each section of a guide is a result of its own, landing on its heading.
    ...guide.headings
      .filter((h) => h.depth <= 3)
      .map((h) => ({
        id: `${guide.route}#${h.id}`,
        kind: 'guide' as const,
        title: h.text,
        method: null,
        detail: '',
        section: guide.title,
        to: `${guide.route}?scroll=${encodeURIComponent(h.id)}`,
        params: '',
        text: '',
      })),
  ]);
  // One document per entry, however many endpoints return it: the index stays small on an API whose every
  // operation documents the same few errors.
  const entries = errors.map(({ title, errors: rows, groups: of }) => {
    const { status, statusText, anchor } = rows[0]!;
    return {
      id: `error:${anchor}`,
      kind: 'error' as const,
      title,
      method: null,
      detail: `${status} ${statusText}`.trim(),
      section: 'Error catalogue',
      to: `${ERRORS_ROUTE}?scroll=${encodeURIComponent(anchor!)}`,
      params: '',
      text: [...new Set(rows.map((e) => e.title))].join(' '),
      ...apisOf(of),
    };
  });
  return [...endpoints, ...groups, ...entities, ...guides, ...entries];
}

/** The search script's payload of `model` (`errors`: {@link catalogueEntries} of the model). */
export const searchData = (model: SiteModel, errors: CatalogueEntry[]): SearchData => ({ documents: searchDocuments(model, errors) });
