/**
 * The search index, built at build time with MiniSearch over every endpoint
 * (title, method and path, parameter names, summary and prose) and every
 * entity (name, class name, field names, summary and prose). The site loads
 * it, with the MiniSearch runtime, only when the search dialog first opens.
 */
import MiniSearch from 'minisearch';
import { SEARCH_OPTIONS, type SearchData, type SearchHit, type SiteModel } from '../model.js';

/** A document of the index: what is searched, plus the stored {@link SearchHit}. */
interface SearchDocument extends SearchHit {
  id: string;
  params: string;
  text: string;
}

/** Plain text of sanitized HTML: tags dropped, the few entities the renderer emits decoded. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi, (_m, hex?: string, dec?: string, name?: string) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[name!.toLowerCase()]!,
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The documents of `model`, endpoints first in sidebar order, then entities. */
export function searchDocuments(model: SiteModel): SearchDocument[] {
  const endpoints = model.groups.flatMap((group) =>
    group.endpoints.map((ep) => ({
      id: `${group.route}#${ep.id}`,
      kind: 'endpoint' as const,
      title: ep.title,
      method: ep.method,
      detail: ep.path,
      section: group.title,
      to: `${group.route}?scroll=${encodeURIComponent(ep.id)}`,
      params: [...ep.parameters.map((p) => p.name), ...(ep.requestBody?.fields.map((f) => f.name) ?? [])].join(' '),
      text: `${ep.summary} ${plainText(ep.html)}`,
    })),
  );
  const entities = model.entities.map((entity) => ({
    id: `entity:${entity.id}`,
    kind: 'entity' as const,
    title: entity.name,
    method: null,
    detail: entity.className,
    section: model.landing.dataModel.title,
    to: `/?tab=data-model&scroll=${encodeURIComponent(`entity-${entity.id}`)}`,
    params: entity.fields.map((f) => f.name).join(' '),
    text: `${entity.summary} ${plainText(entity.html)}`,
  }));
  return [...endpoints, ...entities];
}

/** The serialized index of `model` ({@link SEARCH_OPTIONS}; the dialog loads it with `MiniSearch.loadJSON`). */
export function searchData(model: SiteModel): SearchData {
  const search = new MiniSearch<SearchDocument>({ ...SEARCH_OPTIONS, fields: [...SEARCH_OPTIONS.fields], storeFields: [...SEARCH_OPTIONS.storeFields] });
  search.addAll(searchDocuments(model));
  return { index: JSON.stringify(search) };
}
