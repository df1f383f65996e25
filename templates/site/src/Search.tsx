import type MiniSearch from 'minisearch';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from './routing.js';
import {
  rankHits,
  SEARCH_OPTIONS,
  SEARCH_RUNTIME,
  type SearchData,
  type SearchHit,
  type DataAssets,
} from '../../../src/shared/page-protocol.js';
import type { ApiSummary } from '../../../src/shared/site-model.js';
import { currentApi } from './ApiSwitcher.js';
import { loadData, loadScript, useIndex } from './data.js';
import { MethodBadge } from './MethodBadge.js';

/** Results the dialog lists at first; the status says how many there are, and the rest are listed on demand. */
const PAGE = 20;

type Index = MiniSearch<SearchHit>;

/** The label of a result's kind beside its title, for the kinds that have one. */
const KIND_LABELS: Readonly<Partial<Record<SearchHit['kind'], string>>> = { group: 'Group', error: 'Error' };

/** The hits of `query` in `index`, ranked ({@link rankHits}); with `api`, only those of that API and of none (MiniSearch's `filter`). */
function searchIndex(index: Index, query: string, api: ApiSummary | undefined): SearchHit[] {
  // A result holds the stored fields of its hit.
  const filter =
    api &&
    ((result: object): boolean => {
      const own = (result as SearchHit).apis;
      return own === undefined || own.includes(api.openapi);
    });
  const hits = index.search(query, filter ? { filter } : {}) as unknown as SearchHit[];
  return rankHits(hits, query);
}

/**
 * Documents indexed between two yields to the page. MiniSearch's default (10) waits a timer (4 ms or more in a
 * browser) after each 10, which made a large API's index ready several times later (docs/guides/performance.md,
 * Search and deep links).
 */
const INDEX_CHUNK = 1000;

/** Loaded indexes by index script URL (a live update gives a new URL). */
const indexes = new Map<string, Promise<Index>>();

/**
 * Loads the MiniSearch runtime and the search's documents, and indexes them; on first open only. Indexing goes in
 * chunks of {@link INDEX_CHUNK} documents, between which the page stays responsive (`addAllAsync`).
 */
function loadIndex(assets: DataAssets): Promise<Index> {
  let pending = indexes.get(assets.search);
  if (!pending) {
    pending = Promise.all([loadScript(assets.searchRuntime), loadData<SearchData>('search', assets.search)]).then(async ([, data]) => {
      const Runtime = (window as unknown as Record<string, typeof MiniSearch>)[SEARCH_RUNTIME]!;
      const index = new Runtime<SearchHit>(SEARCH_OPTIONS);
      await index.addAllAsync(data.documents, { chunkSize: INDEX_CHUNK });
      return index;
    });
    pending.catch(() => indexes.delete(assets.search));
    indexes.set(assets.search, pending);
  }
  return pending;
}

const openers = new Set<() => void>();

/** Opens the search dialog (the header buttons call it). */
export function openSearch(): void {
  for (const open of openers) open();
}

/** The visible search button of the headers; shows the `/` shortcut. */
export function SearchButton() {
  return (
    <button type="button" className="search-btn" onClick={openSearch} aria-keyshortcuts="/ Control+K Meta+K">
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <path
          d="M7 12A5 5 0 1 0 7 2a5 5 0 0 0 0 10zm3.5-1.5L14 14"
          stroke="currentColor"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span>Search</span>
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <kbd> takes no focus; the button's aria-keyshortcuts tells its shortcuts */}
      <kbd aria-hidden="true">/</kbd>
    </button>
  );
}

/** Whether a key event comes from a field where `/` is text. */
const typing = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The search dialog, mounted once: opened by `/`, Ctrl-K or Cmd-K, or a
 * search button. Ranked prefix and typo-tolerant results over every endpoint,
 * group, entity and guide, an exact title first; the first {@link PAGE} are
 * listed with "20 of 57 results" and a button (or the Down arrow past the
 * last) lists the rest. Arrow keys move, Enter goes to the anchor through
 * `?scroll=` (highlight included), Escape closes and focus returns where it was.
 * On a site of several APIs, a checkbox (off at first) keeps the results of
 * the reader's API (the one the sidebar shows) and of none.
 */
