/**
 * The search's side of the page protocol: what the search script delivers
 * (a MiniSearch index built at build time), what a hit shows and where it
 * leads, the global the search runtime sets, and the MiniSearch options the
 * build and the search dialog share. Re-exported by `./page-protocol.ts`;
 * nothing here may import Node or browser APIs.
 */
import type { HttpMethod } from './site-model.js';

/** Kinds of search documents: an endpoint, an entity, a guide or one heading of a guide. */
export type SearchKind = 'endpoint' | 'entity' | 'guide';

/** What a search result shows and where it leads (stored with the index, so no other lookup is needed). */
export interface SearchHit {
  kind: SearchKind;
  title: string;
  /** The method of an endpoint; null for an entity. */
  method: HttpMethod | null;
  /** The path of an endpoint; the class name of an entity; '' for a guide. */
  detail: string;
  /** The group title for an endpoint; for an entity, the title of the page that lists it (`entityLocation` of `./page-protocol.ts`); for a guide, the guides' title, and for a heading, its guide's. */
  section: string;
  /** In-site location with the scroll target, e.g. `/cart?scroll=get-user-cart` or `/?tab=data-model&scroll=entity-drug`. */
  to: string;
}

/** The search script's payload: a MiniSearch index serialized at build time (`MiniSearch.toJSON()`). */
export interface SearchData {
  /** The JSON of the MiniSearch index; its stored fields are those of {@link SearchHit}. */
  index: string;
}

/** Global the search runtime script sets to the MiniSearch class. */
export const SEARCH_RUNTIME = '__pamdocsMiniSearch';

/** The MiniSearch options of {@link SEARCH_OPTIONS}. */
export interface SearchOptions {
  /** Fields indexed. */
  fields: string[];
  /** Fields stored with each document: those of {@link SearchHit}. */
  storeFields: string[];
  /** Query defaults: prefix matches, typo tolerance (edit distance up to 20 % of a term), titles weigh most. */
  searchOptions: { prefix: boolean; fuzzy: number; boost: Record<string, number> };
}

/** One set of MiniSearch options for the index built at build time and the dialog that loads and queries it. */
export const SEARCH_OPTIONS: SearchOptions = {
  fields: ['title', 'method', 'detail', 'params', 'text'],
  storeFields: ['kind', 'title', 'method', 'detail', 'section', 'to'],
  searchOptions: { prefix: true, fuzzy: 0.2, boost: { title: 3, detail: 2, params: 1.5 } },
};
