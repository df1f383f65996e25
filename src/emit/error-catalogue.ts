/**
 * The error catalogue: every documented error of every endpoint, generated
 * from the content, for the catalogue route of the site; and its entries
 * (the rows of one error), which the search holds.
 */
import { STATUS_CODES } from 'node:http';
import GithubSlugger, { slug } from 'github-slugger';
import type { SiteModel } from '../shared/site-model.js';
import type { CatalogueError, ErrorCatalogue } from '../shared/page-protocol.js';

/**
 * One entry of the catalogue: one error (a status, a message and a
 * description) as each operation that returns it documents it, a row per
 * operation, adjacent in the catalogue.
 */
export interface CatalogueEntry {
  /** What names the error: its message, else the first sentence of its description, else its status and reason phrase. */
  title: string;
  /** Its rows in catalogue order; the first holds the entry's anchor. */
  errors: CatalogueError[];
  /** The group of each row's endpoint, in the same order. */
  groups: string[];
}

/** The longest anchor of an entry (characters), cut at a word's end: a long description makes no long URL. */
const ANCHOR_CHARS = 48;

/** The first sentence of `text` (up to a `.`, `!` or `?` followed by a space), or all of it. */
const firstSentence = (text: string): string => /^.+?[.!?](?=\s|$)/s.exec(text.trim())?.[0] ?? text.trim();

/**
 * The entries of `model`'s catalogue in catalogue order: every error of every
 * endpoint, by status, then message, then description (each compared
 * case-insensitively, then in code-unit order: the same on every machine,
 * where `localeCompare` follows the machine's locale, and its first call
 * loads ICU's collator), then sidebar order of
 * the endpoints. The first row of each entry gets its anchor: the status and
 * the title's first words as GitHub makes heading ids (`404-order-not-found`,
 * a repeat gets `-1`).
 */
export function catalogueEntries(model: SiteModel): CatalogueEntry[] {
  const rows = model.groups.flatMap((group) =>
    group.endpoints.flatMap((ep) =>
      ep.errors.map((e) => ({
        group: group.id,
        error: {
          status: e.status,
          statusText: STATUS_CODES[e.status] ?? '',
          message: e.message ?? '',
          description: e.description,
          to: `${group.route}?scroll=${encodeURIComponent(ep.id)}`,
          title: ep.title,
          method: ep.method,
          path: ep.path,
        } satisfies CatalogueError,
      })),
    ),
  );
  // A stable sort keeps sidebar order within one error.
  rows.sort(({ error: a }, { error: b }) => a.status - b.status || byWords(a.message, b.message) || byWords(a.description, b.description));
  const entries: CatalogueEntry[] = [];
  const slugger = new GithubSlugger();
  for (const { group, error } of rows) {
    const last = entries.at(-1)?.errors[0];
    if (last && last.status === error.status && last.message === error.message && last.description === error.description) {
      entries.at(-1)!.errors.push(error);
      entries.at(-1)!.groups.push(group);
      continue;
    }
    const named = error.message || firstSentence(error.description);
    const title = named || `${error.status} ${error.statusText}`.trim();
    const words = slug(named ? `${error.status} ${named}` : title);
    const cut = words.length <= ANCHOR_CHARS ? words : words.slice(0, words.lastIndexOf('-', ANCHOR_CHARS));
    entries.push({ title, errors: [{ ...error, anchor: slugger.slug(cut) }], groups: [group] });
  }
  return entries;
}

/** Every error of a model, in catalogue order, given its {@link catalogueEntries}. */
export function errorCatalogue(entries: CatalogueEntry[]): ErrorCatalogue {
  return { errors: entries.flatMap((entry) => entry.errors) };
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const byWords = (a: string, b: string): number => byText(a.toLowerCase(), b.toLowerCase()) || byText(a, b);
