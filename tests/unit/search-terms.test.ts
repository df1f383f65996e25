/**
 * The terms of the search index and of a query (src/shared/search-protocol.ts):
 * a plural becomes its singular, so a singular finds the plural, and with prefix
 * search a word's start finds the whole word in either number.
 */
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { rankHits, SEARCH_OPTIONS, searchTerm, type SearchHit } from '../../src/shared/page-protocol.js';

const hit = (title: string, operationId: string): SearchHit & { id: string } => ({
  id: operationId,
  kind: 'endpoint',
  title,
  method: 'GET',
  detail: `/${operationId}`,
  operationId,
  section: 'Repos',
  to: `/repos?scroll=${operationId}`,
});

describe('search terms', () => {
  it('reduce English plurals to the singular and keep words that only look plural', () => {
    expect(['playlists', 'Repositories', 'addresses', 'boxes', 'status', 'access', 'analysis', 'bus'].map(searchTerm)).toEqual([
      'playlist',
      'repository',
      'address',
      'box',
      'status',
      'access',
      'analysis',
      'bus',
    ]);
  });

  it('let "repo" find repositories, a singular find the plural, and rank the exact title first', () => {
    const search = new MiniSearch<SearchHit & { id: string }>(SEARCH_OPTIONS);
    search.addAll([
      hit('List organization repositories', 'repos/list-for-org'),
      hit('Get a repository', 'repos/get'),
      hit('List repository secrets', 'actions/list-repo-secrets'),
      hit('Get a repository secret', 'actions/get-repo-secret'),
    ]);
    const titles = (q: string): string[] => rankHits(search.search(q) as unknown as SearchHit[], q).map((h) => h.title);
    expect(titles('repo')).toHaveLength(4);
    expect(titles('repository')).toHaveLength(4);
    expect(titles('secret')).toEqual(expect.arrayContaining(['List repository secrets', 'Get a repository secret']));
    expect(titles('get a repository secret')[0]).toBe('Get a repository secret');
    expect(titles('repos/get')[0]).toBe('Get a repository');
  });
});
