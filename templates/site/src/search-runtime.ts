/**
 * The search runtime: a separate script that the search dialog loads on
 * first open, so MiniSearch never weighs on the first page load.
 */
import MiniSearch from 'minisearch';
import { SEARCH_RUNTIME } from '../../../src/shared/page-protocol.js';

(window as unknown as Record<string, unknown>)[SEARCH_RUNTIME] = MiniSearch;