export function SearchDialog() {
  const { assets, apis, groups } = useIndex();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const api = apis.length > 1 ? currentApi(apis, groups, pathname) : undefined;
  const [scoped, setScoped] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [index, setIndex] = useState<Index | null>(null);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(0);
  const [shown, setShown] = useState(PAGE);
  const listId = useId();

  useEffect(() => {
    const show = (): void => setOpen(true);
    openers.add(show);
    const onKey = (e: globalThis.KeyboardEvent): void => {
      const shortcut =
        (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typing(e.target)) ||
        (e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey));
      if (!shortcut) return;
      e.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      openers.delete(show);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      input.current?.select();
    } else if (!open && el.open) el.close();
    if (!open) return;
    let live = true;
    setFailed(false);
    loadIndex(assets).then(
      (loaded) => live && setIndex(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, assets]);

  const all = index && query.trim() ? searchIndex(index, query, scoped ? api : undefined) : [];
  const hits = all.slice(0, shown);
  const more = all.length - hits.length;
  const showAll = (): void => setShown(all.length);
  const go = (hit: SearchHit | undefined): void => {
    if (!hit) return;
    setOpen(false);
    void navigate(hit.to);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>): void => {
    const step = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
    if (step === 1 && more > 0 && active === hits.length - 1) {
      // Past the last listed result: list the rest and move on to the next.
      e.preventDefault();
      showAll();
      setActive(active + 1);
    } else if (step && hits.length) {
      e.preventDefault();
      setActive((a) => (a + step + hits.length) % hits.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(hits[active]);
    }
  };
  const optionId = (i: number): string => `${listId}-${i}`;
  // The active option stays in view in the scrolling list as the arrow keys move it.
  useEffect(() => {
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);
  const status = failed
    ? 'The search index could not be loaded.'
    : !index
      ? 'Loading the search index…'
      : !query.trim()
        ? 'Type a name, a path or a parameter.'
        : hits.length === 0
          ? `No results for “${query.trim()}”.`
          : more > 0
            ? `${hits.length} of ${all.length} results`
            : `${hits.length} ${hits.length === 1 ? 'result' : 'results'}`;

  return (
    <dialog ref={dialog} className="search-dialog" aria-label="Search the docs" onClose={() => setOpen(false)}>
      {open && (
        <div className="search-box">
          <div className="search-field">
            <label htmlFor={`${listId}-input`} className="sr-only">
              Search endpoints, groups and entities
            </label>
            <input
              ref={input}
              id={`${listId}-input`}
              type="search"
              role="combobox"
              aria-expanded={hits.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={hits.length ? optionId(active) : undefined}
              placeholder="Search endpoints, groups and entities"
              autoComplete="off"
              spellCheck={false}
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(0);
                setShown(PAGE);
              }}
              onKeyDown={onKeyDown}
            />
            <button type="button" className="btn btn-small" onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
          {api && (
            <label className="search-scope">
              <input
                type="checkbox"
                checked={scoped}
                onChange={(e) => {
                  setScoped(e.target.checked);
                  setActive(0);
                  setShown(PAGE);
                }}
              />
              Only {api.title}
              {api.version === null ? '' : ` ${api.version}`}
            </label>
          )}
          <p className="search-status" role="status">
            {status}
          </p>
          {/* The combobox pattern: focus stays in the input, which moves the active option (aria-activedescendant) with the keyboard. */}
          {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a listbox of the combobox pattern */}
          <ul id={listId} role="listbox" aria-label="Results" className="search-results">
            {hits.map((hit, i) => (
              // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: an option of the combobox pattern, chosen from the input
              <li
                key={hit.to}
                id={optionId(i)}
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the combobox pattern
                role="option"
                aria-selected={i === active}
                className="search-hit"
                onMouseMove={() => setActive(i)}
                onClick={() => go(hit)}
              >
                <span className="hit-title">
                  {hit.method && <MethodBadge method={hit.method} />}
                  {KIND_LABELS[hit.kind] && <span className="hit-kind">{KIND_LABELS[hit.kind]}</span>}
                  {hit.title}
                </span>
                <span className="hit-detail">
                  {hit.section}
                  {hit.detail && (
                    <>
                      {' · '}
                      {hit.method && <span className="sr-only">{hit.method} </span>}
                      <code>{hit.detail}</code>
                    </>
                  )}
                </span>
              </li>
            ))}
          </ul>
          {more > 0 && (
            <button type="button" className="btn btn-small search-more" onClick={showAll}>
              Show all {all.length} results
            </button>
          )}
        </div>
      )}
    </dialog>
  );
}
