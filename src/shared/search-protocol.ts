/**
 * The search's side of the page protocol: what the search script delivers
 * (the documents to search, which the dialog indexes with MiniSearch when it
 * first opens), what a hit shows and where it leads, the global the search
 * runtime sets, and the MiniSearch options of that index. Re-exported by `./page-protocol.ts`;
 * nothing here may import Node or browser APIs.
 */
import type { HttpMethod } from './site-model.js';

/** Kinds of search documents: an endpoint, a group (a tag), an entity, a guide or one heading of a guide, an entry of the error catalogue. */
export type SearchKind = 'endpoint' | 'group' | 'entity' | 'guide' | 'error';

/** What a search result shows and where it leads (stored with the index, so no other lookup is needed). */
export interface SearchHit {
  kind: SearchKind;
  title: string;
  /** The method of an endpoint; null for the other kinds. */
  method: HttpMethod | null;
  /** The path of an endpoint; the class name of an entity; the base path of a group ('' when none); '' for a guide; an error's status and reason phrase (`404 Not Found`). */
  detail: string;
  /** The `operationId` of an endpoint (an exact match of it ranks first); absent for the other kinds. */
  operationId?: string;
  /** The group title for an endpoint (after its API's title on a site of several: `Pets · Pets`); for a group, its API's title on a site of several, else `API reference`; for an entity, the title of the page that lists it (`entityLocation` of `./page-protocol.ts`); for a guide, the guides' title, and for a heading, its guide's; for an error, `Error catalogue`. */
  section: string;
  /**
   * On a site of several APIs, the APIs it belongs to, each by its document
   * (`ApiSummary.openapi`, one per API and version): an endpoint's or a
   * group's, those of the endpoints that return an error; absent for what
   * belongs to no API (an entity, a guide, a group written in Markdown) and
   * on a site of one. The dialog's scope keeps the hits of the reader's API
   * and those of none.
   */
  apis?: string[];
  /** In-site location with the scroll target, e.g. `/cart?scroll=get-user-cart` or `/?tab=data-model&scroll=entity-drug`. */
  to: string;
}

/** A document of the search: what is searched ({@link SEARCH_OPTIONS}' fields), and the {@link SearchHit} it shows. */
export interface SearchDocument extends SearchHit {
  /** Unique in the site: the hit's location (`/cart#get-user-cart`, `entity:drug`, `error:<anchor>`). */
  id: string;
  /** An endpoint's parameter and body field names, an entity's field names, space-separated ('' for the other kinds). */
  params: string;
  /** The summary or description searched (not shown). */
  text: string;
}

/**
 * The search script's payload: the documents the dialog indexes when it first
 * opens (`MiniSearch.addAllAsync` with {@link SEARCH_OPTIONS}). Shipped rather
 * than an index serialized at build time: indexing was a large part of every
 * build after an edit, and the documents are smaller than their index
 * (docs/guides/performance.md, Search and deep links).
 */
export interface SearchData {
  documents: SearchDocument[];
}

/** Global the search runtime script sets to the MiniSearch class. */
export const SEARCH_RUNTIME = '__pamdocsMiniSearch';

/**
 * A search term as indexed and as queried: lower case, and an English plural
 * reduced to its singular (`playlists` and `playlist` both give `playlist`,
 * `repositories` gives `repository`, `addresses` gives `address`), so a
 * singular finds the plural and, with prefix search, `repo` finds
 * `repositories`. Words in `ss`, `us` and `is` (`access`, `status`, `analysis`)
 * are kept as they are.
 */
export function searchTerm(term: string): string {
  const t = term.toLowerCase();
  if (t.length > 4 && t.endsWith('ies')) return `${t.slice(0, -3)}y`;
  if (t.length > 4 && /(ss|x|ch|sh)es$/.test(t)) return t.slice(0, -2);
  if (t.length > 3 && t.endsWith('s') && !/(ss|us|is)$/.test(t)) return t.slice(0, -1);
  return t;
}

/** The typo allowance of a query term: none up to four letters, an edit distance of 20 % of the term beyond (MiniSearch's fractional `fuzzy`). */
const typos = (term: string): number => (term.length > 4 ? 0.2 : 0);

/** The MiniSearch options of {@link SEARCH_OPTIONS}. */
export interface SearchOptions {
  /** Fields indexed. */
  fields: string[];
  /** Fields stored with each document: those of {@link SearchHit}. */
  storeFields: string[];
  /** How a word becomes a term, at build time and in queries ({@link searchTerm}). */
  processTerm: (term: string) => string;
  /**
   * Query defaults: prefix matches, typo tolerance on words longer than four
   * letters, and field weights: title and operationId first, then path and
   * parameter names, then summaries.
   */
  searchOptions: { prefix: boolean; fuzzy: (term: string) => number; boost: Record<string, number> };
}

/** The MiniSearch options of the index the dialog builds and queries. */
export const SEARCH_OPTIONS: SearchOptions = {
  fields: ['title', 'operationId', 'method', 'detail', 'params', 'text'],
  storeFields: ['kind', 'title', 'method', 'detail', 'operationId', 'section', 'to', 'apis'],
  processTerm: searchTerm,
  searchOptions: { prefix: true, fuzzy: typos, boost: { title: 4, operationId: 4, detail: 2, params: 2 } },
};

/** A query or a title compared whole: its words as terms ({@link searchTerm}), one space between them. */
const whole = (text: string): string => text.trim().split(/\s+/).map(searchTerm).join(' ');

/**
 * The hits of a query in the order the dialog lists them: those whose title
 * or `operationId` is exactly the query (case, spacing and plurals aside, so
 * `playlist` puts the group Playlists first) first, then
 * the others in MiniSearch's ranked order (BM25 with the field weights of
 * {@link SEARCH_OPTIONS}).
 */
export function rankHits<T extends SearchHit>(hits: readonly T[], query: string): T[] {
  const q = whole(query);
  const exact = (hit: T): boolean => whole(hit.title) === q || (hit.operationId !== undefined && whole(hit.operationId) === q);
  return [...hits.filter(exact), ...hits.filter((hit) => !exact(hit))];
}
